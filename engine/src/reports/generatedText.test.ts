import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { setProperties } from '../commands/records'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { generatedText } from './generatedText'
import { buildReportSheet } from './reportSheets'

describe('generatedText', () => {
  it('names the descriptions and notes the reports make up in the sheet\'s language', () => {
    expect(generatedText('4-way connector', 'zh')).toBe('4 孔连接器')
    expect(generatedText('wire 0.35 mm²', 'zh')).toBe('导线 0.35 mm²')
    expect(generatedText('pvcTape 19 mm', 'zh')).toBe('PVC 胶带 19 mm')
    expect(generatedText('pvcTape 19 mm', 'en')).toBe('PVC tape 19 mm')
    expect(generatedText('corrugatedTube', 'zh')).toBe('波纹管')
    expect(generatedText('(no part number)', 'zh')).toBe('（无料号）')
    expect(generatedText('no terminal on this wire end', 'zh')).toBe('该线端未配端子')
    expect(generatedText('1 wire end(s) at the splice', 'zh')).toBe('接点处只有 1 个线端')
    expect(generatedText('1 wire end(s) at the splice', 'en')).toBe('1 wire end at the splice')
    expect(generatedText('lay length 80 mm', 'zh')).toBe('绞距 80 mm')
    expect(generatedText('openEnd', 'zh')).toBe('导线有一端未连接')
    expect(generatedText('tapeTooNarrow', 'en')).toBe('the tape is too narrow for its winding')
  })

  it('leaves text of no known form as it is, even when it looks like a measure or names an object property', () => {
    for (const text of ['插头 12 mm', 'HB-T-F-0.5', 'Abdeckung 19 mm', '', 'constructor', 'toString 5 mm', '__proto__']) {
      expect(generatedText(text, 'zh')).toBe(text)
      expect(generatedText(text, 'en')).toBe(text)
    }
  })
})

describe('report sheets name only what they made up', () => {
  it('translates a generated description and the "(no part number)" mark, never a designer\'s text', () => {
    const editor = new Editor(harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 100)
      .connector('X1', 'A', 4).connector('X2', 'B', 2).wire('W1', 'X1:1', 'X2:1').records)
    // X2's description is typed by a designer in the generated form, and a word JavaScript objects know.
    editor.run(setProperties(), { typeName: 'connector', id: 'X2', patch: { description: '2-way connector', partNumber: 'HSG-2' } })
    editor.run(setProperties(), { typeName: 'wire', id: 'W1', patch: { description: 'constructor', partNumber: 'W-1' } })
    const sheet = buildReportSheet('bom', editor.doc, deriveHarness(editor.doc), 'zh')
    const cells = sheet.rows.map((r) => r.join('|'))
    expect(cells.some((c) => c.includes('（无料号）|4 孔连接器'))).toBe(true)
    expect(cells.some((c) => c.includes('HSG-2|2-way connector'))).toBe(true)
    expect(cells.some((c) => c.includes('W-1|constructor'))).toBe(true)
    // Coded values read as words in an English sheet too.
    const steps = buildReportSheet('assembly', editor.doc, deriveHarness(editor.doc), 'en').rows.map((r) => r[1])
    expect(steps).toContain('lay wire')
    expect(steps).toContain('insert terminal')
  })
})
