import { encodeDocument, generateHarness } from '@harness/engine'
import type { createEngineApi } from './engineApi'

/** The engine API's calls a warm-up makes: what opening a file and drawing its first view run. */
type WarmedApi = Pick<ReturnType<typeof createEngineApi>, 'open' | 'sheet' | 'viewportScenes' | 'findings' | 'derived'>

/** The seed of the small harness a warm-up opens (any: the records' shapes are what matter). */
const WARM_SEED = 7

/**
 * Runs the open of a file and the drawing of its first view once on a small generated harness
 * (the S size: 50 connectors, 500 wires, every record kind), in a throw-away engine API, while
 * the worker waits for the file's bytes. A worker starts with its code cold (interpreted, no type
 * feedback); the first open of a large harness paid for that, 2-3 times its warm time in the
 * engine benchmark. Measured in Chromium (docs/performance.md): the worker's open of the M
 * harness 365 → 284 ms, of the S harness 195 → 90 ms; opening the small harness three times
 * instead of once gained nothing more. Each step is a task of its own, and `stop` is asked
 * between steps: once the real file arrives the warm-up gives way, but a step under way finishes
 * first (cold, generating or opening the small harness takes 60-90 ms: a file that arrives at
 * once, from the cache, may wait that long).
 * Answers how many of the steps ran. Nothing is kept: the document goes with the API.
 */
export async function warmUp(api: WarmedApi, stop: () => boolean): Promise<number> {
  const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
  let bytes: Uint8Array | null = null
  const steps: (() => Promise<unknown>)[] = [
    async () => { bytes = encodeDocument(generateHarness('S', WARM_SEED)) },
    async () => api.open(bytes!.slice().buffer),
    async () => {
      const sheet = await api.sheet()
      if (!sheet.extent) return
      const box = sheet.extent
      // Fit view first, then a closer one: the levels a designer's first minutes draw.
      await api.viewportScenes(box, 800 / Math.max(1, box.maxX - box.minX))
      await api.viewportScenes({ minX: box.minX, minY: box.minY, maxX: box.minX + 200, maxY: box.minY + 150 }, 4)
    },
    async () => { await api.findings(0, 50); await api.derived() },
  ]
  let ran = 0
  for (const step of steps) {
    await turn()
    if (stop()) return ran
    await step()
    ran += 1
  }
  return ran
}
