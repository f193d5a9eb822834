import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { wireList } from '../../../../../protocol/test/tableBuilder'
import type { DataTable } from '@harness/protocol'
import { dataTableToXlsx } from './dataTableToXlsx'
import { xlsxToDataTable } from './xlsxToDataTable'

function shape(table: DataTable) {
  return table.columns.map((c) => [c.name, c.type, c.unit])
}

/** Runs `work` while sampling the heap every 20 ms; answers its result, the time and the heap growth at its peak. */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMiB: number }> {
  const base = process.memoryUsage().heapUsed
  let peak = base
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().heapUsed) }, 20)
  const started = performance.now()
  try {
    const value = await work()
    return { value, ms: performance.now() - started, peakMiB: (Math.max(peak, process.memoryUsage().heapUsed) - base) / 1048576 }
  } finally {
    clearInterval(timer)
  }
}

describe('xlsx export and import', () => {
  it('writes a frozen bold heading row with units, typed cells and fitted widths', async () => {
    const bytes = await dataTableToXlsx(wireList(50, 2))
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]!
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(ws.getRow(1).values).toEqual([undefined, '导线号', '起点连接器', '起点针脚', '终点连接器', '终点针脚', '截面积 [mm²]', '颜色', '长度 [mm]', '双绞', '校核日期', '备注', '重量 [g]'])
    expect(ws.getRow(1).font?.bold).toBe(true)
    const row = ws.getRow(2)
    expect(typeof row.getCell(3).value).toBe('number')
    expect(row.getCell(3).numFmt).toBe('0')
    expect(typeof row.getCell(9).value).toBe('boolean')
    const dated = ws.getColumn(10).values.find((v) => v instanceof Date)
    expect(dated).toBeInstanceOf(Date)
    expect(ws.getColumn(1).width).toBeGreaterThanOrEqual(8)
    expect(ws.getColumn(1).width).toBeLessThanOrEqual(60)
  })

  it('reads back what it writes', async () => {
    const source = wireList(1000, 3)
    const read = await xlsxToDataTable(await dataTableToXlsx(source))
    if (!read.ok) throw new Error(read.message)
    expect(shape(read.table)).toEqual(shape(source))
    expect(read.table.rows).toEqual(source.rows)
  })

  it('round-trips 100,000 rows (time and memory are reported, not asserted)', async () => {
    const source = wireList(100_000, 9)
    const written = await measured(() => dataTableToXlsx(source))
    const readBack = await measured(() => xlsxToDataTable(written.value))
    const result = readBack.value
    if (!result.ok) throw new Error(result.message)
    expect(result.table.rows.length).toBe(100_000)
    expect(shape(result.table)).toEqual(shape(source))
    expect(result.table.rows[99_999]).toEqual(source.rows[99_999])
    console.info(
      `xlsx 100,000 x 12: write ${written.ms.toFixed(0)} ms, ${(written.value.byteLength / 1048576).toFixed(1)} MiB, heap peak +${written.peakMiB.toFixed(0)} MiB; ` +
        `read ${readBack.ms.toFixed(0)} ms, heap peak +${readBack.peakMiB.toFixed(0)} MiB; rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`,
    )
  }, 180_000)
})
