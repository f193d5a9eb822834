import { describe, expect, it } from 'vitest'
import { xlsxBytes } from '../../../lib/xlsxBytes'
import { deflateRawSync } from 'node:zlib'
import { AsciiMeasure, AsciiRewriter, asciiChunks } from './asciiXml'
import { xlsxToDataTable } from './xlsxToDataTable'

describe('XML parts rewritten in ASCII', () => {
  it('writes every character beyond ASCII as a reference, also when its bytes straddle chunks', () => {
    const text = '<t a="防水">中文 𝐀 é</t>'
    const bytes = new TextEncoder().encode(text)
    const ascii = new AsciiRewriter()
    // One byte at a time: every multi-byte character straddles chunks.
    const out: Buffer[] = []
    for (let i = 0; i < bytes.length; i++) out.push(ascii.push(bytes.subarray(i, i + 1)))
    out.push(ascii.end())
    expect(Buffer.concat(out).toString('latin1')).toBe('<t a="&#38450;&#27700;">&#20013;&#25991; &#119808; &#233;</t>')
  })

  it('measures the rewritten part as the reader\'s stream then produces it, whatever the chunks', async () => {
    const text = '<row>' + '防水栓 FLRY-B 0.35 mm² '.repeat(5000) + '</row>'
    const raw = new TextEncoder().encode(text)
    const measure = new AsciiMeasure(1 << 24)
    for (let i = 0; i < raw.length; i += 777) measure.push(raw.subarray(i, i + 777))
    const measured = measure.finish()!
    const compressed = deflateRawSync(raw)
    const archive = new Uint8Array(compressed.byteLength + 10)
    archive.set(compressed, 10)
    const entry = { name: 'x', method: 8, crc32: 0, compressedSize: compressed.byteLength, uncompressedSize: raw.byteLength, dataOffset: 10 }
    const parts: Buffer[] = []
    for await (const chunk of asciiChunks(archive, entry as never)) parts.push(chunk)
    const streamed = Buffer.concat(parts)
    expect(streamed.byteLength).toBe(measured.size)
    expect(streamed.toString('latin1')).toBe(text.replace(/[^\x00-\x7f]/gu, (c) => `&#${c.codePointAt(0)!};`))
  })

  it('answers null for a part that is ASCII already, and refuses a part beyond its budget', () => {
    const plain = new AsciiMeasure(1024)
    plain.push(new TextEncoder().encode('<t>abc</t>'))
    expect(plain.finish()).toBeNull()
    const small = new AsciiMeasure(16)
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
