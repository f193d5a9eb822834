import { describe, expect, it } from 'vitest'
import { TestEditor } from '../../test/TestEditor'
import { Editor } from '../Editor'
import { cellsText } from '../render/inspection'
import { placeLabel, placeTable, setTableText } from './sheetItems'

describe('labels and tables on the sheet', () => {
  it('places a label and a table with the drawing settings\u2019 font size and table size, and sets cells from text', () => {
    const editor = new Editor([])
    expect(editor.run(placeLabel, { position: [10, 20], text: 'Note', id: 'L1' as never })).toBe(true)
    expect(editor.doc.getOf('label', 'L1')).toMatchObject({ text: 'Note', fontSize: 12, position: [10, 20] })
    expect(editor.run(placeTable, { position: [0, 0], id: 'T1' as never })).toBe(true)
    expect(editor.doc.getOf('table', 'T1')).toMatchObject({ rows: 3, cols: 3, cells: [] })
    expect(editor.run(setTableText, { tableId: 'T1' as never, text: 'a | b\n\nc | d | e | f' })).toBe(true)
    const table = editor.doc.getOf('table', 'T1')!
    expect(table.cells).toEqual(['a', 'b', '', '', '', '', 'c', 'd', 'e'])
    expect(cellsText(table)).toBe('a | b | \n |  | \nc | d | e')
  })

  it('refuses bad positions, sizes, texts and taken ids, changing nothing', () => {
    const editor = new Editor([])
    expect(editor.run(placeLabel, { position: [Number.NaN, 0], text: 'x' })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(placeLabel, { position: [0, 0], text: 'x', fontSize: 0 })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(placeTable, { position: [0, 0], rows: 0 })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(placeTable, { position: [0, 0], rows: 1, cols: 1, cells: ['a', 'b'] })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(setTableText, { tableId: 'nope' as never, text: '' })).toMatchObject({ reason: 'notFound' })
    expect(editor.run(placeLabel, { position: [0, 0], text: 'x', id: 'settings' as never })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.version).toBe(0)
  })

  it('puts labels and tables with their tools where the pointer is, snapped to the grid, and selects them', () => {
    const editor = new TestEditor([])
    editor.tool('label')
    editor.click([21, 38])
    expect(editor.document.editor.doc.getOf('label', editor.selected[0]!)).toMatchObject({ position: [20, 40], text: '标注' })
    editor.tool('table')
    editor.click([100, 100])
    expect(editor.document.editor.doc.getOf('table', editor.selected[0]!)).toMatchObject({ position: [100, 100], rows: 3, cols: 3 })
    expect(editor.document.editor.undo()).toBe(true)
    expect(editor.document.editor.doc.count('table')).toBe(0)
  })
})
