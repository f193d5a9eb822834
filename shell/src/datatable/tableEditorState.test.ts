import { describe, expect, it } from 'vitest'
import { table } from '../../../protocol/test/tableBuilder'
import {
  appendRow, cancelEditing, clearSelection, commitEditing, createTableEditor, deleteSelectedRows, insertRowBelow, isDirty, loadTable,
  markSaved, redoEdit, startEditing, toggleFocus, undoEdit,
} from './tableEditorState'

const words = { yes: '是', no: '否' }
const base = () => table([['wire', 'text'], ['len', 'integer'], ['ok', 'boolean']], [['W1', 100, true], ['W2', null, null]])

describe('table editor state', () => {
  it('edits a cell through the editor, refusing text that does not fit and keeping it for correction', () => {
    const state = createTableEditor(base(), 3, false)
    state.selection = { anchor: { row: 1, column: 1 }, focus: { row: 1, column: 1 } }
    startEditing(state, 'enter', words, '12.5')
    expect(commitEditing(state)).toBe('dtNotInteger')
    expect(state.editing?.problem).toBe('dtNotInteger')
    expect(isDirty(state)).toBe(false)
    state.editing!.text = '125'
    expect(commitEditing(state)).toBeNull()
    expect(state.editing).toBeNull()
    expect(state.table.rows[1]!.cells[1]).toBe(125)
    expect(isDirty(state)).toBe(true)
  })

  it('starts F2 editing from the shown value and cancels without a change', () => {
    const state = createTableEditor(base(), 1, false)
    state.selection = { anchor: { row: 0, column: 2 }, focus: { row: 0, column: 2 } }
    startEditing(state, 'edit', words)
    expect(state.editing?.text).toBe('是')
    cancelEditing(state)
    expect(state.editing).toBeNull()
    startEditing(state, 'edit', words)
    expect(commitEditing(state)).toBeNull()
    expect(isDirty(state)).toBe(false)
  })

  it('undoes back to the saved state and knows it is clean again', () => {
    const state = createTableEditor(base(), 1, false)
    expect(toggleFocus(state)).toBe(false)
    state.selection = { anchor: { row: 0, column: 0 }, focus: { row: 1, column: 2 } }
    clearSelection(state)
    expect(state.table.rows.map((r) => r.cells)).toEqual([[null, null, null], [null, null, null]])
    markSaved(state, 2)
    expect([isDirty(state), state.version]).toEqual([false, 2])
    expect(undoEdit(state)).toBe(true)
    expect(isDirty(state)).toBe(true)
    expect(state.table.rows[0]!.cells).toEqual(['W1', 100, true])
    expect(redoEdit(state)).toBe(true)
    expect(isDirty(state)).toBe(false)
    expect(redoEdit(state)).toBe(false)
  })

  it('inserts, appends and deletes rows, keeping the selection inside the table', () => {
    const state = createTableEditor(base(), 1, false)
    insertRowBelow(state, 'a1')
    expect(state.table.rows.map((r) => r.id)).toEqual(['r1', 'a1', 'r2'])
    expect(state.selection.focus).toEqual({ row: 1, column: 0 })
    appendRow(state, 'a2')
    expect(state.selection.focus).toEqual({ row: 3, column: 0 })
    state.selection = { anchor: { row: 2, column: 0 }, focus: { row: 3, column: 1 } }
    deleteSelectedRows(state)
    expect(state.table.rows.map((r) => r.id)).toEqual(['r1', 'a1'])
    expect(state.selection.focus.row).toBe(1)
    state.selection = { anchor: { row: 1, column: 2 }, focus: { row: 1, column: 2 } }
    expect(toggleFocus(state)).toBe(true)
    expect(state.table.rows[1]!.cells[2]).toBe(true)
  })

  it('changes nothing when read-only, and loads another version clean', () => {
    const state = createTableEditor(base(), 1, true)
    startEditing(state, 'enter', words, 'x')
    expect(state.editing).toBeNull()
    clearSelection(state)
    expect(state.table.rows[0]!.cells[0]).toBe('W1')
    const writable = createTableEditor(base(), 1, false)
    clearSelection(writable)
    loadTable(writable, table([['a', 'text']], []), 5)
    expect([isDirty(writable), writable.version, writable.selection.focus]).toEqual([false, 5, { row: 0, column: 0 }])
    expect(undoEdit(writable)).toBe(false)
  })
})
