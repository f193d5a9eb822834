import { describe, expect, it } from 'vitest'
import { pinCentre, pinLayout } from '@harness/engine'
import type { CatalogPart } from '@harness/protocol'
import { harness } from '../../../engine/test/harnessBuilder'
import { createEngineApi } from './engineApi'
import { nativeCodec } from './nativeCodec'
import { createReportApi } from './reportApi'

const part = (kind: CatalogPart['kind'], partNumber: string, params: CatalogPart['params'], links: CatalogPart['links'] = {}): CatalogPart =>
  ({ kind, partNumber, description: partNumber, status: 'normal', params, links })

const catalogue: CatalogPart[] = [
  part('connector', 'HSG', { cavityCount: 2, sealed: false }, { terminal: ['T-1'] }),
  part('terminal', 'T-1', { csaMin: 0.35, csaMax: 1, stripLength: 4 }),
]

/** Two housings HSG with a 0.35 mm² wire (fits T-1) and a 2.5 mm² wire (fits nothing). */
const records = () =>
  harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 100).connector('X1', 'A', 2).connector('X2', 'B', 2)
    .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').records
    .map((r) => (r.typeName === 'connector' ? { ...r, partNumber: 'HSG' } : r.typeName === 'wire' && r.id === 'W2' ? { ...r, csa: 2.5, od: 3 as never } : r))

