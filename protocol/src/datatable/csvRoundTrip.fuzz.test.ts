import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvToDataTable } from './csvToDataTable'
import { dataTableToCsv } from './dataTableToCsv'
import { writeDelimited } from './delimitedText'

// Characters and words that exercise quoting, type inference, headings with units and the formula guard.
const CHARS = ['a', 'Z', '1', '0', '9', '.', '-', '+', 'e', ',', ';', '\t', '"', '\n', '\r', ' ', '是', '否', "'", '=', '@', '/', '[', ']', '(', ')', 'm', '𝐀', '\uD800', '\u0000']
const WORDS = ['', ' ', 'true', 'FALSE', '是', '2024-02-29', '2024/1/5', '2023-02-29', '1e3', '-0', '007', '1.0', '0.1', '1e999', '12345678901234567890', '长度 [mm]', "'=x", '=SUM(A1)', '-5']

const field = fc.oneof(fc.constantFrom(...WORDS), fc.string({ unit: fc.constantFrom(...CHARS), maxLength: 12 }))
const grid = fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 })
const delimiter = fc.constantFrom(',' as const, ';' as const, '\t' as const)

/** Reads `csv`, writes the table as CSV, reads that again: the second table must equal the first. */
function expectStable(csv: string): void {
  const first = csvToDataTable(csv)
  if (!first.ok) return
  const second = csvToDataTable(dataTableToCsv(first.table))
  expect(second.ok).toBe(true)
  if (second.ok) expect(second.table).toEqual(first.table)
}

describe('CSV under random input', () => {
  it('never throws on any text, and names a line when it refuses', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const read = csvToDataTable(text)
        if (!read.ok) expect(read.error.line).toBeGreaterThanOrEqual(1)
      }),
      { numRuns: 2000 },
    )
  })

  it('csv → table → csv → table is stable for spreadsheet-like files', () => {
    fc.assert(
      fc.property(grid, delimiter, (records, d) => expectStable(writeDelimited(records, d))),
      { numRuns: 2000 },
    )
  })

  it('csv → table → csv → table is stable for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...CHARS), maxLength: 120 }), expectStable),
      { numRuns: 2000 },
    )
  })

  it('reads a long file in one pass', () => {
    const line = '"a ""quoted"" field",12.5,是,2024/1/5\r\n'
    const read = csvToDataTable('h1,h2,h3,h4\r\n' + line.repeat(200_000))
    expect(read.ok && read.table.rows.length).toBe(200_000)
  })
})
