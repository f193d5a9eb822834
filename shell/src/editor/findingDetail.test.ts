import { describe, expect, it } from 'vitest'
import { findingDetailText } from './findingDetail'

describe('findingDetailText', () => {
  it('reads each form the engine writes and names the items in Chinese', () => {
    expect(findingDetailText('W3 A in X1: no terminal of HB-C-04U takes 2.5 mm² / 1.3 mm', 'zh-CN')).toBe('X1 中 W3 的 A 端：HB-C-04U 没有适用于 2.5 mm² / 1.3 mm 的端子')
    expect(findingDetailText('W3 B in X 2: terminal T-1 does not take 0.5 mm² / 1.6 mm; W3 A in X1: sealed housing H-1 has no seal in the cavity', 'zh-CN'))
      .toBe('X 2 中 W3 的 B 端：端子 T-1 不适用于 0.5 mm² / 1.6 mm；X1 中 W3 的 A 端：防水护套 H-1 的孔位中没有防水栓')
    expect(findingDetailText('W1 A in X1: seal S-2 does not take 2.1 mm', 'zh-CN')).toBe('X1 中 W1 的 A 端：防水栓 S-2 不适用于外径 2.1 mm')
    expect(findingDetailText('plug in X4', 'zh-CN')).toBe('X4 中的堵头')
    expect(findingDetailText('10..260 on 200 mm', 'zh-CN')).toBe('10–260 mm，分支长 200 mm')
    expect(findingDetailText('a wire end is attached to nothing', 'zh-CN')).toBe('导线有一端未连接')
  })

  it('keeps English, names and part numbers as they are', () => {
    const english = 'W3 A in X1: no terminal of HB-C-04U takes 2.5 mm² / 1.3 mm'
    expect(findingDetailText(english, 'en')).toBe(english)
    for (const name of ['X1', 'HB-T-F-0.5', 'W12', '']) expect(findingDetailText(name, 'zh-CN')).toBe(name)
  })
})
