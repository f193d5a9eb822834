import { describe, expect, it } from 'vitest'
import { table, wireList } from '../../test/tableBuilder'
import { emptyDataTable } from './emptyDataTable'
import { parseDataTable } from './parseDataTable'
import { serializeDataTable } from './serializeDataTable'
import { summariseDataTable } from './summariseDataTable'

describe('serializeDataTable', () => {
  it('writes one column or row per line, keys in a fixed order', () => {
    const text = serializeDataTable(table([['wire', 'text', '', '导线'], ['len', 'number', 'mm']], [['W1', 1.5], [null, -2]]))
    expect(text).toBe(
      '{"format":"datatable","version":1,"columns":[\n' +
        '{"key":"wire","name":"导线","type":"text","unit":""},\n' +
        '{"key":"len","name":"len","type":"number","unit":"mm"}\n' +
        '],"rows":[\n' +
        '{"id":"r1","cells":["W1",1.5]},\n' +
        '{"id":"r2","cells":[null,-2]}\n' +
        ']}\n',
    )
  })

  it('changes one line when one cell changes', () => {
    const before = wireList(1000, 5)
    const rows = before.rows.map((r, i) => (i === 500 ? { ...r, cells: r.cells.map((c, j) => (j === 6 ? '紫' : c)) } : r))
    const a = serializeDataTable(before).split('\n')
    const b = serializeDataTable({ ...before, rows }).split('\n')
    expect(a).toHaveLength(b.length)
    expect(a.filter((line, i) => line !== b[i])).toHaveLength(1)
  })

  it('reads back to the same table, empty ones included', () => {
    for (const t of [wireList(300, 2), emptyDataTable(), table([], [])]) {
      expect(parseDataTable(serializeDataTable(t))).toEqual({ ok: true, table: t })
    }
  })
})

describe('emptyDataTable and summariseDataTable', () => {
  it('starts a new file with three text columns A, B, C and no rows', () => {
    const t = emptyDataTable()
    expect(t.columns.map((c) => [c.key, c.name, c.type])).toEqual([['A', 'A', 'text'], ['B', 'B', 'text'], ['C', 'C', 'text']])
    expect(t.rows).toEqual([])
    expect(parseDataTable(serializeDataTable(t)).ok).toBe(true)
  })

  it('counts rows and columns', () => {
    expect(summariseDataTable(wireList(42))).toEqual({ kind: 'datatable', rows: 42, columns: 12 })
  })
})
