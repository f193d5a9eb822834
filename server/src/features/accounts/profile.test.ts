import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import { nextEmail, nextPhone, nextUsername, registerAccount, signIn, type TestAccount } from '../../../test/accountFixtures'
import type { ApiClient } from '../../../test/ApiClient'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { defaultRateRules } from '../../lib/rateRules'
import { randomToken, sha256 } from '../../lib/tokens'
import { RESEND_INTERVAL_MS } from './codes'
import { noticeMessage } from './messages'
import { insertSession } from './sessions.repo'
import { SESSION_TTL_MS } from './sessionCookie'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

async function userRow(account: TestAccount): Promise<Record<string, unknown>> {
  return account.phone
    ? server.database.db('users').where({ phone: account.phone }).first()
    : server.database.db('users').where({ email: account.email }).first()
}

async function signedIn(by: 'phone' | 'email' = 'phone'): Promise<{ account: TestAccount; client: ApiClient; id: string }> {
  const account = await registerAccount(server, by)
  const client = await signIn(server.client(), account)
  return { account, client, id: String((await userRow(account)).id) }
}

/** A second live session of user `id`, as another device would hold it; answers its token. */
async function otherDevice(id: string): Promise<string> {
  const token = randomToken()
  const now = new Date(server.clock.now())
  await insertSession(server.database.db, { userId: id, tokenHash: sha256(token), now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS), ip: '', userAgent: '' })
  return token
}

const visitAs = (token: string) => server.client({ authorization: `Bearer ${token}` }).get(P.visit)

/** Sends a bind code to `address` (phone or e-mail) and answers it. */
async function bindCode(client: ApiClient, address: string): Promise<string> {
  server.clock.advance(RESEND_INTERVAL_MS)
  const answer = address.includes('@')
    ? await client.post(P.sendUpdateEmailCode, { email: address })
    : await client.post(P.sendUpdatePhoneSmsCode, { phone: address })
  expect(answer.body, answer.text).toEqual({ code: 200, message: formatMessage('codeSent'), data: { retryAfter: 60 } })
  return server.lastCode(address)
}

const INTRUDERS = {
  id: '1',
  role: 'admin',
  roles: 'superadmin',
  is_admin: '1',
  password_hash: '$argon2id$forged',
  phone: '13911112222',
  email: 'evil@example.com',
  created_at: '2000-01-01',
  token: 'forged',
}

