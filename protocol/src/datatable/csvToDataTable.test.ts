import { describe, expect, it } from 'vitest'
import { wireList } from '../../test/tableBuilder'
import { csvToDataTable } from './csvToDataTable'
import { dataTableToCsv } from './dataTableToCsv'

describe('csvToDataTable', () => {
  it('reads a wire list written by Excel in a Chinese locale (BOM, CRLF, slash dates)', () => {
    const text = '\uFEFF导线号,起点,针脚,长度(mm),校核日期\r\nW1,X1,1,1250,2025/3/1\r\nW2,"X2, 左",2,980,\r\n'
    const read = csvToDataTable(text)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.delimiter).toBe(',')
    expect(read.table.columns.map((c) => [c.name, c.type, c.unit])).toEqual([
      ['导线号', 'text', ''], ['起点', 'text', ''], ['针脚', 'integer', ''], ['长度', 'integer', 'mm'], ['校核日期', 'date', ''],
    ])
    expect(read.table.rows[1]!.cells).toEqual(['W2', 'X2, 左', 2, 980, null])
  })

  it('detects semicolons and tabs from the header line', () => {
    const semi = csvToDataTable('a;b\n1,5;x\n')
    expect(semi.ok && semi.delimiter).toBe(';')
    expect(semi.ok && semi.table.rows[0]!.cells).toEqual(['1,5', 'x'])
    const tab = csvToDataTable('a\tb\n1\t2\n')
    expect(tab.ok && tab.table.rows[0]!.cells).toEqual([1, 2])
    const forced = csvToDataTable('a;b\n1;2\n', { delimiter: ',' })
    expect(forced.ok && forced.table.columns.length).toBe(1)
  })

  it('reports errors with the line number', () => {
    expect(csvToDataTable('')).toEqual({ ok: false, error: { message: 'line 1: the file is empty (no heading line)', line: 1 } })
    expect(csvToDataTable('a\n1\n"open')).toEqual({ ok: false, error: { message: 'line 3: a quoted field is never closed', line: 3 } })
    const nul = csvToDataTable('a,b\n"x\ny",1\nz,\u0000\n')
    expect(nul).toEqual({ ok: false, error: { message: 'line 4, field 2: contains a NUL character', line: 4 } })
  })

  it('reads the formula guard back', () => {
    const read = csvToDataTable("t\n'=1+1\n''-5\nx\n")
    expect(read.ok && read.table.rows.map((r) => r.cells[0])).toEqual(['=1+1', "'-5", 'x'])
  })
})

describe('dataTableToCsv', () => {
  it('writes a BOM, headings with units, CRLF lines, typed values and guarded formulas', () => {
    const csv = dataTableToCsv(wireList(3, 7))
    expect(csv.startsWith('\uFEFF导线号,起点连接器,起点针脚,终点连接器,终点针脚,截面积 [mm²],颜色,长度 [mm],双绞,校核日期,备注,重量 [g]\r\n')).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.split('\r\n')).toHaveLength(5)
    expect(dataTableToCsv(wireList(200, 3))).toContain("'=SUM(A1:A2)")
  })

  it('reads back to the same table (keys are made from the names again)', () => {
    const source = wireList(500, 11)
    const read = csvToDataTable(dataTableToCsv(source))
    const shape = (columns: readonly { name: string; type: string; unit: string }[]) => columns.map((c) => [c.name, c.type, c.unit])
    expect(read.ok && shape(read.table.columns)).toEqual(shape(source.columns))
    expect(read.ok && read.table.rows).toEqual(source.rows)
  })
})
