import { describe, expect, it } from 'vitest'
import { formatMessage } from '@harness/protocol'
import { checkNewContact } from './contactRule'

describe('checkNewContact', () => {
  it('answers the management messages of spec 5 for an empty or malformed phone number', () => {
    expect(checkNewContact('phone', '')).toBe('accountEmpty')
    expect(formatMessage('accountEmpty')).toBe('手机号或者邮箱不能为空')
    for (const bad of ['1380013800', '12800138000', 'abc', 'x@example.com']) expect(checkNewContact('phone', bad), bad).toBe('accountInvalid')
    expect(formatMessage('accountInvalid')).toBe('请输入正确的手机号或者邮箱')
    expect(checkNewContact('phone', '13800138000')).toBeNull()
  })

  it('answers the same messages for an e-mail, and keeps each dialog to its own kind', () => {
    expect(checkNewContact('email', '')).toBe('accountEmpty')
    for (const bad of ['a@b', 'x@example.c', '13800138000']) expect(checkNewContact('email', bad), bad).toBe('accountInvalid')
    expect(checkNewContact('email', 'a.b@example.com')).toBeNull()
  })
})
