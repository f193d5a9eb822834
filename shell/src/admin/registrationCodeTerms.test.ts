import { describe, expect, it } from 'vitest'
import { codeTerms, isMaxUsesAcceptable } from './registrationCodeTerms'

describe('the new registration code form', () => {
  it('accepts an empty limit or a whole number from 1 to 1000', () => {
    for (const ok of ['', '  ', '1', '25', ' 1000 ']) expect(isMaxUsesAcceptable(ok), ok).toBe(true)
    for (const bad of ['0', '1001', '2.5', '-3', 'ten', '1e3', '００５']) expect(isMaxUsesAcceptable(bad), bad).toBe(false)
  })

  it('leaves blank choices out of the payload', () => {
    expect(codeTerms('  ', 'never', '')).toEqual({})
    expect(codeTerms(' 给李工 ', '7', ' 03 ')).toEqual({ note: '给李工', validDays: '7', maxUses: '3' })
    expect(codeTerms('', '30', '')).toEqual({ validDays: '30' })
  })
})
