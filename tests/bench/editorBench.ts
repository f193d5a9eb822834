/**
 * `npm run bench:editor`: the harness editor in Debian's Chromium (software WebGL), on the
 * generated S, M, L and XL harnesses, against the built product on a fresh embedded database.
 * For each size: open to first frame (from the navigation to the canvas's first frame with tiles,
 * bytes downloaded and opened in the worker on the way; and from the bytes in memory, the budget's
 * measure, with the worker's open as part of it, and the wait before the worker began it), frame times while zooming and panning at
 * fit view and zoomed in (requestAnimationFrame intervals, p50/p95), a zoom step (from the page
 * getting the wheel event, and from the input's time stamp, to the frame that showed the tiles
 * fetched for the new view), the same at the detail level around a connector (2 px per mm, pins
 * and wire lanes drawn), WebGL draw calls and indices per frame at each view, hover-to-highlight latency, a click-to-selection round trip, long tasks
 * (> 50 ms) on the main thread while navigating, editing and building the whole wire-cut table,
 * drag-to-pixel latency, a wire drawn with the wire tool (release to redrawn tiles, frames and
 * long tasks of the gesture), and the JS heap of the page and of the engine worker after a collection.
 * With maxGraph, also about the lowest the two ratios can be on this machine (a frame interval;
 * the worker's open and a frame interval). Prints one JSON document.
 * Fails when WebGL is not SwiftShader's (the numbers would mean something else).
 *
 * Options: --sizes S,M,L,XL (default all); --no-maxgraph leaves out the comparison with maxGraph
 * (the same topologies drawn by @maxgraph/core in a page of their own; minutes at L); --opens N
 * opens each size N times (the first open's numbers are reported, the others' first frames beside).
 */
import { encodeDocument, generateHarness, type HarnessRecord, type HarnessSize } from '@harness/engine'
import { chromium, type Page } from 'playwright-core'
import { TestIds } from '../../shell/src/testIds'
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/browser'
import { startProductServer } from '../e2e/productServer'
import { uploadHarness } from '../e2e/projectFiles'
import { measureAddWire } from './drawingBench'
import { startBenchTrace } from './benchTrace'
import { COUNT_DRAWS, cameraOf, connectorsOnScreen, frameCost, measureHover, measureExcelExport, measureReport, measureSelectAll, frameSummary, percentile, settle, startRecording, stopRecording, workerHeapMB } from './benchPage'

const EXPECTED_RENDERER = /SwiftShader/
const SIZES: readonly HarnessSize[] = ['S', 'M', 'L', 'XL']

/** The sizes `--sizes S,M` (or `--sizes=S,M`) names, all by default; an unknown size is an error. */
function sizesOf(argv: readonly string[]): HarnessSize[] {
  const at = argv.indexOf('--sizes')
  const raw = argv.find((a) => a.startsWith('--sizes='))?.slice(8) ?? (at >= 0 ? argv[at + 1] : undefined)
  if (raw === undefined) return [...SIZES]
  const named = raw.split(',')
  const unknown = named.filter((s) => !SIZES.includes(s as HarnessSize))
  if (unknown.length > 0 || named.length === 0) throw new Error(`--sizes takes ${SIZES.join(',')}; got ${raw}`)
  return named as HarnessSize[]
}

/**
 * Drags the first connector that lies inside the canvas 10 steps of 6 px (after zooming in on it
 * 14 wheel notches, about 22x, so it is drawn as an outline), timing each pointer move to the
 * frame that drew the drag's preview there (what follows the pointer) and to the frame that showed
 * the tiles the engine redrew for it; the drag is undone afterwards. Null when no connector was hit.
 */
