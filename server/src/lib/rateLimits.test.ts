import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage, usernameKey } from '@harness/protocol'
import { nextPhone, nextUsername, type TestAccount } from '../../test/accountFixtures'
import type { ApiAnswer, ApiClient } from '../../test/ApiClient'
import { startTestServer, type TestServer } from '../../test/testServer'
import { insertUser } from '../features/accounts/users.repo'
import { hashPassword } from './passwords'
import { defaultRateRules } from './rateRules'

const MINUTE = 60_000

/** Behind a trusted proxy: each test speaks from its own client addresses via X-Forwarded-For. */
let proxied: TestServer
/** No trusted proxy: X-Forwarded-For means nothing. */
let direct: TestServer
beforeAll(async () => {
  ;[proxied, direct] = await Promise.all([
    startTestServer({ rateRules: defaultRateRules(1), config: { trustProxy: true } }),
    startTestServer({ rateRules: defaultRateRules(1) }),
  ])
})
afterAll(async () => {
  await Promise.all([proxied?.close(), direct?.close()])
})

let lastIp = 0
/** A fresh client address. */
const nextIp = (): string => {
  lastIp += 1
  return `10.${lastIp >> 8}.${lastIp & 255}.7`
}
const from = (ip: string, server = proxied): ApiClient => server.client({ 'x-forwarded-for': ip })

/** An account written straight to the database, so registration budgets stay untouched. */
async function createAccount(server = proxied): Promise<TestAccount> {
  const account = { username: nextUsername(), phone: nextPhone(), password: 'rate limited password' }
  await insertUser(server.database.db, {
    username: account.username,
    usernameKey: usernameKey(account.username),
    phone: account.phone,
    email: null,
    emailKey: null,
    passwordHash: await hashPassword(account.password),
    now: new Date(server.clock.now()),
  })
  return account
}

const login = (client: ApiClient, phone: string, password = 'wrong password'): Promise<ApiAnswer> => client.post(P.loginByPhone, { phone, password })
const wrongPhone = { code: 400, message: formatMessage('loginWrongPhone'), data: null }

function expectThrottled(answer: ApiAnswer, key: 'loginThrottled' | 'tooManyRequests', maxSeconds: number): void {
  expect(answer.status, answer.text).toBe(429)
  expect(answer.body.code).toBe(429)
  expect(answer.body.message).toBe(formatMessage(key))
  const retryAfter = (answer.body.data as { retryAfter: number }).retryAfter
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
}

