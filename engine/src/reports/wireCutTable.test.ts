import { describe, expect, it } from 'vitest'
import type { WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { setProperties } from '../commands/records'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { smallHarness } from './__fixtures__/reportHarnesses'
import { generateHarness } from '../generate/generateHarness'
import { WireCutRows, wireCutTable } from './wireCutTable'
import { buildReportSheet } from './reportSheets'
import { PartCatalog } from '../library/PartCatalog'
import { createTerminal } from '../model/factories'

const small = () => new Editor(smallHarness(harness)).doc

describe('wireCutTable', () => {
  it('lists every wire with lengths in mm, both ends and a status, in natural wire-number order', () => {
    const doc = small()
    const rows = wireCutTable(doc, deriveHarness(doc))
    expect(rows.map((r) => [r.line, r.wireNumber, r.productionLength, r.dmuLength, r.status])).toEqual([
      [1, 'LOST', null, null, 'cannotConnectToGraph'],
      [2, 'W1', 160, 150, 'ok'],
      [3, 'W2', 195, 180, 'ok'],
      [4, 'W10', 135, 130, 'ok'],
    ])
    expect(rows[1]).toEqual({
      line: 2, wireId: 'W1', wireNumber: 'W1', kind: 'wire', multicore: '', modules: '', partNumber: 'FLRYB-0.35', wireType: 'FLRY-B 0.35',
      csa: 0.35, od: 1.3, colors: 'RD/WH', productionLength: 160, dmuLength: 150, drawingLength: 150, fixedLength: false, quantity: 1,
      aConnector: 'X1', aCavity: '1', aTerminal: 'TRM-064', aSeal: 'SEAL-1', aStrip: 5, aSplice: '',
      bConnector: 'X2', bCavity: '1', bTerminal: 'TRM-064', bSeal: '', bStrip: 4, bSplice: '',
      twistGroup: '', layLength: null, status: 'ok',
    })
    expect(rows[3]).toMatchObject({ aConnector: 'X2', aCavity: '2', aTerminal: 'TRM-15', bConnector: '', bCavity: '', bTerminal: '', bSplice: 'SP1', partNumber: 'FLRYB-0.5' })
    expect(rows[0]).toMatchObject({ aConnector: 'X1', aCavity: '3', bConnector: 'X9', bCavity: '1', productionLength: null, drawingLength: null, quantity: 1 })
  })

  it('keeps open wires with status openEnd and marks fixed lengths', () => {
    const editor = new Editor(smallHarness(harness))
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W2', patch: { endB: { kind: 'open' } } })
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { fixedLength: 170 as never } })
    const rows = wireCutTable(editor.doc, deriveHarness(editor.doc))
    expect(rows.find((r) => r.wireId === ('W2' as WireId))).toMatchObject({ status: 'openEnd', productionLength: null, bSplice: '', bConnector: '' })
    expect(rows.find((r) => r.wireId === ('W1' as WireId))).toMatchObject({ status: 'ok', productionLength: 170, dmuLength: 150, fixedLength: true })
  })

  it('refuses derived data of another document version', () => {
    const editor = new Editor(smallHarness(harness))
    const derived = deriveHarness(editor.doc)
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { colors: ['GN'] } })
    expect(() => wireCutTable(editor.doc, derived)).toThrow(RangeError)
  })

  it('makes any row on request equal to the whole table, open ends, missing parts and fixed lengths included', () => {
    const editor = new Editor([...smallHarness(harness), ...generateHarness('S', 2)])
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W2', patch: { endB: { kind: 'open' } } })
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { fixedLength: 170 as never } })
    const derived = deriveHarness(editor.doc)
    const whole = wireCutTable(editor.doc, derived)
    const rows = new WireCutRows(editor.doc, derived)
    expect(rows.count).toBe(whole.length)
    expect(Array.from({ length: rows.count }, (_, i) => rows.row(i))).toEqual(whole)
    expect(Array.from({ length: rows.count }, (_, i) => rows.wireIdAt(i))).toEqual(whole.map((r) => r.wireId))
    expect(() => rows.row(rows.count)).toThrow(RangeError)
    // Once the document moves on, the rows of the old version are refused, not made from the new one.
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { colors: ['GN'] } })
    expect(() => rows.row(0)).toThrow(RangeError)
  })

  it('does not depend on insertion order', () => {
    const records = smallHarness(harness)
    const a = new Editor(records).doc
    const b = new Editor([...records].reverse()).doc
    expect(wireCutTable(b, deriveHarness(b))).toEqual(wireCutTable(a, deriveHarness(a)))
  })

  it('says endPartMismatch for a wire with its length whose terminal the part library says does not fit', () => {
    // W1 (1.5 mm²) ends in X1 of housing HSG; its terminal T-SMALL takes 0.35-0.5 mm² only.
    const records = harness().node('N1').node('N2').segment('N1', 'N2', 100).connector('X1', 'N1', 1).connector('X2', 'N2', 1)
      .wire('W1', 'X1:1', 'X2:1', 2.4).records.map((r) => {
        if (r.typeName === 'connector') return { ...r, partNumber: 'HSG' }
        if (r.typeName === 'wire') return { ...r, csa: 1.5 }
        return r
      })
    const terminal = createTerminal({ wireId: 'W1' as WireId, end: 'A', partNumber: 'T-SMALL' })
    const doc = new Editor([...records, terminal]).doc
    const derived = deriveHarness(doc)
    const catalog = new PartCatalog([
      { kind: 'connector', partNumber: 'HSG', description: 'housing', status: 'normal', params: { cavityCount: 1, sealed: false }, links: { terminal: ['T-SMALL'] } },
      { kind: 'terminal', partNumber: 'T-SMALL', description: 'terminal', status: 'normal', params: { csaMin: 0.35, csaMax: 0.5 }, links: {} },
    ])
    const row = wireCutTable(doc, derived, catalog)[0]!
    expect(row.status).toBe('endPartMismatch')
    expect(row.productionLength).not.toBeNull()
    expect(new WireCutRows(doc, derived, catalog).row(0).status).toBe('endPartMismatch')
    // Without a library nothing is checked; a wire without a length keeps saying why it has none.
    expect(wireCutTable(doc, derived)[0]!.status).toBe('ok')
    const sheet = buildReportSheet('cut-table', doc, derived, 'zh', false, catalog)
    expect(sheet.rows[0]![sheet.columns.findIndex((c) => c.key === 'status')]).toBe('端子或防水栓不匹配')
  })
})
