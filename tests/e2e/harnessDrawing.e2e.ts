import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { bodyOrientation, pinCentre, pinLayout } from '@harness/engine'
import { TestIds } from '../../shell/src/testIds'
import { launchBrowser, screenshot, SCREENSHOT_DIR, WAIT } from './browser'
import { PALETTE } from '../../shell/src/editor/palette'
import { callAs, registerPerson, signIn, type Person } from './people'
import { countColour, decodePng } from './pngPixels'
import { startProductServer, type ProductServer } from './productServer'

/**
 * Drawing a harness from nothing in Debian's Chromium: a designer makes an empty harness file,
 * opens it, places two connectors with the connector tool, draws the bundle between them and a
 * branch off it with the bundle tool, places a third connector at the branch's end, connects two
 * wires pin to pin with the wire tool and reads their computed lengths; exports the cut table;
 * wraps a segment and twists a pair; draws a two-core cable; nudges, copies, turns and mirrors a
 * connector; changes the drawing settings; undoes everything back to an empty sheet and redoes it
 * all; saves, reloads and sees the same drawing; draws from the library; places a splice at its
 * optimum; fixes a design-rule finding; labels the sheet, adds a title block; lays tape over part
 * of a segment. The steps run in order on one drawing.
 */
let product: ProductServer
let browser: Browser
let person: Person
let page: Page
const pageErrors: string[] = []

const id = (testId: string) => page.getByTestId(testId)
const canvas = () => page.getByTestId('harness-canvas')
const status = () => id('editor-status').textContent()

/** The screen point (page px) of sheet point (x, y) under the canvas's current camera. */
async function screenPoint([x, y]: readonly [number, number]): Promise<[number, number]> {
  const el = canvas()
  const box = (await el.boundingBox())!
  const scale = Number(await el.getAttribute('data-scale'))
  const ox = Number(await el.getAttribute('data-offset-x'))
  const oy = Number(await el.getAttribute('data-offset-y'))
  return [box.x + x * scale + ox, box.y + y * scale + oy]
}

/** A click at sheet point `p`, waiting for the document version to grow by `versions`. */
async function clickAt(p: readonly [number, number], versions = 1): Promise<void> {
  const before = Number(await canvas().getAttribute('data-version'))
  const [sx, sy] = await screenPoint(p)
  await page.mouse.click(sx, sy)
  if (versions > 0) await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(before + versions)
}

/** A drag from sheet point `a` to `b` in steps, as a designer pulls a wire from pin to pin. */
async function dragBetween(a: readonly [number, number], b: readonly [number, number]): Promise<void> {
  const before = Number(await canvas().getAttribute('data-version'))
  const [ax, ay] = await screenPoint(a)
  const [bx, by] = await screenPoint(b)
  await page.mouse.move(ax, ay)
  await page.mouse.down()
  await page.mouse.move(bx, by, { steps: 8 })
  await page.mouse.up()
  await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(before + 1)
}

/** The number shown for a fact, e.g. 200 of "200 mm". */
async function factNumber(key: string): Promise<number> {
  return Number.parseFloat((await id(`fact-${key}`).first().textContent()) ?? '')
}

const X1: readonly [number, number] = [60, 100]
const X2: readonly [number, number] = [260, 100]
const BRANCH: readonly [number, number] = [160, 100]
const X3: readonly [number, number] = [160, 160]
/** How the connectors drawn below turn (degrees): each faces the bundle drawn to it, X2 left, X3 up, X6 down; the rest stand upright. */
const TURNS: ReadonlyMap<string, number> = new Map([['260,100', 180], ['160,160', 270], ['160,40', 90]])
const pin = (at: readonly [number, number], index: number) => pinCentre(pinLayout(at, 4, bodyOrientation(TURNS.get(at.join(',')) ?? 0, false)), index)

