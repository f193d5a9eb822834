import { describe, expect, it } from 'vitest'
import { table } from '../../../protocol/test/tableBuilder'
import { gridCommand, editorCommand, type KeyPress } from './gridKeys'
import { runEditorCommand, runGridCommand } from './tableEditorCommands'
import { createTableEditor } from './tableEditorState'

const key = (k: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods })
const rows = Array.from({ length: 30 }, (_, i) => [`W${i + 1}`, i, i % 2 === 0])
let ids = 0
const context = { words: { yes: '是', no: '否' }, pageRows: 10, newRowId: () => `n${++ids}` }

/** Presses `keys` on a fresh editor (the cell editor when one is open), as the page does. */
function pressAll(keys: readonly KeyPress[], readOnly = false) {
  const state = createTableEditor(table([['wire', 'text'], ['n', 'integer'], ['ok', 'boolean']], rows), 1, readOnly)
  const outcomes: string[] = []
  for (const k of keys) {
    if (state.editing) {
      const command = editorCommand(k, state.editing.mode)
      if (command) outcomes.push(runEditorCommand(state, command) ?? 'ok')
      else if (k.key.length === 1) state.editing.text += k.key
    } else {
      const command = gridCommand(k)
      if (command) outcomes.push(runGridCommand(state, command, context))
    }
  }
  return { state, outcomes }
}

describe('keyboard editing', () => {
  it('types into a cell, commits with Enter and moves down', () => {
    const { state } = pressAll([key('ArrowRight'), key('4'), key('2'), key('Enter')])
    expect(state.table.rows[0]!.cells[1]).toBe(42)
    expect(state.selection.focus).toEqual({ row: 1, column: 1 })
  })

  it('keeps editing with the problem when the value does not fit, and Escape cancels', () => {
    const { state, outcomes } = pressAll([key('ArrowRight'), key('x'), key('Enter')])
    expect(outcomes.at(-1)).toBe('dtNotInteger')
    expect(state.editing?.problem).toBe('dtNotInteger')
    expect(state.selection.focus).toEqual({ row: 0, column: 1 })
    const cancelled = pressAll([key('ArrowRight'), key('x'), key('Enter'), key('Escape')])
    expect(cancelled.state.editing).toBeNull()
    expect(cancelled.state.table.rows[0]!.cells[1]).toBe(0)
  })

  it('commits with Tab and arrows after typing', () => {
    const { state } = pressAll([key('a'), key('Tab'), key('7'), key('ArrowDown')])
    expect(state.table.rows[0]!.cells.slice(0, 2)).toEqual(['a', 7])
    expect(state.selection.focus).toEqual({ row: 1, column: 1 })
  })

  it('toggles booleans with Space, clears with Delete, undoes with Ctrl+Z and redoes with Ctrl+Y', () => {
    const { state } = pressAll([key('End'), key(' '), key('ArrowDown'), key('Delete'), key('z', { ctrlKey: true })])
    expect(state.table.rows[0]!.cells[2]).toBe(false)
    expect(state.table.rows[1]!.cells[2]).toBe(false)
    const again = pressAll([key('End'), key(' '), key('z', { ctrlKey: true }), key('y', { ctrlKey: true })])
    expect(again.state.table.rows[0]!.cells[2]).toBe(false)
  })

  it('pages, jumps, extends and collapses the selection', () => {
    const { state } = pressAll([key('PageDown'), key('PageDown'), key('End', { ctrlKey: true })])
    expect(state.selection.focus).toEqual({ row: 29, column: 2 })
    const extended = pressAll([key('ArrowDown', { shiftKey: true }), key('ArrowRight', { shiftKey: true })])
    expect(extended.state.selection).toEqual({ anchor: { row: 0, column: 0 }, focus: { row: 1, column: 1 } })
    const collapsed = pressAll([key('ArrowDown', { shiftKey: true }), key('Escape')])
    expect(collapsed.state.selection.anchor).toEqual(collapsed.state.selection.focus)
    const all = pressAll([key('a', { ctrlKey: true })])
    expect(all.state.selection).toEqual({ anchor: { row: 0, column: 0 }, focus: { row: 29, column: 2 } })
  })

  it('inserts a row below with Ctrl+Enter and deletes selected rows with Ctrl+Shift+Delete', () => {
    const { state } = pressAll([key('Enter', { ctrlKey: true }), key('ArrowDown', { shiftKey: true }), key('Delete', { ctrlKey: true, shiftKey: true })])
    expect(state.table.rows.map((r) => r.cells[0]).slice(0, 3)).toEqual(['W1', 'W3', 'W4'])
  })

  it('hands save and find to the page, and changes nothing when read-only', () => {
    expect(pressAll([key('s', { ctrlKey: true }), key('f', { metaKey: true })]).outcomes).toEqual(['save', 'find'])
    const { state } = pressAll([key('x'), key('Delete'), key(' '), key('Enter', { ctrlKey: true })], true)
    expect(state.editing).toBeNull()
    expect(state.table.rows).toHaveLength(30)
    expect(state.table.rows[0]!.cells).toEqual(['W1', 0, true])
  })
})
