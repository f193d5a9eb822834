import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wireList } from '../../../../../protocol/test/tableBuilder'
import { workbookFiles, zeroBomb, zip } from '../../../../test/zipBuilder'
import { dataTableToXlsx } from './dataTableToXlsx'
import { xlsxToDataTable } from './xlsxToDataTable'

async function read(bytes: Uint8Array) {
  const result = await xlsxToDataTable(bytes)
  if (!result.ok) throw new Error(result.message)
  return result.table
}

async function refusal(bytes: Uint8Array): Promise<string> {
  const result = await xlsxToDataTable(bytes)
  if (result.ok) throw new Error('accepted')
  return result.message
}

/** A workbook as Excel users make them: a title-less sheet after a scratch sheet, merged connector cells, formulas, rich text, dates. */
async function engineersWorkbook(date1904 = false): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook()
  wb.properties.date1904 = date1904
  const scratch = wb.addWorksheet('草稿')
  scratch.getCell('A1').value = 'not this sheet'
  const ws = wb.addWorksheet('导线表')
  // The scratch sheet is stored first but comes second in the workbook's order.
  Object.assign(ws, { orderNo: 0 })
  Object.assign(scratch, { orderNo: 1 })
  ws.addRow([])
  ws.addRow(['连接器', '导线', { richText: [{ text: '长度', font: { bold: true } }, { text: ' [mm]' }] }, '截面积', '合计', '日期', '到期', '链接', '检查'])
  ws.addRow(['X1', 'W1', 1200, 0.5, { formula: 'C3*2', result: 2400 }, new Date(Date.UTC(2025, 2, 1)), { formula: 'F3+30', result: 45747 }, { text: '图纸', hyperlink: 'https://example.com' }, { error: '#N/A' }])
  ws.addRow([null, 'W2', 800, 0.75, { formula: 'C4*2', result: 1600 }, new Date(Date.UTC(2025, 2, 2, 13, 30)), null, null, true])
  ws.addRow([null, 'W3', 650, 1, { formula: 'C5*2', result: 1300 }, null, null, null, false])
  ws.mergeCells('A3:A5')
  ws.getColumn(7).numFmt = 'yyyy/m/d'
  return new Uint8Array(await wb.xlsx.writeBuffer())
}

describe('xlsxToDataTable', () => {
  it('reads the first sheet in workbook order, from its first row with values', async () => {
    const table = await read(await engineersWorkbook())
    expect(table.columns.map((c) => [c.name, c.type, c.unit])).toEqual([
      ['连接器', 'text', ''], ['导线', 'text', ''], ['长度', 'integer', 'mm'], ['截面积', 'number', ''], ['合计', 'integer', ''],
      ['日期', 'text', ''], ['到期', 'date', ''], ['链接', 'text', ''], ['检查', 'text', ''],
    ])
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['X1', 'W1', 1200, 0.5, 2400, '2025-03-01', '2025-03-31', '图纸', '#N/A'],
      ['X1', 'W2', 800, 0.75, 1600, '2025-03-02 13:30:00', null, null, 'TRUE'],
      ['X1', 'W3', 650, 1, 1300, null, null, null, 'FALSE'],
    ])
  })

  it('counts dates in the 1904 date system', async () => {
    const table = await read(await engineersWorkbook(true))
    expect(table.rows[0]!.cells[5]).toBe('2025-03-01')
    expect(table.rows[0]!.cells[6]).toBe(`2029-04-01`)
  })

  it('reads workbooks written as XML: inline strings, shared strings, sheets stored under other names', async () => {
    const first = '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>数量</t></is></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>3</v></c></row></sheetData><mergeCells count="0"/>'
    const files = workbookFiles([{ file: 'worksheets/wires.xml', body: first }, { file: 'worksheets/sheet1.xml', body: '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>other</t></is></c></row></sheetData>' }], { sharedStrings: ['导线', 'W1'] })
    const table = await read(zip(files))
    expect(table.columns.map((c) => c.name)).toEqual(['导线', '数量'])
    expect(table.rows[0]!.cells).toEqual(['W1', 3])
  })

  it('fills merged ranges across columns and rows, heading included', async () => {
    const body = '<dimension ref="A1:C3"/><sheetData>' +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>端点</t></is></c><c r="C1" t="inlineStr"><is><t>长度</t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>X1</t></is></c><c r="C2"><v>5</v></c></row>' +
      '<row r="3"><c r="C3"><v>6</v></c></row></sheetData><mergeCells count="2"><mergeCell ref="A1:B1"/><mergeCell ref="A2:B3"/></mergeCells>'
    const table = await read(zip(workbookFiles([{ file: 'worksheets/sheet1.xml', body }])))
    expect(table.columns.map((c) => [c.key, c.name])).toEqual([['A', '端点'], ['B', '端点'], ['C', '长度']])
    expect(table.rows.map((r) => r.cells)).toEqual([['X1', 'X1', 5], ['X1', 'X1', 6]])
  })

  it('refuses a sheet with a value beyond 256 columns, naming the cell', async () => {
    const body = '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="IW1" t="inlineStr"><is><t>b</t></is></c></row></sheetData>'
    expect(await refusal(zip(workbookFiles([{ file: 'worksheets/sheet1.xml', body }])))).toBe('row 1, column IW: more than 256 columns')
  })

  it('refuses text a table cannot hold, naming the sheet row and column', async () => {
    const long = 'x'.repeat(4001)
    const body = `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row><row r="7"><c r="A7" t="inlineStr"><is><t>${long}</t></is></c></row></sheetData>`
    expect(await refusal(zip(workbookFiles([{ file: 'worksheets/sheet1.xml', body }])))).toBe('row 7, column A: longer than 4000 characters')
  })

  it('refuses an empty first sheet and a workbook without sheets', async () => {
    expect(await refusal(zip(workbookFiles([{ file: 'worksheets/sheet1.xml', body: '<sheetData/>' }])))).toBe('the first worksheet is empty')
    expect(await refusal(zip(workbookFiles([])))).toBe('the workbook has no worksheet')
  })

  it('refuses a sheet that declares more rows than a table holds, before reading a row', async () => {
    const body = '<dimension ref="A1:B2000001"/><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData>'
    expect(await refusal(zip(workbookFiles([{ file: 'worksheets/sheet1.xml', body }])))).toMatch(/^the worksheet declares 2000001 rows/)
  })
})

