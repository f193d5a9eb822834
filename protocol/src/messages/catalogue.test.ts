import { describe, expect, it } from 'vitest'
import { en } from './en'
import { formatMessage } from './format'
import { zhCN } from './zhCN'

describe('message catalogues', () => {
  it('carry the same keys in zh-CN and English, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort())
    for (const [key, text] of [...Object.entries(zhCN), ...Object.entries(en)]) expect(text.trim(), key).not.toBe('')
  })

  it('use the same placeholders in both languages', () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) expect(names(en[key]), key).toEqual(names(zhCN[key]))
  })

  it('quote the specification texts verbatim', () => {
    expect(zhCN.accountEmpty).toBe('手机号或者邮箱不能为空')
    expect(zhCN.passwordMismatch).toBe('两次输入密码不一致!')
    expect(zhCN.sessionExpired).toBe('登录状态失效，请重新登录')
    expect(zhCN.avatarTooLarge).toBe('上传头像图片大小不能超过 2MB!')
    expect(zhCN.replyEmpty).toBe('不能回复空内容')
  })

  it('tell an empty issue description from an empty reply', () => {
    expect(zhCN.issueContentEmpty).toBe('问题描述不能为空')
    expect(en.issueContentEmpty).not.toBe(en.replyEmpty)
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('codeResendWait', { seconds: 42 })).toBe('验证码发送过于频繁，请42秒后再试')
    expect(formatMessage('codeResendWait', {}, 'en')).toContain('{seconds}')
  })
})