describe('profile', () => {
  it('getUserInfo and getCurrentUserEmailAndPhone need a session and show the account', async () => {
    expect((await server.client().get(P.getUserInfo)).body).toEqual({ code: 401, message: formatMessage('notSignedIn'), data: null })
    expect((await server.client().get(P.getCurrentUserEmailAndPhone)).body.code).toBe(401)
    const { account, client } = await signedIn()
    expect((await client.get(P.getUserInfo)).body).toEqual({ code: 200, message: 'success', data: { picture: '', realName: '', company: '', description: '' } })
    expect((await client.get(P.getCurrentUserEmailAndPhone)).body).toEqual({ code: 200, message: 'success', data: { phone: account.phone, email: '' } })
    const byMail = await signedIn('email')
    expect((await byMail.client.get(P.getCurrentUserEmailAndPhone)).body.data).toEqual({ phone: '', email: byMail.account.email })
  })

  it('updateUserInfo takes the texts from the query string of a multipart request, and from a form body', async () => {
    const { account, client } = await signedIn()
    const query = new URLSearchParams({ realName: '张三', company: 'ACME 线束', description: "x'); drop table users; --", viewName: 'zs' })
    const answer = await client.post(`${P.updateUserInfo}?${query}`, new FormData(), 'multipart')
    const expected = { picture: '', realName: '张三', company: 'ACME 线束', description: "x'); drop table users; --" }
    expect(answer.body).toEqual({ code: 200, message: formatMessage('updateSuccess'), data: expected })
    expect((await client.get(P.getUserInfo)).body.data).toEqual(expected)
    const row = await userRow(account)
    expect(row).toMatchObject({ real_name: '张三', company: 'ACME 线束', view_name: 'zs' })

    const form = await client.post(P.updateUserInfo, { company: 'Other Co' })
    expect(form.body.data).toEqual({ ...expected, company: 'Other Co' })
    const noBody = await client.post(`${P.updateUserInfo}?description=only+this`)
    expect(noBody.body.data).toEqual({ ...expected, company: 'Other Co', description: 'only this' })
    const tooLong = await client.post(P.updateUserInfo, { realName: 'x'.repeat(65) })
    expect(tooLong.body).toEqual({ code: 400, message: formatMessage('fieldTooLong', { field: 'realName', max: 64 }), data: { field: 'realName' } })
  })

  it('A9 refuses unknown fields in form, JSON, multipart and query variants and changes nothing', async () => {
    const { account, client } = await signedIn()
    const before = await userRow(account)
    const expectRefused = (body: unknown, label: string) => {
      expect(body, label).toMatchObject({ code: 400, message: expect.stringContaining(formatMessage('unknownFields', { fields: '' })) })
      const fields = (body as { data: { fields: string[] } }).data.fields
      expect(fields.length, label).toBeGreaterThan(0)
      for (const field of fields) expect(Object.keys(INTRUDERS), label).toContain(field)
    }
    expectRefused((await client.post(P.updateUserInfo, { realName: 'Legit', ...INTRUDERS })).body, 'form')
    expectRefused((await client.post(P.updateUserInfo, { realName: 'Legit', ...INTRUDERS }, 'json')).body, 'json')
    const multipart = new FormData()
    multipart.append('realName', 'Legit')
    for (const [k, v] of Object.entries(INTRUDERS)) multipart.append(k, v)
    expectRefused((await client.post(P.updateUserInfo, multipart, 'multipart')).body, 'multipart')
    expectRefused((await client.post(`${P.updateUserInfo}?${new URLSearchParams({ realName: 'Legit', ...INTRUDERS })}`)).body, 'query')
    for (const [k, v] of Object.entries(INTRUDERS)) {
      const one = await client.post(P.updateUserInfo, { realName: 'Legit', [k]: v })
      expect(one.body, k).toEqual({ code: 400, message: formatMessage('unknownFields', { fields: k }), data: { fields: [k] } })
    }
    const proto = new FormData()
    proto.append('realName', 'Legit')
    proto.append('__proto__[isAdmin]', '1')
    expect((await client.post(P.updateUserInfo, proto, 'multipart')).body.code).toBe(400)
    expect(await userRow(account)).toEqual(before)
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()

    const legit = await client.post(P.updateUserInfo, { realName: 'Legit' })
    expect(legit.body.code).toBe(200)
    const after = await userRow(account)
    expect(after).toEqual({ ...before, real_name: 'Legit', updated_at: after.updated_at })
  })

  it('A8 changes the password only with the current one, ends other sessions and keeps this one', async () => {
    const { account, client, id } = await signedIn()
    const other = await otherDevice(id)
    expect((await visitAs(other)).body.code).toBe(200)
    const hash = (await userRow(account)).password_hash

    const wrong = await client.post(P.updatePassword, { oldpassword: 'not the password', newpassword: 'another fine password' })
    expect(wrong.body).toEqual({ code: 400, message: formatMessage('currentPasswordWrong'), data: { field: 'oldpassword' } })
    const missing = await client.post(P.updatePassword, { oldpassword: '', newpassword: 'another fine password' })
    expect(missing.body).toEqual({ code: 400, message: formatMessage('currentPasswordRequired'), data: { field: 'oldpassword' } })
    const common = await client.post(P.updatePassword, { oldpassword: account.password, newpassword: 'password' })
    expect(common.body).toEqual({ code: 400, message: formatMessage('passwordTooCommon'), data: { field: 'newpassword' } })
    expect((await userRow(account)).password_hash).toBe(hash)
    expect((await visitAs(other)).body.code).toBe(200)

    const before = server.sent.length
    const done = await client.post(P.updatePassword, { oldpassword: account.password, newpassword: 'another fine password' })
    expect(done.body).toEqual({ code: 200, message: formatMessage('passwordChanged'), data: null })
    expect((await userRow(account)).password_hash).not.toBe(hash)
    expect((await visitAs(other)).body).toEqual({ code: 401, message: formatMessage('sessionExpired'), data: null })
    expect((await client.get(P.visit)).body.code).toBe(200)
    expect(server.sent.slice(before)).toEqual([noticeMessage('sms', account.phone!, 'passwordChanged')])
    await client.post(P.logout)
    expect((await server.client().post(P.loginByPhone, { phone: account.phone!, password: 'another fine password' })).body.code).toBe(200)
  })

  it('A11 binds a new phone with the current password and a code sent to it, and tells the old phone', async () => {
    const { account, client, id } = await signedIn()
    const newPhone = nextPhone()
    const code = await bindCode(client, newPhone)
    expect(server.sent.at(-1)!.to).toBe(newPhone)

    const noPassword = await client.post(P.updatePhone, { newPhone, smscode: code, password: '' })
    expect(noPassword.body).toEqual({ code: 400, message: formatMessage('currentPasswordRequired'), data: { field: 'password' } })
    const wrongPassword = await client.post(P.updatePhone, { newPhone, smscode: code, password: 'not the password' })
    expect(wrongPassword.body).toEqual({ code: 400, message: formatMessage('currentPasswordWrong'), data: { field: 'password' } })
    expect((await userRow(account)).phone).toBe(account.phone)

    const before = server.sent.length
    const done = await client.post(P.updatePhone, { newPhone, smscode: code, password: account.password })
    expect(done.body).toEqual({ code: 200, message: formatMessage('updateSuccess'), data: null })
    expect((await server.database.db('users').where({ id }).first()).phone).toBe(newPhone)
    expect(server.sent.slice(before)).toEqual([noticeMessage('sms', account.phone!, 'phoneChanged')])
    expect((await client.get(P.getCurrentUserEmailAndPhone)).body.data).toEqual({ phone: newPhone, email: '' })
    await client.post(P.logout)
    expect((await server.client().post(P.loginByPhone, { phone: newPhone, password: account.password })).body.code).toBe(200)
    expect((await server.client().post(P.loginByPhone, { phone: account.phone!, password: account.password })).body.code).toBe(400)
  })

  it('A11 binds a new e-mail, telling the old address; a phone account just gains one', async () => {
    const { account, client, id } = await signedIn('email')
    const newEmail = nextEmail()
    const code = await bindCode(client, newEmail)
    const before = server.sent.length
    const done = await client.post(P.updateEmail, { newEmail, emailcode: code, password: account.password })
    expect(done.body).toEqual({ code: 200, message: formatMessage('updateSuccess'), data: null })
    expect(await server.database.db('users').where({ id }).first()).toMatchObject({ email: newEmail, email_key: newEmail.toLowerCase() })
    expect(server.sent.slice(before)).toEqual([noticeMessage('email', account.email!, 'emailChanged')])

    const phoneUser = await signedIn()
    const firstEmail = nextEmail()
    const firstCode = await bindCode(phoneUser.client, firstEmail)
    const quiet = server.sent.length
    expect((await phoneUser.client.post(P.updateEmail, { newEmail: firstEmail, emailcode: firstCode, password: phoneUser.account.password })).body.code).toBe(200)
    expect(server.sent.length).toBe(quiet)
    expect((await phoneUser.client.get(P.getCurrentUserEmailAndPhone)).body.data).toEqual({ phone: phoneUser.account.phone, email: firstEmail })
  })

  it('A11 answers a taken address like a free one and sends nothing (no enumeration); refuses an unchanged address and codes of another target', async () => {
    const { account, client, id } = await signedIn()
    const holder = await registerAccount(server)
    const holderMail = await registerAccount(server, 'email')
    const sentBefore = server.sent.length
    const taken = await client.post(P.sendUpdatePhoneSmsCode, { phone: holder.phone! })
    expect(taken.body).toEqual({ code: 200, message: formatMessage('codeSent'), data: { retryAfter: 60 } })
    const takenMail = await client.post(P.sendUpdateEmailCode, { email: holderMail.email!.toUpperCase() })
    expect(takenMail.body).toEqual({ code: 200, message: formatMessage('codeSent'), data: { retryAfter: 60 } })
    const same = await client.post(P.sendUpdatePhoneSmsCode, { phone: account.phone! })
    expect(same.body).toEqual({ code: 400, message: formatMessage('phoneSameAsCurrent'), data: { field: 'phone' } })
    expect(server.sent.length).toBe(sentBefore)

    // A code sent to one new phone does not bind another.
    const first = nextPhone()
    const second = nextPhone()
    const codeFirst = await bindCode(client, first)
    const codeSecond = await bindCode(client, second)
    if (codeFirst !== codeSecond) {
      const crossed = await client.post(P.updatePhone, { newPhone: second, smscode: codeFirst, password: account.password })
      expect(crossed.body).toEqual({ code: 400, message: formatMessage('codeIncorrect'), data: { field: 'code' } })
    }

    // Someone else takes the address between the code and the bind: refused, nothing changes.
    await server.database.db('users').insert({
      username: nextUsername(),
      username_key: nextUsername(),
      phone: first,
      password_hash: 'x',
      created_at: new Date(),
      updated_at: new Date(),
    })
    const raced = await client.post(P.updatePhone, { newPhone: first, smscode: codeFirst, password: account.password })
    expect(raced.body).toEqual({ code: 400, message: formatMessage('phoneTaken'), data: { field: 'newPhone' } })
    expect((await server.database.db('users').where({ id }).first()).phone).toBe(account.phone)
  })

  it('updateUserName renames with a free name and refuses taken, unchanged and reserved ones', async () => {
    const { account, client, id } = await signedIn()
    const other = await registerAccount(server)
    const taken = await client.post(P.updateUserName, { newname: other.username.toUpperCase() })
    expect(taken.body).toEqual({ code: 400, message: formatMessage('usernameTaken'), data: { field: 'newname' } })
    const same = await client.post(P.updateUserName, { newname: account.username })
    expect(same.body).toEqual({ code: 400, message: formatMessage('usernameSameAsCurrent'), data: { field: 'newname' } })
    expect((await client.post(P.updateUserName, { newname: 'Admin' })).body.message).toBe(formatMessage('usernameReserved'))
    expect((await client.post(P.updateUserName, { newname: '' })).body.message).toBe(formatMessage('usernameEmpty'))
    expect((await client.post(P.updateUserName, { newname: '<b>x</b>' })).body.message).toBe(formatMessage('usernameInvalidChars'))
    expect((await server.database.db('users').where({ id }).first()).username).toBe(account.username)

    const newName = `ｎｅｗ_${nextUsername()}`
    const done = await client.post(P.updateUserName, { newname: newName })
    expect(done.body).toEqual({ code: 200, message: formatMessage('updateSuccess'), data: null })
    expect(await server.database.db('users').where({ id }).first()).toMatchObject({ username: newName, username_key: newName.normalize('NFKC').toLowerCase() })
    expect((await client.get(P.visit)).body.data).toMatchObject({ user: { username: newName } })
    const check = await server.client().post(P.checkUsernameExist, { username: newName.normalize('NFKC').toUpperCase() })
    expect(check.body.data).toEqual({ exist: true })
    expect((await server.client().post(P.checkUsernameExist, { username: account.username })).body.data).toEqual({ exist: false })
  })
})

describe('re-authentication under the failed-password budget', () => {
  it('R2: after 10 wrong current passwords even the right one is refused alike, and login pauses too', async () => {
    const strict = await startTestServer({ rateRules: defaultRateRules(1) })
    try {
      const account = await registerAccount(strict)
      const client = await signIn(strict.client(), account)
      const wrong = { code: 400, message: formatMessage('currentPasswordWrong'), data: { field: 'oldpassword' } }
      for (let i = 0; i < 10; i++) {
        expect((await client.post(P.updatePassword, { oldpassword: `guess number ${i}`, newpassword: 'another fine password' })).body).toEqual(wrong)
      }
      expect((await client.post(P.updatePassword, { oldpassword: account.password, newpassword: 'another fine password' })).body).toEqual(wrong)
      const elsewhere = await strict.client().post(P.loginByPhone, { phone: account.phone!, password: account.password })
      expect(elsewhere.body.message).toBe(formatMessage('loginWrongPhone'))
    } finally {
      await strict.close()
    }
  })
})
