import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { encodeDocument, generateHarness } from '@harness/engine'
import { harness } from '../../engine/test/harnessBuilder'
import { createFixing, createMulticore, createProtection, createWireGroup } from '../../engine/src/model/factories'
import type { HarnessRecord } from '../../engine/src/model/records'
import { TestIds } from '../../shell/src/testIds'
import { launchBrowser, screenshotOf, WAIT } from './browser'
import { decodePng, type Pixels } from './pngPixels'
import { registerPerson, signIn, type Person } from './people'
import { startProductServer, type ProductServer } from './productServer'
import { uploadHarness } from './projectFiles'

/**
 * Render tests: fixed scenes drawn by the editor's canvas in Chromium (software WebGL), compared
 * pixel by pixel with golden images in `__golden__/`. A pixel differs when a channel is off by
 * more than 48 levels; a scene passes when at most 0.5 % of its pixels differ. To accept a
 * deliberate change of the drawing, delete the golden image and run once: the test writes it and
 * fails, so a new golden is always looked at before it is committed.
 */
const GOLDEN = resolve(import.meta.dirname, '__golden__')
let product: ProductServer
let browser: Browser
let person: Person
let page: Page
let projectId = 0

/** Share of pixels that differ by more than `level` in any channel. */
function differing(a: Pixels, b: Pixels, level = 48): number {
  if (a.width !== b.width || a.height !== b.height) return 1
  let n = 0
  for (let i = 0; i < a.rgba.length; i += 4) {
    if (Math.abs(a.rgba[i]! - b.rgba[i]!) > level || Math.abs(a.rgba[i + 1]! - b.rgba[i + 1]!) > level || Math.abs(a.rgba[i + 2]! - b.rgba[i + 2]!) > level) n += 1
  }
  return n / (a.width * a.height)
}

/** The scale the first frame's tiles were asked for at, and the canvas's scale now (px per mm). */
function firstFrameScales(): Promise<[number, number]> {
  return page.evaluate(() => [(performance.getEntriesByName('harness-first-frame')[0] as PerformanceMark).detail.scale as number, Number(document.querySelector('[data-testid="harness-canvas"]')?.getAttribute('data-scale'))] as [number, number])
}

/** Waits until two canvas screenshots 300 ms apart are alike (the view's tiles drawn), then compares the last with its golden image. */
async function expectStill(name: string): Promise<void> {
  let last: Buffer = Buffer.alloc(0)
  await expect.poll(async () => {
    await page.waitForTimeout(300)
    const png = await page.getByTestId('harness-canvas').screenshot()
    const same = last.length > 0 && differing(decodePng(png), decodePng(last)) === 0
    last = png
    return same
  }, WAIT).toBe(true)
  expectGolden(name, readFileSync(await screenshotOf(page.getByTestId('harness-canvas'), `render-${name}`)))
}

/** Compares `png` with the golden image `name`, or writes it as the golden when there is none yet (and fails, to be looked at). */
function expectGolden(name: string, png: Buffer): void {
  const golden = resolve(GOLDEN, `${name}.png`)
  if (!existsSync(golden)) {
    mkdirSync(dirname(golden), { recursive: true })
    writeFileSync(golden, png)
    throw new Error(`no golden image for ${name}: wrote ${golden}; look at it and commit it`)
  }
  expect(differing(decodePng(png), decodePng(readFileSync(golden)))).toBeLessThanOrEqual(0.005)
}

async function expectScene(name: string, records: readonly HarnessRecord[]): Promise<void> {
  const fileId = await uploadHarness(product.url, page, projectId, name, encodeDocument(records))
  await page.goto(`/editor/harness?fileId=${fileId}`)
  await page.waitForFunction(() => performance.getEntriesByName('harness-first-frame').length > 0, undefined, WAIT)
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
  // The first frame drawn was already the view the file opens to (fitted), not a view before it.
  const scales = await firstFrameScales()
  expect(scales[0]).toBe(scales[1])
  expectGolden(name, readFileSync(await screenshotOf(page.getByTestId('harness-canvas'), `render-${name}`)))
}

