import ExcelJS from 'exceljs'
import { spreadsheetRows, type ReportSheet } from '@harness/engine'

/** The style of every text and number cell, one frozen object (exceljs finds a shared style by identity: faster writes). */
const PLAIN_CELL = Object.freeze({})

/**
 * A report's worksheet with its headings in `language` (bold, frozen above the rows) and its
 * columns at the report's widths: the same in the browser's workbook and the Node host's streamed
 * one (`workbook` is either).
 */
export function addReportWorksheet<W extends { columns: unknown; getRow(n: number): { font: unknown } }>(
  workbook: { addWorksheet(name: string, options: object): W }, sheet: ReportSheet, language: 'zh' | 'en',
): W {
  const ws = workbook.addWorksheet(sheet.title[language], { views: [{ state: 'frozen', ySplit: 1 }] })
  ws.columns = sheet.columns.map((c) => ({ header: c[language], key: c.key, width: c.width }))
  ws.getRow(1).font = { bold: true }
  return ws
}

/** Rows added between two progress reports. */
const PROGRESS_EVERY = 2000

/**
 * Report sheets as an xlsx workbook in memory (the browser's report worker; the Node host streams
 * to a file instead): one worksheet per sheet, headings in `language`, bold and frozen, columns
 * at the report's widths. `onProgress(done, total)` hears the rows added across all sheets; the
 * archive is written after the last. Answers the file's bytes.
 */
export async function sheetsToXlsx(sheets: readonly ReportSheet[], language: 'zh' | 'en', onProgress: (done: number, total: number) => void = () => undefined): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Harness platform'
  const total = sheets.reduce((n, s) => n + s.rows.length, 0)
  let done = 0
  for (const sheet of sheets) {
    const ws = addReportWorksheet(workbook, sheet, language)
    for (const row of spreadsheetRows(sheet)) {
      const added = ws.addRow(row)
      added.eachCell((cell) => {
        if (typeof cell.value === 'string' || typeof cell.value === 'number') (cell as unknown as { style: object }).style = PLAIN_CELL
      })
      done += 1
      if (done % PROGRESS_EVERY === 0) onProgress(done, total)
    }
  }
  onProgress(total, total)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
