import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage, type LoginData, type LoginElsewhereData } from '@harness/protocol'
import { nextEmail, nextPhone, registerAccount, signIn, type TestAccount } from '../../../test/accountFixtures'
import type { ApiAnswer, ApiClient } from '../../../test/ApiClient'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { sha256 } from '../../lib/tokens'
import { SESSION_TTL_MS } from './sessionCookie'
import { TICKET_TTL_MS } from './sessions.service'
import { setDisabled } from './users.repo'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

function login(client: ApiClient, account: TestAccount, password = account.password): Promise<ApiAnswer> {
  return account.phone
    ? client.post(P.loginByPhone, { phone: account.phone, password })
    : client.post(P.loginByEmail, { email: account.email!, password })
}

/** The `token` cookie a response set, with its attributes, or null. */
function sessionCookie(answer: ApiAnswer): string | null {
  return answer.headers.getSetCookie().find((c) => c.startsWith('token=')) ?? null
}

async function userId(account: TestAccount): Promise<string> {
  const row = account.phone
    ? await server.database.db('users').where({ phone: account.phone }).first()
    : await server.database.db('users').where({ email: account.email }).first()
  return String(row.id)
}

async function liveSessionCount(id: string): Promise<number> {
  const row = await server.database.db('sessions').where({ user_id: id }).whereNull('revoked_at').count({ n: '*' }).first()
  return Number(row?.n)
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

describe('login', () => {
  it('A6 answers a wrong password and an unknown account identically, in the same time', async () => {
    const account = await registerAccount(server)
    const emailAccount = await registerAccount(server, 'email')
    const client = server.client()
    const wrong = await client.post(P.loginByPhone, { phone: account.phone!, password: 'not the password' })
    const unknown = await client.post(P.loginByPhone, { phone: nextPhone(), password: 'not the password' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ code: 400, message: formatMessage('loginWrongPhone'), data: null })
    expect(unknown.status).toBe(wrong.status)
    expect(unknown.text).toBe(wrong.text)
    expect(sessionCookie(wrong)).toBeNull()

    const wrongMail = await client.post(P.loginByEmail, { email: emailAccount.email!, password: 'not the password' })
    const unknownMail = await client.post(P.loginByEmail, { email: nextEmail(), password: 'not the password' })
    expect(wrongMail.body).toEqual({ code: 400, message: formatMessage('loginWrongEmail'), data: null })
    expect(unknownMail.text).toBe(wrongMail.text)

    const known: number[] = []
    const missing: number[] = []
    for (let i = 0; i < 30; i++) {
      for (const [phone, into] of (i % 2 ? [[account.phone!, known], [nextPhone(), missing]] : [[nextPhone(), missing], [account.phone!, known]]) as Array<[string, number[]]>) {
        const started = performance.now()
        const answer = await client.post(P.loginByPhone, { phone, password: 'not the password' })
        into.push(performance.now() - started)
        expect(answer.body.code).toBe(400)
      }
    }
    expect(Math.abs(median(known) - median(missing))).toBeLessThan(25)
  })

  it('S1 sets an HttpOnly SameSite session cookie whose token is stored only as a hash, and ignores ?token=', async () => {
    const account = await registerAccount(server)
    const client = server.client()
    const answer = await login(client, account)
    expect(answer.status).toBe(200)
    const data = answer.body.data as LoginData
    expect(data).toMatchObject({ user: { username: account.username, picture: '', roles: ['user'] }, first: true, lastLoginTime: null })
    const cookie = sessionCookie(answer)!
    expect(cookie).toMatch(/; path=\/(;|$)/)
    expect(cookie).toMatch(/; samesite=lax(;|$)/)
    expect(cookie).toMatch(/; httponly(;|$)/)
    const expires = Date.parse(/; expires=([^;]+)/.exec(cookie)![1]!)
    expect(Math.abs(expires - (Date.now() + SESSION_TTL_MS))).toBeLessThan(60_000)
    const token = client.token!
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/)
    expect(data.token).not.toBe(token)
    expect(answer.text).not.toContain(token)
    const session = await server.database.db('sessions').where({ user_id: await userId(account) }).first()
    expect(session.token_hash).toBe(sha256(token))
    expect(JSON.stringify(await server.database.db('sessions').select())).not.toContain(token)

    const byQuery = await server.client().get(P.visit, { token })
    expect(byQuery.body).toEqual({ code: 401, message: formatMessage('notSignedIn'), data: null })
    const visit = await client.get(P.visit)
    expect(visit.body).toMatchObject({ code: 200, data: { user: { username: account.username }, token: data.token } })
    const bearer = await server.client({ authorization: `Bearer ${token}` }).get(P.visit)
    expect(bearer.body.code).toBe(200)
  })

  it('S2 issues a fresh token whatever session cookie the login carried', async () => {
    const account = await registerAccount(server)
    const chosen = 'attacker-chosen-token-value-0123456789abcdef'
    const client = server.client()
    client.token = chosen
    const answer = await login(client, account)
    expect(answer.body.code).toBe(200)
    expect(client.token).not.toBe(chosen)
    const replay = server.client()
    replay.token = chosen
    expect((await replay.get(P.visit)).body).toEqual({ code: 401, message: formatMessage('sessionExpired'), data: null })
  })

  it('S3 ends a session after one day by the server clock, and on logout', async () => {
    const account = await registerAccount(server)
    const client = await signIn(server.client(), account)
    server.clock.advance(SESSION_TTL_MS - 1000)
    expect((await client.get(P.visit)).body.code).toBe(200)
    server.clock.advance(2000)
    expect((await client.get(P.visit)).body).toEqual({ code: 401, message: formatMessage('sessionExpired'), data: null })

    const second = await signIn(server.client(), account)
    const token = second.token!
    const out = await second.post(P.logout)
    expect(out.body).toEqual({ code: 200, message: formatMessage('logoutSuccess'), data: null })
    expect(sessionCookie(out)).toMatch(/^token=;/)
    const replay = server.client()
    replay.token = token
    expect((await replay.get(P.visit)).body.code).toBe(401)
    expect((await server.database.db('sessions').where({ token_hash: sha256(token) }).first()).revoked_at).not.toBeNull()
  })

  it('S4 refuses a second device with a takeover ticket, no cookie, and leaves the first signed in', async () => {
    const account = await registerAccount(server)
    const a = await signIn(server.client(), account)
    const b = server.client()
    const refused = await login(b, account)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(403)
    expect(refused.body.message).toBe(formatMessage('loginElsewhere'))
    const data = refused.body.data as LoginElsewhereData
    expect(Object.keys(data).sort()).toEqual(['lastLoginTime', 'lastToken'])
    expect(data.lastLoginTime).toBe(new Date(server.clock.now()).toISOString())
    expect(data.lastToken).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(sessionCookie(refused)).toBeNull()
    expect(b.token).toBeNull()
    expect((await a.get(P.visit)).body.code).toBe(200)
    expect(await liveSessionCount(await userId(account))).toBe(1)
  })

  it('S4 refuses a wrong password from the second device without a ticket', async () => {
    const account = await registerAccount(server)
    await signIn(server.client(), account)
    const wrong = await login(server.client(), account, 'not the password')
    expect(wrong.body).toEqual({ code: 400, message: formatMessage('loginWrongPhone'), data: null })
  })

  it('S5 logoutOther with the ticket ends the other session once; the ticket is no session token', async () => {
    const account = await registerAccount(server)
    const a = await signIn(server.client(), account)
    const b = server.client()
    const ticket = ((await login(b, account)).body.data as LoginElsewhereData).lastToken

    const asCookie = server.client()
    asCookie.token = ticket
    expect((await asCookie.get(P.visit)).body.code).toBe(401)
    const asBearer = server.client({ authorization: `Bearer ${ticket}` })
    expect((await asBearer.get(P.visit)).body.code).toBe(401)

    const done = await b.post(P.logoutOther, { lastToken: ticket })
    expect(done.body).toEqual({ code: 200, message: formatMessage('logoutOtherDone'), data: null })
    expect((await a.get(P.visit)).body).toEqual({ code: 401, message: formatMessage('sessionExpired'), data: null })
    expect(await liveSessionCount(await userId(account))).toBe(0)

    const again = await b.post(P.logoutOther, { lastToken: ticket })
    expect(again.body).toEqual({ code: 400, message: formatMessage('takeoverInvalid'), data: null })

    const retried = await login(b, account)
    expect(retried.body.code).toBe(200)
    expect(b.token).toMatch(/^[A-Za-z0-9_-]{43,}$/)
    expect(b.token).not.toBe(a.token)
    expect((await b.get(P.visit)).body.code).toBe(200)
  })

  it('S5 refuses a ticket of another account, an expired ticket, and a made-up one', async () => {
    const u = await registerAccount(server)
    const v = await registerAccount(server)
    await signIn(server.client(), u)
    const ticketU = ((await login(server.client(), u)).body.data as LoginElsewhereData).lastToken
    const signedInV = await signIn(server.client(), v)
    const foreign = await signedInV.post(P.logoutOther, { lastToken: ticketU })
    expect(foreign.body).toEqual({ code: 400, message: formatMessage('takeoverInvalid'), data: null })
    expect(await liveSessionCount(await userId(u))).toBe(1)
    expect((await signedInV.get(P.visit)).body.code).toBe(200)

    const w = await registerAccount(server)
    await signIn(server.client(), w)
    const ticketW = ((await login(server.client(), w)).body.data as LoginElsewhereData).lastToken
    server.clock.advance(TICKET_TTL_MS + 1000)
    const expired = await server.client().post(P.logoutOther, { lastToken: ticketW })
    expect(expired.body).toEqual({ code: 400, message: formatMessage('takeoverInvalid'), data: null })
    expect(await liveSessionCount(await userId(w))).toBe(1)

    const madeUp = await server.client().post(P.logoutOther, { lastToken: 'a'.repeat(22) })
    expect(madeUp.body).toEqual({ code: 400, message: formatMessage('takeoverInvalid'), data: null })
    const empty = await server.client().post(P.logoutOther, { lastToken: '' })
    expect(empty.body).toMatchObject({ code: 400, message: formatMessage('takeoverInvalid') })
  })

  it('S6 lets exactly one of 10 parallel correct logins open a session', async () => {
    const account = await registerAccount(server)
    const clients = Array.from({ length: 10 }, () => server.client())
    const answers = await Promise.all(clients.map((c) => login(c, account)))
    const codes = answers.map((a) => a.body.code).sort()
    expect(codes).toEqual([200, ...Array<number>(9).fill(403)])
    expect(await liveSessionCount(await userId(account))).toBe(1)
    const winner = clients[answers.findIndex((a) => a.body.code === 200)]!
    expect((await winner.get(P.visit)).body.code).toBe(200)
  })

  it('S8 ends every session of a disabled account and answers its login like a wrong password', async () => {
    const account = await registerAccount(server)
    const client = await signIn(server.client(), account)
    const id = await userId(account)
    await setDisabled(server.database.db, id, true, new Date(server.clock.now()))
    expect((await client.get(P.visit)).body).toEqual({ code: 401, message: formatMessage('sessionExpired'), data: null })
    const write = await client.post(P.updateUserName, { newname: 'renamed_while_disabled' })
    expect(write.body.code).toBe(401)
    expect((await server.database.db('users').where({ id }).first()).username).toBe(account.username)
    const again = await login(server.client(), account)
    expect(again.text).toBe((await login(server.client(), account, 'not the password')).text)
    expect(again.body).toEqual({ code: 400, message: formatMessage('loginWrongPhone'), data: null })

    await setDisabled(server.database.db, id, false, new Date(server.clock.now()))
    expect((await client.get(P.visit)).body.code).toBe(200)
  })

  it('S8 refuses a cookie and a bearer header that carry two different valid tokens', async () => {
    const one = await signIn(server.client(), await registerAccount(server))
    const two = await signIn(server.client(), await registerAccount(server))
    const mixed = server.client({ authorization: `Bearer ${two.token!}` })
    mixed.token = one.token
    expect((await mixed.get(P.visit)).body).toEqual({ code: 401, message: formatMessage('sessionExpired'), data: null })
    const same = server.client({ authorization: `Bearer ${one.token!}` })
    same.token = one.token
    expect((await same.get(P.visit)).body.code).toBe(200)
  })

  it('records the login count and reports the previous login time', async () => {
    const account = await registerAccount(server)
    const client = await signIn(server.client(), account)
    const firstTime = new Date(server.clock.now()).toISOString()
    await client.post(P.logout)
    server.clock.advance(60_000)
    const second = await login(server.client(), account)
    expect(second.body.data).toMatchObject({ first: false, lastLoginTime: firstTime })
    const row = await server.database.db('users').where({ id: await userId(account) }).first()
    expect(Number(row.login_count)).toBe(2)
  })
})
