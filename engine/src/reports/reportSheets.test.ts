import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { generateHarness } from '../generate/generateHarness'
import { buildReportSheet, sheetToCsv, spreadsheetRows, type ReportSheet } from './reportSheets'

describe('report rows for a spreadsheet', () => {
  it('gives cavities named by whole numbers as numbers, and keeps other names and every other column as they are', () => {
    const doc = new Editor(harness().node('A', 'connector').node('B', 'connector').segment('A', 'B', 100).connector('X1', 'A', 2).connector('X2', 'B', 2)
      .wire('W1', 'X1:1', 'X2:2').records).doc
    const sheet = buildReportSheet('cut-table', doc, deriveHarness(doc))
    const at = (key: string) => sheet.columns.findIndex((c) => c.key === key)
    const [row] = spreadsheetRows(sheet)
    expect(row![at('aCavity')]).toBe(1)
    expect(row![at('bCavity')]).toBe(2)
    expect(row![at('wireNumber')]).toBe('W1')
    // The CSV keeps the text.
    expect(sheetToCsv(sheet)).toContain(',1,')
    const named: ReportSheet = { ...sheet, rows: [sheet.rows[0]!.map((v, i) => (i === at('aCavity') ? 'A1' : i === at('bCavity') ? '03' : v))] }
    const [kept] = spreadsheetRows(named)
    expect([kept![at('aCavity')], kept![at('bCavity')]]).toEqual(['A1', '03'])
  })
})

describe('columns of figures', () => {
  it('flags exactly the columns whose cells are numbers, in every report of a generated harness', () => {
    const doc = new Editor(generateHarness('S', 3)).doc
    const derived = deriveHarness(doc)
    for (const kind of ['cut-table', 'assembly', 'bom', 'manufacturing-bom'] as const) {
      const sheet = buildReportSheet(kind, doc, derived)
      sheet.columns.forEach((column, i) => {
        const cells = sheet.rows.map((row) => row[i]).filter((cell) => cell !== null)
        const where = `${kind} ${column.key}`
        if (column.numeric) expect(cells.every((cell) => typeof cell === 'number'), where).toBe(true)
        else expect(cells.some((cell) => typeof cell === 'number'), where).toBe(false)
      })
      expect(sheet.columns.some((c) => c.numeric), kind).toBe(true)
      // Lengths in mm (the heading says so) show one decimal in the panel; no other column has fixed decimals.
      for (const c of sheet.columns) expect(c.decimals, `${kind} ${c.key}`).toBe(c.en.endsWith(' mm') ? 1 : undefined)
    }
  })
})
