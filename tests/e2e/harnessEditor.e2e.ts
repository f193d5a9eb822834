import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { SegmentId } from '@harness/protocol'
import { OpenDocument, bodyOrientation, decodeDocument, encodeDocument, generateHarness, pinCentre, pinLayout } from '@harness/engine'
import { harness } from '../../engine/test/harnessBuilder'
import { TestIds } from '../../shell/src/testIds'
import { PALETTE } from '../../shell/src/editor/palette'
import { launchBrowser, screenshot, WAIT } from './browser'
import { countColour, decodePng } from './pngPixels'
import { registerPerson, signIn, type Person } from './people'
import { importIntoProject, saveVersion, uploadHarness } from './projectFiles'
import { startProductServer, type ProductServer } from './productServer'
import { checkRowMarksAndSorting } from './reportTable'
import { checkLongSegmentNames } from './outlineNames'

/**
 * The harness editor in Debian's Chromium against the built product: a designer imports a
 * Volkswagen KBL sample into a project and opens it in the editor; the canvas draws its bundles
 * (checked in the pixels); a click on the busiest segment selects it and highlights it; the wires
 * through it are listed and one is selected to read its lengths; changing the segment's length
 * moves the wire's production length by the same amount; undo and redo take it back and forth;
 * save makes a new version, and a reload shows the saved length.
 */
const corpus = new URL('../../../shared/corpus/', import.meta.url)
let product: ProductServer
let browser: Browser
let person: Person
let page: Page

const id = (testId: string) => page.getByTestId(testId)
const canvas = () => page.getByTestId('harness-canvas')

/** The current file's native bytes, fetched with the page's session. */
async function harnessBytes(fileId: number): Promise<Uint8Array> {
  const numbers = await page.evaluate(async (fileId) => {
    const response = await fetch(`/api/file/download?fileId=${fileId}`)
    return [...new Uint8Array(await response.arrayBuffer())]
  }, fileId)
  return Uint8Array.from(numbers)
}

/** The screen point (page px) of sheet point (x, y) under the canvas's current camera. */
async function screenPoint(x: number, y: number): Promise<[number, number]> {
  const el = canvas()
  const box = (await el.boundingBox())!
  const scale = Number(await el.getAttribute('data-scale'))
  const ox = Number(await el.getAttribute('data-offset-x'))
  const oy = Number(await el.getAttribute('data-offset-y'))
  return [box.x + x * scale + ox, box.y + y * scale + oy]
}

/** The session cookie of `page`, for calling the API from the test. */
async function cookieOf(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
}

/** How many pixels of the canvas show a bundle, bare or protected. */
async function bundlePixels(): Promise<number> {
  const pixels = decodePng(await canvas().screenshot())
  return countColour(pixels, PALETTE.bundle) + countColour(pixels, PALETTE.protectedBundle)
}

/** The number shown for a fact, e.g. 1234.5 of "1234.5 mm". */
async function factNumber(key: string): Promise<number> {
  return Number.parseFloat((await id(`fact-${key}`).first().textContent()) ?? '')
}

/** Errors the page threw or logged: none may occur. */
const pageErrors: string[] = []
let fileId = 0
let busiest: { id: SegmentId; x: number; y: number; length: number; wires: number }
let connector: { id: string; name: string; x: number; y: number }
/** A pin of the sample with a wire in it: its connector, its title ("X1:3"), its wire and where it is drawn. */
let wiredPin: { connectorId: string; title: string; wire: string; x: number; y: number }

