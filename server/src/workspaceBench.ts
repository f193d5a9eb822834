/**
 * `npm run bench:workspace`: the workspace's file paths on loopback, against a fresh embedded
 * database (or a scratch database on the `DATABASE_URL` server), through the real HTTP API:
 * - save and open of generated S/M/L/XL harness files: upload (new file), save (a new version
 *   with a small edit) and download of the current version, latency and throughput;
 * - storage growth over 20 saves of one harness (XL by default, `BENCH_STORAGE_SIZE`) with small
 *   edits, against whole copies: raw, and deflated as the store keeps chunks;
 * - the project tree of a project with 10,000 files.
 * Prints JSON. `BENCH_SIZES` (default S,M,L,XL) and `BENCH_REPEAT` (default 3) narrow a run.
 */
import { deflateRawSync } from 'node:zlib'
import { encodeDocument, generateHarness, type HarnessRecord } from '@harness/engine'
import { FilePaths as F, ProjectPaths as P } from '@harness/protocol'
import { startBenchServer, type BenchServer } from './benchServer'

type Size = 'S' | 'M' | 'L' | 'XL'

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function api<T>(bench: BenchServer, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(bench.running.url + path, { method, headers: bench.headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const envelope = (await response.json()) as { code: number; message: string; data: T }
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`)
  return envelope.data
}

async function sendBytes(bench: BenchServer, path: string, query: Record<string, string | number>, bytes: Uint8Array): Promise<{ ms: number; data: { fileId: number; version: number } }> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()
  const start = performance.now()
  const response = await fetch(`${bench.running.url}${path}?${qs}`, { method: 'POST', headers: { ...bench.headers, 'content-type': 'application/octet-stream' }, body: bytes })
  const envelope = (await response.json()) as { code: number; message: string; data: { fileId: number; version: number } }
  const ms = performance.now() - start
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`)
  return { ms, data: envelope.data }
}

async function download(bench: BenchServer, fileId: number): Promise<{ ms: number; bytes: number }> {
  const start = performance.now()
  const response = await fetch(`${bench.running.url}${F.download}?fileId=${fileId}`, { headers: bench.headers })
  const bytes = (await response.arrayBuffer()).byteLength
  return { ms: performance.now() - start, bytes }
}

/** The k-th small edit a designer makes: rename a wire, lengthen a segment, move a node, recolour a wire, add a wire, change a cross-section. */
function edit(records: readonly HarnessRecord[], k: number): HarnessRecord[] {
  const kind = k % 6
  let done = false
  const once = <T extends HarnessRecord>(typeName: T['typeName'], change: (r: T) => HarnessRecord) => (r: HarnessRecord) => {
    if (done || r.typeName !== typeName) return r
    done = true
    return change(r as T)
  }
  const pick = (typeName: HarnessRecord['typeName']) => records.filter((r) => r.typeName === typeName)[(k * 7919) % records.filter((r) => r.typeName === typeName).length]!
  switch (kind) {
    case 0: {
      const wire = pick('wire')
      return records.map((r) => (r.id === wire.id && r.typeName === 'wire' ? { ...r, name: `${r.name}-R${k}` } : r))
    }
    case 1: return records.map(once<Extract<HarnessRecord, { typeName: 'segment' }>>('segment', (s) => ({ ...s, length: (s.length + 5 + k) as typeof s.length })))
    case 2: {
      const node = pick('node')
      return records.map((r) => (r.id === node.id && r.typeName === 'node' ? { ...r, position: [r.position[0] + 3, r.position[1] - 2] as const } : r))
    }
    case 3: {
      const wire = pick('wire')
      return records.map((r) => (r.id === wire.id && r.typeName === 'wire' ? { ...r, colors: ['GN', 'YE'] } : r))
    }
    case 4: {
      const wire = pick('wire')
      return [...records, { ...(wire as Extract<HarnessRecord, { typeName: 'wire' }>), id: `wire:bench-${k}` as never, name: `WB${k}`, endA: { kind: 'open' }, endB: { kind: 'open' }, groupId: null, multicoreId: null }]
    }
    default: {
      const wire = pick('wire')
      return records.map((r) => (r.id === wire.id && r.typeName === 'wire' ? { ...r, csa: r.csa === 0.5 ? 0.75 : 0.5 } : r))
    }
  }
}

async function storedBytes(bench: BenchServer): Promise<number> {
  const { db } = bench.running.deps
  const row = (await db('chunks').select(db.raw('coalesce(sum(octet_length(data)), 0) as n')).first()) as { n: string | number }
  return Number(row.n)
}

async function fileSizes(bench: BenchServer, sizes: readonly Size[], repeat: number, projectId: number) {
  const results: Record<string, unknown> = {}
  for (const size of sizes) {
    const records = generateHarness(size, 1)
    const bytes = encodeDocument(records)
    const uploads: number[] = []
    const saves: number[] = []
    const opens: number[] = []
    let fileId = 0
    let version = 1
    for (let i = 0; i < repeat; i++) {
      const created = await sendBytes(bench, F.upload, { projectId, parentId: '', name: `${size}-${i}`, fileType: 'harness' }, bytes)
      uploads.push(created.ms)
      fileId = created.data.fileId
      version = 1
    }
    for (let i = 0; i < repeat; i++) {
      const saved = await sendBytes(bench, F.save, { fileId, baseVersion: version }, encodeDocument(edit(records, i)))
      saves.push(saved.ms)
      version = saved.data.version
      const opened = await download(bench, fileId)
      opens.push(opened.ms)
    }
    const mb = bytes.length / 1e6
    results[size] = {
      records: records.length,
      nativeMB: round(mb, 2),
      uploadMs: round(median(uploads)),
      saveMs: round(median(saves)),
      openMs: round(median(opens)),
      uploadMBps: round(mb / (median(uploads) / 1000)),
      openMBps: round(mb / (median(opens) / 1000)),
    }
    console.error(`files ${size}: ${JSON.stringify(results[size])}`)
  }
  return results
}

async function storageGrowth(bench: BenchServer, size: Size, projectId: number) {
  let records = generateHarness(size, 2)
  const first = encodeDocument(records)
  const before = await storedBytes(bench)
  const created = await sendBytes(bench, F.upload, { projectId, parentId: '', name: `storage-${size}`, fileType: 'harness' }, first)
  const afterFirst = (await storedBytes(bench)) - before
  let version = created.data.version
  const perSave: number[] = []
  const saveMs: number[] = []
  for (let k = 0; k < 20; k++) {
    records = edit(records, k)
    const prior = await storedBytes(bench)
    const saved = await sendBytes(bench, F.save, { fileId: created.data.fileId, baseVersion: version }, encodeDocument(records))
    version = saved.data.version
    saveMs.push(saved.ms)
    perSave.push((await storedBytes(bench)) - prior)
  }
  const total = (await storedBytes(bench)) - before
  const deflatedCopy = deflateRawSync(first, { level: 1 }).length
  return {
    size,
    nativeMB: round(first.length / 1e6, 2),
    versions: 21,
    storedAfterFirstMB: round(afterFirst / 1e6, 2),
    storedAfter21MB: round(total / 1e6, 2),
    wholeCopiesMB: round((21 * first.length) / 1e6, 1),
    deflatedWholeCopiesMB: round((21 * deflatedCopy) / 1e6, 1),
    perSaveKB: { median: round(median(perSave) / 1e3), max: round(Math.max(...perSave) / 1e3) },
    saveMs: { median: round(median(saveMs)), max: round(Math.max(...saveMs)) },
  }
}

async function bigTree(bench: BenchServer, files: number) {
  const { db } = bench.running.deps
  const projectId = await api<{ projectId: number }>(bench, 'POST', P.createProject, { name: `tree-${files}` }).then((r) => r.projectId)
  const now = new Date()
  // Setup only (not measured): 100 folders of files, written straight to the tables.
  const folders = (await db('project_nodes')
    .insert(Array.from({ length: 100 }, (_, i) => ({ project_id: projectId, parent_id: null, kind: 'folder', name: `F${i}`, created_by: bench.userId, created_at: now, updated_by: bench.userId, updated_at: now })))
    .returning('id')) as { id: number }[]
  const rows = Array.from({ length: files }, (_, i) => ({
    project_id: projectId, parent_id: folders[i % folders.length]!.id, kind: 'file', name: `线束-${i}`, file_type: 'harness', head_version: 1, size: 1000,
    summary: JSON.stringify({ kind: 'harness', records: 0, connectors: 0, wires: 0, splices: 0, segments: 0, multicores: 0, protections: 0 }),
    created_by: bench.userId, created_at: now, updated_by: bench.userId, updated_at: now,
  }))
  await db.batchInsert('project_nodes', rows, 1000)
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < 20; i++) {
    const start = performance.now()
    const response = await fetch(`${bench.running.url}${P.getProjectTree}?projectId=${projectId}`, { headers: bench.headers })
    bytes = (await response.arrayBuffer()).byteLength
    times.push(performance.now() - start)
  }
  const list: number[] = []
  for (let i = 0; i < 20; i++) {
    const start = performance.now()
    await api(bench, 'GET', P.listProjects)
    list.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { files, folders: folders.length, treeMs: { p50: round(times[10]!), p95: round(times[18]!) }, treeKB: round(bytes / 1e3), listProjectsMs: round(median(list)) }
}

async function main(): Promise<void> {
  const sizes = (process.env.BENCH_SIZES ?? 'S,M,L,XL').split(',').map((s) => s.trim()) as Size[]
  for (const s of sizes) if (!['S', 'M', 'L', 'XL'].includes(s)) throw new Error(`BENCH_SIZES: unknown size ${s}`)
  const repeat = Number(process.env.BENCH_REPEAT ?? '3')
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error('BENCH_REPEAT must be a whole number from 1')
  const storageSize = (process.env.BENCH_STORAGE_SIZE ?? 'XL') as Size
  const bench = await startBenchServer('workspacebench', '13800000002', 'workspace-bench-1')
  try {
    const projectId = await api<{ projectId: number }>(bench, 'POST', P.createProject, { name: 'bench' }).then((r) => r.projectId)
    const files = await fileSizes(bench, sizes, repeat, projectId)
    const storage = await storageGrowth(bench, storageSize, projectId)
    console.error(`storage: ${JSON.stringify(storage)}`)
    const tree = await bigTree(bench, 10_000)
    console.log(JSON.stringify({ benchmark: 'workspace', database: bench.database, repeat, files, storage, tree }, null, 2))
  } finally {
    await bench.close()
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${(error as Error).message}`)
  process.exit(1)
})
