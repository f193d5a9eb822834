import { createWriteStream } from 'node:fs'
import ExcelJS from 'exceljs'
import type { ReportSheet } from '@harness/engine'
import { addReportWorksheet } from '../src/api/xlsxWorkbook'

/**
 * The style of every data cell, one frozen object. exceljs gives each new cell a fresh empty style
 * object and serialises it to find its style id; a shared object is looked up once and then found
 * by identity, which writes the same bytes about 2.3 times faster (30,000-row cut table: 2.7 s to
 * 1.2 s). Only text and number cells share it: their style is the default one.
 */
const PLAIN_CELL = Object.freeze({})

/** Rows written between two progress reports. */
const PROGRESS_EVERY = 2000

/**
 * Writes report sheets to an xlsx file with exceljs' streaming writer: rows are committed as they
 * are written, so memory stays flat for 10^5-row cut tables. `onProgress(done, total)` hears the
 * rows written so far across all sheets.
 */
export async function writeXlsxReport(
  path: string,
  sheets: readonly ReportSheet[],
  language: 'zh' | 'en',
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<void> {
  const stream = createWriteStream(path)
  const failed = new Promise<never>((_, reject) => stream.once('error', reject))
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false })
  workbook.creator = 'Harness platform'
  const total = sheets.reduce((n, s) => n + s.rows.length, 0)
  let done = 0
  for (const sheet of sheets) {
    const ws = addReportWorksheet(workbook, sheet, language)
    ws.getRow(1).commit()
    for (const row of sheet.rows) {
      const written = ws.addRow(row as unknown[])
      written.eachCell((cell) => {
        // exceljs keys a shared style's id by the object alone, not by the cell's type, so only
        // text and numbers share it; a date would otherwise lose or lend its date format.
        if (typeof cell.value === 'string' || typeof cell.value === 'number') (cell as unknown as { style: object }).style = PLAIN_CELL
      })
      written.commit()
      done += 1
      if (done % PROGRESS_EVERY === 0) onProgress(done, total)
    }
    ws.commit()
  }
  await Promise.race([workbook.commit(), failed])
  onProgress(total, total)
}
