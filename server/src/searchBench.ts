/**
 * `npm run bench:search`: the text search's costs on the generated XL harness (seed 1: 10,000
 * connectors, 100,000 wires, 707,007 records). In the engine: the content index computed as every
 * save computes it (`harnessSearchText`, first run and median of 5) and its size; the records of
 * that index found for four queries (`contentHits`). Then on a fresh embedded database (or a
 * scratch database on the `DATABASE_URL` server): the harness uploaded through the HTTP API, the
 * index row written again alone (with its trigram index on PostgreSQL), and 20 sequential searches
 * of each query through the API for p50/p99. Then 1,000 projects with a small harness each, and
 * searches across them. Prints JSON.
 */
import { FilePaths, ProjectPaths, SearchPaths } from '@harness/protocol'
import { createConnector, createNode, createWire, encodeDocument, generateHarness, harnessSearchText } from '@harness/engine'
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

/** p50 and p99 (the slowest of 20) in ms of 20 sequential text searches of each query through the API, with the hits of the last. */
async function searchTimes(url: string, headers: Record<string, string>, queries: readonly string[]): Promise<Record<string, { p50: number; p99: number; hits: number }>> {
  const out: Record<string, { p50: number; p99: number; hits: number }> = {}
  for (const q of queries) {
    const times: number[] = []
    let hits = 0
    for (let i = 0; i < 20; i++) {
      const run = await timed(async () => (await (await fetch(`${url}${SearchPaths.textSearch}?${new URLSearchParams({ q })}`, { headers })).json()) as { code: number; data: { hits: unknown[] } })
      if (run.value.code !== 200) throw new Error(`${q}: ${JSON.stringify(run.value)}`)
      hits = run.value.data.hits.length
      times.push(run.ms)
    }
    times.sort((a, b) => a - b)
    out[q] = { p50: times[Math.floor(times.length / 2)]!, p99: times[times.length - 1]!, hits }
  }
  return out
}

/** Projects of the second part of the run, each with one small harness file. */
const PROJECTS = 1000
/** Queries of the second part: a project's name, one wire of one file, a word in every name, a part number in every file. */
const PROJECT_QUERIES = ['前门项目 0777', 'P777-W5', '线束', 'flryb035']

/** A small harness of project `p`: connector X1 and 20 wires P<p>-W<k> (FLRY-B 0.35). */
function smallHarness(p: number): Uint8Array {
  return encodeDocument([
    createNode({ id: 'node:N1' as never, kind: 'connector', name: 'N1', position: [0, 0] }),
    createConnector({ id: 'connector:X1' as never, name: 'X1', nodeId: 'node:N1' as never, partNumber: `HSG-${p}` }),
    ...Array.from({ length: 20 }, (_, k) => createWire({ id: `wire:P${p}-W${k}` as never, name: `P${p}-W${k}`, partNumber: 'FLRY-B 0.35' })),
  ])
}

/**
 * The second part: 1,000 projects of the caller, each with one small harness uploaded through
 * the API (so each has its content index, as saves make it), then 20 sequential searches of each
 * of {@link PROJECT_QUERIES} for p50/p99.
 */
async function manyProjects(url: string, headers: Record<string, string>) {
  const made = await timed(async () => {
    for (let p = 0; p < PROJECTS; p++) {
      const created = (await (await fetch(url + ProjectPaths.createProject, { method: 'POST', headers, body: JSON.stringify({ name: `前门项目 ${String(p).padStart(4, '0')}`, teamId: null }) })).json()) as { data: { projectId: number } }
      const query = new URLSearchParams({ projectId: String(created.data.projectId), parentId: '', name: `线束 ${p}`, fileType: 'harness' })
      const r = await fetch(`${url}${FilePaths.upload}?${query}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' }, body: new Blob([smallHarness(p) as Uint8Array<ArrayBuffer>]) })
      if (r.status !== 200) throw new Error(`upload ${p}: ${r.status}`)
    }
  })
  const searches = await searchTimes(url, headers, PROJECT_QUERIES)
  return { projects: PROJECTS, setupMs: made.ms, searches }
}

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
  const api = await searchTimes(running.url, headers, QUERIES)
  const projects = await manyProjects(running.url, headers)
  console.log(JSON.stringify({ engine, database: bench.database, uploadXlMs: upload.ms, indexWriteMs: write.ms, searchApi: api, projects }, null, 2))
  await bench.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
