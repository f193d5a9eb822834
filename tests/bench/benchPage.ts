import type { HarnessRecord } from '@harness/engine'
import type { Browser, Page } from 'playwright-core'

/**
 * What the editor benchmark measures inside the page: frame intervals and long tasks, the cost of
 * one frame in WebGL draw calls and indices, hover-to-highlight latency, the long tasks while a
 * whole-document report builds, and the engine worker's heap. Every probe drives the product as
 * a user does (pointer, wheel, clicks) and reads what the page itself reports.
 */

/** The p-th percentile of `values`, one decimal; null for none. */
export const percentile = (values: readonly number[], p: number): number | null => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10
}

/** Starts recording requestAnimationFrame intervals and long tasks in the page. */
export async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { frames: number[]; longTasks: number[]; stop: boolean; observer?: PerformanceObserver } }
    w.__bench?.observer?.disconnect()
    w.__bench = { frames: [], longTasks: [], stop: false }
    let last = performance.now()
    const tick = (now: number) => {
      w.__bench.frames.push(now - last)
      last = now
      if (!w.__bench.stop) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
    // One observer per recording, disconnected when it stops (observers left behind would report each task again).
    const longTasks = w.__bench.longTasks
    const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration) })
    observer.observe({ type: 'longtask' })
    w.__bench.observer = observer
  })
}

/** Frame times (ms) as the benchmark prints them: p50, p95 (null without frames) and how many frames. */
export interface FrameSummary {
  readonly p50: number | null
  readonly p95: number | null
  readonly frames: number
}

/** The {@link FrameSummary} of frame intervals `frames` (ms). */
export function frameSummary(frames: readonly number[]): FrameSummary {
  return { p50: percentile(frames, 50), p95: percentile(frames, 95), frames: frames.length }
}

/** Stops recording; answers the frame intervals (ms) and long-task durations (ms) seen. */
export async function stopRecording(page: Page): Promise<{ frames: number[]; longTasks: number[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __bench: { frames: number[]; longTasks: number[]; stop: boolean; observer?: PerformanceObserver } }
    w.__bench.stop = true
    w.__bench.observer?.disconnect()
    return { frames: w.__bench.frames.slice(1), longTasks: w.__bench.longTasks }
  })
}

/** Waits until the canvas has drawn after the last change (two animation frames with no tile fetch pending). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
  await page.waitForTimeout(50)
}

/**
 * A script for `addInitScript`: counts WebGL draw calls, the indices (or vertices) they draw and
 * the clears (one per rendered frame) on every WebGL context of the page, in `window.__draws`.
 */
export const COUNT_DRAWS = `(() => {
  const counts = { calls: 0, indices: 0, clears: 0 }
  window.__draws = counts
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const drawElements = proto.drawElements
    proto.drawElements = function (mode, count, type, offset) { counts.calls++; counts.indices += count; return drawElements.call(this, mode, count, type, offset) }
    const drawArrays = proto.drawArrays
    proto.drawArrays = function (mode, first, count) { counts.calls++; counts.indices += count; return drawArrays.call(this, mode, first, count) }
    const clear = proto.clear
    proto.clear = function (mask) { counts.clears++; return clear.call(this, mask) }
  }
})()`

/**
 * The cost of redrawing the current view: draw calls and indices per frame, over the frames a
 * one-pixel pan (middle button) makes the canvas draw.
 */
export async function frameCost(page: Page, cx: number, cy: number): Promise<{ drawCalls: number; indices: number } | null> {
  await settle(page)
  await page.evaluate(() => { const d = (window as unknown as { __draws?: { calls: number; indices: number; clears: number } }).__draws; if (d) { d.calls = 0; d.indices = 0; d.clears = 0 } })
  await page.mouse.move(cx, cy)
  await page.mouse.down({ button: 'middle' })
  await page.mouse.move(cx + 1, cy)
  await page.mouse.up({ button: 'middle' })
  await settle(page)
  const d = await page.evaluate(() => (window as unknown as { __draws?: { calls: number; indices: number; clears: number } }).__draws ?? null)
  if (!d || d.clears === 0) return null
  return { drawCalls: Math.round(d.calls / d.clears), indices: Math.round(d.indices / d.clears) }
}

