/** Milliseconds `fn` took, with its result. */
export function timed<T>(fn: () => T): { ms: number; value: T } {
  const start = performance.now()
  const value = fn()
  return { ms: performance.now() - start, value }
}

/** Milliseconds an async `fn` took, with its result. */
export async function timedAsync<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now()
  const value = await fn()
  return { ms: performance.now() - start, value }
}

/** The median of `n` runs of `fn`, in milliseconds (runs in order; `fn` gets the run index). */
export function median(n: number, fn: (i: number) => void): number {
  const times: number[] = []
  for (let i = 0; i < n; i++) times.push(timed(() => fn(i)).ms)
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

/** The 50th and 95th percentiles of `n` runs of `fn`, in milliseconds. */
export function percentiles(n: number, fn: (i: number) => void): { p50: number; p95: number } {
  const times: number[] = []
  for (let i = 0; i < n; i++) times.push(timed(() => fn(i)).ms)
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  return { p50: ms(at(0.5)), p95: ms(at(0.95)) }
}

/** Rounds milliseconds to 0.01 ms for the report. */
export const ms = (value: number) => Math.round(value * 100) / 100

/** Heap in use now, in MiB, after a collection when the process allows one (`--expose-gc`). */
export function heapMiB(): number {
  const gc = (globalThis as { gc?: () => void }).gc
  if (gc) gc()
  return Math.round((process.memoryUsage().heapUsed / 1048576) * 10) / 10
}

/** The 50th and 95th percentiles of `n` runs of an async `fn`, in milliseconds. */
export async function percentilesAsync(n: number, fn: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = []
  for (let i = 0; i < n; i++) times.push((await timedAsync(() => fn(i))).ms)
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  return { p50: ms(at(0.5)), p95: ms(at(0.95)) }
}
