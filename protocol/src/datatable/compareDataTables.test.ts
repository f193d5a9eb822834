import { describe, expect, it } from 'vitest'
import { table, wireList } from '../../test/tableBuilder'
import { compareDataTables } from './compareDataTables'
import type { DataTable } from './DataTable'

describe('compareDataTables', () => {
  it('finds nothing between equal tables', () => {
    const t = wireList(100)
    expect(compareDataTables(t, wireList(100))).toEqual({
      kind: 'datatable', rowsBefore: 100, rowsAfter: 100, columnsAdded: [], columnsRemoved: [],
      rowsAdded: 0, rowsRemoved: 0, cellsChanged: 0, cells: [], truncated: false,
    })
  })

  it('follows rows by id and columns by key, whatever their positions', () => {
    const before = table([['a', 'text'], ['b', 'integer'], ['gone', 'text']], [['x', 1, 'g'], ['y', 2, 'g'], ['z', 3, 'g']])
    // Columns reordered, one removed, one added; row r1 removed, rows moved, r4 added, two cells changed.
    const after: DataTable = {
      ...before,
      columns: [before.columns[1]!, { key: 'new', name: 'new', type: 'text', unit: '' }, before.columns[0]!],
      rows: [
        { id: 'r3', cells: [30, 'n', 'z'] },
        { id: 'r4', cells: [4, 'n', 'w'] },
        { id: 'r2', cells: [2, 'n', 'Y'] },
      ],
    }
    expect(compareDataTables(before, after)).toEqual({
      kind: 'datatable', rowsBefore: 3, rowsAfter: 3, columnsAdded: ['new'], columnsRemoved: ['gone'],
      rowsAdded: 1, rowsRemoved: 1, cellsChanged: 2, truncated: false,
      cells: [
        { rowId: 'r3', row: 1, column: 'b', before: 3, after: 30 },
        { rowId: 'r2', row: 3, column: 'a', before: 'y', after: 'Y' },
      ],
    })
  })

  it('reports cells that became empty or were filled, and values of another type', () => {
    const before = table([['v', 'text']], [['1'], [null]])
    const after: DataTable = { ...before, columns: [{ ...before.columns[0]!, type: 'integer' }], rows: [{ id: 'r1', cells: [1] }, { id: 'r2', cells: [null] }] }
    expect(compareDataTables(before, after).cells).toEqual([{ rowId: 'r1', row: 1, column: 'v', before: '1', after: 1 }])
    expect(compareDataTables(after, { ...after, rows: [{ id: 'r1', cells: [null] }, { id: 'r2', cells: [2] }] }).cellsChanged).toBe(2)
  })

  it('lists at most `limit` cells, counts them all and says it cut the list', () => {
    const before = wireList(50)
    const after = { ...before, rows: before.rows.map((r) => ({ ...r, cells: r.cells.map((c, i) => (i === 0 ? `${String(c)}x` : c)) })) }
    const result = compareDataTables(before, after, 10)
    expect(result.cellsChanged).toBe(50)
    expect(result.cells).toHaveLength(10)
    expect(result.truncated).toBe(true)
    expect(compareDataTables(before, after, 50).truncated).toBe(false)
  })
})
