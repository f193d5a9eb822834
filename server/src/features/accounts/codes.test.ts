import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import { nextEmail, nextPhone, nextUsername, registerAccount, signIn, type TestAccount } from '../../../test/accountFixtures'
import type { ApiAnswer } from '../../../test/ApiClient'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { hmac } from '../../lib/tokens'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, RESEND_INTERVAL_MS } from './codes'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const NEW_PASSWORD = 'a brand new password'

async function passwordHash(phone: string): Promise<string> {
  return (await server.database.db('users').where({ phone }).first()).password_hash as string
}

/** Sends a reset code to `account` once the 60 s since its last code (e.g. the registration code) have passed. */
async function sendReset(account: TestAccount): Promise<string> {
  server.clock.advance(RESEND_INTERVAL_MS)
  const sent = await server.client().post(P.sendResetPasswordSmsCode, { phone: account.phone! })
  expect(sent.body, sent.text).toEqual({ code: 200, message: formatMessage('codeSent'), data: { retryAfter: 60 } })
  return server.lastCode(account.phone!)
}

function reset(account: TestAccount, smscode: string): Promise<ApiAnswer> {
  return server.client().post(P.resetPasswordByPhone, { phone: account.phone!, smscode, newpassword: NEW_PASSWORD })
}

/** A six-digit code that is not `code`. */
const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

const invalidOrExpired = { code: 400, message: formatMessage('codeInvalidOrExpired'), data: { field: 'code' } }

