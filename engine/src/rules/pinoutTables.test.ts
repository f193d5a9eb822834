import { describe, expect, it } from 'vitest'
import type { CavityId, ConnectorId, TableId, WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { pasteReady, copyRecords } from '../commands/clipboard'
import { createRecords, deleteRecords, setProperties } from '../commands/records'
import { placePinoutTables, setTableText } from '../commands/sheetItems'
import { Editor } from '../Editor'
import { createWire } from '../model/factories'
import { CONNECTOR_SIDE_MM } from '../spatial/lodRules'
import { PIN_END_MARGIN_MM } from '../spatial/connectorBody'
import { PINOUT_HEADINGS, pinoutCells } from './pinoutTables'
import { boxOfTable } from '../commands/tablePlacement'

// X1 (3 cavities) at A, X2 (3 cavities) at B, splice SP1 at C; W1 X1:1-X2:3, W2 X1:1-SP1.
const open = () => {
  const built = harness()
    .node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).node('C', 'splice', [50, 30])
    .segment('A', 'B', 100).connector('X1', 'A', 3).connector('X2', 'B', 3).splice('SP1', 'C')
    .wire('W1', 'X1:1', 'X2:3')
  const w2 = createWire({ id: 'W2' as WireId, name: 'W2', csa: 0.5, colors: ['RD', 'WH'], endA: { kind: 'splice', spliceId: 'SP1' as never }, endB: { kind: 'cavity', cavityId: 'X1:1' as CavityId } })
  return new Editor([...built.records, w2])
}

const rowsOf = (cells: readonly string[], cols: number) => Array.from({ length: cells.length / cols }, (_, r) => cells.slice(r * cols, r * cols + cols))