async function measureDrag(page: Page, records: readonly HarnessRecord[]) {
  const canvas = page.getByTestId('harness-canvas')
  const box = (await canvas.boundingBox())!
  const camera = async () => ({ scale: Number(await canvas.getAttribute('data-scale')), x: Number(await canvas.getAttribute('data-offset-x')), y: Number(await canvas.getAttribute('data-offset-y')) })
  const first = (await connectorsOnScreen(page, records))[0]
  if (!first) return null
  const target = first.sheet
  await page.mouse.move(first.x, first.y)
  for (let i = 0; i < 14; i++) await page.mouse.wheel(0, -100)
  await settle(page)
  const c = await camera()
  const sx = box.x + target[0] * c.scale + c.x
  const sy = box.y + target[1] * c.scale + c.y
  await page.mouse.move(sx, sy)
  await page.mouse.down()
  const latencies: number[] = []
  const tileLatencies: number[] = []
  const scripts: number[] = []
  for (let i = 1; i <= 10; i++) {
    const before = Number(await canvas.getAttribute('data-version'))
    await page.evaluate(() => {
      const w = window as unknown as { __moveAt: number; __moveScript: number }
      w.__moveAt = -1
      w.__moveScript = -1
      // The move's own script: from the first listener (window, capturing) to the last (window,
      // bubbling, after the editor's handlers drew the overlay and sent the move to the worker).
      let began = 0
      window.addEventListener('pointermove', (e) => { w.__moveAt = e.timeStamp; began = performance.now() }, { capture: true, passive: true, once: true })
      window.addEventListener('pointermove', () => { w.__moveScript = performance.now() - began }, { passive: true, once: true })
    })
    await page.mouse.move(sx + i * 6, sy + i * 3)
    // To the first frame that drew the drag's preview at this move's position (what follows the
    // pointer), and to the first frame that showed tiles fetched at a version the move produced.
    const shown = await page.waitForFunction((v) => {
      const at = (window as unknown as { __moveAt: number }).__moveAt
      const preview = performance.getEntriesByName('harness-drag-frame').at(-1)
      const tiles = performance.getEntriesByName('harness-tiles-frame').at(-1) as PerformanceMark | undefined
      const version = (tiles?.detail as { version?: number } | undefined)?.version ?? -1
      if (at < 0 || !tiles || version <= v || tiles.startTime <= at) return null
      return { preview: preview && preview.startTime > at ? preview.startTime - at : null, tiles: tiles.startTime - at }
    }, before, { timeout: 30_000, polling: 'raf' }).catch(() => null)
    if (shown) {
      const { preview, tiles } = (await shown.jsonValue()) as { preview: number | null; tiles: number }
      if (preview !== null) latencies.push(preview)
      tileLatencies.push(tiles)
      const script = await page.evaluate(() => (window as unknown as { __moveScript: number }).__moveScript)
      if (script >= 0) scripts.push(script)
    }
  }
  await page.mouse.up()
  await page.keyboard.press('Control+z')
  await settle(page)
  if (tileLatencies.length === 0) return null
  return {
    preview: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), moves: latencies.length, samples: latencies.map(Math.round) },
    tiles: { p50: percentile(tileLatencies, 50), p95: percentile(tileLatencies, 95), moves: tileLatencies.length, samples: tileLatencies.map(Math.round) },
    // The budget's "4 ms of script": the main thread's work on each move, its listeners inside.
    script: { p50: percentile(scripts, 50), p95: percentile(scripts, 95), moves: scripts.length, samples: scripts.map((v) => Math.round(v * 10) / 10) },
  }
}

/** The times of one open of the editor, from the page's marks (ms on the page's clock). */
interface OpenTimes {
  readonly firstFrameMs: number
  readonly wallMs: number
  readonly bytesAt: number
  readonly openedAt: number
  readonly beganAt: number
  readonly bytesToFirstFrameMs: number
  readonly openPhasesMs: Record<string, number | null>
  readonly downloadMs: { requestedAt: number; firstByte: number; body: number } | null
}

/** How many times `--opens N` (or `--opens=N`) asks each size to be opened; 1 by default. */
function opensOf(argv: readonly string[]): number {
  const at = argv.indexOf('--opens')
  const raw = argv.find((a) => a.startsWith('--opens='))?.slice(8) ?? (at >= 0 ? argv[at + 1] : undefined)
  if (raw === undefined) return 1
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 50) throw new Error(`--opens takes a whole number from 1 to 50; got ${raw}`)
  return n
}