/** The canvas camera as its element reports it: px per mm and the offset of sheet 0,0 in px. */
export async function cameraOf(page: Page) {
  const canvas = page.getByTestId('harness-canvas')
  return { scale: Number(await canvas.getAttribute('data-scale')), x: Number(await canvas.getAttribute('data-offset-x')), y: Number(await canvas.getAttribute('data-offset-y')) }
}

/** Screen points (page px) of the connectors at least `margin` px inside the canvas, with their ids. */
export async function connectorsOnScreen(page: Page, records: readonly HarnessRecord[], margin = 200): Promise<{ id: string; x: number; y: number; sheet: readonly [number, number] }[]> {
  const box = (await page.getByTestId('harness-canvas').boundingBox())!
  const c = await cameraOf(page)
  const nodes = new Map(records.flatMap((r) => (r.typeName === 'node' ? [[r.id, r.position] as const] : [])))
  return records.flatMap((r) => {
    if (r.typeName !== 'connector') return []
    const p = nodes.get(r.nodeId)!
    const x = box.x + p[0] * c.scale + c.x
    const y = box.y + p[1] * c.scale + c.y
    return x > box.x + margin && x < box.x + box.width - margin && y > box.y + margin && y < box.y + box.height - margin ? [{ id: r.id, x, y, sheet: p }] : []
  })
}

/**
 * Hover-to-highlight latency: the pointer moves onto up to 10 connectors in view, one after the
 * other; each time from the pointer event to the frame that showed the new hover outline.
 */
export async function measureHover(page: Page, records: readonly HarnessRecord[]): Promise<{ p50: number | null; p95: number | null; hovers: number } | null> {
  const targets = (await connectorsOnScreen(page, records, 60)).slice(0, 10)
  if (targets.length === 0) return null
  const latencies: number[] = []
  for (const target of targets) {
    await page.mouse.move(target.x + 40, target.y + 40)
    await settle(page)
    await page.evaluate(() => {
      const w = window as unknown as { __moveAt: number }
      w.__moveAt = -1
      window.addEventListener('pointermove', (e) => { w.__moveAt = e.timeStamp }, { capture: true, passive: true, once: true })
    })
    await page.mouse.move(target.x, target.y)
    const shown = await page.waitForFunction(() => {
      const at = (window as unknown as { __moveAt: number }).__moveAt
      const mark = performance.getEntriesByName('harness-hover-frame').at(-1)
      return at >= 0 && mark && mark.startTime > at ? mark.startTime - at : null
    }, undefined, { timeout: 10_000, polling: 'raf' }).catch(() => null)
    if (shown) latencies.push(Number(await shown.jsonValue()))
  }
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), hovers: latencies.length }
}

/**
 * Opens the wire-cut table of the whole document (built in the worker) and answers how long the
 * first rows took to show and the main thread's long tasks meanwhile; closes it again.
 */
export async function measureReport(page: Page): Promise<{ rowsShownMs: number; rows: number; longTasks: number; longTaskMs: number[] }> {
  await startRecording(page)
  const started = Date.now()
  await page.getByTestId('report-cut-table').click()
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="report-rows"]')?.getAttribute('data-total') ?? 0) > 0
    && document.querySelectorAll('[data-testid="report-rows"] button').length > 0, undefined, { timeout: 300_000, polling: 50 })
  const rowsShownMs = Date.now() - started
  const rows = Number(await page.getByTestId('report-rows').getAttribute('data-total'))
  await settle(page)
  const recorded = await stopRecording(page)
  await page.getByTestId('report-cut-table').click()
  await settle(page)
  return { rowsShownMs, rows, longTasks: recorded.longTasks.length, longTaskMs: recorded.longTasks.map((d) => Math.round(d)) }
}

/**
 * Exporting the whole wire-cut table to Excel as a designer does (the report panel's export
 * button: a snapshot from the engine worker, the report worker builds and writes the workbook):
 * from the click to the download, the workbook's size, and the page's frames and long tasks
 * meanwhile (the page and the editing worker are meant to stay responsive).
 */
