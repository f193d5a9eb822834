import { describe, expect, it } from 'vitest'
import { table, wireList } from '../../../protocol/test/tableBuilder'
import type { DataTable } from '@harness/protocol'
import { emptyHistory, historyPosition, perform, redo, undo, HISTORY_LIMIT } from './editHistory'
import { applyEdit, type TableEdit } from './tableEdits'

const base = table([['a', 'text'], ['n', 'integer']], [['x', 1], ['y', 2], ['z', 3]])

/** Applies `edit`, then its inverse: the table must come back exactly. */
function roundTrip(t: DataTable, edit: TableEdit): DataTable {
  const applied = applyEdit(t, edit)
  expect(applyEdit(applied.table, applied.inverse).table).toEqual(t)
  return applied.table
}

describe('applyEdit', () => {
  it('sets cells and undoes them, a cell set twice included', () => {
    const after = roundTrip(base, { kind: 'setCells', changes: [{ row: 1, column: 1, value: 20 }, { row: 1, column: 1, value: 21 }, { row: 2, column: 0, value: null }] })
    expect(after.rows.map((r) => r.cells)).toEqual([['x', 1], ['y', 21], [null, 3]])
    expect(after.rows[0]).toBe(base.rows[0])
  })

  it('inserts and deletes rows anywhere', () => {
    const inserted = roundTrip(base, { kind: 'insertRows', rows: [{ index: 0, row: { id: 'n1', cells: ['p', null] } }, { index: 2, row: { id: 'n2', cells: ['q', null] } }] })
    expect(inserted.rows.map((r) => r.id)).toEqual(['n1', 'r1', 'n2', 'r2', 'r3'])
    const deleted = roundTrip(base, { kind: 'deleteRows', indexes: [2, 0] })
    expect(deleted.rows.map((r) => r.id)).toEqual(['r2'])
  })

  it('inserts, updates and deletes columns with their cells', () => {
    const added = roundTrip(base, { kind: 'insertColumn', at: 1, column: { key: 'c', name: 'C', type: 'boolean', unit: '' }, cells: [true, null, false] })
    expect(added.rows[0]!.cells).toEqual(['x', true, 1])
    const retyped = roundTrip(base, { kind: 'updateColumn', at: 1, column: { key: 'n', name: 'N', type: 'text', unit: '' }, cells: ['1', '2', '3'] })
    expect(retyped.columns[1]!.type).toBe('text')
    expect(retyped.rows[2]!.cells).toEqual(['z', '3'])
    expect(roundTrip(base, { kind: 'updateColumn', at: 0, column: { key: 'a', name: '导线', type: 'text', unit: '' }, cells: null }).columns[0]!.name).toBe('导线')
    expect(roundTrip(base, { kind: 'deleteColumn', at: 0 }).rows.map((r) => r.cells)).toEqual([[1], [2], [3]])
  })

  it('replaces the whole table and runs batches in order', () => {
    roundTrip(base, { kind: 'replaceTable', table: wireList(3) })
    const batch = roundTrip(base, {
      kind: 'batch',
      edits: [
        { kind: 'insertRows', rows: [{ index: 3, row: { id: 'n1', cells: [null, null] } }] },
        { kind: 'setCells', changes: [{ row: 3, column: 0, value: 'w' }] },
      ],
    })
    expect(batch.rows[3]).toEqual({ id: 'n1', cells: ['w', null] })
  })
})

describe('edit history', () => {
  it('undoes and redoes in order and knows the saved state', () => {
    let state = { table: base, history: emptyHistory() }
    const saved = historyPosition(state.history)
    state = perform(state.table, state.history, { kind: 'setCells', changes: [{ row: 0, column: 0, value: 'A' }] })
    state = perform(state.table, state.history, { kind: 'deleteRows', indexes: [1] })
    expect(historyPosition(state.history)).not.toBe(saved)
    const back1 = undo(state.table, state.history)!
    expect(back1.table.rows).toHaveLength(3)
    const back2 = undo(back1.table, back1.history)!
    expect(back2.table).toEqual(base)
    expect(historyPosition(back2.history)).toBe(saved)
    expect(undo(back2.table, back2.history)).toBeNull()
    const forward = redo(back2.table, back2.history)!
    expect(forward.table.rows[0]!.cells[0]).toBe('A')
    const again = redo(forward.table, forward.history)!
    expect(again.table).toEqual(state.table)
    expect(historyPosition(again.history)).toBe(historyPosition(state.history))
    expect(redo(again.table, again.history)).toBeNull()
  })

  it('forgets redo steps after a new edit and keeps at most the limit', () => {
    let state = { table: base, history: emptyHistory() }
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) state = perform(state.table, state.history, { kind: 'setCells', changes: [{ row: 0, column: 1, value: i }] })
    expect(state.history.undo).toHaveLength(HISTORY_LIMIT)
    const back = undo(state.table, state.history)!
    const fresh = perform(back.table, back.history, { kind: 'setCells', changes: [{ row: 0, column: 0, value: 'B' }] })
    expect(fresh.history.redo).toHaveLength(0)
  })
})