describe('engine API and the part library', () => {
  it('setPartCatalog refuses malformed parts, changing nothing, and checks the document against a good one', async () => {
    const api = createEngineApi(nativeCodec)
    await api.openRecords(records())
    const before = (await api.findings(0, 100)).total
    const sparse: string[] = []
    sparse[1] = 'T-1'
    const bads: unknown[] = [
      null, [1], [{ ...catalogue[0], kind: 'rocket' }], [{ ...catalogue[0], params: { a: Number.NaN } }], [{ ...catalogue[0], links: { terminal: [1] } }],
      [{ ...catalogue[0], links: { terminal: sparse } }], [{ ...catalogue[1], params: { csaMin: -1 } }], [{ ...catalogue[1], params: { stripLength: -4 } }],
    ]
    for (const bad of bads) {
      expect(await api.setPartCatalog(bad), JSON.stringify(bad)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    }
    // A refused catalogue leaves the worker able to open documents.
    expect(await api.openRecords(records())).toMatchObject({ ok: true })
    expect((await api.findings(0, 100)).total).toBe(before)
    expect(await api.setPartCatalog(catalogue)).toEqual({ ok: true, parts: 2, findings: before + 1 })
    const rows = (await api.findings(0, 100)).rows.filter((r) => r.rule === 'endPartMismatch')
    expect(rows.map((r) => r.ids[0])).toEqual(['W2'])
    expect(await api.version()).toBe(0)
  })

  it('assignLibraryParts fits what matches in one undo step and answers the ends it could not', async () => {
    const api = createEngineApi(nativeCodec)
    await api.openRecords(records())
    await api.setPartCatalog(catalogue)
    const answer = await api.assignLibraryParts(['W1', 'W2'])
    expect(answer).toEqual({ ok: true, version: 1, assigned: 2, unmatched: [{ wireId: 'W2', end: 'A', reason: 'noTerminal' }, { wireId: 'W2', end: 'B', reason: 'noTerminal' }] })
    const decoded = nativeCodec.decode(await api.snapshot())
    if (!decoded.ok) throw new Error(decoded.error.message)
    expect(decoded.records.filter((r) => r.typeName === 'terminal').map((r) => [(r as { wireId: string }).wireId, (r as { partNumber: string }).partNumber])).toEqual([['W1', 'T-1'], ['W1', 'T-1']])
    expect(decoded.records.find((r) => r.id === 'W1')).toMatchObject({ stripA: 4, stripB: 4 })
    expect(await api.assignLibraryParts(['W2'])).toEqual({ ok: true, version: 1, assigned: 0, unmatched: expect.any(Array) })
    expect(await api.assignLibraryParts('W1' as never)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.undo()).toEqual({ ok: true, version: 2 })
  })

  it('setWireDiameters refuses a malformed or unusable table, changing nothing, and new wires take a good one across documents', async () => {
    const api = createEngineApi(nativeCodec)
    await api.openRecords(records())
    const columns = [{ key: 'c', name: '截面积', type: 'number', unit: 'mm²' }, { key: 'o', name: '外径', type: 'number', unit: 'mm' }]
    const bads: unknown[] = [
      1, { source: '', columns, rows: [] }, { source: 't', columns: 'x', rows: [] }, { source: 't', columns: [{ name: 1 }], rows: [] },
      { source: 't', columns, rows: [[0.35, 1.4]] }, { source: 't', columns, rows: [{ cells: [0.35, -1] }] }, { source: 't', columns: [columns[0]], rows: [{ cells: [0.35] }] },
    ]
    for (const bad of bads) expect(await api.setWireDiameters(bad), JSON.stringify(bad)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.setWireDiameters({ source: '团队线径表', columns, rows: [{ cells: [0.35, 1.45] }, { cells: [1, 2.25] }] })).toEqual({ ok: true, rows: 2 })
    // Kept for the next document: a generic wire drawn there is 0.35 mm² and 1.45 mm thick.
    await api.openRecords(records())
    expect(await api.setTool('wire')).toMatchObject({ ok: true })
    const event = (type: string, [x, y]: readonly [number, number]) => ({ type, point: [x, y], screen: [x * 4, y * 4], button: 0, shift: false, ctrl: false, space: false, scale: 4 })
    const from = pinCentre(pinLayout([0, 0], 2), 1)
    const to = pinCentre(pinLayout([100, 0], 2), 1)
    await api.pointer(event('pointerDown', from))
    await api.pointer(event('pointerMove', [50, 0]))
    const done = await api.pointer(event('pointerUp', to))
    const wireId = done.ok ? done.update.selection?.[0] : undefined
    expect(wireId).toBeDefined()
    expect((await api.records([wireId!]))[0]).toMatchObject({ typeName: 'wire', csa: 0.35, od: 1.45 })
  })

  it('says in the cut table which wires carry end parts the library rejects, in the panel and in the report worker', async () => {
    const api = createEngineApi(nativeCodec)
    await api.openRecords(records())
    const statusOf = async () => {
      const window = await api.reportWindow('cut-table', 'zh', 0, 10)
      if (!window.ok) throw new Error(window.detail)
      const at = window.columns.findIndex((c) => c.key === 'status')
      return window.rows.map((row) => [row[0], row[at]])
    }
    expect(await statusOf()).toEqual([[1, '正常'], [2, '正常']])
    // The library: W2 (2.5 mm²) fits no terminal of HSG; the window kept for this version is made again.
    await api.setPartCatalog(catalogue)
    expect(await statusOf()).toEqual([[1, '正常'], [2, '端子或防水栓不匹配']])

    // The report worker says the same when given the library, and refuses one it cannot read.
    const snapshot = await api.snapshot()
    const reports = createReportApi(nativeCodec.decode)
    const copy = () => snapshot.slice().buffer
    const built = await reports.buildSheets(copy(), ['cut-table'], 'en', undefined, { parts: catalogue })
    if (!built.ok) throw new Error(built.message)
    const sheet = built.sheets[0]!
    expect(sheet.rows.map((row) => row[sheet.columns.findIndex((c) => c.key === 'status')])).toEqual(['ok', 'terminal or seal does not fit'])
    expect(await reports.buildSheets(copy(), ['cut-table'], 'en', undefined, { parts: [{ kind: 'rocket' }] })).toMatchObject({ ok: false, message: expect.stringMatching(/part library/) })
  })
})
