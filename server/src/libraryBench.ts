/**
 * `npm run bench:library`: a team library of 100,000 parts (`LIBRARY_PARTS`) on a fresh embedded
 * database (or a scratch database on the `DATABASE_URL` server), searched through the HTTP API as
 * the library screen searches it: part-number fragments with and without separators, Chinese
 * substrings, a parameter filter ("terminals that take 1.5 mm²"), each 100 sequential requests
 * for p50/p99 after 20 untimed ones; the export of the whole library as CSV and xlsx, and that xlsx imported into an
 * empty library (dry run and import); then a part import of a harness naming 10,000 parts (dry run and import); and, in
 * the engine, the attached-part proposal for every wire end of the generated XL harness against
 * the catalogue its own parts make. Prints JSON. Rate limits are lifted for the run.
 */
import { LibraryPaths, partNumberIdentity, partNumberKey, type LibraryPartKind } from '@harness/protocol'
import {
  PartCatalog, createConnector, createNode, createTerminal, createWire, createCavity, encodeDocument, endAssignments, generateHarness, partsOfHarness,
  type HarnessRecord,
} from '@harness/engine'
import { startBenchServer } from './benchServer'
import { searchTextOf, numberKeysOf } from './features/library/partFields'
import { insertParts } from './features/library/parts.repo'

const PARTS = Number(process.env.LIBRARY_PARTS ?? '100000')
const IMPORTED = 10_000
const KINDS: readonly LibraryPartKind[] = ['terminal', 'connector', 'seal', 'wire', 'protection']
const WORDS: Readonly<Record<string, string>> = { terminal: '母端子', connector: '防水护套', seal: '单线防水栓', wire: '薄壁导线', protection: '波纹管' }

/** Requests of each form made before its measured ones, untimed: the database's caches and the server's code warm. */
const WARM_UP_REQUESTS = 20

/**
 * p50 and p99 in ms of `requests` sequential GETs made by `path(i)`, after {@link WARM_UP_REQUESTS}
 * of the same form (other values of `i`) that are not timed: the first form measured would
 * otherwise carry the cold start of the whole run (pages of the table not yet in the buffer
 * cache, the planner's first plans) in its p99.
 */
async function latency(url: string, headers: Record<string, string>, requests: number, path: (i: number) => string): Promise<{ p50: number; p99: number; found: number }> {
  for (let i = 0; i < WARM_UP_REQUESTS; i++) await fetch(url + path(requests + i), { headers }).then((r) => r.arrayBuffer())
  const times: number[] = []
  let found = 0
  for (let i = 0; i < requests; i++) {
    const start = performance.now()
    const r = await fetch(url + path(i), { headers })
    const body = (await r.json()) as { code: number; data: { total: number } }
    if (body.code !== 200) throw new Error(`${path(i)}: ${JSON.stringify(body)}`)
    found += body.data.total > 0 ? 1 : 0
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100
  // `found`: how many of the requests found something (a search that finds nothing measures nothing).
  return { p50: at(0.5), p99: at(0.99), found }
}

/** The library parts of the run: kinds in turn, part numbers with separators, Chinese descriptions, ranges for terminals. */
function generatedParts(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!
    const partNumber = `PN-${kind.slice(0, 3).toUpperCase()}-${String(i).padStart(6, '0')}-${(i % 7) + 1}.${i % 10}`
    const csaMin = [0.35, 0.5, 1, 2.5, 4][Math.floor(i / KINDS.length) % 5]!
    const params: Record<string, number | string | boolean> =
      kind === 'terminal' ? { csaMin, csaMax: csaMin * 2.5 } : kind === 'connector' ? { cavityCount: (i % 24) + 1 } : kind === 'seal' ? { wireOdMin: 1.2, wireOdMax: 2.2 }
        : kind === 'wire' ? { csa: csaMin, od: 1 + csaMin } : { material: 'corrugatedTubeSlit' }
    const values = { partNumber, supplierPartNumber: '', manufacturerPartNumber: '', manufacturer: '某连接器厂', supplier: '', description: `${WORDS[kind]} ${i}`, status: 'normal' as const, usage: 'optional' as const, weight: null, unitCost: null, params }
    const numberKeys = numberKeysOf(values)
    return { kind, fields: { ...values, partKey: partNumberIdentity(partNumber), numberKeys, searchText: searchTextOf(kind, values, numberKeys) } }
  })
}

