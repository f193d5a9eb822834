import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import type { ReportSheet } from '@harness/engine'
import { writeXlsxReport } from './xlsxReport'

const dir = mkdtempSync(join(tmpdir(), 'xlsx-report-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const sheet: ReportSheet = {
  kind: 'cut-table',
  title: { zh: '下线表', en: 'Wire-cut table' },
  columns: [
    { key: 'wire', zh: '导线', en: 'Wire', width: 10 },
    { key: 'length', zh: '长度 [mm]', en: 'Length [mm]', width: 12 },
    { key: 'note', zh: '备注', en: 'Note', width: 20 },
  ],
  rows: [
    ['W1', 187.5, null],
    ['W10', 0, '双绞'],
  ],
}

describe('writeXlsxReport', () => {
  it('writes a bold frozen heading, the column widths and every cell as a plain string or number', async () => {
    const path = join(dir, 'cut.xlsx')
    const progress: [number, number][] = []
    await writeXlsxReport(path, [sheet], 'zh', (done, total) => progress.push([done, total]))
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(path)
    const ws = workbook.getWorksheet('下线表')!
    expect(ws.getRow(1).values).toEqual([undefined, '导线', '长度 [mm]', '备注'])
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true)
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(ws.getColumn(2).width).toBe(12)
    expect(ws.getRow(2).values).toEqual([undefined, 'W1', 187.5])
    expect(ws.getRow(3).values).toEqual([undefined, 'W10', 0, '双绞'])
    // Data cells carry the default style: no font, no number format.
    expect(ws.getRow(2).getCell(2).font).toBeUndefined()
    expect(ws.getRow(2).getCell(2).numFmt).toBeUndefined()
    expect(progress.at(-1)).toEqual([2, 2])
  })
})
