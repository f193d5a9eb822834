import { describe, expect, it } from 'vitest'
import { holdsUnnegated, negatable } from './negatedWords'

describe('Chinese words negated by 非', () => {
  it('does not find a word where it stands negated, and finds it anywhere else', () => {
    expect(holdsUnnegated('12 孔非防水母护套', '防水')).toBe(false)
    expect(holdsUnnegated('12 孔防水母护套', '防水')).toBe(true)
    expect(holdsUnnegated('防水母护套（非防水款另见 hb-c-12u）', '防水')).toBe(true)
    expect(holdsUnnegated('非防水非防水', '防水')).toBe(false)
    expect(holdsUnnegated('非屏蔽线', '屏蔽')).toBe(false)
  })

  it('finds a negated word as typed, and Latin and digits as plain substrings', () => {
    expect(holdsUnnegated('12 孔非防水母护套', '非防水')).toBe(true)
    expect(holdsUnnegated('非pvc', 'pvc')).toBe(true)
    expect(holdsUnnegated('a非12', '12')).toBe(true)
    expect([negatable('防水'), negatable('非防水'), negatable('pvc'), negatable('12')]).toEqual([true, false, false, false])
  })
})
