/**
 * `npm run bench:editor`: the harness editor in Debian's Chromium (software WebGL), on the
 * generated S, M, L and XL harnesses, against the built product on a fresh embedded database.
 * For each size: open to first frame (from the navigation to the canvas's first frame with tiles,
 * bytes downloaded and opened in the worker on the way), frame times while zooming and panning at
 * fit view and zoomed in (requestAnimationFrame intervals, p50/p95), the time a zoom step takes to
 * show its tiles, a click-to-selection round trip, long tasks (> 50 ms) on the main thread while
 * navigating and editing, and the page's JS heap after a collection. Prints one JSON document.
 * Fails when WebGL is not SwiftShader's (the numbers would mean something else).
 *
 * Options: --sizes S,M,L,XL (default all).
 */
import { encodeDocument, generateHarness, type HarnessSize } from '@harness/engine'
import { chromium, type Page } from 'playwright-core'
import { TestIds } from '../../shell/src/testIds'
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/browser'
import { startProductServer } from '../e2e/productServer'
import { uploadHarness } from '../e2e/projectFiles'

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

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10
}

/** Starts recording requestAnimationFrame intervals and long tasks in the page. */
async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { frames: number[]; longTasks: number[]; stop: boolean } }
    w.__bench = { frames: [], longTasks: [], stop: false }
    let last = performance.now()
    const tick = (now: number) => {
      w.__bench.frames.push(now - last)
      last = now
      if (!w.__bench.stop) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__bench.longTasks.push(e.duration) }).observe({ type: 'longtask' })
  })
}

async function stopRecording(page: Page): Promise<{ frames: number[]; longTasks: number[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __bench: { frames: number[]; longTasks: number[]; stop: boolean } }
    w.__bench.stop = true
    return { frames: w.__bench.frames.slice(1), longTasks: w.__bench.longTasks }
  })
}

/** Waits until the canvas has drawn after the last change (two animation frames with no tile fetch pending). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
  await page.waitForTimeout(50)
}

async function measureSize(page: Page, baseUrl: string, projectId: number, size: HarnessSize) {
  const bytes = encodeDocument(generateHarness(size, 1))
  const fileId = await uploadHarness(baseUrl, page, projectId, `bench-${size}`, bytes)
  const started = Date.now()
  await page.goto(`/editor/harness?fileId=${fileId}`)
  await page.waitForFunction(() => performance.getEntriesByName('harness-first-frame').length > 0, undefined, { timeout: 300_000, polling: 50 })
  const firstFrameMs = await page.evaluate(() => performance.getEntriesByName('harness-first-frame')[0]!.startTime)
  const wallMs = Date.now() - started
  const canvas = page.getByTestId('harness-canvas')
  const box = (await canvas.boundingBox())!
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  await page.mouse.move(cx, cy)
  await settle(page)

  const navigate = async (label: string) => {
    await startRecording(page)
    const steps: number[] = []
    for (let i = 0; i < 6; i++) {
      const t = Date.now()
      await page.mouse.wheel(0, i % 2 === 0 ? -100 : 100)
      await settle(page)
      steps.push(Date.now() - t)
    }
    await page.mouse.down({ button: 'middle' })
    for (let i = 0; i < 10; i++) await page.mouse.move(cx - i * 20, cy - i * 10)
    await page.mouse.up({ button: 'middle' })
    await settle(page)
    const recorded = await stopRecording(page)
    return { [`${label}FrameMs`]: { p50: percentile(recorded.frames, 50), p95: percentile(recorded.frames, 95), frames: recorded.frames.length }, [`${label}ZoomStepMs`]: { p50: percentile(steps, 50), p95: percentile(steps, 95) }, [`${label}LongTasks`]: recorded.longTasks.length }
  }
  const fit = await navigate('fit')
  // Zoomed in: 8 notches at the centre (about 6x), then the same navigation.
  for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -100)
  await settle(page)
  const zoomed = await navigate('zoomedIn')

  // A click and its selection in the panel, with long tasks while it and an undo run.
  await startRecording(page)
  const clickStarted = Date.now()
  await page.mouse.click(cx, cy)
  await page.waitForFunction(() => document.querySelector('[data-testid="property-panel"]') !== null || document.querySelector('.ed-panel .ed-muted') !== null)
  const clickMs = Date.now() - clickStarted
  await page.keyboard.press('Control+z')
  await settle(page)
  const editing = await stopRecording(page)

  const heapMB = await page.evaluate(() => {
    ;(window as unknown as { gc?: () => void }).gc?.()
    return Math.round(((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 1048576)
  })
  return { size, megabytes: Math.round(bytes.length / 1e5) / 10, openToFirstFrameMs: Math.round(firstFrameMs), wallToFirstFrameMs: wallMs, ...fit, ...zoomed, clickToPanelMs: clickMs, editingLongTasks: editing.longTasks.length, pageHeapMB: heapMB }
}

async function main(): Promise<void> {
  const sizes = sizesOf(process.argv.slice(2))
  const product = await startProductServer({ RATE_LIMIT_SCALE: '1000' })
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc', '--enable-precise-memory-info'] })
  try {
    const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
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
    for (const size of sizes) {
      results.push(await measureSize(page, product.url, detail.data.projectId, size))
      process.stderr.write(`bench:editor ${size} done\n`)
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