/** A native harness naming `count` terminals on the wire ends of one housing family (what the import reads). */
function harnessNaming(count: number): Uint8Array {
  const records: HarnessRecord[] = [createNode({ id: 'N1' as never, kind: 'connector', name: 'N1', position: [0, 0] })]
  for (let c = 0; c < count / 100; c++) {
    records.push(createConnector({ id: `X${c}` as never, name: `X${c}`, nodeId: 'N1' as never, partNumber: `IMP-HSG-${c}` }))
    for (let k = 0; k < 100; k++) {
      const cavity = `X${c}:${k}`
      records.push(createCavity({ id: cavity as never, connectorId: `X${c}` as never, name: String(k), index: k }))
      records.push(createWire({ id: `W${c}.${k}` as never, name: `W${c}.${k}`, csa: 0.5, od: 1.6 as never, endA: { kind: 'cavity', cavityId: cavity as never }, endB: { kind: 'open' } }))
      records.push(createTerminal({ wireId: `W${c}.${k}` as never, end: 'A', partNumber: `IMP-T-${c}-${k}` }))
    }
  }
  return encodeDocument(records)
}

async function main(): Promise<void> {
  const bench = await startBenchServer('librarybench', '13800000002', 'library-bench-1')
  const { running, userId } = bench
  const db = running.deps.db
  const now = new Date()
  const [team] = (await db('teams').insert({ name: '零件库基准', created_by: userId, created_at: now, updated_at: now }).returning('id')) as { id: string | number }[]
  const teamId = Number(team!.id)
  await db('team_members').insert({ team_id: teamId, user_id: userId, role: 'owner', joined_at: now })
  const headers = { cookie: bench.headers.cookie!, 'x-csrf-token': bench.headers['x-csrf-token']! }
  const indexes = ((await db.raw(`SELECT indexname FROM pg_indexes WHERE tablename = 'library_parts'`)) as { rows: { indexname: string }[] }).rows.map((r) => r.indexname)
  let started = performance.now()
  await db.transaction((trx) => insertParts(trx, { scope: 'team', teamId }, generatedParts(PARTS), userId, now))
  const seedMs = Math.round(performance.now() - started)
  // As autovacuum would after a bulk load: the planner needs the table's statistics to pick the trigram indexes.
  await db.raw('ANALYZE library_parts')
  const list = (q: Record<string, string>) => `${LibraryPaths.listParts}?${new URLSearchParams({ library: String(teamId), pageSize: '50', ...q })}`
  // Terminals are every fifth part: a random terminal's index.
  const pick = (i: number) => ((i * 7919) % Math.floor(PARTS / KINDS.length)) * KINDS.length
  const number = (i: number) => `${String(pick(i)).padStart(6, '0')}`
  const search = {
    partNumberWithSeparators: await latency(running.url, headers, 100, (i) => list({ q: `PN-TER-${number(i).slice(0, 4)}` })),
    partNumberWithoutSeparators: await latency(running.url, headers, 100, (i) => list({ q: partNumberKey(`TER${number(i)}`) })),
    chineseSubstring: await latency(running.url, headers, 100, (i) => list({ q: `端子 ${pick(i)}` })),
    // The broadest such query: every generated part number holds a 0, so it matches all 20,000 terminals.
    chineseBroad: await latency(running.url, headers, 100, () => list({ q: '端子 0' })),
    parameterFilter: await latency(running.url, headers, 100, (i) => list({ kind: 'terminal', filters: JSON.stringify([{ key: 'csaMin', op: 'lte', value: 1.5 }, { key: 'csaMax', op: 'gte', value: 1.5 }]), page: String((i % 20) + 1) })),
  }

  // The export of the whole library (every part, one statement) as a spreadsheet user runs it.
  const exportOnce = async (format: 'xlsx' | 'csv') => {
    const start = performance.now()
    const r = await fetch(`${running.url}${LibraryPaths.exportParts}?${new URLSearchParams({ library: String(teamId), format })}`, { headers })
    if (r.status !== 200) throw new Error(`export ${format}: ${r.status}`)
    const bytes = new Uint8Array(await r.arrayBuffer())
    return { ms: Math.round(performance.now() - start), megabytes: Math.round(bytes.byteLength / 1e5) / 10, bytes }
  }
  const csvExport = await exportOnce('csv')
  const xlsxExport = await exportOnce('xlsx')
  const exports = { csv: { ms: csvExport.ms, megabytes: csvExport.megabytes }, xlsx: { ms: xlsxExport.ms, megabytes: xlsxExport.megabytes } }

  // The whole library's xlsx export imported into an empty library of a second team, mapping proposed from its headings.
  const [copyTeam] = (await db('teams').insert({ name: '零件库基准副本', created_by: userId, created_at: now, updated_at: now }).returning('id')) as { id: string | number }[]
  await db('team_members').insert({ team_id: Number(copyTeam!.id), user_id: userId, role: 'owner', joined_at: now })
  const tableOnce = async (dryRun: boolean) => {
    const start = performance.now()
    const r = await fetch(`${running.url}${LibraryPaths.importParts}?${new URLSearchParams({ library: String(copyTeam!.id), name: 'library.xlsx', dryRun: dryRun ? '1' : '0' })}`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' }, body: new Blob([xlsxExport.bytes as Uint8Array<ArrayBuffer>]),
    })
    const body = (await r.json()) as { code: number; data: { added: number; skipped: number } }
    if (body.code !== 200) throw new Error(`table import: ${JSON.stringify(body).slice(0, 500)}`)
    return { ms: Math.round(performance.now() - start), added: body.data.added, skipped: body.data.skipped }
  }
  const tableImport = { parts: PARTS, dryRun: await tableOnce(true), applied: await tableOnce(false) }

  const file = harnessNaming(IMPORTED)
  const importOnce = async (dryRun: boolean) => {
    const start = performance.now()
    const r = await fetch(`${running.url}${LibraryPaths.importParts}?${new URLSearchParams({ library: String(teamId), name: 'parts.harness', dryRun: dryRun ? '1' : '0' })}`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' }, body: new Blob([file as Uint8Array<ArrayBuffer>]),
    })
    const body = (await r.json()) as { code: number; data: { added: number } }
    if (body.code !== 200) throw new Error(`import: ${JSON.stringify(body)}`)
    return { ms: Math.round(performance.now() - start), added: body.data.added }
  }
  const importDryRun = await importOnce(true)
  const importApplied = await importOnce(false)
  await bench.close()

  started = performance.now()
  const xl = generateHarness('XL', 1)
  const generateMs = Math.round(performance.now() - started)
  const { Editor } = await import('@harness/engine')
  const editor = new Editor(xl)
  const catalog = new PartCatalog(partsOfHarness(xl).parts)
  const wireIds = [...editor.doc.all('wire')].map((w) => w.id)
  started = performance.now()
  const proposed = endAssignments(editor.doc, catalog, wireIds)
  const proposalMs = Math.round(performance.now() - started)

  console.log(JSON.stringify({
    benchmark: 'library', database: bench.database, parts: PARTS, seedMs, indexes,
    searchMs: search,
    exportAll: exports,
    import: { parts: IMPORTED + IMPORTED / 100, dryRun: importDryRun, applied: importApplied },
    xlsxImport: tableImport,
    proposal: { harness: 'XL', wires: wireIds.length, ends: proposed.assignments.length + proposed.unmatched.length, assigned: proposed.assignments.length, ms: proposalMs, generateMs },
  }, null, 2))
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${(error as Error).message}`)
  process.exit(1)
})