/** Opens harness file `fileId` in the editor (a new page load) and reads the open's marks once its first frame is drawn. */
async function openToFirstFrame(page: Page, fileId: number): Promise<OpenTimes> {
  const started = Date.now()
  await page.goto(`/editor/harness?fileId=${fileId}`)
  await page.waitForFunction(() => performance.getEntriesByName('harness-first-frame').length > 0, undefined, { timeout: 300_000, polling: 50 })
  const wallMs = Date.now() - started
  const firstFrameMs = await page.evaluate(() => performance.getEntriesByName('harness-first-frame')[0]!.startTime)
  // The budget counts from the bytes in memory; the worker's open is the larger part of that.
  const [bytesAt, openedAt, beganAt] = await page.evaluate(() => ['harness-bytes-arrived', 'harness-opened', 'harness-open-began'].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN))
  // Where the time before the bytes goes: the download's request, first byte and body (Resource Timing).
  const downloadMs = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/file/download')) as PerformanceResourceTiming | undefined
    return entry ? { requestedAt: Math.round(entry.startTime), firstByte: Math.round(entry.responseStart - entry.startTime), body: Math.round(entry.responseEnd - entry.responseStart) } : null
  })
  const openPhasesMs = await page.evaluate(() =>
    Object.fromEntries(['decode', 'index', 'derive', 'spatial'].map((phase) => [phase, (performance.getEntriesByName(`harness-open-${phase}`)[0] as PerformanceMark | undefined)?.detail ?? null])),
  )
  return { firstFrameMs, wallMs, bytesAt: bytesAt!, openedAt: openedAt!, beganAt: beganAt!, bytesToFirstFrameMs: Math.round(firstFrameMs - bytesAt!), openPhasesMs, downloadMs }
}