describe('rate limits', () => {
  it('R1 allows 6 logins a minute and 30 an hour per client address', async () => {
    const client = from(nextIp())
    for (let i = 0; i < 6; i++) expect((await login(client, nextPhone())).body).toEqual(wrongPhone)
    expectThrottled(await login(client, nextPhone()), 'loginThrottled', 60)
    expect((await login(from(nextIp()), nextPhone())).body).toEqual(wrongPhone)
    for (let minute = 1; minute < 5; minute++) {
      proxied.clock.advance(MINUTE)
      for (let i = 0; i < 6; i++) expect((await login(client, nextPhone())).body, `minute ${minute}`).toEqual(wrongPhone)
    }
    proxied.clock.advance(MINUTE)
    const hourly = await login(client, nextPhone())
    expectThrottled(hourly, 'loginThrottled', 3600)
    expect((hourly.body.data as { retryAfter: number }).retryAfter).toBeGreaterThan(60)
  })

  it('R2 pauses password login of an account after 10 failures from 10 addresses; reset still works', async () => {
    const account = await createAccount()
    for (let i = 0; i < 10; i++) expect((await login(from(nextIp()), account.phone!)).body).toEqual(wrongPhone)
    const paused = await login(from(nextIp()), account.phone!, account.password)
    expect(paused.text).toBe((await login(from(nextIp()), account.phone!)).text)
    expect(paused.headers.getSetCookie()).toEqual([])

    const resetClient = from(nextIp())
    expect((await resetClient.post(P.sendResetPasswordSmsCode, { phone: account.phone! })).body.code).toBe(200)
    const reset = await resetClient.post(P.resetPasswordByPhone, { phone: account.phone!, smscode: proxied.lastCode(account.phone!), newpassword: 'after the pause' })
    expect(reset.body.code, reset.text).toBe(200)
    expect((await login(from(nextIp()), account.phone!, 'after the pause')).body.code).toBe(200)
  })

  it('R2 lifts the pause after 10 minutes', async () => {
    const account = await createAccount()
    for (let i = 0; i < 10; i++) await login(from(nextIp()), account.phone!)
    expect((await login(from(nextIp()), account.phone!, account.password)).body).toEqual(wrongPhone)
    proxied.clock.advance(10 * MINUTE + 1000)
    expect((await login(from(nextIp()), account.phone!, account.password)).body.code).toBe(200)
  })

  it('R2 starts counting again after a successful login', async () => {
    const account = await createAccount()
    for (let i = 0; i < 9; i++) await login(from(nextIp()), account.phone!)
    const first = from(nextIp())
    expect((await login(first, account.phone!, account.password)).body.code).toBe(200)
    expect((await first.post(P.logout)).body.code).toBe(200)
    for (let i = 0; i < 9; i++) expect((await login(from(nextIp()), account.phone!)).body).toEqual(wrongPhone)
    expect((await login(from(nextIp()), account.phone!, account.password)).body.code).toBe(200)
  })

  it('R3 sends at most 5 codes to one target in 30 minutes and 10 a day', async () => {
    const client = from(nextIp())
    const phone = nextPhone()
    const send = () => client.post(P.sendRegisterSmsCode, { phone })
    for (let i = 0; i < 5; i++) {
      expect((await send()).body.code, `send ${i + 1}`).toBe(200)
      proxied.clock.advance(61_000)
    }
    const sentBefore = proxied.sent.length
    const halfHour = await send()
    expect(halfHour.body).toMatchObject({ code: 429, message: formatMessage('codeSendCap', { minutes: Math.ceil((halfHour.body.data as { retryAfter: number }).retryAfter / 60) }) })
    expect((halfHour.body.data as { retryAfter: number }).retryAfter).toBeGreaterThan(0)
    expect((halfHour.body.data as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(30 * 60)
    proxied.clock.advance(31 * MINUTE)
    for (let i = 0; i < 5; i++) {
      expect((await send()).body.code, `send ${i + 6}`).toBe(200)
      proxied.clock.advance(61_000)
    }
    const daily = proxied.sent.length
    proxied.clock.advance(31 * MINUTE)
    const eleventh = await send()
    expect(eleventh.body).toMatchObject({ code: 429, message: formatMessage('codeDailyCap') })
    expect(proxied.sent.length).toBe(daily)
    expect(daily - sentBefore).toBe(5)
  })

  it('R3 sends at most 20 codes an hour from one client address', async () => {
    const client = from(nextIp())
    for (let i = 0; i < 20; i++) expect((await client.post(P.sendRegisterSmsCode, { phone: nextPhone() })).body.code, `send ${i + 1}`).toBe(200)
    const before = proxied.sent.length
    expectThrottled(await client.post(P.sendRegisterSmsCode, { phone: nextPhone() }), 'tooManyRequests', 3600)
    expect(proxied.sent.length).toBe(before)
    expect((await from(nextIp()).post(P.sendRegisterSmsCode, { phone: nextPhone() })).body.code).toBe(200)
  })

  it('R3 spends the send budgets before looking at the address: a taken address is throttled exactly like a free one, and its owner gets nothing', async () => {
    const owner = await createAccount()
    const client = from(nextIp())
    for (let i = 0; i < 20; i++) expect((await client.post(P.sendRegisterSmsCode, { phone: nextPhone() })).body.code, `send ${i + 1}`).toBe(200)
    const before = proxied.sent.length
    const taken = await client.post(P.sendRegisterSmsCode, { phone: owner.phone! })
    const free = await client.post(P.sendRegisterSmsCode, { phone: nextPhone() })
    expectThrottled(taken, 'tooManyRequests', 3600)
    expect(taken.status).toBe(free.status)
    expect(taken.text).toBe(free.text)
    expect(proxied.sent.length).toBe(before)
  })

  it('R4 answers the 11th existence check in a minute neutrally, like "not taken", and logs it', async () => {
    const account = await createAccount()
    const ip = nextIp()
    const client = from(ip)
    for (let i = 0; i < 10; i++) expect((await client.post(P.checkPhoneExist, { phone: account.phone! })).body.data, `check ${i + 1}`).toEqual({ exist: true })
    const neutral = await client.post(P.checkPhoneExist, { phone: account.phone! })
    const notTaken = await from(nextIp()).post(P.checkPhoneExist, { phone: nextPhone() })
    expect(notTaken.body).toEqual({ code: 200, message: 'success', data: { exist: false } })
    expect(neutral.status).toBe(notTaken.status)
    expect(neutral.text).toBe(notTaken.text)
    expect((await client.post(P.checkEmailExist, { email: 'someone@example.com' })).text).toBe(notTaken.text)
    expect(proxied.logLines.some((l) => l.includes('existence check budget spent') && l.includes(ip))).toBe(true)

    // The username check has its own budget: 30 a minute, then a plain 429.
    for (let i = 0; i < 30; i++) expect((await client.post(P.checkUsernameExist, { username: account.username })).body.data).toEqual({ exist: true })
    expectThrottled(await client.post(P.checkUsernameExist, { username: account.username }), 'tooManyRequests', 60)

    proxied.clock.advance(MINUTE)
    expect((await client.post(P.checkPhoneExist, { phone: account.phone! })).body.data).toEqual({ exist: true })
  })

  it('R4 limits registrationInfo like the username check: 30 a minute per client address', async () => {
    const client = from(nextIp())
    for (let i = 0; i < 30; i++) expect((await client.get(P.registrationInfo)).body.data, `read ${i + 1}`).toEqual({ firstAccount: false, inviteRequired: false })
    expectThrottled(await client.get(P.registrationInfo), 'tooManyRequests', 60)
    expect((await from(nextIp()).get(P.registrationInfo)).body.code).toBe(200)
  })

  it('R4 answers neutrally once 100 checks a day are spent', async () => {
    const account = await createAccount()
    const client = from(nextIp())
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < 10; i++) expect((await client.post(P.checkPhoneExist, { phone: account.phone! })).body.data).toEqual({ exist: true })
      proxied.clock.advance(MINUTE)
    }
    expect((await client.post(P.checkPhoneExist, { phone: account.phone! })).body.data).toEqual({ exist: false })
  })

  it('R5 allows 5 registrations in 30 minutes per client address', async () => {
    const client = from(nextIp())
    const register = async () => {
      const phone = nextPhone()
      expect((await client.post(P.sendRegisterSmsCode, { phone })).body.code).toBe(200)
      return { phone, answer: await client.post(P.registerByPhone, { phone, smscode: proxied.lastCode(phone), username: nextUsername(), password: 'a fine password' }) }
    }
    for (let i = 0; i < 5; i++) expect((await register()).answer.body.code, `registration ${i + 1}`).toBe(200)
    const sixth = await register()
    expectThrottled(sixth.answer, 'tooManyRequests', 30 * 60)
    expect(await proxied.database.db('users').where({ phone: sixth.phone })).toEqual([])
  })

  it('R6 ignores X-Forwarded-For without a trusted proxy', async () => {
    for (let i = 0; i < 6; i++) expect((await login(from(nextIp(), direct), nextPhone())).body).toEqual(wrongPhone)
    expectThrottled(await login(from(nextIp(), direct), nextPhone()), 'loginThrottled', 60)
    expectThrottled(await login(direct.client(), nextPhone()), 'loginThrottled', 60)
  })

  it('R6 behind the proxy counts the address the proxy saw, and one IPv6 /64 as one client', async () => {
    const seen = nextIp()
    for (let i = 0; i < 6; i++) expect((await login(from(`203.0.113.${i}, ${seen}`), nextPhone())).body).toEqual(wrongPhone)
    expectThrottled(await login(from(`198.51.100.1, ${seen}`), nextPhone()), 'loginThrottled', 60)

    for (let i = 0; i < 6; i++) expect((await login(from(`2001:db8:aa:1::${i + 1}`), nextPhone())).body).toEqual(wrongPhone)
    expectThrottled(await login(from('2001:db8:aa:1:ffff:ffff:ffff:ffff'), nextPhone()), 'loginThrottled', 60)
    expectThrottled(await login(from('2001:0db8:00aa:0001::99'), nextPhone()), 'loginThrottled', 60)
    expect((await login(from('2001:db8:aa:2::1'), nextPhone())).body).toEqual(wrongPhone)
    expect((await login(from(`::ffff:${nextIp()}`), nextPhone())).body).toEqual(wrongPhone)
  })

  it('S1 marks the session cookie Secure when the trusted proxy reports TLS', async () => {
    const account = await createAccount()
    const answer = await proxied.client({ 'x-forwarded-for': nextIp(), 'x-forwarded-proto': 'https' }).post(P.loginByPhone, { phone: account.phone!, password: account.password })
    expect(answer.body.code, answer.text).toBe(200)
    expect(answer.headers.getSetCookie().find((c) => c.startsWith('token='))).toMatch(/; secure(;|$)/)
    const plain = await createAccount(direct)
    direct.clock.advance(MINUTE)
    const ignored = await direct.client({ 'x-forwarded-proto': 'https' }).post(P.loginByPhone, { phone: plain.phone!, password: plain.password })
    expect(ignored.body.code, ignored.text).toBe(200)
    expect(ignored.headers.getSetCookie().find((c) => c.startsWith('token='))).not.toMatch(/secure/)
  })

  it('R7 keeps limiting in memory when the limiter table is unavailable', async () => {
    const db = proxied.database.db
    const client = from(nextIp())
    await db.raw('alter table rate_limits rename to rate_limits_away')
    try {
      for (let i = 0; i < 6; i++) expect((await login(client, nextPhone())).body).toEqual(wrongPhone)
      expectThrottled(await login(client, nextPhone()), 'loginThrottled', 60)
      expectThrottled(await login(client, nextPhone()), 'loginThrottled', 60)
      expect(proxied.logLines.some((l) => l.includes('rate limiter store failed'))).toBe(true)
    } finally {
      await db.raw('alter table rate_limits_away rename to rate_limits')
    }
    const other = from(nextIp())
    for (let i = 0; i < 6; i++) expect((await login(other, nextPhone())).body).toEqual(wrongPhone)
    expectThrottled(await login(other, nextPhone()), 'loginThrottled', 60)
  })
})
