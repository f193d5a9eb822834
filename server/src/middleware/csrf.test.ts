import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import { registerAccount, signIn, type TestAccount } from '../../test/accountFixtures'
import type { ApiAnswer, ApiClient } from '../../test/ApiClient'
import { startTestServer, type TestServer } from '../../test/testServer'

const PARTNER = 'https://partner.example'

let server: TestServer
let account: TestAccount
let client: ApiClient
beforeAll(async () => {
  server = await startTestServer({ config: { allowedOrigins: [PARTNER] } })
  account = await registerAccount(server)
  client = await signIn(server.client(), account)
})
afterAll(async () => {
  await server?.close()
})

const refused = { code: 403, message: formatMessage('crossSiteRefused'), data: null }

async function userRow(): Promise<Record<string, unknown>> {
  return server.database.db('users').where({ phone: account.phone }).first()
}

function update(headers: Record<string, string>, realName = 'Changed'): Promise<ApiAnswer> {
  return client.post(P.updateUserInfo, { realName }, 'form', headers)
}

async function expectRefusedAndUnchanged(answer: ApiAnswer, label: string, before: Record<string, unknown>): Promise<void> {
  expect(answer.status, label).toBe(403)
  expect(answer.body, label).toEqual(refused)
  expect(await userRow(), label).toEqual(before)
}

describe('cross-site request forgery', () => {
  it('S7 refuses a cookie-authenticated write from another origin or site and changes nothing', async () => {
    const before = await userRow()
    await expectRefusedAndUnchanged(await update({ origin: 'https://evil.example' }), 'evil origin', before)
    await expectRefusedAndUnchanged(await update({ 'sec-fetch-site': 'cross-site' }), 'cross-site fetch', before)
    await expectRefusedAndUnchanged(await update({ origin: 'null' }), 'opaque origin', before)
    await expectRefusedAndUnchanged(await update({ origin: server.url, 'sec-fetch-site': 'cross-site' }), 'own origin but cross-site', before)
    const lookalike = server.url.replace('127.0.0.1', '127.0.0.1.evil.example')
    await expectRefusedAndUnchanged(await update({ origin: lookalike }), 'look-alike origin', before)

    const own = await update({ origin: server.url, 'sec-fetch-site': 'same-origin' }, 'Own origin')
    expect(own.body.code, own.text).toBe(200)
    expect((await userRow()).real_name).toBe('Own origin')
    const partner = await update({ origin: PARTNER }, 'Partner')
    expect(partner.body.code).toBe(200)
    const noOrigin = await update({}, 'No origin header')
    expect(noOrigin.body.code).toBe(200)
  })

  it('S7 refuses a cookie-authenticated write without the anti-CSRF header, or with a wrong one', async () => {
    const before = await userRow()
    await expectRefusedAndUnchanged(await update({ 'x-csrf-token': '' }), 'empty token', before)
    await expectRefusedAndUnchanged(await update({ 'x-csrf-token': 'f'.repeat(64) }), 'wrong token', before)
    const bare = server.client()
    bare.token = client.token
    await expectRefusedAndUnchanged(await bare.post(P.updateUserInfo, { realName: 'No header' }), 'no header', before)
    await expectRefusedAndUnchanged(await bare.post(P.logout), 'logout without header', before)
    expect((await client.get(P.visit)).body.code).toBe(200)

    // Reads need no header, and the visit answer hands the shell its token back.
    const visit = await bare.get(P.visit)
    expect(visit.body).toMatchObject({ code: 200, data: { token: client.csrf } })
    expect((await bare.post(P.updateUserInfo, { realName: 'After visit' })).body.code).toBe(200)
  })

  it('S7 does not take the anti-CSRF token of another session', async () => {
    const other = await signIn(server.client(), await registerAccount(server))
    const before = await userRow()
    await expectRefusedAndUnchanged(await update({ 'x-csrf-token': other.csrf! }), 'foreign token', before)
  })

  it('S7 refuses JSON sent as text/plain, the content type a cross-site form can use', async () => {
    const before = await userRow()
    const answer = await client.post(P.updateUserInfo, JSON.stringify({ realName: 'Plain' }), 'raw', { 'content-type': 'text/plain' })
    expect(answer.status).toBe(415)
    expect(answer.body).toEqual({ code: 415, message: formatMessage('unsupportedMediaType'), data: null })
    expect(await userRow()).toEqual(before)
  })

  it('S7 refuses a cross-site login (login CSRF) without creating a session', async () => {
    const victim = await registerAccount(server)
    const row = await server.database.db('users').where({ phone: victim.phone }).first()
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Array<Record<string, string>>) {
      const fresh = server.client()
      const answer = await fresh.post(P.loginByPhone, { phone: victim.phone!, password: victim.password }, 'form', headers)
      expect(answer.body).toEqual(refused)
      expect(answer.headers.getSetCookie()).toEqual([])
      expect(fresh.token).toBeNull()
    }
    expect(await server.database.db('sessions').where({ user_id: row.id })).toEqual([])
    const register = await server.client().post(P.sendRegisterSmsCode, { phone: '13912345678' }, 'form', { origin: 'https://evil.example' })
    expect(register.body).toEqual(refused)
  })

  it('S7 lets a non-browser client with a bearer token write without the header, but not a cross-site one', async () => {
    const api = server.client({ authorization: `Bearer ${client.token!}` })
    const ok = await api.post(P.updateUserInfo, { realName: 'Bearer' })
    expect(ok.body.code, ok.text).toBe(200)
    const before = await userRow()
    const cross = await api.post(P.updateUserInfo, { realName: 'Bearer evil' }, 'form', { origin: 'https://evil.example' })
    expect(cross.body).toEqual(refused)
    expect(await userRow()).toEqual(before)
  })
})
