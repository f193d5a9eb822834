import { describe, expect, it } from 'vitest'
import { inferDataTable, type RawCell } from './inferDataTable'

function build(grid: RawCell[][]) {
  const read = inferDataTable(grid)
  if (!read.ok) throw new Error(read.problem.message)
  return read.table
}

describe('inferDataTable', () => {
  it('infers each column type from all its values', () => {
    const t = build([
      ['导线', '针脚', '截面积(mm²)', '双绞', '日期', '混合'],
      ['W1', '1', '0.5', '是', '2024/1/5', '1'],
      ['W2', '2.0', '1', 'false', '2024-01-06', 'x'],
      ['W3', '', '', '', '', ''],
    ])
    expect(t.columns.map((c) => [c.key, c.name, c.type, c.unit])).toEqual([
      ['A', '导线', 'text', ''],
      ['B', '针脚', 'integer', ''],
      ['C', '截面积', 'number', 'mm²'],
      ['D', '双绞', 'boolean', ''],
      ['E', '日期', 'date', ''],
      ['F', '混合', 'text', ''],
    ])
    expect(t.rows).toEqual([
      { id: 'r1', cells: ['W1', 1, 0.5, true, '2024-01-05', '1'] },
      { id: 'r2', cells: ['W2', 2, 1, false, '2024-01-06', 'x'] },
      { id: 'r3', cells: ['W3', null, null, null, null, null] },
    ])
  })

  it('takes typed worksheet values as they are and writes them as text in text columns', () => {
    const t = build([
      ['n', 'b', 'd', 'mixed'],
      [1.5, true, { date: '2024-03-01' }, 2],
      [2, false, { date: '2024-03-02' }, { date: '2024-03-03' }],
      [3, null, null, true],
      [4, null, null, 'x'],
    ])
    expect(t.columns.map((c) => c.type)).toEqual(['number', 'boolean', 'date', 'text'])
    expect(t.rows.map((r) => r.cells[3])).toEqual(['2', '2024-03-03', 'TRUE', 'x'])
  })

  it('keeps codes with leading zeros and long digit strings as text', () => {
    const t = build([['part', 'id'], ['007', '12345678901234567890'], ['010', '1']])
    expect(t.columns.map((c) => c.type)).toEqual(['text', 'text'])
    expect(t.rows[0]!.cells).toEqual(['007', '12345678901234567890'])
  })

  it('drops empty rows and trailing empty columns, and names columns that have data but no heading', () => {
    const t = build([['a', '', ''], ['1', '', ''], ['', ' ', ''], [null, null], ['2', 'x', '']])
    expect(t.columns.map((c) => c.name)).toEqual(['a', 'B'])
    expect(t.rows.map((r) => r.id)).toEqual(['r1', 'r2'])
    expect(t.rows[1]!.cells).toEqual([2, 'x'])
  })

  it('makes a table of text columns from a heading row alone, and an empty table from nothing', () => {
    expect(build([['x', 'y']]).columns.map((c) => c.type)).toEqual(['text', 'text'])
    expect(build([])).toEqual({ format: 'datatable', version: 1, columns: [], rows: [] })
  })

  it('refuses what a table cannot hold, naming the row and column', () => {
    expect(inferDataTable([['a'], ['ok'], ['x\u0000']])).toEqual({ ok: false, problem: { row: 2, column: 0, message: 'contains a NUL character' } })
    expect(inferDataTable([['a', 'b'], ['', 'y'.repeat(4001)]])).toMatchObject({ ok: false, problem: { row: 1, column: 1 } })
    expect(inferDataTable([Array.from({ length: 257 }, (_, i) => `c${i}`)])).toMatchObject({ ok: false, problem: { message: 'more than 256 columns' } })
    expect(inferDataTable([['h\uDC00']])).toMatchObject({ ok: false, problem: { row: 0, column: 0 } })
  })

  it('treats numbers that are not finite as text', () => {
    expect(build([['n'], [Number.NaN], [1]]).columns[0]!.type).toBe('text')
  })
})