async function measureSize(page: Page, baseUrl: string, projectId: number, size: HarnessSize) {
  const records = generateHarness(size, 1)
  const bytes = encodeDocument(records)
  const fileId = await uploadHarness(baseUrl, page, projectId, `bench-${size}`, bytes)
  // With TRACE_OPEN the tracer runs from here to the first frame: its cost is in this size's
  // numbers, which the output then flags (`traced`).
  const trace = await startBenchTrace(page, size, 'TRACE_OPEN')
  let open: OpenTimes
  try {
    open = await openToFirstFrame(page, fileId)
  } finally {
    await trace.end()
  }
  const { firstFrameMs, wallMs, bytesAt, openedAt, beganAt, openPhasesMs, downloadMs } = open
  const canvas = page.getByTestId('harness-canvas')
  const box = (await canvas.boundingBox())!
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  await page.mouse.move(cx, cy)
  await settle(page)

  const navigate = async () => {
    await startRecording(page)
    const steps: number[] = []
    const fromInput: number[] = []
    for (let i = 0; i < 6; i++) {
      await page.evaluate(() => {
        const w = window as unknown as { __wheelAt: number; __wheelInputAt: number }
        w.__wheelAt = -1
        window.addEventListener('wheel', (e) => { w.__wheelAt = performance.now(); w.__wheelInputAt = e.timeStamp }, { capture: true, passive: true, once: true })
      })
      await page.mouse.wheel(0, i % 2 === 0 ? -100 : 100)
      // From the page getting the wheel event to the frame that showed the tiles fetched for the
      // new view (maxGraph's step likewise starts at its zoomIn() call); and from the input's own
      // time stamp, the browser's delivery of the event (aligned to animation frames) included.
      const step = await page.waitForFunction(() => {
        const w = window as unknown as { __wheelAt: number; __wheelInputAt: number }
        const mark = performance.getEntriesByName('harness-tiles-frame').at(-1)
        return w.__wheelAt >= 0 && mark && mark.startTime > w.__wheelAt ? [mark.startTime - w.__wheelAt, mark.startTime - w.__wheelInputAt] : null
      }, undefined, { timeout: 60_000, polling: 'raf' })
      const [ms, inputMs] = (await step.jsonValue()) as [number, number]
      steps.push(ms)
      fromInput.push(inputMs)
      await settle(page)
    }
    await page.mouse.down({ button: 'middle' })
    for (let i = 0; i < 10; i++) await page.mouse.move(cx - i * 20, cy - i * 10)
    await page.mouse.up({ button: 'middle' })
    await settle(page)
    const recorded = await stopRecording(page)
    return {
      frameMs: frameSummary(recorded.frames),
      zoomStepMs: { p50: percentile(steps, 50), p95: percentile(steps, 95) },
      zoomStepFromInputMs: { p50: percentile(fromInput, 50), p95: percentile(fromInput, 95) },
      longTasks: recorded.longTasks.length,
    }
  }
  // With TRACE_FIT the tracer runs over the navigation at fit view (its numbers then carry its cost).
  const fitTrace = await startBenchTrace(page, size, 'TRACE_FIT')
  const fit = await navigate().finally(() => fitTrace.end())
  const fitCost = await frameCost(page, cx, cy)
  const hover = await measureHover(page, records)
  // Dragging a connector: from each pointer move to the frame that shows the tiles it changed;
  // then back to the whole drawing (Shift+1).
  const drag = await measureDrag(page, records)
  // Drawing a wire where the drag left the view (zoomed in on a connector), with the wire tool
  // (traced with TRACE_WIRE, the numbers then carrying the tracer's cost).
  const wireTrace = await startBenchTrace(page, size, 'TRACE_WIRE')
  const addWire = await measureAddWire(page, records)
  await wireTrace.end()
  await page.mouse.move(cx, cy)
  await page.keyboard.press('Shift+Digit1')
  await settle(page)
  // Zoomed in: 8 notches at the centre (about 6x), then the same navigation.
  for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -100)
  await settle(page)
  const zoomed = await navigate()
  const zoomedCost = await frameCost(page, cx, cy)

  // A click and its selection in the panel, with long tasks while it and an undo run.
  await startRecording(page)
  const clickStarted = Date.now()
  await page.mouse.click(cx, cy)
  await page.waitForFunction(() => document.querySelector('[data-testid="property-panel"]') !== null || document.querySelector('.ed-panel .ed-muted') !== null)
  const clickMs = Date.now() - clickStarted
  await page.keyboard.press('Control+z')
  await settle(page)
  const editing = await stopRecording(page)

  // Select all at fit view: the whole harness lit, then zoomed in and out with it.
  await page.keyboard.press('Shift+Digit1')
  await settle(page)
  const selectTrace = await startBenchTrace(page, size, 'TRACE_SELECT')
  const selectAll = await measureSelectAll(page, cx, cy).finally(() => selectTrace.end())

  // The whole document's wire-cut table, built in the worker while the page stays responsive.
  const report = await measureReport(page)
  // The same table exported to Excel from the report worker, as the export button does it.
  const excel = await measureExcelExport(page)
  // At the detail level (pins, wire lanes, labels), where a designer works on a connector: the
  // connector nearest the view's centre, zoomed in on until the sheet is 2 px per mm, then the
  // same navigation.
  const detail = await zoomToDetail(page, records, cx, cy)
  const detailed = detail ? await navigate() : null
  const detailCost = detail ? await frameCost(page, cx, cy) : null
  const workerHeap = await workerHeapMB(page.context().browser()!)

  const heapMB = await page.evaluate(() => {
    ;(window as unknown as { gc?: () => void }).gc?.()
    return Math.round(((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 1048576)
  })
  // --opens N: the same open N - 1 times more (each a new page load and a new worker), for the
  // spread of the first frame; taken after everything else, so the other measures are the
  // first open's page whatever N is.
  const reopens: number[] = []
  for (let i = 1; i < opensOf(process.argv); i++) reopens.push((await openToFirstFrame(page, fileId)).bytesToFirstFrameMs)
  return { size, megabytes: Math.round(bytes.length / 1e5) / 10, openToFirstFrameMs: Math.round(firstFrameMs), wallToFirstFrameMs: wallMs, ...(process.env.TRACE_OPEN || process.env.TRACE_FIT || process.env.TRACE_SELECT ? { traced: true } : {}),
    bytesToFirstFrameMs: open.bytesToFirstFrameMs, ...(reopens.length > 0 ? { reopenBytesToFirstFrameMs: { p50: percentile(reopens, 50), samples: reopens } } : {}), workerOpenMs: Math.round(openedAt! - bytesAt!), openBeganMs: Math.round(beganAt! - bytesAt!), openPhasesMs, downloadMs,
    fitFrameMs: fit.frameMs, fitZoomStepMs: fit.zoomStepMs, fitZoomStepFromInputMs: fit.zoomStepFromInputMs, fitLongTasks: fit.longTasks,
    zoomedInFrameMs: zoomed.frameMs, zoomedInZoomStepMs: zoomed.zoomStepMs, zoomedInZoomStepFromInputMs: zoomed.zoomStepFromInputMs, zoomedInLongTasks: zoomed.longTasks,
    detail: detail && detailed ? { ...detail, frameMs: detailed.frameMs, zoomStepMs: detailed.zoomStepMs, longTasks: detailed.longTasks, frameCost: detailCost } : null, clickToPanelMs: clickMs, editingLongTasks: editing.longTasks.length, selectAll, dragToPixelMs: drag, addWire, hoverToHighlightMs: hover,
    fitFrameCost: fitCost, zoomedInFrameCost: zoomedCost, cutTable: report, cutTableExcel: excel, pageHeapMB: heapMB, workerHeapMB: workerHeap }
}

/** The scale (px per mm) of the detail level's navigation: pins and wire lanes are drawn from 1. */
const DETAIL_PX_PER_MM = 2

/**
 * Zooms at the connector nearest the canvas's centre (`cx`, `cy`) until the sheet is drawn at
 * {@link DETAIL_PX_PER_MM} px per mm or more; answers the connector and the scale reached, or null
 * when no connector is in view. The pointer is left on the connector.
 */
async function zoomToDetail(page: Page, records: readonly HarnessRecord[], cx: number, cy: number): Promise<{ connector: string; scale: number } | null> {
  const nearest = (await connectorsOnScreen(page, records, 0)).sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy))[0]
  if (!nearest) return null
  await page.mouse.move(nearest.x, nearest.y)
  for (let i = 0; i < 40 && (await cameraOf(page)).scale < DETAIL_PX_PER_MM; i++) {
    await page.mouse.wheel(0, -100)
    await page.waitForTimeout(30)
  }
  await settle(page)
  return { connector: nearest.id, scale: Math.round((await cameraOf(page)).scale * 100) / 100 }
}