beforeAll(async () => {
  product = await startProductServer({ RATE_LIMIT_SCALE: '1000' })
  browser = await launchBrowser()
  person = await registerPerson(product, browser, 'render')
  page = person.page
  await signIn(person)
  await page.waitForURL(/\/dashboard\/project/)
  await page.getByTestId(TestIds.firstRunSample).click()
  await page.getByTestId(TestIds.fileDetails).waitFor()
  const sampleId = Number(await page.getByTestId(TestIds.fileDetails).getAttribute('data-file-id'))
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  projectId = ((await (await fetch(`${product.url}/api/file/getFile?fileId=${sampleId}`, { headers: { cookie } })).json()) as { data: { projectId: number } }).data.projectId
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('canvas render', () => {
  it('draws a star of bundles with three outlined connectors, their pins and names', async () => {
    await expectScene('star', harness()
      .node('A', 'connector', [0, 0]).node('B', 'branch', [120, 40]).node('C', 'connector', [260, 0]).node('D', 'connector', [120, 160])
      .segment('A', 'B', 130).segment('B', 'C', 150).segment('B', 'D', 120)
      .connector('X1', 'A', 4).connector('X2', 'C', 2).connector('X3', 'D', 6)
      .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').wire('W3', 'X1:3', 'X3:1').wire('W4', 'X1:4', 'X3:2', 2.2).records)
  })

  it('draws many-way connectors in bodies that grow with their cavities, pins in columns, one turned', async () => {
    const built = harness()
      .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [200, -40]).node('D', 'connector', [200, 60])
      .segment('A', 'B', 100).segment('B', 'C', 110).segment('B', 'D', 120)
      .connector('X1', 'A', 40).connector('X2', 'C', 4).connector('X3', 'D', 24)
      .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').wire('W3', 'X1:21', 'X2:3').wire('W4', 'X1:40', 'X3:1').wire('W5', 'X1:30', 'X3:24')
    await expectScene('many-way', built.records.map((r) => (r.typeName === 'connector' && r.id === 'X3' ? { ...r, rotation: 90 } : r)))
    // Zoomed in on X1: each wire led from its pin to the bundle, the second column's leads
    // between the first column's rows rather than over its pins.
    await page.getByRole('button', { name: '连接器', exact: true }).click()
    await page.locator('[data-testid="outline-list"] button[data-id="X1"]').click()
    await expect.poll(() => page.getByTestId('property-panel').locator('h2').first().textContent(), WAIT).toContain('X1')
    await page.keyboard.press('Shift+Digit2')
    await expect.poll(async () => Number(await page.getByTestId('harness-canvas').getAttribute('data-scale')), WAIT).toBeGreaterThan(5)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('property-panel').count(), WAIT).toBe(0)
    await expectStill('many-way-pins')
  })

  it('draws a long trunk with many branches at overview level', async () => {
    const built = harness().node('T0', 'branch', [0, 0])
    for (let i = 1; i <= 40; i++) {
      built.node(`T${i}`, 'branch', [i * 100, 0]).segment(`T${i - 1}`, `T${i}`, 100)
      built.node(`K${i}`, 'connector', [i * 100, i % 2 === 0 ? 300 : -300]).segment(`T${i}`, `K${i}`, 300).connector(`X${i}`, `K${i}`, 2)
    }
    for (let i = 2; i <= 40; i++) built.wire(`W${i}`, 'X1:1', `X${i}:1`)
    await expectScene('trunk', built.records)
  })

  it('draws wires in their colours inside the bundles, a cable sheath, a twist, tape and tube patterns, a clip and a grommet', async () => {
    const built = harness()
      .node('A', 'connector', [0, 0]).node('B', 'branch', [60, 0]).node('C', 'connector', [120, 0]).node('D', 'connector', [60, 45])
      .segment('A', 'B', 60).segment('B', 'C', 60).segment('B', 'D', 45)
      .connector('X1', 'A', 6).connector('X2', 'C', 4).connector('X3', 'D', 2)
      .wire('W1', 'X1:1', 'X2:1', 2.2).wire('W2', 'X1:2', 'X2:2', 2.2).wire('W3', 'X1:3', 'X2:3', 2.2).wire('W4', 'X1:4', 'X2:4', 2.2)
      .wire('W5', 'X1:5', 'X3:1', 2.2).wire('W6', 'X1:6', 'X3:2', 2.2)
    const colours: Record<string, string[]> = { W1: ['RD', 'WH'], W2: ['BK'], W3: ['GN', 'YE'], W4: ['BU'], W5: ['BN'], W6: ['WH'] }
    const records: HarnessRecord[] = built.records.map((r) => r.typeName !== 'wire' ? r
      : { ...r, colors: colours[r.id]!, groupId: r.id === 'W1' || r.id === 'W2' ? 'G1' as never : null, multicoreId: r.id === 'W5' || r.id === 'W6' ? 'M1' as never : null })
    records.push(
      createWireGroup({ id: 'G1' as never, name: 'G1', kind: 'twisted', pitch: 12 as never, wireIds: ['W1', 'W2'] as never }),
      createMulticore({ id: 'M1' as never, name: 'M1', od: 5 as never }),
      createProtection({ id: 'P1' as never, name: 'P1', segmentId: 'A-B' as never, start: 12 as never, end: 50 as never }),
      createProtection({ id: 'P2' as never, name: 'P2', segmentId: 'B-C' as never, start: 8 as never, end: 40 as never, material: 'corrugatedTube', winding: 'tube', innerDiameter: 13 as never, thickness: 0.6 as never }),
      createProtection({ id: 'P3' as never, name: 'P3', segmentId: 'B-D' as never, start: 8 as never, end: 32 as never, material: 'pvcTape', winding: 'spaced', width: 9 as never, gap: 6 as never }),
      createFixing({ id: 'F1' as never, name: 'F1', kind: 'clip', place: { kind: 'segment', segmentId: 'B-C' as never, offset: 50 as never } }),
      createFixing({ id: 'F2' as never, name: 'F2', kind: 'grommet', place: { kind: 'segment', segmentId: 'A-B' as never, offset: 6 as never } }),
    )
    await expectScene('dressed', records)
  })

  it('opens a larger harness straight at its fitted view: no frame of another view comes first', async () => {
    // Large enough (1,000 connectors) that tiles of a view before the fit would arrive and be drawn first.
    const fileId = await uploadHarness(product.url, page, projectId, 'fit-first', encodeDocument(generateHarness('M', 3)))
    // Every render of a WebGL canvas starts by clearing it: the times of the clears are the frames drawn.
    await page.addInitScript(() => {
      const w = window as unknown as { __clears: number[] }
      w.__clears = []
      const clear = WebGL2RenderingContext.prototype.clear
      WebGL2RenderingContext.prototype.clear = function (mask: number) {
        w.__clears.push(performance.now())
        return clear.call(this, mask)
      }
    })
    await page.goto(`/editor/harness?fileId=${fileId}`)
    await page.waitForFunction(() => performance.getEntriesByName('harness-first-frame').length > 0, undefined, WAIT)
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
    const scales = await firstFrameScales()
    expect(scales[1]).toBeLessThan(0.5)
    expect(scales[0]).toBe(scales[1])
    // Two frames up to the first one the designer sees: the GPU warm-up's (drawn outside the view)
    // and the fitted view with its tiles. Frames of the empty page before them (the resize
    // plugin's, the page frame's: five in all before) each held the main thread in the canvas's
    // read-back while the GPU process compiled.
    const framesBefore = await page.evaluate(() => {
      const shown = performance.getEntriesByName('harness-first-frame')[0]!.startTime
      return (window as unknown as { __clears: number[] }).__clears.filter((t) => t < shown).length
    })
    expect(framesBefore).toBe(2)
    // The canvas follows its host when the window is resized, and draws the view again.
    const viewport = page.viewportSize()!
    const canvasFits = () => page.evaluate(() => {
      const host = document.querySelector('[data-testid="harness-canvas"]') as HTMLElement
      const canvas = host.querySelector('canvas.ed-gl') as HTMLCanvasElement
      return [canvas.width === Math.round(host.clientWidth * devicePixelRatio) && canvas.height === Math.round(host.clientHeight * devicePixelRatio), host.clientWidth] as const
    })
    const [fitsBefore, widthBefore] = await canvasFits()
    expect(fitsBefore).toBe(true)
    const framesAtResize = await page.evaluate(() => (window as unknown as { __clears: number[] }).__clears.length)
    await page.setViewportSize({ width: viewport.width - 200, height: viewport.height - 100 })
    await expect.poll(async () => { const [fits, width] = await canvasFits(); return fits && width < widthBefore }, WAIT).toBe(true)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __clears: number[] }).__clears.length), WAIT).toBeGreaterThan(framesAtResize)
    await page.setViewportSize(viewport)
    // The outline fills once the view is shown.
    await expect.poll(() => page.getByTestId('outline-list').getAttribute('data-total'), WAIT).toBe('1000')
  })
})