beforeAll(async () => {
  product = await startProductServer({ RATE_LIMIT_SCALE: '1000' })
  browser = await launchBrowser()
  person = await registerPerson(product, browser, 'drawing')
  page = person.page
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => { if (message.type() === 'error') pageErrors.push(message.text()) })
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('drawing a harness in the editor', () => {
  it('opens a new, empty harness file with the drawing tools', async () => {
    await signIn(person)
    await page.waitForURL(/\/dashboard\/project/)
    await id(TestIds.firstRunSample).click()
    await id(TestIds.fileDetails).waitFor()
    // Before signing in the page asked who is signed in and heard 401: that is not an error of the editor.
    pageErrors.length = 0
    await page.locator(`[data-testid="${TestIds.treeTool}"][data-command="newHarness"]`).click()
    await id(TestIds.nameDialogInput).fill('手绘线束')
    await id(TestIds.nameDialogSubmit).click()
    await expect.poll(() => id(TestIds.fileName).textContent(), WAIT).toBe('手绘线束')
    // The project adds 2 % to every wire: the file takes it when it opens (one undo step).
    const fileId = Number(await id(TestIds.fileDetails).getAttribute('data-file-id'))
    const projectId = await page.evaluate(async (fileId) => ((await (await fetch(`/api/file/getFile?fileId=${fileId}`)).json()) as { data: { projectId: number } }).data.projectId, fileId)
    const rules = { percentAddOn: 2, minAddOn: 0, maxAddOn: 0, roundTo: 0, roundMethod: 'nearest', junctionAddOn: 0 }
    expect((await callAs(person, '/api/project/updateConfig', { projectId, overrides: { lengthRules: rules } })).code).toBe(200)
    await id(TestIds.fileOpenHarness).click()
    await page.waitForURL(/\/editor\/harness\?fileId=\d+/)
    await expect.poll(status, WAIT).toContain('0 个连接器')
    await expect.poll(() => page.getByText('已按项目配置设置').count(), WAIT).toBeGreaterThan(0)
    await expect.poll(status, WAIT).toContain('有未保存的修改')
    await expect.poll(() => id('editor-tools').isVisible(), WAIT).toBe(true)
    // An empty harness shows the first-use guidance once, outlining the region it speaks of.
    await expect.poll(() => id('editor-guide').isVisible(), WAIT).toBe(true)
    expect(await page.locator('.ed-shell').getAttribute('data-guide-step')).toBe('tools')
    await id('editor-guide-next').click()
    expect(await page.locator('.ed-shell').getAttribute('data-guide-step')).toBe('canvas')
    await screenshot(page, '65-editor-guide')
    await id('editor-guide-skip').click()
    await expect.poll(() => id('editor-guide').count(), WAIT).toBe(0)
  })

  it('places two connectors, draws the bundle between them and a branch, and a third connector at its end', async () => {
    await page.keyboard.press('c')
    await expect.poll(() => id('tool-connector').getAttribute('aria-pressed'), WAIT).toBe('true')
    await expect.poll(() => id('tool-hint').textContent(), WAIT).toContain('放置连接器')
    await clickAt(X1)
    await clickAt(X2)
    await expect.poll(status, WAIT).toContain('2 个连接器')
    // The file opened empty (its first view had no tiles); the first frame with tiles is still
    // marked, and with it the minimap may show.
    await page.waitForFunction(() => performance.getEntriesByName('harness-first-frame').length > 0, undefined, WAIT)
    await screenshot(page, '66-draw-connectors')

    await id('tool-bundle').click()
    await clickAt(X1, 0)
    await clickAt(X2)
    await expect.poll(status, WAIT).toContain('1 段分支')
    // A branch off the bundle's middle, 60 mm typed, ended with Escape.
    await clickAt(BRANCH, 0)
    await page.keyboard.type('60')
    await expect.poll(() => id('tool-hint').textContent(), WAIT).toContain('60 mm')
    await clickAt(X3)
    await page.keyboard.press('Escape')
    await expect.poll(status, WAIT).toContain('3 段分支')
    // The new branch is selected (the panel may still show the bundle drawn before it for a moment).
    await expect.poll(async () => Number(await id('fact-length').inputValue()), WAIT).toBe(60)

    await page.keyboard.press('c')
    await clickAt(X3)
    await expect.poll(status, WAIT).toContain('3 个连接器')
    await screenshot(page, '67-draw-bundle')
  })

  it('connects wires pin to pin and shows their computed lengths', async () => {
    await page.keyboard.press('w')
    await expect.poll(() => id('tool-hint').textContent(), WAIT).toContain('导线')
    await dragBetween(pin(X1, 0), pin(X2, 0))
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('W1')
    await expect.poll(() => factNumber('dmuLength'), WAIT).toBe(200)
    // The project's 2 % add-on.
    expect(await factNumber('productionLength')).toBe(204)
    await dragBetween(pin(X1, 1), pin(X3, 0))
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('W2')
    // X1 to the branch point (100 mm) and down the typed 60 mm branch.
    await expect.poll(() => factNumber('dmuLength'), WAIT).toBe(160)
    await expect.poll(status, WAIT).toContain('2 根导线')
    await screenshot(page, '68-draw-wires')
    expect(pageErrors.join('\n')).toBe('')
  })

  it('exports the cut table to Excel from the report worker, with the wires drawn', async () => {
    await id('report-cut-table').click()
    await expect.poll(async () => Number(await id('report-rows').getAttribute('data-total')), WAIT).toBe(2)
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), id('report-export').click()])
    expect(download.suggestedFilename()).toBe('手绘线束-下线表.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile((await download.path())!)
    const sheet = workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(3)
    const cells = [2, 3].map((r) => (sheet.getRow(r).values as unknown[]).map(String).join(' '))
    expect(cells.some((c) => c.includes('W1'))).toBe(true)
    // Pin numbers are numbers in the sheet (no "number stored as text").
    const headings = (sheet.getRow(1).values as unknown[]).map(String)
    expect(typeof sheet.getRow(2).getCell(headings.indexOf('A端孔位')).value).toBe('number')
    await id('report-cut-table').click()
  })

  it('wraps the selected segment, twists the selected wires, and greys twisting while fewer than two wires are selected', async () => {
    await page.keyboard.press('v')
    await page.keyboard.press('Escape')
    await id('editor-functions').click()
    for (const action of ['twisted', 'combined', 'multicore']) {
      await expect.poll(() => page.locator(`[data-action="${action}"]`).getAttribute('data-disabled'), WAIT).toBe('true')
    }
    await page.keyboard.press('Escape')

    // The trunk from X1 to the branch point, wrapped with the default duct tape.
    await clickAt([110, 100], 0)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('分支')
    await id('editor-functions').click()
    await page.locator('[data-action="wrap-0"]').click()
    // The tape's two layers of 0.13 mm cover the bundle: its covered diameter grows by about 0.5 mm.
    await expect.poll(async () => (await factNumber('coveredDiameter')) - (await factNumber('bundleDiameter')), WAIT).toBeCloseTo(0.52, 1)
    // Any wrapping type with its parameters: spot taping every 75 mm over the tape.
    await id('editor-functions').click()
    await page.locator('[data-action="wrap-custom"]').click()
    await expect.poll(() => id('wrap-dialog').isVisible(), WAIT).toBe(true)
    // A tube material makes it a tube whose inner diameter clears the bundle (not the tape's 19 mm).
    const covered = await factNumber('coveredDiameter')
    await id('wrap-material').locator('button').click()
    await page.locator('[role="option"][data-value="corrugatedTubeSlit"]').click()
    await expect.poll(async () => Number(await id('wrap-width').locator('input').inputValue()), WAIT).toBe(Math.max(4, Math.ceil(covered * 1.15)))
    expect(await id('wrap-winding').locator('button').textContent()).toContain('套管')
    // A tape winding takes a tape again.
    await id('wrap-winding').locator('button').click()
    await page.locator('[role="option"][data-value="spot"]').click()
    await expect.poll(async () => Number(await id('wrap-width').locator('input').inputValue()), WAIT).toBe(19)
    await screenshot(page, '69-draw-wrap-dialog')
    await id('wrap-apply').click()
    await expect.poll(() => id('fact-protections').first().textContent(), WAIT).toContain('点缠')
    // A protection of the library: its sizes fill the dialog and its number goes onto the run and into the BOM.
    const wrapped = await factNumber('coveredDiameter')
    await id('editor-functions').click()
    await page.locator('[data-action="wrap-custom"]').click()
    await expect.poll(() => id('wrap-dialog').isVisible(), WAIT).toBe(true)
    await id('wrap-part').locator('button').click()
    await page.locator('[role="option"][data-value="HB-PR-HS-12"]').click()
    await expect.poll(async () => Number(await id('wrap-width').locator('input').inputValue()), WAIT).toBe(12)
    expect(await id('wrap-material').locator('button').textContent()).toContain('热缩管')
    // Made for 4-11 mm bundles: a thinner bundle is said, not refused.
    expect(await id('wrap-note').count()).toBe(wrapped < 4 || wrapped > 11 ? 1 : 0)
    await screenshot(page, '69-draw-wrap-library-part')
    await id('wrap-apply').click()
    await expect.poll(() => id('fact-protections').first().textContent(), WAIT).toContain('HB-PR-HS-12')
    await id('report-bom').click()
    await expect.poll(() => id('report-rows').textContent(), WAIT).toContain('HB-PR-HS-12')
    await id('report-bom').click()

    await page.getByRole('button', { name: '导线', exact: true }).click()
    await id('select-type').click()
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('已选中 2 个对象')
    await id('editor-functions').click()
    await page.locator('[data-action="twisted"]').click()
    await expect.poll(() => page.getByText('已将 2 根导线绞合为一组').count(), WAIT).toBeGreaterThan(0)
    await screenshot(page, '69-draw-wrapped-twisted')
    // The pair's lay length from the settings (80 mm), changed in the panel to 25 mm for both wires.
    // (Both wires are selected: each shows the group's lay length; setting it on one sets both.)
    const lay = id('fact-layLength')
    await expect.poll(async () => Number(await lay.first().inputValue()), WAIT).toBe(80)
    await lay.first().fill('25')
    await lay.first().press('Enter')
    const lays = () => lay.evaluateAll((fields) => fields.map((f) => Number((f as HTMLInputElement).value)))
    await expect.poll(lays, WAIT).toEqual([25, 25])
    // Ctrl+Z in the field just applied undoes the document's edit (not only the field's text);
    // Ctrl+Shift+Z there redoes it.
    await lay.first().press('Control+z')
    await expect.poll(lays, WAIT).toEqual([80, 80])
    await lay.first().press('Control+Shift+z')
    await expect.poll(lays, WAIT).toEqual([25, 25])
    // The twisted pair in 3D: two wires turning about each other at the lay length, in their bundles.
    await id('open-3d').click()
    await expect.poll(() => id('preview-3d-summary').textContent(), WAIT).toContain('显示 2 根导线')
    await expect.poll(async () => Number(await id('preview-3d-canvas').getAttribute('data-rendered')), WAIT).toBeGreaterThan(0)
    expect(Number(await id('preview-3d-canvas').getAttribute('data-tubes'))).toBeGreaterThanOrEqual(4)
    await page.getByRole('button', { name: '斜视' }).click()
    await screenshot(page, '69-draw-twisted-3d')
    // Closer, at the pair's middle: the lay of the twist.
    const view = (await id('preview-3d-canvas').boundingBox())!
    await page.mouse.move(view.x + view.width / 2, view.y + view.height / 2)
    const before = Number(await id('preview-3d-canvas').getAttribute('data-rendered'))
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, -240)
    await expect.poll(async () => Number(await id('preview-3d-canvas').getAttribute('data-rendered')), WAIT).toBeGreaterThan(before)
    await screenshot(page, '69-draw-twisted-3d-close')
    await page.getByRole('button', { name: '关闭' }).last().click()
    await expect.poll(() => id('preview-3d').count(), WAIT).toBe(0)
    expect(pageErrors.join('\n')).toBe('')
  })

  it('draws a two-core cable pin to pin with the cable tool: its cores routed, sheathed and listed', async () => {
    await page.keyboard.press('k')
    await expect.poll(() => id('tool-cable').getAttribute('aria-pressed'), WAIT).toBe('true')
    await expect.poll(() => id('tool-cores').inputValue(), WAIT).toBe('2')
    await expect.poll(() => id('tool-hint').textContent(), WAIT).toContain('多芯线')
    await dragBetween(pin(X1, 2), pin(X3, 2))
    await expect.poll(status, WAIT).toContain('4 根导线')
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('已选中 2 个对象')
    // Each core runs X1 → X3 (100 + 60 mm) inside the cable C1.
    await page.getByRole('button', { name: '导线', exact: true }).click()
    await expect.poll(() => id('outline-list').textContent(), WAIT).toContain('X1:3 → X3:3')
    await expect.poll(() => id('outline-list').textContent(), WAIT).toContain('X1:4 → X3:4')
    await screenshot(page, '69-draw-cable')
    await page.keyboard.press('v')
  })

  it('nudges a connector with the arrow keys, copies and pastes it, and undoes both', async () => {
    await page.keyboard.press('v')
    await clickAt(X3, 0)
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('X3')
    const version = Number(await canvas().getAttribute('data-version'))
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 1)
    await page.keyboard.press('Control+z')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 2)
    await page.keyboard.press('Control+c')
    await page.keyboard.press('Control+v')
    await expect.poll(status, WAIT).toContain('4 个连接器')
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('X4')
    await screenshot(page, '70-draw-pasted')
    await page.keyboard.press('Control+z')
    await expect.poll(status, WAIT).toContain('3 个连接器')
  })

  it('turns and mirrors a connector with Shift+R and Shift+X: its pins and leads move round the body, undo takes it back', async () => {
    await clickAt(X2, 0)
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('X2')
    // X2 turned to face the bundle drawn to it: its pins on the left.
    await expect.poll(() => id('fact-rotation').textContent(), WAIT).toContain('180')
    const version = Number(await canvas().getAttribute('data-version'))
    const [sx, sy] = await screenPoint(X2)
    const around = { x: sx - 60, y: sy - 60, width: 120, height: 120 }
    await page.screenshot({ path: 'test-output/screenshots/70a-connector-upright.png', clip: around })
    await page.keyboard.press('Shift+R')
    await expect.poll(() => id('fact-rotation').textContent(), WAIT).toContain('270')
    await page.waitForTimeout(300)
    await page.screenshot({ path: 'test-output/screenshots/70b-connector-turned.png', clip: around })
    await page.keyboard.press('Shift+X')
    await expect.poll(() => id('fact-mirrored').textContent(), WAIT).toContain('是')
    await page.waitForTimeout(300)
    await page.screenshot({ path: 'test-output/screenshots/70c-connector-turned-mirrored.png', clip: around })
    expect(Number(await canvas().getAttribute('data-version'))).toBe(version + 2)
    await page.keyboard.press('Control+z')
    await page.keyboard.press('Control+z')
    await expect.poll(() => id('fact-rotation').textContent(), WAIT).toContain('180')
    await expect.poll(() => id('fact-mirrored').textContent(), WAIT).toContain('否')
  })

  it('changes the drawing settings with undo: grid size, page orientation, bundle labels', async () => {
    await id('open-drawing-settings').click()
    await expect.poll(() => id('drawing-settings').isVisible(), WAIT).toBe(true)
    const input = page.locator('[data-testid="ds-grid-size"] input')
    await expect.poll(() => input.inputValue(), WAIT).toBe('10')
    const version = Number(await canvas().getAttribute('data-version'))
    await input.fill('20')
    await input.press('Enter')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 1)
    await id('ds-orientation').locator('button').click()
    await page.locator('[role="option"][data-value="portrait"]').click()
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 2)
    await id('ds-bundle-labels').uncheck()
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 3)
    await screenshot(page, '71-drawing-settings')
    await page.keyboard.press('Escape')
    await expect.poll(() => id('drawing-settings').count(), WAIT).toBe(0)
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z')
    await id('open-drawing-settings').click()
    await expect.poll(() => page.locator('[data-testid="ds-grid-size"] input').inputValue(), WAIT).toBe('10')
    expect(await id('ds-bundle-labels').isChecked()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => id('drawing-settings').count(), WAIT).toBe(0)
  })

  it('paints the page in the settings\' background and the names in their font colour and size, and undo takes them back', async () => {
    const pixels = async () => decodePng(await canvas().screenshot())
    const PAGE = 0xfff3c4
    // Names are a few px tall at this zoom, so mostly blended with the page: counted by hue (magenta).
    const magenta = ({ rgba }: { rgba: Uint8Array }) => {
      let n = 0
      for (let i = 0; i < rgba.length; i += 4) if (rgba[i]! - rgba[i + 1]! > 60 && rgba[i + 2]! - rgba[i + 1]! > 60 && Math.abs(rgba[i]! - rgba[i + 2]!) < 50) n += 1
      return n
    }
    const before = await pixels()
    expect(countColour(before, PAGE, 6)).toBe(0)
    expect(magenta(before)).toBe(0)
    await id('open-drawing-settings').click()
    await expect.poll(() => id('drawing-settings').isVisible(), WAIT).toBe(true)
    const version = Number(await canvas().getAttribute('data-version'))
    await id('ds-background').fill('#fff3c4')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 1)
    await id('ds-font-colour').fill('#d400d4')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 2)
    await page.keyboard.press('Escape')
    await expect.poll(() => id('drawing-settings').count(), WAIT).toBe(0)
    // Most of the view is page; the names (X1, X2, bundle lengths) are written in the new colour.
    const area = before.width * before.height
    await expect.poll(async () => countColour(await pixels(), PAGE, 6), WAIT).toBeGreaterThan(area * 0.3)
    await screenshot(page, '71b-drawing-settings-colours')
    await expect.poll(async () => magenta(await pixels()), WAIT).toBeGreaterThan(20)
    // Names and lengths follow the font size: at 24 pt they are twice as tall and wide.
    const normal = magenta(await pixels())
    await id('open-drawing-settings').click()
    const size = page.locator('[data-testid="ds-font-size"] input')
    await size.fill('24')
    await size.press('Enter')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 3)
    await page.keyboard.press('Escape')
    await expect.poll(async () => magenta(await pixels()), WAIT).toBeGreaterThan(normal * 2)
    await screenshot(page, '71c-drawing-settings-font-size')
    // With the page view off there is no page frame: the whole canvas takes the background.
    await id('open-drawing-settings').click()
    await id('ds-page-view').uncheck()
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 4)
    await page.keyboard.press('Escape')
    await expect.poll(async () => countColour(await pixels(), PAGE, 6), WAIT).toBeGreaterThan(area * 0.8)
    for (let i = 0; i < 4; i++) await page.keyboard.press('Control+z')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 8)
    await expect.poll(async () => countColour(await pixels(), PAGE, 6) + magenta(await pixels()), WAIT).toBe(0)
  })

  it('undoes everything back to an empty sheet and redoes it all', async () => {
    await page.keyboard.press('v')
    const steps = async (testId: string) => Number(await id(testId).getAttribute('data-steps'))
    const drawn = /\d+ 个连接器 · \d+ 根导线 · \d+ 段分支/.exec((await status()) ?? '')![0]
    const total = await steps('editor-undo')
    // What the settings test undid last stays ahead of the redone drawing.
    const redoAhead = await steps('editor-redo')
    expect(total).toBeGreaterThan(10)
    for (let left = total; left > 0; left--) {
      await id('editor-undo').click()
      await expect.poll(() => steps('editor-undo'), WAIT).toBe(left - 1)
    }
    await expect.poll(status, WAIT).toContain('0 个连接器 · 0 根导线 · 0 段分支')
    expect(await id('editor-undo').isDisabled()).toBe(true)
    await screenshot(page, '71-draw-undone')
    for (let done = 0; done < total; done++) {
      await id('editor-redo').click()
      await expect.poll(() => steps('editor-undo'), WAIT).toBe(done + 1)
    }
    await expect.poll(status, WAIT).toContain(drawn)
    expect(await steps('editor-redo')).toBe(redoAhead)
  })

  it('saves, and a reload shows the same drawing', async () => {
    await page.keyboard.press('Control+s')
    await expect.poll(status, WAIT).toContain('已全部保存')
    await page.reload()
    await expect.poll(status, WAIT).toContain('3 个连接器 · 4 根导线 · 3 段分支')
    expect(await id('editor-guide').count()).toBe(0)
    // The duct tape, the spot taping and the library's heat-shrink tube.
    await page.getByRole('button', { name: '防护', exact: true }).click()
    await expect.poll(async () => Number(await id('outline-list').getAttribute('data-total')), WAIT).toBe(3)
  })

  it('begins a new history after the reload: a wire drawn is undone and redone', async () => {
    await page.keyboard.press('v')
    await expect.poll(() => id('editor-undo').isDisabled(), WAIT).toBe(true)
    await page.keyboard.press('w')
    await dragBetween(pin(X2, 1), pin(X3, 1))
    await page.keyboard.press('Control+z')
    await expect.poll(status, WAIT).toContain('4 根导线')
    await page.keyboard.press('Control+y')
    await expect.poll(status, WAIT).toContain('5 根导线')
    await screenshot(page, '72-draw-redo')
    expect(pageErrors.join('\n')).toBe('')
  })
  it('places a connector and draws a wire from the part library', async () => {
    await id('parts-tab').click()
    await expect.poll(() => page.locator('[data-testid="part-list"] [data-part]').count(), WAIT).toBeGreaterThan(0)
    const first = page.locator('[data-testid="part-list"] [data-part]').first()
    const partNumber = (await first.getAttribute('data-part'))!
    await first.click()
    await expect.poll(() => id('tool-hint').textContent(), WAIT).toContain(partNumber)
    await clickAt([240, 170])
    await expect.poll(() => id('fact-partNumber').inputValue(), WAIT).toBe(partNumber)
    await expect.poll(status, WAIT).toContain('4 个连接器')
    await id('part-kind-wire').click()
    await expect.poll(() => page.locator('[data-testid="part-list"] [data-part]').count(), WAIT).toBeGreaterThan(0)
    const wire = page.locator('[data-testid="part-list"] [data-part]').first()
    const wireNumber = (await wire.getAttribute('data-part'))!
    await wire.click()
    await dragBetween(pin(X2, 2), pin([240, 170], 0))
    await expect.poll(() => id('fact-partNumber').inputValue(), WAIT).toBe(wireNumber)
    await screenshot(page, '73-draw-from-library')
    // A terminal from the library, fitted by clicking the pin W1 ends in; the BOM counts it.
    await id('part-kind-terminal').click()
    await expect.poll(() => page.locator('[data-testid="part-list"] [data-part]').count(), WAIT).toBeGreaterThan(0)
    const terminal = page.locator('[data-testid="part-list"] [data-part]').first()
    const terminalNumber = (await terminal.getAttribute('data-part'))!
    await terminal.click()
    await expect.poll(() => id('tool-hint').textContent(), WAIT).toContain(terminalNumber)
    await clickAt(pin(X1, 0))
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('X1')
    await id('report-bom').click()
    await expect.poll(() => id('report-rows').textContent(), WAIT).toContain(terminalNumber)
    await screenshot(page, '73-draw-terminal-fitted')
    await id('report-bom').click()
    // A housing dragged from the panel and dropped on the sheet is placed where it is dropped.
    await id('part-kind-connector').click()
    const housing = page.locator('[data-testid="part-list"] [data-part]').first()
    const housingNumber = (await housing.getAttribute('data-part'))!
    await expect.poll(async () => (await housing.boundingBox()) !== null, WAIT).toBe(true)
    const from = (await housing.boundingBox())!
    const [dx, dy] = await screenPoint([200, 50])
    await page.mouse.move(from.x + 20, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(dx, dy, { steps: 10 })
    await page.mouse.up()
    await expect.poll(status, WAIT).toContain('5 个连接器')
    await expect.poll(() => id('fact-partNumber').inputValue(), WAIT).toBe(housingNumber)
    expect(await factNumber('positionX')).toBe(200)
    expect(await factNumber('positionY')).toBe(50)
    await page.keyboard.press('v')
    // A generic connector drawn first gets its housing afterwards: selected, then 应用 beside the part.
    await clickAt(X3, 0)
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('X3')
    await id('part-search').fill('HB-C-04U')
    const apply = page.locator('[data-testid="part-list"] [data-testid="part-apply"]').first()
    await expect.poll(() => apply.count(), WAIT).toBe(1)
    await apply.click()
    await expect.poll(() => id('fact-partNumber').inputValue(), WAIT).toBe('HB-C-04U')
    expect(await factNumber('cavities')).toBe(4)
    await screenshot(page, '73-draw-part-applied')
    await page.keyboard.press('Control+z')
    await expect.poll(() => id('fact-partNumber').inputValue(), WAIT).toBe('')
    await id('part-search').fill('')
    expect(pageErrors.join('\n')).toBe('')
  })
  it('says in the dictionary\'s words when a splice cannot be added or placed at an optimum', async () => {
    await page.keyboard.press('v')
    await id('parts-tab').click()
    await page.getByRole('tab', { name: '结构' }).click()
    await page.getByRole('button', { name: '导线', exact: true }).click()
    await id('select-type').click()
    await id('editor-functions').click()
    await page.locator('[data-action="auto-splice"]').click()
    await expect.poll(() => page.getByText('自动添加接点失败，请手动添加').count(), WAIT).toBeGreaterThan(0)
    // A splice with no wires has no optimum.
    await page.keyboard.press('s')
    await clickAt([210, 100])
    await id('editor-functions').click()
    await page.locator('[data-action="splice-optimum"]').click()
    await expect.poll(() => page.getByText('无法计算出最优接点位置，请检查配置').count(), WAIT).toBeGreaterThan(0)
    await screenshot(page, '74-draw-splice-messages')
    expect(pageErrors.join('\n')).toBe('')
  })
  it('places the splice at its optimum: a preview with the length saved, then apply', async () => {
    // X6 above the branch point, joined to it; two of its pins and one of X2's wired to SP1 on the
    // trunk, so the wires are shortest with the splice at the branch point.
    const X6: readonly [number, number] = [160, 40]
    const SP1: readonly [number, number] = [210, 100]
    await page.keyboard.press('c')
    await clickAt(X6)
    await page.keyboard.press('b')
    await clickAt(X6, 0)
    await clickAt(BRANCH)
    await page.keyboard.press('w')
    await dragBetween(pin(X6, 0), SP1)
    await dragBetween(pin(X6, 1), SP1)
    await dragBetween(pin(X2, 3), SP1)
    await page.keyboard.press('v')
    await page.getByRole('button', { name: '接点', exact: true }).click()
    await page.locator('[data-testid="outline-list"] button').first().click()
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('SP1')
    expect(await factNumber('positionY')).toBe(100)
    await id('editor-functions').click()
    await page.locator('[data-action="splice-optimum"]').click()
    await expect.poll(() => id('splice-preview').textContent(), WAIT).toMatch(/\d/)
    const saving = Number(/(\d+(?:\.\d+)?)/.exec((await id('splice-preview').textContent())!)![1])
    // To the branch point: X6's two wires 50 mm shorter each, X2's 50 mm longer.
    expect(saving).toBe(50)
    await page.getByRole('button', { name: '全部显示' }).click()
    await screenshot(page, '74-draw-splice-preview')
    await id('splice-preview-apply').click()
    await expect.poll(() => factNumber('positionX'), WAIT).toBe(160)
    expect(await factNumber('positionY')).toBe(100)
    await expect.poll(() => id('splice-preview').count(), WAIT).toBe(0)
    expect(pageErrors.join('\n')).toBe('')
  })

  it('runs the design-rule check and fixes a finding: the wire to the unconnected connector gets its bundle', async () => {
    // The library wire ends in X4, which no bundle reaches yet: 'cannot connect to the graph'. Its
    // lead is drawn dashed in red between its ends, and the status line counts it with a switch.
    await expect.poll(() => id('show-leads').count(), WAIT).toBe(1)
    expect(await status()).toMatch(/飞线（1 根导线未布线）/)
    // The notices rise over the drawing, and an error notice's icon is the red of the lead: the
    // counts below are taken once the earlier tests' notices have gone (5 s each).
    await expect.poll(() => id('toast').count(), WAIT).toBe(0)
    const red = async () => countColour(decodePng(await canvas().screenshot()), PALETTE.unroutedLead, 30)
    await expect.poll(red, WAIT).toBeGreaterThan(20)
    await screenshot(page, '74-draw-unrouted-lead')
    const shown = await red()
    await id('show-leads').uncheck()
    await expect.poll(async () => shown - (await red()), WAIT).toBeGreaterThan(20)
    await id('show-leads').check()
    await expect.poll(async () => (await red()) - shown, WAIT).toBeGreaterThan(-5)
    await id('findings-tab').click()
    const total = () => id('findings-list').getAttribute('data-total').then(Number)
    await expect.poll(() => id('findings-list').textContent(), WAIT).toContain('无法连接到该图形')
    const before = await total()
    await page.locator('[data-testid="findings-list"] button', { hasText: '无法连接到该图形' }).first().click()
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('导线')
    await screenshot(page, '74-draw-finding')
    await page.keyboard.press('b')
    await clickAt([240, 170], 0)
    await clickAt(X2)
    await expect.poll(total, WAIT).toBe(before - 1)
    expect(await id('findings-list').textContent()).not.toContain('无法连接到该图形')
    await expect.poll(() => id('show-leads').count(), WAIT).toBe(0)
    await page.keyboard.press('v')
    await page.getByRole('tab', { name: '结构' }).click()
    expect(pageErrors.join('\n')).toBe('')
  })

  it('puts a label and a title block on the sheet, and renames a connector in the property panel', async () => {
    await page.keyboard.press('t')
    await clickAt([100, 60])
    await expect.poll(() => id('fact-text').inputValue(), WAIT).toBe('标注')
    const version = Number(await canvas().getAttribute('data-version'))
    await id('fact-text').fill('主干线 Main trunk')
    await id('fact-text').press('Enter')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 1)
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('主干线')
    // The text field keeps the keys: the select tool by its button.
    await id('tool-select').click()
    await id('editor-functions').click()
    await page.locator('[data-action="title-block"]').click()
    await expect.poll(() => page.getByText('已在页面右下角插入标题栏').count(), WAIT).toBeGreaterThan(0)
    await expect.poll(() => page.locator('.dt-popover').count(), WAIT).toBe(0)
    await clickAt(X1, 0)
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('X1')
    // X1's pin-out table below its body, then X1 renamed: the table follows the connector.
    await id('editor-functions').click()
    await page.locator('[data-action="pinout-table"]').click()
    await expect.poll(() => page.getByText('已插入 1 个针脚表，随连接器自动更新').count(), WAIT).toBeGreaterThan(0)
    await id('fact-name').fill('ECU')
    await id('fact-name').press('Enter')
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('ECU')
    await page.getByRole('button', { name: '全部显示' }).click()
    await clickAt([X1[0], X1[1] + 13], 0)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('针脚表所属')
    expect(await id('property-panel').locator('h2').first().textContent()).toContain('ECU')
    expect(await id('fact-cells').innerText()).toMatch(/^腔位 \| 导线 \| 颜色 \| 截面 mm² \| 去向\n1 \| W1 \| /)
    await screenshot(page, '75-draw-label-title-block')
    expect(pageErrors.join('\n')).toBe('')
  })

  it('lays the duct tape over part of its segment from the property panel; the tape used follows', async () => {
    // The run selected from the outline (which brings it into view): from 60 mm on, the tape used shrinks to 40 %.
    await page.getByRole('tab', { name: '结构' }).click()
    await page.getByRole('button', { name: '防护', exact: true }).click()
    await page.locator('[data-testid="outline-list"] button').first().click()
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('P1')
    await expect.poll(() => id('fact-material').textContent(), WAIT).toContain('布基胶带')
    const whole = await factNumber('materialLength')
    await id('fact-runStart').fill('60')
    await id('fact-runStart').press('Enter')
    await expect.poll(() => factNumber('materialLength'), WAIT).toBeCloseTo(whole * 0.4, 0)
    await screenshot(page, '69-draw-partial-tape')
    expect(pageErrors.join('\n')).toBe('')
  })

  it('exports the drawing as PDF, SVG and PNG (the page at true size with the harness drawn on it) and the harness as KBL', async () => {
    const exportAs = async (format: string) => {
      await id('export-sheet').click()
      const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.locator(`[data-action="${format}"]`).click()])
      expect(download.suggestedFilename()).toBe(`手绘线束.${format}`)
      return (await download.path())!
    }
    const pdf = await exportAs('pdf')
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-')
    // The PDF's page is the sheet's A4 landscape page in mm (842 × 595 pt), rendered here to look at.
    const info = execFileSync('pdfinfo', [pdf]).toString()
    expect(info).toMatch(/Page size:\s+841\.\d+ x 595\.\d+ pts/)
    // Vectors with the labels as text a reader finds: the connector's name; the Chinese bundle
    // label (beyond the PDF's standard fonts) is a picture of its text.
    expect(execFileSync('pdftotext', [pdf, '-']).toString()).toContain('ECU')
    expect(execFileSync('pdfimages', ['-list', pdf]).toString().split('\n').filter((l) => / image /.test(l)).length).toBeGreaterThan(0)
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdf, join(SCREENSHOT_DIR, '76-draw-export-pdf')])
    const svg = readFileSync(await exportAs('svg'), 'utf8')
    expect(svg).toContain('width="297mm" height="210mm"')
    expect(svg).toMatch(/>ECU<\/text>/)
    expect(svg).toMatch(/>主干线 Main trunk<\/text>/)
    const png = readFileSync(await exportAs('png'))
    // 297 × 210 mm at 200 dpi.
    expect(png.readUInt32BE(16)).toBe(2339)
    expect(png.readUInt32BE(20)).toBe(1654)
    // The harness itself for other tools: KBL with the drawn wires.
    const kbl = readFileSync(await exportAs('kbl'), 'utf8')
    expect(kbl).toContain('KBL_container')
    expect(kbl).toMatch(/<Wire_number>W1<\/Wire_number>/)
    expect(pageErrors.join('\n')).toBe('')
  })

  it('makes a generic drawing: points on a letter portrait page, no harness configuration, a custom page size with undo', async () => {
    // The harness is saved first (the property panel's field keeps the keys while it has the focus).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+s')
    await expect.poll(status, WAIT).toContain('已全部保存')
    await page.goto('/dashboard/project')
    await page.locator(`[data-testid="${TestIds.treeTool}"][data-command="newDrawing"]`).click()
    await id(TestIds.nameDialogInput).fill('系统框图')
    await id(TestIds.nameDialogSubmit).click()
    await expect.poll(() => id(TestIds.fileName).textContent(), WAIT).toBe('系统框图')
    expect(await id(TestIds.fileDetails).textContent()).toContain('通用图')
    expect(await id(TestIds.fileMakeOutput).count()).toBe(0)
    await id(TestIds.fileOpenHarness).click()
    await page.waitForURL(/\/editor\/harness\?fileId=\d+/)
    await expect.poll(status, WAIT).toContain('0 个连接器')
    await id('open-drawing-settings').click()
    await expect.poll(() => id('drawing-settings').isVisible(), WAIT).toBe(true)
    await expect.poll(() => id('ds-unit').locator('button').textContent(), WAIT).toContain('磅（pt）')
    expect(await id('ds-page-size').locator('button').textContent()).toContain('Letter')
    expect(await id('ds-orientation').locator('button').textContent()).toContain('纵向')
    // The project's configuration (millimetres, 2 % add-on) is a harness's: the drawing keeps its own, so there is nothing to undo.
    expect(await id('editor-undo').isDisabled()).toBe(true)
    const version = Number(await canvas().getAttribute('data-version'))
    await id('ds-page-size').locator('button').click()
    await page.locator('[role="option"][data-value="custom"]').click()
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 1)
    // The custom size starts as the letter page, 8.5 × 11 in = 612 × 792 pt.
    const width = page.locator('[data-testid="ds-page-width"] input')
    await expect.poll(() => width.inputValue(), WAIT).toBe('612')
    expect(await page.locator('[data-testid="ds-page-height"] input').inputValue()).toBe('792')
    await width.fill('1200')
    await width.press('Enter')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 2)
    // Shown without a thousands separator, so it is edited in place like any text: 1200 → 1205.
    expect(await width.inputValue()).toBe('1200')
    await width.evaluate((el: HTMLInputElement) => el.setSelectionRange(el.value.length, el.value.length))
    await width.press('Backspace')
    await width.pressSequentially('5')
    await width.press('Enter')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 3)
    expect(await width.inputValue()).toBe('1205')
    await screenshot(page, '72-generic-drawing-settings')
    await page.keyboard.press('Escape')
    await expect.poll(() => id('drawing-settings').count(), WAIT).toBe(0)
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z')
    await expect.poll(() => id('editor-undo').isDisabled(), WAIT).toBe(true)
    await id('open-drawing-settings').click()
    await expect.poll(() => id('ds-page-size').locator('button').textContent(), WAIT).toContain('Letter')
    await page.keyboard.press('Escape')
    // The letter page, taller than wide, framed on the sheet with rulers in points.
    await page.getByRole('button', { name: '全部显示' }).click()
    await screenshot(page, '73-generic-drawing-letter-page')
    expect(pageErrors.join('\n')).toBe('')
  })
})