export async function measureExcelExport(page: Page): Promise<{ clickToDownloadMs: number; megabytes: number; frameMs: FrameSummary; longTasks: number }> {
  await page.getByTestId('report-cut-table').click()
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="report-rows"]')?.getAttribute('data-total') ?? 0) > 0, undefined, { timeout: 300_000, polling: 50 })
  await settle(page)
  await startRecording(page)
  const started = Date.now()
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), page.getByTestId('report-export').click()])
  const clickToDownloadMs = Date.now() - started
  const { statSync } = await import('node:fs')
  const path = await download.path()
  const megabytes = Math.round(statSync(path).size / 1e5) / 10
  await settle(page)
  const recorded = await stopRecording(page)
  await page.getByTestId('report-cut-table').click()
  await settle(page)
  return { clickToDownloadMs, megabytes, frameMs: frameSummary(recorded.frames), longTasks: recorded.longTasks.length }
}

/**
 * The engine worker's JS heap after a collection, in MB, through the DevTools protocol (a worker
 * has no `performance.memory`): the browser session attaches to the worker's target and asks
 * it to collect garbage and report its heap. Null when the page runs no engine worker.
 */
export async function workerHeapMB(browser: Browser): Promise<number | null> {
  const cdp = await browser.newBrowserCDPSession()
  try {
    const { targetInfos } = await cdp.send('Target.getTargets')
    const target = targetInfos.find((t) => t.type === 'worker' && t.url.includes('engine.worker'))
    if (!target) return null
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })
    const answers = new Map<number, (result: unknown) => void>()
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId !== sessionId) return
      const message = JSON.parse(event.message) as { id?: number; result?: unknown }
      if (message.id !== undefined) answers.get(message.id)?.(message.result)
    })
    let next = 1
    const ask = (method: string) => new Promise<unknown>((done) => {
      const id = next++
      answers.set(id, done)
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) })
    })
    await ask('HeapProfiler.collectGarbage')
    const usage = (await ask('Runtime.getHeapUsage')) as { usedSize?: number } | undefined
    await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined)
    return usage?.usedSize === undefined ? null : Math.round(usage.usedSize / 1048576)
  } finally {
    await cdp.detach().catch(() => undefined)
  }
}

/**
 * Select all at the current view (Ctrl+A): from the key to the task that showed the whole
 * selection's picture, from asking the worker for the picture to showing it, how many pieces it
 * lit, and the frames and long tasks from the key through three wheel notches in and out with it
 * shown. Escape clears the selection after.
 */
export async function measureSelectAll(page: Page, cx: number, cy: number): Promise<{ shownMs: number; pictureMs: number; pieces: number; frameMs: FrameSummary; longTasks: number } | null> {
  await page.mouse.move(cx, cy)
  await settle(page)
  await startRecording(page)
  await page.evaluate(() => performance.clearMarks('harness-selection-painted'))
  const pressed = await page.evaluate(() => performance.now())
  await page.keyboard.press('Control+a')
  const painted = await page.waitForFunction(() => {
    const mark = performance.getEntriesByName('harness-selection-painted').at(-1) as PerformanceMark | undefined
    return mark ? { at: mark.startTime, ...(mark.detail as { pieces: number; ms: number }) } : null
  }, undefined, { timeout: 60_000, polling: 'raf' }).then((h) => h.jsonValue()).catch(() => null)
  if (painted === null) {
    await stopRecording(page)
    return null
  }
  for (const delta of [-100, -100, -100, 100, 100, 100]) {
    await page.mouse.wheel(0, delta)
    await settle(page)
  }
  const recorded = await stopRecording(page)
  await page.keyboard.press('Escape')
  await settle(page)
  return { shownMs: Math.round(painted.at - pressed), pictureMs: Math.round(painted.ms * 10) / 10, pieces: painted.pieces, frameMs: frameSummary(recorded.frames), longTasks: recorded.longTasks.length }
}