/** The worker's open phases of one open, summed (ms); a phase not reported counts 0. */
function openPhasesSum(phases: Record<string, number | null>): number {
  return Object.values(phases).reduce<number>((sum, ms) => sum + (ms ?? 0), 0)
}

/** Serves the maxGraph page and its bundle on a free loopback port; answers its address and a stop function. */
async function serveMaxgraph(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { createServer } = await import('node:http')
  const { readFileSync } = await import('node:fs')
  const script = readFileSync(new URL('./maxgraph.js', import.meta.url))
  const html = '<!doctype html><html><body style="margin:0"><div id="graph" style="width:1440px;height:900px;overflow:hidden;position:relative"></div><script src="/maxgraph.js"></script></body></html>'
  const server = createServer((request, response) => {
    if (request.url === '/maxgraph.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    else response.writeHead(200, { 'content-type': 'text/html' }).end(html)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address() as { port: number }
  return { url: `http://127.0.0.1:${address.port}/`, stop: () => new Promise((done) => server.close(() => done())) }
}

/** How long maxGraph may take to open one size before the larger ones are skipped, in ms. */
const MAXGRAPH_LIMIT_MS = 120_000

/**
 * The same topology drawn by maxGraph in a page of its own: first frame, three zoom steps and 50
 * hit tests; null when it did not open within {@link MAXGRAPH_LIMIT_MS}.
 */
async function measureMaxgraph(browser: import('playwright-core').Browser, url: string, size: HarnessSize) {
  const records = generateHarness(size, 1)
  const topology = {
    nodes: records.flatMap((r) => (r.typeName === 'node' ? [[r.id, r.position[0], r.position[1]] as const] : [])),
    segments: records.flatMap((r) => (r.typeName === 'segment' ? [[r.id, r.startNodeId, r.endNodeId] as const] : [])),
    connectors: records.flatMap((r) => (r.typeName === 'connector' ? [[r.id, r.nodeId] as const] : [])),
  }
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  try {
    await page.goto(url)
    page.setDefaultTimeout(MAXGRAPH_LIMIT_MS)
    const firstFrameMs = await Promise.race([
      page.evaluate((t) => (window as unknown as { maxgraphBench: { load: (t: unknown) => Promise<number> } }).maxgraphBench.load(t), topology),
      new Promise<null>((done) => setTimeout(() => done(null), MAXGRAPH_LIMIT_MS)),
    ])
    if (firstFrameMs === null) return null
    const zoomSteps: number[] = []
    for (let i = 0; i < 3; i++) zoomSteps.push(await page.evaluate(() => (window as unknown as { maxgraphBench: { zoomStep: () => Promise<number> } }).maxgraphBench.zoomStep()))
    const points = Array.from({ length: 50 }, (_, i) => [(i * 97) % 1440, (i * 53) % 900] as const)
    // The browser's frame interval: about the least a step that paints a frame can measure.
    const intervals = await page.evaluate(() => (window as unknown as { maxgraphBench: { frameIntervals: (n: number) => Promise<number[]> } }).maxgraphBench.frameIntervals(20))
    const hits = await page.evaluate((p) => (window as unknown as { maxgraphBench: { hitTests: (p: unknown) => number[] } }).maxgraphBench.hitTests(p), points)
    return { firstFrameMs: Math.round(firstFrameMs), zoomStepMs: { p50: percentile(zoomSteps, 50), p95: percentile(zoomSteps, 95) }, frameIntervalMs: { p50: percentile(intervals, 50), p95: percentile(intervals, 95) }, hitTestMs: { p50: percentile(hits, 50), p95: percentile(hits, 95) } }
  } finally {
    await page.close().catch(() => undefined)
  }
}

async function main(): Promise<void> {
  const sizes = sizesOf(process.argv.slice(2))
  // A bad --opens is refused before the product starts.
  opensOf(process.argv)
  const product = await startProductServer({ RATE_LIMIT_SCALE: '1000' })
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc', '--enable-precise-memory-info'] })
  try {
    const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    await context.addInitScript(COUNT_DRAWS)
    const page = await context.newPage()
    const stamp = Date.now() % 1_000_000
    const account = { email: `bench${stamp}@example.com`, username: `bench_${stamp}`, password: 'bench-editor-pass' }
    await product.registerByEmail(account)
    await page.goto('/signin')
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2')
      const info = gl?.getExtension('WEBGL_debug_renderer_info')
      return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'none'
    })
    if (!EXPECTED_RENDERER.test(renderer)) throw new Error(`WebGL renderer is "${renderer}", not SwiftShader: the numbers would not compare`)
    await page.getByTestId(TestIds.signinAccount).fill(account.email)
    await page.getByTestId(TestIds.signinPassword).fill(account.password)
    await page.getByTestId(TestIds.signinSubmit).click()
    await page.waitForURL(/\/dashboard\/project/)
    await page.getByTestId(TestIds.firstRunSample).click()
    await page.getByTestId(TestIds.fileDetails).waitFor()
    const sampleId = Number(await page.getByTestId(TestIds.fileDetails).getAttribute('data-file-id'))
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const detail = (await (await fetch(`${product.url}/api/file/getFile?fileId=${sampleId}`, { headers: { cookie } })).json()) as { data: { projectId: number } }
    const results = []
    const maxgraph = await serveMaxgraph()
    // --no-maxgraph skips the comparison (it takes minutes at L).
    let maxgraphOpens = !process.argv.includes('--no-maxgraph')
    try {
      for (const size of sizes) {
        const ours = await measureSize(page, product.url, detail.data.projectId, size)
        const theirs = maxgraphOpens ? await measureMaxgraph(browser, maxgraph.url, size) : null
        if (theirs === null) maxgraphOpens = false
        // Two significant digits: a zoom step thousands of times faster must not print as 0.
        const ratio = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : Number((a / b).toPrecision(2)))
        results.push({
          ...ours,
          maxgraph: theirs ?? (process.argv.includes('--no-maxgraph') ? 'not run (--no-maxgraph)' : `did not open within ${MAXGRAPH_LIMIT_MS / 1000} s (or a smaller size did not)`),
          oursOverMaxgraph: theirs && {
            // Both clocks start with the harness's data in the page (our bytes, its graph data);
            // from the navigation, ours also holds the page load, sign-in state and download.
            firstFrame: ratio(ours.bytesToFirstFrameMs, theirs.firstFrameMs),
            firstFrameFromNavigation: ratio(ours.openToFirstFrameMs, theirs.firstFrameMs),
            zoomStep: ratio(ours.fitZoomStepMs.p50, theirs.zoomStepMs.p50),
            hitTest: ratio(ours.clickToPanelMs, theirs.hitTestMs.p50),
          },
          // About the lowest ratios this machine allows. A zoom step is painted in a frame, so it
          // takes about a frame interval at least, whatever draws it; ours cannot show a file
          // before the worker has opened it (its phases in this open) and painted a frame.
          oursOverMaxgraphFloor: theirs && {
            firstFrame: ratio(theirs.frameIntervalMs.p50 === null ? null : openPhasesSum(ours.openPhasesMs) + theirs.frameIntervalMs.p50, theirs.firstFrameMs),
            zoomStep: ratio(theirs.frameIntervalMs.p50, theirs.zoomStepMs.p50),
          },
        })
        process.stderr.write(`bench:editor ${size} done\n`)
      }
    } finally {
      await maxgraph.stop()
    }
    const [load1] = (await import('node:os')).loadavg()
    console.log(JSON.stringify({ renderer, machineLoad: Math.round(load1! * 100) / 100, results }, null, 2))
  } finally {
    await browser.close()
    await product.stop()
  }
}

main().catch((error: unknown) => {
  console.error(`bench:editor: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
