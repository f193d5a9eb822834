import { encodeDocument, generateHarness } from '@harness/engine'
import type { createEngineApi } from './engineApi'

/** The engine API's calls a warm-up makes: what opening a file and drawing its first view run. */
type WarmedApi = Pick<ReturnType<typeof createEngineApi>, 'open' | 'sheet' | 'viewportScenes' | 'findings' | 'derived'>

/** The seed of the small harness a warm-up opens (any: the records' shapes are what matter). */
const WARM_SEED = 7

/**
 * How many times at most the warm-up opens and draws the small harness again after its first
 * round, and for how long at most (ms of the whole warm-up): a worker waiting for a slow download
 * stops warming after this much, so an idle editor page does not keep a core busy.
 */
export const WARM_REPEATS = 30
export const WARM_BUDGET_MS = 1500

/**
 * Runs the open of a file and the drawing of its first view once on a small generated harness
 * (the S size: 50 connectors, 500 wires, every record kind), in a throw-away engine API, while
 * the worker waits for the file's bytes. A worker starts with its code cold (interpreted, no type
 * feedback); the first open of a large harness paid for that, 2-3 times its warm time in the
 * engine benchmark. Measured in Chromium (docs/performance.md): the worker's open of the M
 * harness 365 → 284 ms, of the S harness 195 → 90 ms with one round. The optimising compiler
 * wants more than one small open: the warm-up then opens and draws the small harness again,
 * up to {@link WARM_REPEATS} times within {@link WARM_BUDGET_MS}, as long as no file has come
 * (a page's load and download leave it 0.5-1 s). Each step is a task of its own, and `stop` is asked
 * between steps: once the real file arrives the warm-up gives way, but a step under way finishes
 * first (cold, generating or opening the small harness takes 60-90 ms: a file that arrives at
 * once, from the cache, may wait that long).
 * Answers how many of the steps ran. Nothing is kept: the document goes with the API.
 */
export async function warmUp(api: WarmedApi, stop: () => boolean, repeats = WARM_REPEATS, budgetMs = WARM_BUDGET_MS): Promise<number> {
  const started = Date.now()
  const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
  let bytes: Uint8Array | null = null
  const open = async () => api.open(bytes!.slice().buffer)
  const draw = async () => {
    const sheet = await api.sheet()
    if (!sheet.extent) return
    const box = sheet.extent
    // Fit view first, then a closer one: the levels a designer's first minutes draw.
    await api.viewportScenes(box, 800 / Math.max(1, box.maxX - box.minX))
    await api.viewportScenes({ minX: box.minX, minY: box.minY, maxX: box.minX + 200, maxY: box.minY + 150 }, 4)
  }
  const steps: (() => Promise<unknown>)[] = [
    async () => { bytes = encodeDocument(generateHarness('S', WARM_SEED)) },
    open,
    draw,
    async () => { await api.findings(0, 50); await api.derived() },
  ]
  for (let i = 0; i < repeats; i++) steps.push(open, draw)
  let ran = 0
  for (const step of steps) {
    await turn()
    if (stop() || (ran >= 4 && Date.now() - started >= budgetMs)) return ran
    await step()
    ran += 1
  }
  return ran
}
