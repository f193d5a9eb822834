import { describe, expect, it } from 'vitest'
import { generatedText } from './generatedText'

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
    expect(generatedText('openEnd', 'zh')).toBe('导线端未连接')
    expect(generatedText('tapeTooNarrow', 'en')).toBe('the tape is too narrow for its winding')
  })

  it('leaves text a designer wrote as it is, even when it looks like a measure', () => {
    for (const text of ['插头 12 mm', 'HB-T-F-0.5', 'Abdeckung 19 mm', '']) {
      expect(generatedText(text, 'zh')).toBe(text)
      expect(generatedText(text, 'en')).toBe(text)
    }
  })
})
