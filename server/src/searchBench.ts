/**
 * `npm run bench:search`: the text search's costs on the generated XL harness (seed 1: 10,000
 * connectors, 100,000 wires, 707,007 records). In the engine: the content index computed as every
 * save computes it (`harnessSearchText`, first run and median of 5) and its size; the records of
 * that index found for four queries (`contentHits`). Then on a fresh embedded database (or a
 * scratch database on the `DATABASE_URL` server): the harness uploaded through the HTTP API, the
 * index row written again alone (with its trigram index on PostgreSQL), and 20 sequential searches
 * of each query through the API for p50/p99. Prints JSON.
 */
import { FilePaths, ProjectPaths, SearchPaths } from '@harness/protocol'
import { encodeDocument, generateHarness, harnessSearchText } from '@harness/engine'
import { startBenchServer } from './benchServer'
import { contentHits } from './features/search/contentHits'
import { keepContentIndex } from './features/search/contentIndex.repo'
import { readSearchQuery } from './features/search/searchQuery'

const QUERIES = ['W12345', 'W1', 'flryb035', 'X9999 护套']

/** Milliseconds `run` takes, rounded. */
async function timed<T>(run: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now()
  const value = await run()
  return { ms: Math.round(performance.now() - start), value }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function main(): Promise<void> {
  const records = generateHarness('XL', 1)
  const runs: number[] = []
  let index = harnessSearchText([])
  for (let i = 0; i < 5; i++) {
    const run = await timed(() => harnessSearchText(records))
    runs.push(run.ms)
    index = run.value
  }
  const text = index.lines
  const contentHitsMs: Record<string, { ms: number; hits: number; more: boolean }> = {}
  for (const q of QUERIES) {
    const run = await timed(() => contentHits(text, readSearchQuery(q), [], 20))
    contentHitsMs[q] = { ms: run.ms, hits: run.value.hits.length, more: run.value.more }
  }
  const engine = { records: records.length, indexMs: { first: runs[0], median: median(runs) }, linesMB: Math.round(Buffer.byteLength(text) / 1e5) / 10, termsMB: Math.round(Buffer.byteLength(index.terms) / 1e5) / 10, lines: text.split('\n').length, contentHitsMs }

  const bench = await startBenchServer('searchbench', '13800000003', 'search-bench-1')
  const { running, headers } = bench
  const project = (await (await fetch(running.url + ProjectPaths.createProject, { method: 'POST', headers, body: JSON.stringify({ name: '搜索基准', teamId: null }) })).json()) as { data: { projectId: number } }
  const bytes = encodeDocument(records)
  const upload = await timed(async () => {
    const query = new URLSearchParams({ projectId: String(project.data.projectId), parentId: '', name: 'XL 线束', fileType: 'harness' })
    const r = await fetch(`${running.url}${FilePaths.upload}?${query}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' }, body: new Blob([bytes as Uint8Array<ArrayBuffer>]) })
    return ((await r.json()) as { data: { fileId: number } }).data.fileId
  })
  const db = running.deps.db
  const write = await timed(() => db.transaction((trx) => keepContentIndex(trx, upload.value, 1, index)))
  const api: Record<string, { p50: number; p99: number; hits: number }> = {}
  for (const q of QUERIES) {
    const times: number[] = []
    let hits = 0
    for (let i = 0; i < 20; i++) {
      const run = await timed(async () => (await (await fetch(`${running.url}${SearchPaths.textSearch}?${new URLSearchParams({ q })}`, { headers })).json()) as { code: number; data: { hits: unknown[] } })
      if (run.value.code !== 200) throw new Error(`${q}: ${JSON.stringify(run.value)}`)
      hits = run.value.data.hits.length
      times.push(run.ms)
    }
    times.sort((a, b) => a - b)
    api[q] = { p50: times[Math.floor(times.length / 2)]!, p99: times[times.length - 1]!, hits }
  }
  console.log(JSON.stringify({ engine, database: bench.database, uploadXlMs: upload.ms, indexWriteMs: write.ms, searchApi: api }, null, 2))
  await bench.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
