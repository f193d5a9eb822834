import { describe, expect, it } from 'vitest'
import { channelsWithoutTransport, readConfig } from './config'

describe('readConfig', () => {
  it('binds loopback by default while the development outbox carries any channel, all interfaces once both transports are set', () => {
    expect(readConfig({}).host).toBe('127.0.0.1')
    expect(readConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).host).toBe('127.0.0.1')
    expect(readConfig({ SMS_URL: 'https://sms.example.com/send' }).host).toBe('127.0.0.1')
    expect(readConfig({ SMTP_URL: 'smtp://mail.example.com:587', SMS_URL: 'https://sms.example.com/send' }).host).toBe('0.0.0.0')
  })

  it('keeps an explicit HOST whatever carries the messages', () => {
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(readConfig({ HOST: '::', SMTP_URL: 'smtp://m', SMS_URL: 'https://s' }).host).toBe('::')
    expect(readConfig({ HOST: ' ' }).host).toBe('127.0.0.1')
  })

  it('names the channels without a real transport', () => {
    expect(channelsWithoutTransport({ smtpUrl: null, smsUrl: null })).toEqual(['email', 'sms'])
    expect(channelsWithoutTransport({ smtpUrl: 'smtp://m', smsUrl: null })).toEqual(['sms'])
    expect(channelsWithoutTransport({ smtpUrl: 'smtp://m', smsUrl: 'https://s' })).toEqual([])
  })

  it('needs invitation codes by default; REGISTRATION=open opens registration to everyone', () => {
    expect(readConfig({}).registration).toBe('invite')
    expect(readConfig({ REGISTRATION: 'open' }).registration).toBe('open')
    expect(readConfig({ REGISTRATION: ' Invite ' }).registration).toBe('invite')
    expect(readConfig({ INVITE_CODE: ' TEAM-2026 ' })).toMatchObject({ registration: 'invite', inviteCode: 'TEAM-2026' })
  })

  it('refuses a malformed PORT or REGISTRATION naming it', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => readConfig({ REGISTRATION: 'everyone' })).toThrow(/REGISTRATION/)
  })
})
