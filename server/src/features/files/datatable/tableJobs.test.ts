import { describe, expect, it } from 'vitest'
import { parseDataTable, serializeDataTable } from '@harness/protocol'
import { wireList } from '../../../../../protocol/test/tableBuilder'
import { dataTableToXlsx } from './dataTableToXlsx'
import { checkTable, compareTableBytes, emptyTableFile, exportTable, importTable } from './tableJobs'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('table jobs', () => {
  it('checks saved bytes and stores them written afresh, one row per line', () => {
    const table = wireList(5)
    const compact = utf8(JSON.stringify(table))
    const checked = checkTable(compact)
    expect(checked.ok && new TextDecoder().decode(checked.bytes)).toBe(serializeDataTable(table))
    expect(checked.ok && checked.summary).toEqual({ kind: 'datatable', rows: 5, columns: 12 })
  })

  it('refuses bytes that are not a table, with the detail', () => {
    expect(checkTable(new Uint8Array([0xff, 0xfe, 0x00]))).toEqual({ ok: false, key: 'tableInvalid', detail: 'the file is not UTF-8 text' })
    expect(checkTable(utf8('{"format":"datatable","version":1,"columns":[],"rows":[{"id":"r1","cells":[1]}]}'))).toEqual({
      ok: false, key: 'tableInvalid', detail: 'rows[0].cells: 1 cells for 0 columns',
    })
  })

  it('starts a new file with the empty table', () => {
    const empty = emptyTableFile()
    expect(empty.summary).toEqual({ kind: 'datatable', rows: 0, columns: 3 })
    expect(parseDataTable(new TextDecoder().decode(empty.bytes)).ok).toBe(true)
  })

  it('imports xlsx and csv, UTF-8 or GB18030', async () => {
    const xlsx = await importTable('.xlsx', await dataTableToXlsx(wireList(20)))
    expect(xlsx.ok && [xlsx.format, xlsx.summary]).toEqual(['xlsx', { kind: 'datatable', rows: 20, columns: 12 }])
    const gbk = new Uint8Array([0xb5, 0xbc, 0xcf, 0xdf, 0x0d, 0x0a, 0x57, 0x31]) // "导线\r\nW1" in GBK
    const csv = await importTable('.csv', gbk)
    expect(csv.ok && new TextDecoder().decode(csv.bytes)).toContain('"name":"导线"')
    expect(await importTable('.csv', utf8('a\n"open'))).toEqual({ ok: false, key: 'importFailed', detail: 'line 2: a quoted field is never closed' })
    expect((await importTable('.xlsx', utf8('not a workbook'))).ok).toBe(false)
  })

  it('exports xlsx and csv', async () => {
    const stored = checkTable(utf8(serializeDataTable(wireList(30))))
    if (!stored.ok) throw new Error('refused')
    const csv = await exportTable(stored.bytes, 'csv')
    expect(csv.ok && new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes).startsWith('\uFEFF导线号,')).toBe(true)
    const xlsx = await exportTable(stored.bytes, 'xlsx')
    expect(xlsx.ok && [xlsx.rows, String.fromCharCode(...xlsx.bytes.subarray(0, 2))]).toEqual([30, 'PK'])
  })

  it('compares two versions', () => {
    const before = wireList(10)
    const after = { ...before, rows: before.rows.slice(1) }
    const compared = compareTableBytes(utf8(serializeDataTable(before)), utf8(serializeDataTable(after)))
    expect(compared.ok && [compared.comparison.rowsRemoved, compared.comparison.cellsChanged]).toEqual([1, 0])
    expect(compareTableBytes(utf8('x'), utf8('y')).ok).toBe(false)
  })
})
