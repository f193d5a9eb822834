import { describe, expect, it } from 'vitest'
import { findingDetailText } from './findingDetail'

describe('findingDetailText', () => {
  it('reads the form of the finding\'s rule and names the items in Chinese', () => {
    expect(findingDetailText('endPartMismatch', 'W3 A in X1: no terminal of HB-C-04U takes 2.5 mm² / 1.3 mm', 'zh-CN')).toBe('X1 中 W3 的 A 端：HB-C-04U 没有适用于 2.5 mm² / 1.3 mm 的端子')
    expect(findingDetailText('endPartMismatch', 'W3 B in X 2: terminal T-1 does not take 0.5 mm² / 1.6 mm; W3 A in X1: sealed housing H-1 has no seal in the cavity', 'zh-CN'))
      .toBe('X 2 中 W3 的 B 端：端子 T-1 不适用于 0.5 mm² / 1.6 mm；X1 中 W3 的 A 端：防水护套 H-1 的孔位中没有防水栓')
    expect(findingDetailText('endPartMismatch', 'W1 A in X1: seal S-2 does not take 2.1 mm', 'zh-CN')).toBe('X1 中 W1 的 A 端：防水栓 S-2 不适用于外径 2.1 mm')
    // An end's terminal and its seal, both wrong.
    expect(findingDetailText('endPartMismatch', 'W1 A in X1: terminal T-1 does not take 2.5 mm² / 3 mm, seal S-2 does not take 3 mm', 'zh-CN'))
      .toBe('X1 中 W1 的 A 端：端子 T-1 不适用于 2.5 mm² / 3 mm，防水栓 S-2 不适用于外径 3 mm')
    expect(findingDetailText('noSealOrPlugProperty', 'plug in X4', 'zh-CN')).toBe('X4 中的堵头')
    expect(findingDetailText('protectionOutsideSegment', '10..260 on 200 mm', 'zh-CN')).toBe('10–260 mm，分支长 200 mm')
    expect(findingDetailText('openWireEnd', 'a wire end is attached to nothing', 'zh-CN')).toBe('导线有一端未连接')
    expect(findingDetailText('fixedDiameterTooSmall', 'fixed 0.5 mm, wires at least 5.6 mm', 'zh-CN')).toBe('指定 0.5 mm，导线至少需 5.6 mm')
  })

  it('never rewrites a designer\'s names: details that are names, names holding "; " or looking like a form', () => {
    for (const [rule, name] of [['noPartNumber', 'X1; rear'], ['noPartNumber', 'plug in door'], ['noPartNumber', 'constructor'], ['invalidPart', 'HB-T-F-0.5'], ['segmentWithoutLength', '10..20 on 5 mm'], ['openWireEnd', 'constructor']]) {
      expect(findingDetailText(rule!, name!, 'zh-CN')).toBe(name)
    }
    // A wire named with "; " keeps its name in its place.
    expect(findingDetailText('endPartMismatch', 'W1; 2 A in X1: seal S-2 does not take 2.1 mm', 'zh-CN')).toBe('X1 中 W1; 2 的 A 端：防水栓 S-2 不适用于外径 2.1 mm')
    const english = 'W3 A in X1: no terminal of HB-C-04U takes 2.5 mm² / 1.3 mm'
    expect(findingDetailText('endPartMismatch', english, 'en')).toBe(english)
  })
})
