import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage, type MessageKey } from '@harness/protocol'
import { nextEmail, nextPhone, nextUsername, registerAccount, signIn } from '../../../test/accountFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { RESEND_INTERVAL_MS } from './codes'
import { noticeMessage } from './messages'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ config: { registration: 'invite', inviteCode: 'HARNESS-2026' } })
})
afterAll(async () => {
  await server?.close()
})

const INVITE = 'HARNESS-2026'

async function sendAndRegister(fields: Record<string, string>) {
  const client = server.client()
  const phone = fields.phone ?? nextPhone()
  const sent = await client.post(P.sendRegisterSmsCode, { phone, inviteCode: INVITE })
  expect(sent.body.code, sent.text).toBe(200)
  return client.post(P.registerByPhone, { phone, smscode: server.lastCode(phone), username: nextUsername(), password: 'a fine password', inviteCode: INVITE, ...fields })
}

describe('registration', () => {
  it('A1 registers by phone, stores an argon2id hash, and never echoes secrets', async () => {
    const phone = nextPhone()
    const answer = await sendAndRegister({ phone })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ code: 200, message: formatMessage('registerSuccess'), data: null })
    const row = await server.database.db('users').where({ phone }).first()
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row.roles).toEqual(['user'])
    expect(answer.text).not.toMatch(/password|argon2|\d{6}/)
  })

  it('registers by e-mail with the code from the message', async () => {
    const client = server.client()
    const email = nextEmail()
    expect((await client.post(P.sendRegisterEmailCode, { email, inviteCode: INVITE })).body.code).toBe(200)
    const message = server.sent.at(-1)!
    expect(message.channel).toBe('email')
    expect(message.text).toContain(message.code!)
    const answer = await client.post(P.registerByEmail, { email, emailcode: message.code!, username: nextUsername(), password: 'a fine password', inviteCode: INVITE })
    expect(answer.body.code, answer.text).toBe(200)
  })

  it('refuses a missing or wrong invitation code and sends nothing', async () => {
    const before = server.sent.length
    const client = server.client()
    const missing = await client.post(P.sendRegisterSmsCode, { phone: nextPhone() })
    expect(missing.body).toMatchObject({ code: 400, message: formatMessage('inviteRequired') })
    const wrong = await client.post(P.sendRegisterSmsCode, { phone: nextPhone(), inviteCode: 'nope' })
    expect(wrong.body).toMatchObject({ code: 400, message: formatMessage('inviteWrong') })
    expect(server.sent.length).toBe(before)
  })

  it('A6 sendRegisterSmsCode and sendRegisterEmailCode answer a taken address exactly like a free one, and tell its owner instead of sending a code', async () => {
    for (const by of ['phone', 'email'] as const) {
      const owner = await registerAccount(server, by)
      server.clock.advance(RESEND_INTERVAL_MS)
      const taken = by === 'phone' ? owner.phone! : owner.email!
      const free = by === 'phone' ? nextPhone() : nextEmail()
      const send = (to: string) => server.client().post(by === 'phone' ? P.sendRegisterSmsCode : P.sendRegisterEmailCode, { [by]: to, inviteCode: INVITE })
      const before = server.sent.length
      const [forTaken, forFree] = [await send(taken), await send(free)]
      expect(forTaken.body, by).toEqual({ code: 200, message: formatMessage('codeSent'), data: { retryAfter: 60 } })
      expect(forTaken.status, by).toBe(forFree.status)
      expect(forTaken.text, by).toBe(forFree.text)
      expect(forTaken.headers.get('content-type'), by).toBe(forFree.headers.get('content-type'))
      const sent = server.sent.slice(before)
      expect(sent.filter((m) => m.to === taken), by).toEqual([noticeMessage(by === 'phone' ? 'sms' : 'email', taken, 'registerAttempt')])
      expect(sent.find((m) => m.to === free)?.code, by).toMatch(/^\d{6}$/)
      // The 60 s rule holds for both alike: the budget is spent before the address is looked at.
      const [againTaken, againFree] = [await send(taken), await send(free)]
      expect(againTaken.body.code, by).toBe(429)
      expect(againTaken.text, by).toBe(againFree.text)
      // Registration stays the authority.
      const register = by === 'phone'
        ? await server.client().post(P.registerByPhone, { phone: taken, smscode: '123456', username: nextUsername(), password: 'a fine password', inviteCode: INVITE })
        : await server.client().post(P.registerByEmail, { email: taken, emailcode: '123456', username: nextUsername(), password: 'a fine password', inviteCode: INVITE })
      expect(register.body.message, by).toBe(formatMessage(by === 'phone' ? 'phoneTaken' : 'emailTaken'))
    }
  })

  it('A2 refuses malformed phone numbers without sending', async () => {
    const before = server.sent.length
    const client = server.client()
    for (const phone of ['12345678901', '23800138000', '1380013800', '+1 5551234567', '１３８００１３８０００', '13800138000 ']) {
      const answer = await client.post(P.sendRegisterSmsCode, { phone, inviteCode: INVITE })
      expect(answer.status, phone).toBe(400)
      expect(answer.body.message).toBe(formatMessage('phoneInvalid'))
    }
    const array = await client.post(P.sendRegisterSmsCode, { phone: ['13800138000', '13900139000'], inviteCode: INVITE })
    expect(array.status).toBe(400)
    expect(array.body.message).toBe(formatMessage('wrongFieldType', { field: 'phone' }))
    expect(server.sent.length).toBe(before)
  })

  it('A3 bounds password length without truncation', async () => {
    expect((await sendAndRegister({ password: 'abcde' })).body.message).toBe(formatMessage('passwordMin'))
    expect((await sendAndRegister({ password: 'x'.repeat(129) })).body.message).toBe(formatMessage('passwordTooLong'))
    const long = 'Long-password-'.repeat(5).slice(0, 64)
    const account = await registerAccount(server, 'phone', long)
    const good = await server.client().post(P.loginByPhone, { phone: account.phone!, password: long })
    expect(good.body.code).toBe(200)
    const truncated = await server.client().post(P.loginByPhone, { phone: account.phone!, password: long.slice(0, -1) })
    expect(truncated.body.code).toBe(400)
  })

  it('A4 refuses common passwords and accepts Unicode with spaces', async () => {
    for (const password of ['password', '12345678', 'qwerty123']) {
      const answer = await sendAndRegister({ password })
      expect(answer.body.message, password).toBe(formatMessage('passwordTooCommon'))
    }
    const account = await registerAccount(server, 'phone', 'correct horse 电池 🐎 staple')
    const login = await server.client().post(P.loginByPhone, { phone: account.phone!, password: 'correct horse 电池 🐎 staple' })
    expect(login.body.code).toBe(200)
  })

  it('A5 lets exactly one of 20 parallel registrations of one phone through', async () => {
    const phone = nextPhone()
    const client = server.client()
    await client.post(P.sendRegisterSmsCode, { phone, inviteCode: INVITE })
    const code = server.lastCode(phone)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.client().post(P.registerByPhone, { phone, smscode: code, username: nextUsername(), password: 'a fine password', inviteCode: INVITE }),
      ),
    )
    const codes = answers.map((a) => a.body.code)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 500)).toHaveLength(0)
    for (const a of answers.filter((x) => x.body.code !== 200)) {
      expect([formatMessage('phoneTaken'), formatMessage('codeInvalidOrExpired')]).toContain(a.body.message)
    }
    const rows = await server.database.db('users').where({ phone }).select('id')
    expect(rows).toHaveLength(1)
  })

  it('A10 treats usernames and e-mails case- and width-insensitively and refuses reserved or unsafe names', async () => {
    const first = await registerAccount(server, 'email')
    const client = server.client()
    const upper = await client.post(P.checkUsernameExist, { username: first.username.toUpperCase() })
    expect(upper.body).toMatchObject({ code: 200, data: { exist: true } })
    const emailUpper = await client.post(P.checkEmailExist, { email: first.email!.toUpperCase() })
    expect(emailUpper.body).toMatchObject({ code: 200, data: { exist: true } })
    server.clock.advance(RESEND_INTERVAL_MS)
    const dup = await client.post(P.sendRegisterEmailCode, { email: first.email!.toUpperCase(), inviteCode: INVITE })
    expect(dup.body).toEqual({ code: 200, message: formatMessage('codeSent'), data: { retryAfter: 60 } })
    expect(server.sent.at(-1)).toEqual(noticeMessage('email', first.email!.toUpperCase(), 'registerAttempt'))
    const dupRegistered = await client.post(P.registerByEmail, { email: first.email!.toUpperCase(), emailcode: '123456', username: nextUsername(), password: 'a fine password', inviteCode: INVITE })
    expect(dupRegistered.body.message).toBe(formatMessage('emailTaken'))
    const taken = await sendAndRegister({ username: first.username.toUpperCase() })
    expect(taken.body.message).toBe(formatMessage('usernameTaken'))
    for (const name of ['admin', 'Root', 'api', 'system', '<b>x</b>', 'a"b', 'zero\u200bwidth', 'tab\tname']) {
      const answer = await client.post(P.checkUsernameExist, { username: name })
      expect(answer.status, name).toBe(400)
    }
  })

  it('A10 refuses invisible characters and confusable script mixing everywhere a username is taken, and keeps Chinese names', async () => {
    const refused: ReadonlyArray<readonly [string, MessageKey]> = [
      ['ali\u00adce', 'usernameInvalidChars'],
      ['\u3164\u3164', 'usernameInvalidChars'],
      ['ali\u115fce', 'usernameInvalidChars'],
      ['张\u3000三', 'usernameInvalidChars'],
      ['ali\u200dce', 'usernameInvalidChars'],
      ['\u202ealice', 'usernameInvalidChars'],
      ['alice\ufe0f', 'usernameInvalidChars'],
      ['p\u0430ypal', 'usernameMixedScripts'],
      ['\u0391lice', 'usernameMixedScripts'],
    ]
    const signedIn = await signIn(server.client(), await registerAccount(server))
    const usersBefore = Number((await server.database.db('users').count({ n: '*' }).first())?.n)
    for (const [username, key] of refused) {
      const check = await server.client().post(P.checkUsernameExist, { username })
      expect(check.body, JSON.stringify(username)).toEqual({ code: 400, message: formatMessage(key), data: { field: 'username' } })
      const registered = await sendAndRegister({ username })
      expect(registered.body, JSON.stringify(username)).toEqual({ code: 400, message: formatMessage(key), data: { field: 'username' } })
      const renamed = await signedIn.post(P.updateUserName, { newname: username })
      expect(renamed.body, JSON.stringify(username)).toEqual({ code: 400, message: formatMessage(key), data: { field: 'newname' } })
    }
    expect(Number((await server.database.db('users').count({ n: '*' }).first())?.n)).toBe(usersBefore)
    for (const username of ['张三', '张三abc']) {
      const answer = await sendAndRegister({ username })
      expect(answer.body.code, answer.text).toBe(200)
      expect(await server.database.db('users').where({ username }).first()).toBeDefined()
    }
  })

  it('says which field is wrong with the specification texts', async () => {
    const client = server.client()
    const empty = await client.post(P.registerByPhone, { phone: '', smscode: '', username: '', password: '', inviteCode: INVITE })
    expect(empty.body).toMatchObject({ code: 400, message: formatMessage('usernameRequired'), data: { field: 'username' } })
    const noCode = await client.post(P.registerByPhone, { phone: nextPhone(), smscode: '', username: nextUsername(), password: 'a fine password', inviteCode: INVITE })
    expect(noCode.body.message).toBe(formatMessage('codeRequired'))
    const shortCode = await client.post(P.registerByPhone, { phone: nextPhone(), smscode: '123', username: nextUsername(), password: 'a fine password', inviteCode: INVITE })
    expect(shortCode.body.message).toBe(formatMessage('codeLength'))
    const unknown = await client.post(P.registerByPhone, { phone: nextPhone(), smscode: '123456', username: nextUsername(), password: 'a fine password', inviteCode: INVITE, role: 'admin' })
    expect(unknown.body).toMatchObject({ code: 400, data: { fields: ['role'] } })
  })
})
