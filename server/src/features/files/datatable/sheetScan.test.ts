import { describe, expect, it } from 'vitest'
import { columnNumber, parseRange, SheetScanner } from './sheetScan'

const XML = '<worksheet><dimension ref="A1:L120"/><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData>' +
  '<mergeCells count="3"><mergeCell ref="A2:A4"/><mergeCell ref="B1:C1"/><x:mergeCell ref="D5"/></mergeCells></worksheet>'

describe('SheetScanner', () => {
  it('finds the dimension and merged ranges whatever the chunk boundaries', () => {
    const bytes = new TextEncoder().encode(XML)
    for (const size of [1, 2, 7, 64, bytes.byteLength]) {
      const scanner = new SheetScanner()
      for (let at = 0; at < bytes.byteLength; at += size) scanner.push(bytes.subarray(at, at + size))
      scanner.finish()
      expect(scanner.dimension, `chunks of ${size}`).toEqual({ firstRow: 1, firstColumn: 1, lastRow: 120, lastColumn: 12 })
      expect(scanner.merges).toEqual([
        { firstRow: 2, firstColumn: 1, lastRow: 4, lastColumn: 1 },
        { firstRow: 1, firstColumn: 2, lastRow: 1, lastColumn: 3 },
        { firstRow: 5, firstColumn: 4, lastRow: 5, lastColumn: 4 },
      ])
    }
  })

  it('keeps multi-byte text intact across chunks', () => {
    const bytes = new TextEncoder().encode(`<t>${'导线'.repeat(3000)}</t><mergeCell ref="B2:C3"/>`)
    const scanner = new SheetScanner()
    for (let at = 0; at < bytes.byteLength; at += 1000) scanner.push(bytes.subarray(at, at + 1000))
    scanner.finish()
    expect(scanner.merges).toEqual([{ firstRow: 2, firstColumn: 2, lastRow: 3, lastColumn: 3 }])
  })
})

describe('cell references', () => {
  it('reads columns and ranges, in either corner order', () => {
    expect(['A', 'Z', 'AA', 'IV', 'XFD'].map(columnNumber)).toEqual([1, 26, 27, 256, 16384])
    expect(parseRange('C4:A2')).toEqual({ firstRow: 2, firstColumn: 1, lastRow: 4, lastColumn: 3 })
    expect(parseRange('A0')).toBeNull()
    expect(parseRange('1A')).toBeNull()
  })
})
