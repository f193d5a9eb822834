import { writeFileSync } from 'node:fs'
import type { CDPSession, Page } from 'playwright-core'

/**
 * The DevTools categories of a benchmark step's trace: the page's tasks and frames, the User
 * Timing marks the editor sets (bytes arrived, opened, the first frame, each frame of tiles) and
 * the V8 sampler's profile of every thread (the page's, the engine worker's), so a window between
 * two marks can be read function by function.
 */
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute,disabled-by-default-v8.cpu_profiler'

/** A trace under way; `end` writes it as Chrome's trace JSON (load it in DevTools' Performance panel). */
export interface BenchTrace {
  end(): Promise<void>
}

/**
 * The steps a trace can be asked for, each by its environment variable: the open to the first
 * frame (`TRACE_OPEN`), the zoom steps and pan at fit view (`TRACE_FIT`), drawing a wire with
 * the wire tool (`TRACE_WIRE`), and select all with the zoom steps after it (`TRACE_SELECT`).
 */
export type TracedStep = 'TRACE_OPEN' | 'TRACE_FIT' | 'TRACE_WIRE' | 'TRACE_SELECT'

/**
 * Starts tracing `page` when the environment names a file for `step` (`TRACE_OPEN=/tmp/open`
 * writes `/tmp/open-M.json` for the size M), else does nothing: the benchmark's numbers are taken
 * without the tracer's own cost, and a trace is a diagnosis of one run, not a measurement.
 */
export async function startBenchTrace(page: Page, size: string, step: TracedStep): Promise<BenchTrace> {
  const prefix = process.env[step]
  if (!prefix) return { end: async () => undefined }
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' })
  return {
    async end() {
      const complete = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the trace did not complete within 60 s')), 60_000)
        cdp.once('Tracing.tracingComplete', (event) => {
          clearTimeout(timer)
          resolve(event.stream!)
        })
      })
      await cdp.send('Tracing.end')
      const stream = await complete
      const chunks: string[] = []
      for (;;) {
        const chunk = await cdp.send('IO.read', { handle: stream })
        chunks.push(chunk.data)
        if (chunk.eof) break
      }
      await cdp.send('IO.close', { handle: stream })
      await cdp.detach()
      writeFileSync(`${prefix}-${size}.json`, chunks.join(''))
    },
  }
}
