import { describe, expect, it } from 'vitest'
import { i18nOf } from './useI18n'

describe('i18nOf', () => {
  it('gives the same lookups for a language at every call, so memoised panels taking them stay put', () => {
    const zh = i18nOf('zh-CN')
    expect(i18nOf('zh-CN')).toBe(zh)
    expect(i18nOf('zh-CN').t).toBe(zh.t)
    expect(i18nOf('en')).not.toBe(zh)
  })

  it('looks texts up in its own language', () => {
    expect(i18nOf('zh-CN').t('edSave')).not.toBe(i18nOf('en').t('edSave'))
    expect(i18nOf('en').t('edSave')).toMatch(/save/i)
    expect(i18nOf('en').locale).toBe('en')
  })
})