describe('xlsxToDataTable on bad bytes', () => {
  it('answers an error value for random bytes, never throwing', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
      expect((await xlsxToDataTable(bytes)).ok).toBe(false)
    }), { numRuns: 300 })
  })

  it('refuses a ZIP archive that is not a workbook', async () => {
    expect(await refusal(zip([{ name: 'readme.txt', data: 'hello' }]))).toBe('a ZIP archive but not an xlsx workbook (no xl/workbook.xml)')
  })

  it('refuses truncated and damaged workbooks at every cut', async () => {
    const whole = await dataTableToXlsx(wireList(200, 4))
    for (let cut = 1; cut < whole.byteLength; cut += Math.ceil(whole.byteLength / 97)) {
      expect((await xlsxToDataTable(whole.subarray(0, cut))).ok, `cut at ${cut}`).toBe(false)
    }
    for (let at = 100; at < whole.byteLength - 200; at += Math.ceil(whole.byteLength / 61)) {
      const damaged = new Uint8Array(whole)
      damaged[at] = damaged[at]! ^ 0xff
      const result = await xlsxToDataTable(damaged)
      // A flipped byte in a file name or an unused field may leave the workbook readable; it must never throw.
      if (!result.ok) expect(result.message.length).toBeGreaterThan(0)
    }
  })

  it('stops a zip bomb at the XML budget, holding one chunk at a time', async () => {
    const files = workbookFiles([{ file: 'worksheets/sheet1.xml', body: '' }]).map((f) =>
      f.name === 'xl/worksheets/sheet1.xml' ? { name: f.name, data: zeroBomb(1024), raw: true, claimedSize: 1000 } : f,
    )
    const archive = zip(files)
    const heapBefore = process.memoryUsage().heapUsed
    const started = performance.now()
    const message = await refusal(archive)
    const ms = performance.now() - started
    expect(message).toMatch(/more than 256 MiB of sheet data/)
    console.info(`zip bomb: ${(archive.byteLength / 1024).toFixed(0)} KiB inflating to 1 GiB, refused in ${ms.toFixed(0)} ms, heap +${((process.memoryUsage().heapUsed - heapBefore) / 1048576).toFixed(1)} MiB`)
  })

  it('refuses an entry whose stated size is beyond the budget without inflating it', async () => {
    const files = workbookFiles([{ file: 'worksheets/sheet1.xml', body: '<sheetData/>' }]).map((f) =>
      f.name === 'xl/worksheets/sheet1.xml' ? { ...f, claimedSize: 0x7fffffff } : f,
    )
    expect(await refusal(zip(files))).toMatch(/more than 256 MiB of sheet data/)
  })

  it('refuses an entry whose size or checksum differs from the directory', async () => {
    const files = workbookFiles([{ file: 'worksheets/sheet1.xml', body: '<sheetData/>' }]).map((f) =>
      f.name === 'xl/worksheets/sheet1.xml' ? { ...f, claimedSize: 5 } : f,
    )
    expect(await refusal(zip(files))).toBe('"xl/worksheets/sheet1.xml" is damaged (size or checksum differs)')
  })
})
