import { describe, expect, it } from 'vitest'
import { xlsxBytes } from '../../../lib/xlsxBytes'
import { AsciiXml } from './asciiXml'
import { xlsxToDataTable } from './xlsxToDataTable'

describe('XML parts rewritten in ASCII', () => {
  it('writes every character beyond ASCII as a reference, also when its bytes straddle chunks', () => {
    const text = '<t a="防水">中文 𝐀 é</t>'
    const bytes = new TextEncoder().encode(text)
    const ascii = new AsciiXml(1024)
    // One byte at a time: every multi-byte character straddles chunks.
    for (let i = 0; i < bytes.length; i++) ascii.push(bytes.subarray(i, i + 1))
    expect(ascii.finish()!.toString('latin1')).toBe('<t a="&#38450;&#27700;">&#20013;&#25991; &#119808; &#233;</t>')
  })

  it('answers null for a part that is ASCII already, and refuses a part beyond its budget', () => {
    const plain = new AsciiXml(1024)
    plain.push(new TextEncoder().encode('<t>abc</t>'))
    expect(plain.finish()).toBeNull()
    const small = new AsciiXml(16)
    expect(() => small.push(new TextEncoder().encode('中'.repeat(10)))).toThrow(RangeError)
  })

  it('lets a workbook of Chinese text read back whole (exceljs\'s streaming reader alone garbles characters at chunk edges)', async () => {
    const words = ['单线防水栓', '连接器护套', '母端子', '波纹管（开口）', '薄壁导线 FLRY-B']
    const rows = 6000
    const bytes = await xlsxBytes((sheet) => {
      const ws = sheet('零件', [{ header: '描述', key: 'd', width: 20 }, { header: '编号', key: 'n', width: 10 }])
      for (let i = 0; i < rows; i++) ws.addRow({ d: `${words[i % words.length]} ${i}`, n: i }).commit()
    }, { useSharedStrings: false })
    const read = await xlsxToDataTable(bytes)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.table.rows).toHaveLength(rows)
    const wrong = read.table.rows.filter((r, i) => r.cells[0] !== `${words[i % words.length]} ${i}`)
    expect(wrong).toEqual([])
  })
})