describe('pin-out tables', () => {
  it('lists a row per wire in each cavity, an empty cavity alone, with the far end of each wire', () => {
    const editor = open()
    const pinout = pinoutCells(editor.doc, 'X1' as ConnectorId)!
    expect(pinout.cols).toBe(PINOUT_HEADINGS.length)
    expect(rowsOf(pinout.cells, pinout.cols)).toEqual([
      [...PINOUT_HEADINGS],
      ['1', 'W1', 'BK', '0.35', 'X2:3'],
      ['1', 'W2', 'RD/WH', '0.5', 'SP1'],
      ['2', '', '', '', ''],
      ['3', '', '', '', ''],
    ])
    expect(pinout.rows).toBe(5)
    expect(pinoutCells(editor.doc, 'NOPE' as ConnectorId)).toBeNull()
  })

  it('keeps the table in step with every change in the same undo step, and removes it with its connector', () => {
    const editor = open()
    expect(editor.run(placePinoutTables, { connectorIds: ['X1' as ConnectorId], position: [0, 40], ids: ['T1' as TableId] })).toBe(true)
    const table = () => editor.doc.getOf('table', 'T1')
    expect(table()).toMatchObject({ pinoutOf: 'X1', rows: 5, cols: 5 })
    // A wire into cavity 2: a row follows; renaming the far connector renames the far ends.
    const w3 = createWire({ id: 'W3' as WireId, name: 'W3', endA: { kind: 'cavity', cavityId: 'X1:2' as CavityId }, endB: { kind: 'cavity', cavityId: 'X2:1' as CavityId } })
    expect(editor.run(createRecords, { records: [w3] })).toBe(true)
    expect(rowsOf(table()!.cells, 5)[3]).toEqual(['2', 'W3', 'BK', '0.35', 'X2:1'])
    expect(editor.run(setProperties<'connector'>(), { typeName: 'connector', id: 'X2', patch: { name: 'X20' } })).toBe(true)
    expect(table()!.cells).toContain('X20:1')
    // Undo takes the table back with the change it followed.
    expect(editor.undo()).toBe(true)
    expect(table()!.cells).toContain('X2:1')
    expect(table()!.cells).not.toContain('X20:1')
    expect(editor.undo()).toBe(true)
    expect(table()!.rows).toBe(5)
    // The designer cannot type over it; removing the connector removes it, and undo brings both back.
    expect(editor.run(setTableText, { tableId: 'T1' as TableId, text: 'a | b' })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.run(deleteRecords, { ids: ['X1'] })).toBe(true)
    expect(table()).toBeUndefined()
    expect(editor.undo()).toBe(true)
    expect(table()).toMatchObject({ pinoutOf: 'X1', rows: 5 })
  })

  it('refuses a table written to show the pin-out of a record that is no connector, and a malformed wire patch, changing nothing', () => {
    const editor = open()
    editor.run(placePinoutTables, { connectorIds: ['X1' as ConnectorId], ids: ['T1' as TableId] })
    const before = editor.doc.getOf('table', 'T1')
    expect(editor.run(setProperties<'table'>(), { typeName: 'table', id: 'T1', patch: { pinoutOf: 'W1' as never } })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.doc.getOf('table', 'T1')).toBe(before)
    expect(editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { colors: 'RD' as never } })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.doc.getOf('table', 'T1')).toBe(before)
  })

  it('places each table below its connector, moved down past the tables already there: none covers another', () => {
    // Four connectors 30 mm apart on a line: their 100 mm wide pin-outs would cover each other.
    let built = harness()
    for (let i = 0; i < 4; i++) built = built.node(`N${i}`, 'connector', [i * 30, 0]).connector(`X${i}`, `N${i}`, 2)
    for (let i = 0; i < 3; i++) built = built.segment(`N${i}`, `N${i + 1}`, 30)
    const editor = new Editor(built.records)
    expect(editor.run(placePinoutTables, { connectorIds: ['X0', 'X1'] as ConnectorId[], ids: ['T0', 'T1'] as TableId[] })).toBe(true)
    expect(editor.run(placePinoutTables, { connectorIds: ['X2', 'X3'] as ConnectorId[], ids: ['T2', 'T3'] as TableId[] })).toBe(true)
    const tables = ['T0', 'T1', 'T2', 'T3'].map((id) => editor.doc.getOf('table', id)!)
    const half = CONNECTOR_SIDE_MM / 2
    // The first right below its connector; each of the others in its connector's column, below the last.
    expect(tables[0]!.position).toEqual([-half, half + PIN_END_MARGIN_MM + 4])
    tables.forEach((t, i) => expect(t.position[0]).toBe(i * 30 - half))
    const boxes = tables.map(boxOfTable)
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(a.maxY <= b.minY || b.maxY <= a.minY || a.maxX <= b.minX || b.maxX <= a.minX).toBe(true)
    // A position given is taken as it is.
    expect(editor.run(placePinoutTables, { connectorIds: ['X0'] as ConnectorId[], position: [0, 0], ids: ['T4'] as TableId[] })).toBe(true)
    expect(editor.doc.getOf('table', 'T4')!.position).toEqual([0, 0])
  })

  it('says how many rows did not fit in the last row of a long pin-out', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 100).connector('X1', 'A', 250).connector('X2', 'B', 1)
    const pinout = pinoutCells(new Editor(built.records).doc, 'X1' as ConnectorId)!
    expect(pinout.rows).toBe(200)
    // The heading, 198 cavities, and a row for the 52 that did not fit.
    expect(pinout.cells.slice(-5)).toEqual(['…', '+52', '', '', ''])
    expect(pinout.cells).toHaveLength(200 * 5)
  })

  it('refuses a pin-out of no connector; a pasted copy follows the copied connector, or keeps its cells without it', () => {
    const editor = open()
    const X = (...ids: string[]) => ids as ConnectorId[]
    expect(editor.run(placePinoutTables, { connectorIds: X('X1', 'X9') })).toMatchObject({ ok: false, reason: 'notFound' })
    for (const bad of [{ connectorIds: X() }, { connectorIds: X('X1'), position: [Number.NaN, 0] as const }, { connectorIds: X('X1', 'X2'), position: [0, 0] as const }, { connectorIds: X('X1'), ids: [] }]) {
      expect(editor.run(placePinoutTables, bad as never), JSON.stringify(bad)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    }
    expect([...editor.doc.all('table')]).toEqual([])
    // Both at once, one undo step, each below its connector's body (X2's node at (100, 0)).
    expect(editor.run(placePinoutTables, { connectorIds: X('X1', 'X2'), ids: ['T1', 'T2'] as TableId[] })).toBe(true)
    expect(editor.doc.getOf('table', 'T2')).toMatchObject({ pinoutOf: 'X2', position: [100 - CONNECTOR_SIDE_MM / 2, CONNECTOR_SIDE_MM / 2 + PIN_END_MARGIN_MM + 4] })
    expect(editor.undo()).toBe(true)
    expect([...editor.doc.all('table')]).toEqual([])
    editor.run(placePinoutTables, { connectorIds: X('X1'), position: [0, 40], ids: ['T1' as TableId] })
    const withConnector = pasteReady(editor.doc, copyRecords(editor.doc, ['X1', 'T1']), 200, 0)
    if (!('records' in withConnector)) throw new Error('paste refused')
    const pasted = withConnector.records.find((r) => r.typeName === 'table')!
    const connector = withConnector.records.find((r) => r.typeName === 'connector')!
    expect(pasted.typeName === 'table' && pasted.pinoutOf).toBe(connector.id)
    const alone = pasteReady(editor.doc, copyRecords(editor.doc, ['T1']), 200, 0)
    if (!('records' in alone)) throw new Error('paste refused')
    expect(alone.records[0]).toMatchObject({ typeName: 'table', pinoutOf: null, rows: 5 })
  })
})