beforeAll(async () => {
  product = await startProductServer({ RATE_LIMIT_SCALE: '1000' })
  browser = await launchBrowser()
  person = await registerPerson(product, browser, 'editor')
  page = person.page
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => { if (message.type() === 'error') pageErrors.push(message.text()) })
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('harness editor', () => {
  it('opens a KBL sample imported into a project and draws it', async () => {
    await signIn(person)
    await page.waitForURL(/\/dashboard\/project/)
    await id(TestIds.firstRunSample).click()
    await expect.poll(() => id(TestIds.treeRow).count(), WAIT).toBe(2)
    await importIntoProject(page, '发电机线束.kbl', 'application/xml', readFileSync(new URL('kbl/samples/kblxml_2.3sr-1_000971230_ltgs_generator_170718.kbl', corpus)))
    pageErrors.length = 0
    await id(TestIds.fileOpenHarness).click()
    await page.waitForURL(/\/editor\/harness\?fileId=\d+/)
    fileId = Number(new URL(page.url()).searchParams.get('fileId'))
    await expect.poll(() => page.locator('[data-testid="harness-canvas"] canvas.ed-gl').count(), WAIT).toBe(1)
    await expect.poll(() => id('editor-status').textContent(), WAIT).toMatch(/个连接器/)
    await screenshot(page, '40-editor-kbl')
    expect(pageErrors).toEqual([])
    // The bundles are drawn: the canvas holds pixels of the bundle colour.
    await expect.poll(async () => bundlePixels(), WAIT).toBeGreaterThan(200)
    await screenshot(page, '40-editor-kbl')

    const opened = OpenDocument.decode(await harnessBytes(fileId), decodeDocument)
    if (!opened.ok) throw new Error(opened.message)
    const doc = opened.document
    let best: { id: SegmentId; wires: number } | null = null
    for (const [segmentId, d] of doc.derived.get().diameters) if (!best || d.wireCount > best.wires) best = { id: segmentId, wires: d.wireCount }
    const shape = doc.spatial.entry(best!.id)!.shape
    let piece = 1
    for (let i = 1; i < shape.length; i++) {
      const len = (k: number) => Math.hypot(shape[k]![0] - shape[k - 1]![0], shape[k]![1] - shape[k - 1]![1])
      if (len(i) > len(piece)) piece = i
    }
    const [ax, ay] = shape[piece - 1]!
    const [bx, by] = shape[piece]!
    const first = [...doc.editor.doc.all('connector')][0]!
    const node = doc.editor.doc.getOf('node', first.nodeId)!
    connector = { id: first.id, name: first.name, x: node.position[0], y: node.position[1] }
    busiest = { id: best!.id, x: (ax + bx) / 2, y: (ay + by) / 2, length: doc.editor.doc.getOf('segment', best!.id)!.length, wires: best!.wires }
    const reader = doc.editor.doc
    for (const c of reader.all('connector')) {
      const cavities = reader.cavitiesOf(c.id)
      const index = cavities.findIndex((cavity) => reader.wiresAt(cavity.id).length > 0)
      if (index < 0) continue
      const at = reader.getOf('node', c.nodeId)!.position
      const [x, y] = pinCentre(pinLayout(at, cavities.length, bodyOrientation(c.rotation, c.mirrored)), index)
      wiredPin = { connectorId: c.id, title: `${c.name}:${cavities[index]!.name}`, wire: reader.wiresAt(cavities[index]!.id)[0]!.id, x, y }
      break
    }
    // Fitted at 73 % (2.8 px per mm) the drawing's 3 mm names would be 8 px: the overview names
    // its connectors at 11 px until the drawing's own reach that size.
    await expect.poll(() => page.locator('[data-testid="overview-names"] span').count(), WAIT).toBeGreaterThan(0)
  })

  it('selects the busiest segment with a click, lists its wires and shows a wire\'s lengths', async () => {
    const [sx, sy] = await screenPoint(busiest.x, busiest.y)
    await page.mouse.click(sx, sy)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('分支')
    expect(Number(await id('fact-length').inputValue())).toBeCloseTo(busiest.length, 2)
    expect(await factNumber('bundleMembers')).toBe(busiest.wires)
    expect(await factNumber('bundleDiameter')).toBeGreaterThan(0)
    await expect.poll(async () => countColour(decodePng(await canvas().screenshot()), PALETTE.selection, 30), WAIT).toBeGreaterThan(20)
    await screenshot(page, '41-editor-segment-selected')

    await page.locator('[data-testid="related-list"] button').first().click()
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('导线')
    expect(await factNumber('productionLength')).toBeGreaterThan(0)
    await screenshot(page, '42-editor-wire-selected')
  })

  it('changes the segment length, the wire length follows, undo and redo take it back and forth', async () => {
    const wireId = await id('property-panel').locator('h2').first().textContent()
    const before = await factNumber('productionLength')
    const dmuBefore = await factNumber('dmuLength')
    const [sx, sy] = await screenPoint(busiest.x, busiest.y)
    await page.mouse.click(sx, sy)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('分支')
    const version = Number(await canvas().getAttribute('data-version'))
    // Enter on the length as shown (to 3 decimals) changes nothing; an emptied field shows the
    // length again.
    const shown = await id('fact-length').inputValue()
    await id('fact-length').press('Enter')
    await id('fact-length').fill('')
    await id('fact-length').press('Enter')
    await expect.poll(() => id('fact-length').inputValue(), WAIT).toBe(shown)
    expect(Number(await canvas().getAttribute('data-version'))).toBe(version)
    expect(await id('editor-status').textContent()).toContain('已全部保存')
    await id('fact-length').fill(String(busiest.length + 100))
    await id('fact-length').press('Enter')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 1)
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('有未保存的修改')

    const wire = page.locator('[data-testid="related-list"] button').first()
    await wire.click()
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toBe(wireId)
    await expect.poll(() => factNumber('dmuLength'), WAIT).toBeCloseTo(dmuBefore + 100, 1)
    expect(await factNumber('productionLength')).toBeGreaterThan(before)

    await page.keyboard.press('Control+z')
    await expect.poll(() => factNumber('dmuLength'), WAIT).toBeCloseTo(dmuBefore, 1)
    // Undone back to the harness as saved: nothing to save.
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('已全部保存')
    expect(await page.getByRole('button', { name: '保存', exact: true }).isDisabled()).toBe(true)
    await page.keyboard.press('Control+y')
    await expect.poll(() => factNumber('dmuLength'), WAIT).toBeCloseTo(dmuBefore + 100, 1)
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('有未保存的修改')
    await screenshot(page, '43-editor-after-edit')
  })

  it('changes a wire\'s outer diameter in the property panel; the bundle diameter follows, undo takes it back', async () => {
    const [sx, sy] = await screenPoint(busiest.x, busiest.y)
    await page.mouse.click(sx, sy)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('分支')
    const before = await factNumber('bundleDiameter')
    await page.locator('[data-testid="related-list"] button').first().click()
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('导线')
    const od = Number(await id('fact-od').inputValue())
    // A negative diameter is said and changes nothing.
    await id('fact-od').fill('-1')
    await id('fact-od').press('Enter')
    await expect.poll(() => page.getByText('外径不能为负数，未修改').count(), WAIT).toBeGreaterThan(0)
    await expect.poll(async () => Number(await id('fact-od').inputValue()), WAIT).toBeCloseTo(od, 3)
    // Typed, then one click on 应用 beside the field applies it (the field has not been left yet).
    const version = Number(await canvas().getAttribute('data-version'))
    await id('fact-od').fill(String(od + 3))
    await id('apply-od').click()
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 1)
    await expect.poll(async () => Number(await id('fact-od').inputValue()), WAIT).toBeCloseTo(od + 3, 3)
    await expect.poll(() => id('apply-od').isDisabled(), WAIT).toBe(true)
    await page.mouse.click(sx, sy)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('分支')
    await expect.poll(() => factNumber('bundleDiameter'), WAIT).toBeGreaterThan(before)
    await page.keyboard.press('Control+z')
    await expect.poll(() => factNumber('bundleDiameter'), WAIT).toBeCloseTo(before, 1)
  })

  it('sets a segment\'s fixed diameter in the property panel, the covered diameter follows; emptying the field clears it', async () => {
    const [sx, sy] = await screenPoint(busiest.x, busiest.y)
    await page.mouse.click(sx, sy)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('分支')
    const before = await id('fact-fixedDiameter').inputValue()
    const fixed = Math.round(Math.max(await factNumber('coveredDiameter'), await factNumber('bundleDiameter')) + 20)
    const version = Number(await canvas().getAttribute('data-version'))
    await id('fact-fixedDiameter').fill(String(fixed))
    await id('fact-fixedDiameter').press('Enter')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 1)
    await expect.poll(() => factNumber('coveredDiameter'), WAIT).toBeGreaterThanOrEqual(fixed)
    await expect.poll(() => page.locator('.ed-fact-warn').count(), WAIT).toBe(0)
    // A fixed diameter the wires do not fit in is said, in the warning colour, with the shortfall.
    await id('fact-fixedDiameter').fill('0.5')
    await id('fact-fixedDiameter').press('Enter')
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 2)
    await expect.poll(() => page.locator('.ed-fact-warn').textContent(), WAIT).toContain('指定直径比计算线径小')
    // The design-rule check says it too, under the segment's properties.
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('指定直径容不下经过的导线')
    await screenshot(page, '41-editor-fixed-diameter-short')
    // Emptied and applied: no fixed diameter, the estimate from the wires is drawn and covered.
    await id('fact-fixedDiameter').fill('')
    await id('apply-fixedDiameter').click()
    await expect.poll(async () => Number(await canvas().getAttribute('data-version')), WAIT).toBe(version + 3)
    await expect.poll(() => page.locator('.ed-fact-warn').count(), WAIT).toBe(0)
    await expect.poll(() => id('property-panel').textContent(), WAIT).not.toContain('指定直径容不下经过的导线')
    await expect.poll(() => factNumber('coveredDiameter'), WAIT).toBeLessThan(fixed)
    expect(await factNumber('coveredDiameter')).toBeGreaterThanOrEqual(await factNumber('bundleDiameter'))
    expect(await id('fact-fixedDiameter').inputValue()).toBe('')
    // Each is an undo step.
    await page.mouse.click(sx, sy)
    await page.keyboard.press('Control+z')
    await expect.poll(() => id('fact-fixedDiameter').inputValue(), WAIT).toBe('0.5')
    await page.keyboard.press('Control+z')
    await expect.poll(() => id('fact-fixedDiameter').inputValue(), WAIT).toBe(String(fixed))
    await page.keyboard.press('Control+z')
    await expect.poll(() => id('fact-fixedDiameter').inputValue(), WAIT).toBe(before)
  })

  it('sets a wire\'s colours by their Chinese names in the property panel; a word that is no colour is refused and said', async () => {
    const [sx, sy] = await screenPoint(busiest.x, busiest.y)
    await page.mouse.click(sx, sy)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('分支')
    await page.locator('[data-testid="related-list"] button').first().click()
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('导线')
    const before = await id('fact-colors').inputValue()
    await id('fact-colors').fill('红/黑')
    await id('fact-colors').press('Enter')
    await expect.poll(() => id('fact-colors').inputValue(), WAIT).toBe('RD/BK')
    await screenshot(page, '42-editor-wire-colours')
    await id('fact-colors').fill('RD/金属')
    await id('fact-colors').press('Enter')
    await expect.poll(() => page.locator('.toast-text').allTextContents(), WAIT).toContainEqual(expect.stringContaining('“金属”不是导线颜色'))
    expect(await id('fact-colors').inputValue()).toBe('RD/金属')
    await page.keyboard.press('Escape')
    // The segment again (its panel shown before its list is used: the wire's panel had a list too).
    await page.mouse.click(sx, sy)
    await expect.poll(() => id('fact-colors').count(), WAIT).toBe(0)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('分支')
    await page.keyboard.press('Control+z')
    await page.locator('[data-testid="related-list"] button').first().click()
    await expect.poll(() => id('fact-colors').inputValue(), WAIT).toBe(before)
  })

  it('lists the harness in the outline, filters it by name and selects from it; lists the design-rule findings', async () => {
    await expect.poll(async () => Number(await id('outline-list').getAttribute('data-total')), WAIT).toBe(3)
    await id('outline-filter').fill(connector.name.slice(0, 3))
    await expect.poll(async () => Number(await id('outline-list').getAttribute('data-total')), WAIT).toBeGreaterThanOrEqual(1)
    await page.locator(`[data-testid="outline-list"] button[data-id="${connector.id}"]`).click()
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain(connector.name)
    await id('outline-filter').fill('')
    await checkLongSegmentNames(page)
    await expect.poll(async () => Number(await id('outline-list').getAttribute('data-total')), WAIT).toBe(3)
    await screenshot(page, '43-editor-outline')
    await id('report-cut-table').click()
    await expect.poll(async () => Number(await id('report-rows').getAttribute('data-total')), WAIT).toBe(3)
    await page.locator('[data-testid="report-rows"] button').first().click()
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('导线')
    // Rows follow the selection and sort by a heading (reportTable.ts).
    await checkRowMarksAndSorting(page)
    await screenshot(page, '43-editor-cut-table')
    // Its 29 columns scroll sideways with the header; the line and the wire number stay at the left.
    const rows = id('report-rows')
    const firstCells = async () => {
      const head = (await page.locator('.ed-report-head span').first().boundingBox())!
      const cell = (await page.locator('[data-testid="report-rows"] button span').first().boundingBox())!
      return { head: head.x, cell: cell.x, list: (await rows.boundingBox())!.x }
    }
    const before = await firstCells()
    const headSecond = (await page.locator('.ed-report-head span').nth(5).boundingBox())!.x
    const rowSecond = (await page.locator('[data-testid="report-rows"] button span').nth(5).boundingBox())!.x
    expect(Math.abs(headSecond - rowSecond)).toBeLessThan(1)
    await rows.evaluate((el) => { el.scrollLeft = 600 })
    await expect.poll(async () => (await page.locator('.ed-report-head span').nth(5).boundingBox())!.x, WAIT).toBeCloseTo(headSecond - 600, 0)
    expect((await page.locator('[data-testid="report-rows"] button span').nth(5).boundingBox())!.x).toBeCloseTo(rowSecond - 600, 0)
    const after = await firstCells()
    expect(after.cell).toBeCloseTo(before.cell, 0)
    expect(after.head).toBeCloseTo(before.head, 0)
    expect(after.cell).toBeCloseTo(after.list, 0)
    const wireNumber = async (locator: string) => (await page.locator(locator).nth(1).boundingBox())!.x
    expect(await wireNumber('.ed-report-head span')).toBeCloseTo(await wireNumber('[data-testid="report-rows"] button span'), 0)
    expect(await wireNumber('[data-testid="report-rows"] button span')).toBeGreaterThan(after.list)
    expect(await wireNumber('[data-testid="report-rows"] button span')).toBeLessThan(after.list + 200)
    await screenshot(page, '43-editor-cut-table-scrolled')
    await rows.evaluate((el) => { el.scrollLeft = 0 })
    // The splitter on the panel's top edge sets its height: dragged 100 px up, the panel grows
    // by as much and the canvas shrinks; the arrow keys move it 20 px; Home takes it back.
    const panel = page.locator('.ed-reports')
    const heightOf = async (locator: typeof panel) => (await locator.boundingBox())!.height
    const [panelBefore, canvasBefore] = [await heightOf(panel), await heightOf(canvas())]
    const grip = (await id('report-splitter').boundingBox())!
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2)
    await page.mouse.down()
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 - 100, { steps: 5 })
    await page.mouse.up()
    await expect.poll(() => heightOf(panel), WAIT).toBeCloseTo(panelBefore + 100, 0)
    await expect.poll(() => heightOf(canvas()), WAIT).toBeCloseTo(canvasBefore - 100, 0)
    await id('report-splitter').press('ArrowDown')
    await expect.poll(() => heightOf(panel), WAIT).toBeCloseTo(panelBefore + 80, 0)
    expect(await id('report-splitter').getAttribute('aria-valuenow')).toBe(String(Math.round(panelBefore + 80)))
    await id('report-splitter').press('Home')
    await expect.poll(() => heightOf(panel), WAIT).toBeCloseTo(panelBefore, 0)
    // The manufacturing BOM: the BOM's rows with their planning fields; a row selects the parts it counts.
    await id('report-manufacturing-bom').click()
    await expect.poll(async () => Number(await id('report-rows').getAttribute('data-total')), WAIT).toBeGreaterThan(0)
    await expect.poll(() => page.locator('.ed-report-head').textContent(), WAIT).toContain('计划数量')
    await page.locator('[data-testid="report-rows"] button', { hasText: '连接器' }).first().click()
    await expect.poll(() => id('property-panel').textContent(), WAIT).toMatch(/已选中 \d+ 个对象|连接器/)
    await screenshot(page, '43-editor-manufacturing-bom')
    // The manufacturing BOM state of the picked line: edited in a dialog, kept in the file (the
    // save below reads it back), the row following at once.
    await id('report-edit-line').click()
    await expect.poll(() => id('mf-line').textContent(), WAIT).toContain('连接器')
    await id('mf-cell-type').fill('插装工位')
    await id('mf-resources').fill('插装台, 检测台')
    const ratio = id('mf-quantity-ratio').locator('input')
    await ratio.fill('0')
    await ratio.press('Tab')
    await id('mf-save').click()
    await expect.poll(() => id('mf-problem').textContent(), WAIT).toContain('用量系数必须大于 0')
    expect(await id('mf-process').inputValue()).toBe('插装')
    await ratio.fill('2')
    await ratio.press('Tab')
    await screenshot(page, '43-editor-manufacturing-fields')
    await id('mf-save').click()
    await expect.poll(() => id('manufacturing-fields').count(), WAIT).toBe(0)
    await expect.poll(() => id('report-rows').textContent(), WAIT).toContain('插装工位')
    await id('report-manufacturing-bom').click()
    await id('findings-tab').click()
    await expect.poll(async () => Number(await id('findings-list').getAttribute('data-total')), WAIT).toBeGreaterThanOrEqual(0)
    await page.getByRole('tab', { name: '结构' }).click()
  })

  it('names a pin under the pointer zoomed in, selects it with a click and highlights where its wire goes', async () => {
    await page.getByRole('button', { name: '连接器', exact: true }).click()
    await page.locator(`[data-testid="outline-list"] button[data-id="${wiredPin.connectorId}"]`).click()
    await page.keyboard.press('Shift+Digit2')
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
    const [px, py] = await screenPoint(wiredPin.x, wiredPin.y)
    await page.mouse.move(px, py)
    await expect.poll(() => id('hover-title').textContent(), WAIT).toBe(`孔位 ${wiredPin.title}`)
    // Zoomed in this far the drawing names its connectors itself: no overview names.
    expect(await page.locator('[data-testid="overview-names"]').count()).toBe(0)
    await screenshot(page, '44-editor-pin-hovered')
    await page.mouse.click(px, py)
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain(wiredPin.title)
    await expect.poll(() => page.locator(`[data-testid="related-list"] button[data-id="${wiredPin.wire}"]`).count(), WAIT).toBe(1)
    await expect.poll(async () => countColour(decodePng(await canvas().screenshot()), PALETTE.selection, 30), WAIT).toBeGreaterThan(20)
    await screenshot(page, '44-editor-pin-selected')
    await page.keyboard.press('Escape')
    await page.keyboard.press('Shift+Digit1')
  })

  it('moves a connector by dragging it as one undo step; Escape cancels a drag and leaves no step', async () => {
    const shownX = async () => factNumber('positionX')
    // Bring the connector into view by choosing it in the outline.
    await page.getByRole('button', { name: '连接器', exact: true }).click()
    await page.locator(`[data-testid="outline-list"] button[data-id="${connector.id}"]`).click()
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain(connector.name)
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
    const [sx, sy] = await screenPoint(connector.x, connector.y)
    await page.mouse.move(sx, sy)
    await page.mouse.down()
    await page.mouse.move(sx + 60, sy + 30, { steps: 6 })
    await page.mouse.up()
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('连接器')
    const scale = Number(await canvas().getAttribute('data-scale'))
    // The node lands on the drawing's 10 mm grid nearest where the pointer took it.
    const movedX = Math.round((connector.x + 60 / scale) / 10) * 10
    await expect.poll(shownX, WAIT).toBeCloseTo(movedX, 0)
    await screenshot(page, '44-editor-connector-moved')
    // The whole drag is one undo step.
    await page.keyboard.press('Control+z')
    await expect.poll(shownX, WAIT).toBeCloseTo(connector.x, 1)
    await page.keyboard.press('Control+y')
    await expect.poll(shownX, WAIT).toBeCloseTo(movedX, 0)
    await page.keyboard.press('Control+z')
    await expect.poll(shownX, WAIT).toBeCloseTo(connector.x, 1)
    // A drag cancelled with Escape puts the connector back and leaves nothing to undo. The press
    // alone draws no preview (the engine sends it with the press; the canvas waits for the pointer
    // to pass the drag threshold).
    await page.mouse.move(sx, sy)
    await page.evaluate(() => performance.clearMarks('harness-drag-frame'))
    await page.mouse.down()
    await page.mouse.move(sx + 1, sy)
    await page.evaluate(() => new Promise<void>((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => done())), 100)))
    expect(await page.evaluate(() => performance.getEntriesByName('harness-drag-frame').length)).toBe(0)
    await page.mouse.move(sx + 80, sy, { steps: 4 })
    await expect.poll(shownX, WAIT).toBeGreaterThan(connector.x + 1)
    // The drag is drawn under the pointer by the canvas itself (a frame marked for it), not only by the worker's tiles.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('harness-drag-frame').length), WAIT).toBe(1)
    await screenshot(page, '44-editor-drag-preview')
    await page.keyboard.press('Escape')
    await page.mouse.up()
    await expect.poll(shownX, WAIT).toBeCloseTo(connector.x, 1)
  })

  it('carries the view along while a drag is held at the canvas\'s edge; the connector goes beyond where the view ended, in one undo step', async () => {
    const shownX = async () => factNumber('positionX')
    const offsetX = async () => Number(await canvas().getAttribute('data-offset-x'))
    const box = (await canvas().boundingBox())!
    const [sx, sy] = await screenPoint(connector.x, connector.y)
    const before = await offsetX()
    const scale = Number(await canvas().getAttribute('data-scale'))
    // The farthest the connector could go without the view moving: the canvas's right edge.
    const edgeX = connector.x + (box.x + box.width - sx) / scale
    await page.mouse.move(sx, sy)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width - 4, sy, { steps: 8 })
    // Held still at the edge: the view pans on its own and the connector, under the pointer, goes with it.
    await expect.poll(offsetX, WAIT).toBeLessThan(before - 150)
    await expect.poll(shownX, WAIT).toBeGreaterThan(edgeX + 10)
    await screenshot(page, '44-editor-drag-edge-pan')
    // Back inside the view, the panning stops.
    await page.mouse.move(box.x + box.width / 2, sy, { steps: 4 })
    await page.evaluate(() => new Promise<void>((done) => setTimeout(done, 150)))
    const settled = await offsetX()
    await page.evaluate(() => new Promise<void>((done) => setTimeout(done, 300)))
    expect(await offsetX()).toBe(settled)
    await page.mouse.up()
    await page.keyboard.press('Control+z')
    await expect.poll(shownX, WAIT).toBeCloseTo(connector.x, 1)
  })

  it('saves a new version, and a reload opens the saved harness', async () => {
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('已全部保存')
    await page.reload()
    await expect.poll(() => page.locator('[data-testid="harness-canvas"] canvas.ed-gl').count(), WAIT).toBe(1)
    await expect.poll(async () => bundlePixels(), WAIT).toBeGreaterThan(200)
    const saved = OpenDocument.decode(await harnessBytes(fileId), decodeDocument)
    if (!saved.ok) throw new Error(saved.message)
    expect(saved.document.editor.doc.getOf('segment', busiest.id)!.length).toBeCloseTo(busiest.length + 100, 2)
    expect(saved.document.editor.doc.settings.manufacturing).toMatchObject([{ category: 'connector', process: 'insertion', cellType: '插装工位', resources: ['插装台', '检测台'], quantityRatio: 2 }])
    const [sx, sy] = await screenPoint(busiest.x, busiest.y)
    await page.mouse.click(sx, sy)
    await expect.poll(async () => Number(await id('fact-length').inputValue()), WAIT).toBeCloseTo(busiest.length + 100, 2)
  })

  it('keeps the work when someone else saved first: the stale save is refused and saved as a copy beside the file', async () => {
    const current = Number((await (await fetch(`${product.url}/api/file/getFile?fileId=${fileId}`, { headers: { cookie: await cookieOf(page) } })).json() as { data: { version: number } }).data.version)
    await saveVersion(product.url, page, fileId, current, await harnessBytes(fileId))
    const [sx, sy] = await screenPoint(busiest.x, busiest.y)
    await page.mouse.click(sx, sy)
    await expect.poll(() => id('property-panel').textContent(), WAIT).toContain('分支')
    await id('fact-length').fill(String(busiest.length + 250))
    await id('fact-length').press('Enter')
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('有未保存的修改')
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await expect.poll(() => id(TestIds.staleDialog).isVisible(), WAIT).toBe(true)
    await screenshot(page, '44-editor-stale-save')
    await id(TestIds.staleSaveCopy).click()
    await expect.poll(() => Number(new URL(page.url()).searchParams.get('fileId')), WAIT).not.toBe(fileId)
    const copyId = Number(new URL(page.url()).searchParams.get('fileId'))
    const copy = OpenDocument.decode(await harnessBytes(copyId), decodeDocument)
    if (!copy.ok) throw new Error(copy.message)
    expect(copy.document.editor.doc.getOf('segment', busiest.id)!.length).toBeCloseTo(busiest.length + 250, 2)
    await expect.poll(() => page.locator('[data-testid="harness-canvas"] canvas.ed-gl').count(), WAIT).toBe(1)
  })

  it('drags a bend point of a selected segment: the drawing changes, the physical length does not, and it saves', async () => {
    const projectId = (await (await fetch(`${product.url}/api/file/getFile?fileId=${fileId}`, { headers: { cookie: await cookieOf(page) } })).json() as { data: { projectId: number } }).data.projectId
    const bent = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [200, 0]).segment('A', 'B', 250)
      .connector('X1', 'A', 1).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X2:1').records
      .map((r) => (r.typeName === 'segment' ? { ...r, points: [[100, 60]] as const } : r))
    const bentId = await uploadHarness(product.url, page, projectId, 'bent', encodeDocument(bent))
    pageErrors.length = 0
    await page.goto(`/editor/harness?fileId=${bentId}`)
    await page.waitForFunction(() => performance.getEntriesByName('harness-first-frame').length > 0, undefined, WAIT)
    const [mx, my] = await screenPoint(50, 30)
    await page.mouse.click(mx, my)
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('A-B')
    await screenshot(page, '46-editor-bend-handles')
    const scale = Number(await canvas().getAttribute('data-scale'))
    const [bx, by] = await screenPoint(100, 60)
    await page.mouse.move(bx, by)
    await page.mouse.down()
    await page.mouse.move(bx + 40, by + 30, { steps: 5 })
    await page.mouse.up()
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('未保存')
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('已全部保存')
    const saved = OpenDocument.decode(await harnessBytes(bentId), decodeDocument)
    if (!saved.ok) throw new Error(saved.message)
    const segment = saved.document.editor.doc.getOf('segment', 'A-B')!
    expect(segment.length).toBe(250)
    // On the 10 mm grid nearest where the pointer took it.
    expect(segment.points[0]![0]).toBe(Math.round((100 + 40 / scale) / 10) * 10)
    expect(segment.points[0]![1]).toBe(Math.round((60 + 30 / scale) / 10) * 10)
    // Dragging the line elsewhere adds a bend point there; a Ctrl+click on a bend point removes it.
    const savedPoints = async () => {
      await page.getByRole('button', { name: '保存', exact: true }).click()
      await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('已全部保存')
      const reread = OpenDocument.decode(await harnessBytes(bentId), decodeDocument)
      if (!reread.ok) throw new Error(reread.message)
      return reread.document.editor.doc.getOf('segment', 'A-B')!.points
    }
    const [ox, oy] = segment.points[0]!
    const [lx, ly] = await screenPoint((ox + 200) / 2, oy / 2)
    await page.mouse.move(lx, ly)
    await page.mouse.down()
    await page.mouse.move(lx, ly + 40, { steps: 5 })
    await page.mouse.up()
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('未保存')
    const twoBends = await savedPoints()
    expect(twoBends).toHaveLength(2)
    expect(twoBends[1]![1]).toBe(Math.round((oy / 2 + 40 / scale) / 10) * 10)
    await screenshot(page, '46-editor-bend-added')
    const [rx, ry] = await screenPoint(twoBends[1]![0], twoBends[1]![1])
    await page.keyboard.down('Control')
    await page.mouse.click(rx, ry)
    await page.keyboard.up('Control')
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('未保存')
    expect(await savedPoints()).toHaveLength(1)
    // The open-file tabs hold the harness opened before; a tab opens it, and /editor alone opens the last one shown.
    const tab = page.locator(`[data-testid="editor-tab"][data-file-id="${fileId}"]`)
    await expect.poll(() => tab.count(), WAIT).toBe(1)
    await screenshot(page, '46-editor-tabs')
    await tab.click()
    await page.waitForURL(new RegExp(`fileId=${fileId}$`))
    await expect.poll(() => id('editor-tab-current').textContent(), WAIT).toBe('发电机线束')
    await page.goto('/editor')
    await page.waitForURL(new RegExp(`/editor/harness\\?fileId=${fileId}$`))
    await expect.poll(() => id('editor-status').textContent(), WAIT).toMatch(/个连接器/)
    expect(pageErrors).toEqual([])
  })

  it('deletes the selection with the Delete key as one undo step; the counts follow', async () => {
    const projectId = (await (await fetch(`${product.url}/api/file/getFile?fileId=${fileId}`, { headers: { cookie: await cookieOf(page) } })).json() as { data: { projectId: number } }).data.projectId
    const small = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [200, 0]).node('C', 'connector', [100, 80])
      .segment('A', 'B', 200).segment('A', 'C', 120).connector('X1', 'A', 2).connector('X2', 'B', 1).connector('X3', 'C', 1)
      .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X3:1').records
    const smallId = await uploadHarness(product.url, page, projectId, 'small', encodeDocument(small))
    await page.goto(`/editor/harness?fileId=${smallId}`)
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('3 个连接器')
    await page.getByRole('button', { name: '连接器', exact: true }).click()
    await page.locator('[data-testid="outline-list"] button[data-id="X3"]').click()
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('X3')
    // The open cut table follows the change once the document has settled at its new version.
    await id('report-cut-table').click()
    await expect.poll(async () => Number(await id('report-rows').getAttribute('data-total')), WAIT).toBe(2)
    expect(await id('report-rows').textContent()).not.toContain('端点未连接')
    await page.keyboard.press('Delete')
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('2 个连接器')
    await expect.poll(() => id('property-panel').count(), WAIT).toBe(0)
    await expect.poll(() => id('report-rows').textContent(), WAIT).toContain('端点未连接')
    await page.keyboard.press('Control+z')
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('3 个连接器')
    await expect.poll(() => id('report-rows').textContent(), WAIT).not.toContain('端点未连接')
    await page.keyboard.press('Control+y')
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('2 个连接器')
    await page.keyboard.press('Control+z')
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('3 个连接器')
    expect(pageErrors).toEqual([])
  })

  it('keeps a fitted drawing whole when a report panel opens or closes under it, and a zoomed view\'s centre', async () => {
    // The small harness of the test above, its cut table open, in a lower window: with the
    // panel open the drawing's height limits its fit, with it closed its width.
    const camera = async () => ({ scale: Number(await canvas().getAttribute('data-scale')), x: Number(await canvas().getAttribute('data-offset-x')), y: Number(await canvas().getAttribute('data-offset-y')) })
    const canvasBox = async () => (await canvas().boundingBox())!
    // The sheet point at the canvas's centre, in mm.
    const centre = async () => {
      const [c, box] = [await camera(), await canvasBox()]
      return [(box.width / 2 - c.x) / c.scale, (box.height / 2 - c.y) / c.scale] as const
    }
    const viewport = page.viewportSize()!
    await page.setViewportSize({ width: viewport.width, height: 700 })
    // The centre of the zoomed view at the end (mm), kept as the window grows back.
    let kept: readonly [number, number] = [Number.NaN, Number.NaN]
    try {
      await expect.poll(async () => (await canvasBox()).height, WAIT).toBeLessThan(400)
      expect(await id('report-rows').count()).toBe(1)
      await page.getByRole('button', { name: '全部显示' }).click()
      const fittedOpen = await camera()
      const [fx, fy] = await centre()
      const open = await canvasBox()
      await id('report-cut-table').click()
      await expect.poll(async () => (await canvasBox()).height, WAIT).toBeGreaterThan(open.height + 100)
      // Still fitted: the taller canvas shows the drawing larger, about the same centre.
      await expect.poll(async () => (await camera()).scale, WAIT).toBeGreaterThan(fittedOpen.scale * 1.3)
      const [cx, cy] = await centre()
      expect(Math.abs(cx - fx)).toBeLessThan(1)
      expect(Math.abs(cy - fy)).toBeLessThan(1)
      await screenshot(page, '27b-fitted-after-report-closed')
      // Zoomed in, the view keeps its zoom and centre when the panel opens again.
      await page.getByRole('button', { name: '放大' }).click()
      await expect.poll(async () => (await camera()).scale, WAIT).toBeGreaterThan(fittedOpen.scale * 1.5)
      const zoomed = await camera()
      const [zx, zy] = await centre()
      const closed = await canvasBox()
      await id('report-cut-table').click()
      await expect.poll(async () => (await canvasBox()).height, WAIT).toBeLessThan(closed.height - 100)
      await expect.poll(async () => (await camera()).y, WAIT).not.toBe(zoomed.y)
      expect((await camera()).scale).toBe(zoomed.scale)
      const [ax, ay] = await centre()
      // Within a pixel: the canvas's box is in fractions of a pixel, its size in whole ones.
      expect(Math.abs(ax - zx)).toBeLessThan(1 / zoomed.scale)
      expect(Math.abs(ay - zy)).toBeLessThan(1 / zoomed.scale)
      kept = [ax, ay]
    } finally {
      await page.setViewportSize(viewport)
    }
    await expect.poll(async () => (await canvasBox()).height, WAIT).toBeGreaterThan(400)
    // The camera follows the canvas's new size a render later: wait for the centre to settle.
    await expect.poll(async () => {
      const [x, y] = await centre()
      return Math.abs(x - kept[0]) < 1 && Math.abs(y - kept[1]) < 1
    }, WAIT).toBe(true)
    // A reload comes back to the view the file was left at: the same zoom, the same centre (the
    // report panel closed now, so on a taller canvas).
    const left = await camera()
    const [lx, ly] = await centre()
    await page.reload()
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('3 个连接器')
    await expect.poll(async () => (await camera()).scale, WAIT).toBe(left.scale)
    const [rx, ry] = await centre()
    expect(Math.abs(rx - lx)).toBeLessThan(1 / left.scale)
    expect(Math.abs(ry - ly)).toBeLessThan(1 / left.scale)
    // Fit all is kept as fit all (not as its zoom and centre): the next reload fits the drawing again.
    await page.getByRole('button', { name: '全部显示' }).click()
    const fittedScale = (await camera()).scale
    expect(fittedScale).toBeLessThan(left.scale)
    const keptView = () => page.evaluate((file) => (JSON.parse(localStorage.getItem('harness.views') ?? '[]') as [number, unknown][]).find(([id]) => id === file)?.[1], Number(new URL(page.url()).searchParams.get('fileId')))
    await expect.poll(keptView, WAIT).toEqual({ fitted: true })
    await page.reload()
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('3 个连接器')
    await expect.poll(async () => (await camera()).scale, WAIT).toBe(fittedScale)
    expect(pageErrors).toEqual([])
  })

  it('asks before leaving unsaved changes: staying keeps them, saving and leaving keeps them as a new version', async () => {
    const detail = async (id: number) => (await (await fetch(`${product.url}/api/file/getFile?fileId=${id}`, { headers: { cookie: await cookieOf(page) } })).json() as { data: { projectId: number; version: number } }).data
    const small = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [200, 0]).segment('A', 'B', 200)
      .connector('X1', 'A', 1).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X2:1').records
    const leavingId = await uploadHarness(product.url, page, (await detail(fileId)).projectId, 'leaving', encodeDocument(small))
    const uploaded = (await detail(leavingId)).version
    await page.goto(`/editor/harness?fileId=${leavingId}`)
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('2 个连接器')
    await id('autosave').uncheck()
    await page.getByRole('button', { name: '连接器', exact: true }).click()
    await page.locator('[data-testid="outline-list"] button[data-id="X2"]').click()
    await expect.poll(() => id('property-panel').locator('h2').first().textContent(), WAIT).toContain('X2')
    await page.keyboard.press('Delete')
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('有未保存的修改')
    const workspace = id(TestIds.headerWorkspace)
    await workspace.click()
    await expect.poll(() => id('leave-dialog').count(), WAIT).toBe(1)
    await screenshot(page, '47-editor-leave-unsaved')
    await id('leave-stay').click()
    await expect.poll(() => id('leave-dialog').count(), WAIT).toBe(0)
    expect(page.url()).toContain(`fileId=${leavingId}`)
    expect(await id('editor-status').textContent()).toContain('1 个连接器')
    await workspace.click()
    await id('leave-save').click()
    await page.waitForURL(/\/dashboard/, WAIT)
    expect((await detail(leavingId)).version).toBe(uploaded + 1)
    const saved = OpenDocument.decode(await harnessBytes(leavingId), decodeDocument)
    if (!saved.ok) throw new Error(saved.message)
    expect(saved.document.editor.doc.get('X2')).toBeUndefined()
    expect(pageErrors).toEqual([])
  })

  it('opens the generated XL harness (10,000 connectors, 100,000 wires) and zooms and pans it', async () => {
    const projectId = (await (await fetch(`${product.url}/api/file/getFile?fileId=${fileId}`, { headers: { cookie: await cookieOf(page) } })).json() as { data: { projectId: number } }).data.projectId
    const xlId = await uploadHarness(product.url, page, projectId, 'XL', encodeDocument(generateHarness('XL', 1)))
    pageErrors.length = 0
    await page.goto(`/editor/harness?fileId=${xlId}`)
    // The editor shows while the worker opens the file, with the open's progress over it; the
    // progress goes once the drawing is there.
    await id('open-progress-panel').waitFor({ timeout: 60_000 })
    // The editor shows while the file downloads and opens, and meanwhile takes no input (nothing
    // may queue behind the open): a veil over it. The progress shows first on a page of its own,
    // while the file's details load.
    await id('editor-busy').waitFor({ state: 'attached', timeout: 60_000 })
    await expect.poll(() => page.locator('[data-testid="harness-canvas"] canvas.ed-gl').count(), { timeout: 120_000 }).toBe(1)
    await screenshot(page, '43-editor-xl-opening')
    await expect.poll(() => id('editor-status').textContent(), WAIT).toContain('10000 个连接器')
    await expect.poll(() => id('open-progress-panel').count(), WAIT).toBe(0)
    expect(await id('editor-busy').count()).toBe(0)
    await expect.poll(bundlePixels, WAIT).toBeGreaterThan(2000)
    // Zoomed out below where the drawing's own names can be read, the largest connectors and the
    // splices are named over the canvas, none on top of another.
    const names = page.locator('[data-testid="overview-names"] span')
    await expect.poll(() => names.count(), WAIT).toBeGreaterThan(10)
    expect((await names.allTextContents()).every((text) => /^(X|SP)\d+$/.test(text))).toBe(true)
    const boxes = await names.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect()).map((r) => [r.left, r.top, r.right, r.bottom]))
    const overlapping = boxes.filter((a, i) => boxes.some((b, j) => j > i && a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!))
    expect(overlapping).toEqual([])
    await screenshot(page, '44-editor-xl-fit')
    const fitScale = Number(await canvas().getAttribute('data-scale'))
    const box = (await canvas().boundingBox())!
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.6)
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -400)
    await expect.poll(async () => Number(await canvas().getAttribute('data-scale')), WAIT).toBeGreaterThan(fitScale * 10)
    const offset = Number(await canvas().getAttribute('data-offset-x'))
    await page.mouse.down({ button: 'middle' })
    await page.mouse.move(box.x + box.width * 0.4 - 200, box.y + box.height * 0.6, { steps: 5 })
    await page.mouse.up({ button: 'middle' })
    await expect.poll(async () => Number(await canvas().getAttribute('data-offset-x')), WAIT).toBeCloseTo(offset - 200, 0)
    // A touchpad's two-finger scroll (a horizontal delta) pans and keeps the scale.
    const zoomed = Number(await canvas().getAttribute('data-scale'))
    await page.mouse.wheel(60, 0)
    await expect.poll(async () => Number(await canvas().getAttribute('data-offset-x')), WAIT).toBeCloseTo(offset - 260, 0)
    expect(Number(await canvas().getAttribute('data-scale'))).toBe(zoomed)
    await expect.poll(bundlePixels, WAIT).toBeGreaterThan(2000)
    await screenshot(page, '45-editor-xl-zoomed')
    // The minimap shows the whole drawing; a click there moves the view to that place.
    const before = Number(await canvas().getAttribute('data-offset-y'))
    await id('minimap').click({ position: { x: 100, y: 20 } })
    await expect.poll(async () => Number(await canvas().getAttribute('data-offset-y')), WAIT).not.toBeCloseTo(before, 0)
    // Its × hides it (the view stays where it was); the button left in its corner brings it back.
    const offsetY = await canvas().getAttribute('data-offset-y')
    await id('minimap-hide').click()
    await expect.poll(() => id('minimap').isVisible(), WAIT).toBe(false)
    expect(await canvas().getAttribute('data-offset-y')).toBe(offsetY)
    await id('minimap-show').click()
    await expect.poll(() => id('minimap').isVisible(), WAIT).toBe(true)
    await expect.poll(() => id('minimap-show').count(), WAIT).toBe(0)
    // Select all lights the whole harness, not only the records the panel inspects: at fit view
    // the selection's colour lies over the drawing, and fit selection fits all of it. Escape clears it.
    await page.getByRole('button', { name: '全部显示', exact: true }).click()
    const selectionPixels = async () => countColour(decodePng(await canvas().screenshot()), PALETTE.selection, 60)
    const unselected = await selectionPixels()
    await page.keyboard.press('Control+a')
    await expect.poll(() => id('property-panel').textContent(), { timeout: 60_000 }).toContain('已选中')
    await expect.poll(selectionPixels, { timeout: 60_000 }).toBeGreaterThan(unselected + 20_000)
    await screenshot(page, '45b-editor-xl-select-all')
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5)
    const zoomedAt = await page.evaluate(() => performance.now())
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -400)
    // Zoomed in, the picture is painted again at the new scale (the worker paints it; until then the
    // one before is scaled with the drawing).
    await expect.poll(() => page.evaluate((after) => performance.getEntriesByName('harness-selection-painted').some((m) => m.startTime > after), zoomedAt), WAIT).toBe(true)
    await expect.poll(selectionPixels, WAIT).toBeGreaterThan(unselected + 20_000)
    await screenshot(page, '45c-editor-xl-select-all-zoomed')
    // Fit selection (Shift+2) fits the whole selection, not the records inspected.
    const zoomedIn = Number(await canvas().getAttribute('data-scale'))
    await page.keyboard.press('Shift+Digit2')
    await expect.poll(async () => Number(await canvas().getAttribute('data-scale')), WAIT).toBeLessThan(zoomedIn / 3)
    await page.keyboard.press('Escape')
    await expect.poll(selectionPixels, WAIT).toBeLessThan(unselected + 500)
    // Of the twenty records the panel shows of a select-all, each lists 24 of its related records;
    // the rest are one click away, which selects that record alone with its whole list.
    await page.keyboard.press('Control+a')
    const firstRelated = page.locator('[data-testid="related-list"]').first()
    await expect.poll(() => firstRelated.locator('button[data-id]').count(), { timeout: 60_000 }).toBe(24)
    await firstRelated.getByTestId('related-list-more').click()
    await expect.poll(() => id('selected-count').count(), WAIT).toBe(0)
    await expect.poll(() => firstRelated.locator('button[data-id]').count(), WAIT).toBe(200)
    await page.keyboard.press('Escape')
    expect(pageErrors).toEqual([])
  })
})
