import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import { nextEmail, nextPhone, registerAccount, signIn, type TestAccount } from '../../../test/accountFixtures'
import type { ApiAnswer, ApiClient } from '../../../test/ApiClient'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { RESEND_INTERVAL_MS } from './codes'
import { codeMessage, noticeMessage } from './messages'
import { setDisabled } from './users.repo'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const NEW_PASSWORD = 'a fresh reset password'
const resetDone = { code: 200, message: formatMessage('resetSuccess'), data: formatMessage('resetSuccess') }
const codeSent = { code: 200, message: formatMessage('codeSent'), data: { retryAfter: 60 } }

function login(client: ApiClient, account: TestAccount, password: string): Promise<ApiAnswer> {
  return account.phone
    ? client.post(P.loginByPhone, { phone: account.phone, password })
    : client.post(P.loginByEmail, { email: account.email!, password })
}

async function requestCode(account: TestAccount): Promise<ApiAnswer> {
  server.clock.advance(RESEND_INTERVAL_MS)
  return account.phone
    ? server.client().post(P.sendResetPasswordSmsCode, { phone: account.phone })
    : server.client().post(P.sendResetPasswordEmailCode, { email: account.email! })
}

async function userRow(account: TestAccount): Promise<Record<string, unknown>> {
  return account.phone
    ? server.database.db('users').where({ phone: account.phone }).first()
    : server.database.db('users').where({ email: account.email }).first()
}

/** Checks the whole A7 outcome: sessions ended, notice sent, no cookie, new password works and the old not. */
async function expectResetDone(account: TestAccount, answer: ApiAnswer, signedIn: ApiClient, sentBefore: number): Promise<void> {
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual(resetDone)
  expect(answer.headers.getSetCookie().filter((c) => c.startsWith('token='))).toEqual([])
  expect((await signedIn.get(P.visit)).body).toEqual({ code: 401, message: formatMessage('sessionExpired'), data: null })
  const row = await userRow(account)
  const live = await server.database.db('sessions').where({ user_id: row.id }).whereNull('revoked_at').count({ n: '*' }).first()
  expect(Number(live?.n)).toBe(0)
  const to = account.phone ?? account.email!
  const notices = server.sent.slice(sentBefore)
  expect(notices).toEqual([noticeMessage(account.phone ? 'sms' : 'email', to, 'passwordReset')])
  expect((await login(server.client(), account, account.password)).body.code).toBe(400)
  expect((await login(server.client(), account, NEW_PASSWORD)).body.code).toBe(200)
}

