import { describe, expect, it } from 'vitest'
import { PART_KIND_DEFS } from '@harness/protocol'
import { choiceName, formatParameter, kindName, parameterSummary } from './partText'

describe('part texts', () => {
  it('name kinds and choices in both languages, codes as they are', () => {
    expect(kindName('seal', 'zh-CN')).toBe('防水栓')
    expect(kindName('seal', 'en')).toBe('Cavity seal')
    expect(choiceName('corrugatedTubeSlit', 'zh-CN')).toBe('开口波纹管')
    expect(choiceName('CuSn', 'en')).toBe('CuSn')
  })

  it('write values with units and yes/no in words', () => {
    const csa = PART_KIND_DEFS.wire.parameters.find((p) => p.key === 'csa')!
    expect(formatParameter(csa, 0.35, 'zh-CN')).toBe('0.35 mm²')
    expect(formatParameter(csa, undefined, 'en')).toBe('—')
    const sealed = PART_KIND_DEFS.connector.parameters.find((p) => p.key === 'sealed')!
    expect(formatParameter(sealed, true, 'zh-CN')).toBe('是')
  })

  it('summarise ranges as from–to and skip what is not set', () => {
    expect(parameterSummary({ kind: 'terminal', params: { csaMin: 0.5, csaMax: 1, insulationOdMin: 1.4, insulationOdMax: 2.2, gender: 'female' } }, 'zh-CN'))
      .toBe('0.5–1 mm² · 1.4–2.2 mm · 母')
    expect(parameterSummary({ kind: 'connector', params: { cavityCount: 12, sealed: true, pluggable: false } }, 'en')).toBe('Cavities 12 · Sealed')
    expect(parameterSummary({ kind: 'protection', params: { material: 'corrugatedTubeSlit', bundleDiameterMax: 9.5 } }, 'zh-CN')).toBe('开口波纹管 · ≤ 9.5 mm')
  })
})