describe('verification codes', () => {
  it('C1 a code expires after five minutes by the server clock', async () => {
    const late = await registerAccount(server)
    const hash = await passwordHash(late.phone!)
    const code = await sendReset(late)
    server.clock.advance(CODE_TTL_MS + 1000)
    expect((await reset(late, code)).body).toEqual(invalidOrExpired)
    expect(await passwordHash(late.phone!)).toBe(hash)

    const inTime = await registerAccount(server)
    const fresh = await sendReset(inTime)
    server.clock.advance(CODE_TTL_MS - 1000)
    const answer = await reset(inTime, fresh)
    expect(answer.body.code, answer.text).toBe(200)
    expect(await passwordHash(inTime.phone!)).not.toBe(hash)
  })

  it('C2 a code works once', async () => {
    const account = await registerAccount(server)
    const code = await sendReset(account)
    expect((await reset(account, code)).body.code).toBe(200)
    const hash = await passwordHash(account.phone!)
    expect((await reset(account, code)).body).toEqual(invalidOrExpired)
    expect(await passwordHash(account.phone!)).toBe(hash)
  })

  it('C2 of 10 parallel uses of one code exactly one succeeds', async () => {
    const account = await registerAccount(server)
    const code = await sendReset(account)
    const answers = await Promise.all(Array.from({ length: 10 }, () => reset(account, code)))
    const codes = answers.map((a) => a.body.code)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.body.code !== 200)) expect(answer.body).toEqual(invalidOrExpired)
    const rows = await server.database.db('verification_codes').where({ target: `sms:${account.phone}`, purpose: 'reset' })
    expect(rows).toHaveLength(1)
    expect(rows[0].consumed_at).not.toBeNull()
  })

  it('C3 five wrong entries void the code; the right one then fails too', async () => {
    const account = await registerAccount(server)
    const hash = await passwordHash(account.phone!)
    const code = await sendReset(account)
    for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) {
      const answer = await reset(account, wrongCode(code))
      const key = i < MAX_CODE_ATTEMPTS ? 'codeIncorrect' : 'codeInvalidOrExpired'
      expect(answer.body, `attempt ${i}`).toEqual({ code: 400, message: formatMessage(key), data: { field: 'code' } })
    }
    expect((await reset(account, code)).body).toEqual(invalidOrExpired)
    expect(await passwordHash(account.phone!)).toBe(hash)
    const row = await server.database.db('verification_codes').where({ target: `sms:${account.phone}`, purpose: 'reset' }).first()
    expect(row.attempts).toBe(MAX_CODE_ATTEMPTS)
    expect(row.voided_at).not.toBeNull()

    const next = await sendReset(account)
    expect((await reset(account, next)).body.code).toBe(200)
  })

  it('C4 a resend within 60 s is refused with the seconds left; a later one replaces the code', async () => {
    const account = await registerAccount(server)
    const first = await sendReset(account)
    const before = server.sent.length
    server.clock.advance(20_000)
    const early = await server.client().post(P.sendResetPasswordSmsCode, { phone: account.phone! })
    expect(early.status).toBe(429)
    expect(early.body).toEqual({ code: 429, message: formatMessage('codeResendWait', { seconds: 40 }), data: { retryAfter: 40 } })
    expect(server.sent.length).toBe(before)

    const register = server.client()
    const phone = nextPhone()
    expect((await register.post(P.sendRegisterSmsCode, { phone })).body.data).toEqual({ retryAfter: 60 })
    server.clock.advance(59_500)
    expect((await register.post(P.sendRegisterSmsCode, { phone })).body.data).toEqual({ retryAfter: 1 })

    const second = await sendReset(account)
    expect(server.sent.length).toBe(before + 2)
    if (second !== first) expect((await reset(account, first)).body.message).toBe(formatMessage('codeIncorrect'))
    expect((await reset(account, second)).body.code).toBe(200)
    const rows = await server.database.db('verification_codes').where({ target: `sms:${account.phone}`, purpose: 'reset' }).orderBy('id')
    expect(rows.map((r: { voided_at: Date | null; consumed_at: Date | null }) => [r.voided_at !== null, r.consumed_at !== null])).toEqual([
      [true, false],
      [false, true],
    ])
  })

  it('C5 a code confirms only its own purpose and target', async () => {
    const owner = await registerAccount(server)
    const client = await signIn(server.client(), owner)
    const q = nextPhone()
    const q2 = nextPhone()
    await server.client().post(P.sendRegisterSmsCode, { phone: q })
    const codeQ = server.lastCode(q)
    await server.client().post(P.sendRegisterSmsCode, { phone: q2 })
    const codeQ2 = server.lastCode(q2)

    const bind = await client.post(P.updatePhone, { newPhone: q, smscode: codeQ, password: owner.password })
    expect(bind.body).toEqual(invalidOrExpired)
    const resetQ = await server.client().post(P.resetPasswordByPhone, { phone: q, smscode: codeQ, newpassword: NEW_PASSWORD })
    expect(resetQ.body).toEqual(invalidOrExpired)
    if (codeQ !== codeQ2) {
      const crossTarget = await server.client().post(P.registerByPhone, { phone: q2, smscode: codeQ, username: nextUsername(), password: NEW_PASSWORD })
      expect(crossTarget.body).toEqual({ code: 400, message: formatMessage('codeIncorrect'), data: { field: 'code' } })
    }
    expect(await server.database.db('users').whereIn('phone', [q, q2])).toEqual([])
    expect((await server.database.db('users').where({ id: (await server.database.db('users').where({ phone: owner.phone }).first()).id }).first()).phone).toBe(owner.phone)

    // The code was not used up by the refused attempts: it still registers its own target.
    const own = await server.client().post(P.registerByPhone, { phone: q, smscode: codeQ, username: nextUsername(), password: NEW_PASSWORD })
    expect(own.body.code, own.text).toBe(200)

    const email = nextEmail()
    await server.client().post(P.sendRegisterEmailCode, { email })
    const bindEmail = await client.post(P.updateEmail, { newEmail: email, emailcode: server.lastCode(email), password: owner.password })
    expect(bindEmail.body).toEqual(invalidOrExpired)

    const resetCode = await sendReset(owner)
    const other = nextPhone()
    await client.post(P.sendUpdatePhoneSmsCode, { phone: other })
    const bindWithReset = await client.post(P.updatePhone, { newPhone: owner.phone!, smscode: resetCode, password: owner.password })
    expect(bindWithReset.body.code).toBe(400)
  })

  it('C6 stores only an HMAC of each code and keeps codes, passwords and tokens out of the log', async () => {
    const password = 'log secret password 42'
    const account = await registerAccount(server, 'phone', password)
    const registerCode = server.lastCode(account.phone!)
    const client = await signIn(server.client(), account)
    const resetCode = await sendReset(account)
    const rows = await server.database.db('verification_codes').where({ target: `sms:${account.phone}` }).orderBy('id')
    expect(rows).toHaveLength(2)
    const secret = server.running.deps.secret
    expect(rows[0].code_hash).toBe(hmac(secret, `register|sms:${account.phone}|${registerCode}`))
    expect(rows[1].code_hash).toBe(hmac(secret, `reset|sms:${account.phone}|${resetCode}`))
    for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`\\b(${registerCode}|${resetCode})\\b`))
    expect((await reset(account, resetCode)).body.code).toBe(200)
    // Requests the server refuses or fails on are logged; their bodies must not reach the log.
    const truncated = `{"phone":"${account.phone}","password":"${password}"`
    const broken = await server.client().post(P.loginByPhone, truncated, 'raw', { 'content-type': 'application/json' })
    expect(broken.body).toEqual({ code: 400, message: formatMessage('malformedBody'), data: null })
    // V8 quotes the text around a bad token in its SyntaxError message.
    const unquoted = `{"phone":"${account.phone}","smscode":x${resetCode},"password":"${password}"}`
    const garbled = await server.client().post(P.loginByPhone, unquoted, 'raw', { 'content-type': 'application/json' })
    expect(garbled.body).toEqual({ code: 400, message: formatMessage('malformedBody'), data: null })

    const log = server.logLines.join('')
    expect(log).toContain('request refused')
    // Codes are matched as whole numbers: a log line's timestamp may hold any six digits.
    expect(log).not.toMatch(new RegExp(`(?<!\\d)(${registerCode}|${resetCode})(?!\\d)`))
    for (const secretValue of [password, NEW_PASSWORD, client.token!, client.csrf!, secret]) expect(log).not.toContain(secretValue)
  })

  it('C7 refuses codes of the wrong type or form without counting them, and never succeeds', async () => {
    const account = await registerAccount(server)
    const hash = await passwordHash(account.phone!)
    const code = await sendReset(account)
    const client = server.client()
    const base = { phone: account.phone!, newpassword: NEW_PASSWORD }
    const wrongType = { code: 400, message: formatMessage('wrongFieldType', { field: 'smscode' }), data: { field: 'smscode' } }
    const attempts: Array<[string, Record<string, unknown>, 'form' | 'json']> = [
      ['array', { ...base, 'smscode[]': code }, 'form'],
      ['repeated', { ...base, smscode: [code, code] }, 'form'],
      ['number', { ...base, smscode: Number(code) }, 'json'],
      ['operator', { ...base, smscode: { $ne: '' } }, 'json'],
      ['null', { ...base, smscode: null }, 'json'],
      ['nested form', { ...base, 'smscode[$ne]': '' }, 'form'],
    ]
    for (const [label, body, mode] of attempts) {
      const answer = await client.post(P.resetPasswordByPhone, body, mode)
      expect(answer.body, label).toEqual(wrongType)
    }
    const codeLength = { code: 400, message: formatMessage('codeLength'), data: { field: 'smscode' } }
    expect((await client.post(P.resetPasswordByPhone, { ...base, smscode: `${code} ` })).body).toEqual(codeLength)
    expect((await client.post(P.resetPasswordByPhone, { ...base, smscode: `${code}0` })).body).toEqual(codeLength)
    const fullWidth = code.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))
    expect((await client.post(P.resetPasswordByPhone, { ...base, smscode: fullWidth })).body).toEqual({
      code: 400,
      message: formatMessage('codeIncorrect'),
      data: { field: 'smscode' },
    })
    expect(await passwordHash(account.phone!)).toBe(hash)
    const row = await server.database.db('verification_codes').where({ target: `sms:${account.phone}`, purpose: 'reset' }).first()
    expect(row.attempts).toBe(0)
    expect((await reset(account, code)).body.code).toBe(200)
  })
})