describe('password reset', () => {
  it('A7 resets by phone: sessions end, the owner is told, and nobody is signed in', async () => {
    const account = await registerAccount(server)
    const signedIn = await signIn(server.client(), account)
    expect((await requestCode(account)).body).toEqual(codeSent)
    const message = server.sent.at(-1)!
    expect(message).toEqual(codeMessage('sms', account.phone!, 'reset', message.code!))
    const before = server.sent.length
    const answer = await server.client().post(P.resetPasswordByPhone, { phone: account.phone!, smscode: message.code!, newpassword: NEW_PASSWORD })
    await expectResetDone(account, answer, signedIn, before)
  })

  it('A7 resets by e-mail with the field named email', async () => {
    const account = await registerAccount(server, 'email')
    const signedIn = await signIn(server.client(), account)
    expect((await requestCode(account)).body).toEqual(codeSent)
    const before = server.sent.length
    const answer = await server.client().post(P.resetPasswordByEmail, { email: account.email!, emailcode: server.lastCode(account.email!), newpassword: NEW_PASSWORD })
    await expectResetDone(account, answer, signedIn, before)
  })

  it('A7 resets by e-mail with the field named emailmail, in any letter case', async () => {
    const account = await registerAccount(server, 'email')
    const signedIn = await signIn(server.client(), account)
    expect((await requestCode(account)).body).toEqual(codeSent)
    const before = server.sent.length
    const answer = await server.client().post(P.resetPasswordByEmail, {
      emailmail: account.email!.toUpperCase(),
      emailcode: server.lastCode(account.email!),
      newpassword: NEW_PASSWORD,
    })
    expect(answer.body, answer.text).toEqual(resetDone)
    expect(server.sent.slice(before)).toEqual([noticeMessage('email', account.email!.toUpperCase(), 'passwordReset')])
    expect((await signedIn.get(P.visit)).body.code).toBe(401)
    expect((await login(server.client(), account, NEW_PASSWORD)).body.code).toBe(200)
  })

  it('A6 answers a reset request for an unknown account like a known one and sends nothing', async () => {
    const known = await registerAccount(server)
    const knownMail = await registerAccount(server, 'email')
    const knownAnswer = await requestCode(known)
    const knownMailAnswer = await requestCode(knownMail)
    const before = server.sent.length
    const unknown = await server.client().post(P.sendResetPasswordSmsCode, { phone: nextPhone() })
    const unknownMail = await server.client().post(P.sendResetPasswordEmailCode, { email: nextEmail() })
    expect(unknown.status).toBe(knownAnswer.status)
    expect(unknown.text).toBe(knownAnswer.text)
    expect(unknownMail.text).toBe(knownMailAnswer.text)
    expect(unknown.body).toEqual(codeSent)
    expect(server.sent.length).toBe(before)

    // A disabled account is not told either.
    await setDisabled(server.database.db, String((await userRow(known)).id), true, new Date(server.clock.now()))
    const disabled = await requestCode(known)
    expect(disabled.text).toBe(knownAnswer.text)
    expect(server.sent.length).toBe(before)
  })

  it('A6 keeps the 60 s rule for unknown accounts too, so the answers stay alike', async () => {
    const phone = nextPhone()
    expect((await server.client().post(P.sendResetPasswordSmsCode, { phone })).body).toEqual(codeSent)
    const again = await server.client().post(P.sendResetPasswordSmsCode, { phone })
    expect(again.body).toEqual({ code: 429, message: formatMessage('codeResendWait', { seconds: 60 }), data: { retryAfter: 60 } })
  })

  it('A6 answers a code for an unknown account like a wrong code for a known one', async () => {
    const known = await registerAccount(server)
    await requestCode(known)
    const code = server.lastCode(known.phone!)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const knownAnswer = await server.client().post(P.resetPasswordByPhone, { phone: known.phone!, smscode: wrong, newpassword: NEW_PASSWORD })
    expect(knownAnswer.body).toEqual({ code: 400, message: formatMessage('codeIncorrect'), data: { field: 'code' } })
    const phone = nextPhone()
    await server.client().post(P.sendResetPasswordSmsCode, { phone })
    const unknownAnswer = await server.client().post(P.resetPasswordByPhone, { phone, smscode: wrong, newpassword: NEW_PASSWORD })
    expect(unknownAnswer.text).toBe(knownAnswer.text)
    expect(await server.database.db('users').where({ phone })).toEqual([])
  })

  it('checks the fields of a reset and keeps the password on refusal', async () => {
    const account = await registerAccount(server)
    const hash = (await userRow(account)).password_hash
    await requestCode(account)
    const code = server.lastCode(account.phone!)
    const client = server.client()
    const base = { phone: account.phone!, smscode: code, newpassword: NEW_PASSWORD }
    expect((await client.post(P.resetPasswordByPhone, { ...base, smscode: '' })).body).toEqual({ code: 400, message: formatMessage('codeEmpty'), data: { field: 'smscode' } })
    expect((await client.post(P.resetPasswordByPhone, { ...base, newpassword: '' })).body).toEqual({ code: 400, message: formatMessage('passwordRequired'), data: { field: 'newpassword' } })
    expect((await client.post(P.resetPasswordByPhone, { ...base, newpassword: '12345' })).body.message).toBe(formatMessage('passwordMin'))
    expect((await client.post(P.resetPasswordByPhone, { ...base, newpassword: 'password' })).body).toEqual({
      code: 400,
      message: formatMessage('passwordTooCommon'),
      data: { field: 'newpassword' },
    })
    expect((await client.post(P.resetPasswordByEmail, { emailcode: code, newpassword: NEW_PASSWORD })).body).toEqual({
      code: 400,
      message: formatMessage('emailEmpty'),
      data: { field: 'emailmail' },
    })
    expect((await client.post(P.resetPasswordByEmail, { email: 'not-an-email', emailcode: code, newpassword: NEW_PASSWORD })).body).toEqual({
      code: 400,
      message: formatMessage('emailInvalid'),
      data: { field: 'email' },
    })
    expect((await userRow(account)).password_hash).toBe(hash)
    expect((await client.post(P.resetPasswordByPhone, base)).body).toEqual(resetDone)
  })
})
