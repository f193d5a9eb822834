import { describe, expect, it } from 'vitest'
import { keptManufacturingText, resourcesOfText, shownManufacturingText } from './manufacturingText'

describe('manufacturing field texts', () => {
  it('shows built-in code words as the report\u2019s Chinese labels and keeps them as code words', () => {
    expect(shownManufacturingText('process', 'crimping', true)).toBe('压接')
    expect(shownManufacturingText('connectWay', 'crimp', true)).toBe('压接')
    expect(keptManufacturingText('process', '压接', true)).toBe('crimping')
    expect(keptManufacturingText('connectWay', '压接', true)).toBe('crimp')
    expect(shownManufacturingText('process', 'crimping', false)).toBe('crimping')
    expect(shownManufacturingText('process', '激光剥线', true)).toBe('激光剥线')
    expect(keptManufacturingText('process', ' 激光剥线 ', true)).toBe('激光剥线')
    // A code word of the other field is text here: 插入 is a connect way, not a process.
    expect(keptManufacturingText('process', '插入', true)).toBe('插入')
  })

  it('splits resources at Latin and Chinese separators and drops blanks', () => {
    expect(resourcesOfText('Komax Alpha 530, 压接机；检测台、 ,')).toEqual(['Komax Alpha 530', '压接机', '检测台'])
    expect(resourcesOfText('')).toEqual([])
  })
})
