import { expect } from 'vitest'
import { AccountPaths as P } from '@harness/protocol'
import type { ApiClient } from './ApiClient'
import type { TestServer } from './testServer'

let serial = 0

/** A fresh, unused mainland phone number for a test account. */
export function nextPhone(): string {
  serial += 1
  return `138${String(process.pid % 10000).padStart(4, '0')}${String(serial).padStart(4, '0')}`
}

/** A fresh, unused e-mail address for a test account. */
export function nextEmail(): string {
  serial += 1
  return `user${process.pid}n${serial}@example.com`
}

/** A fresh username. */
export function nextUsername(): string {
  serial += 1
  return `user_${process.pid}_${serial}`
}

/** An account created through the real API. */
export interface TestAccount {
  readonly username: string
  readonly phone?: string
  readonly email?: string
  readonly password: string
}

/** Registers an account by phone (default) or e-mail through the API, reading the code from what was sent. */
export async function registerAccount(
  server: TestServer,
  by: 'phone' | 'email' = 'phone',
  password = 'correct horse 电池',
): Promise<TestAccount> {
  const client = server.client()
  const username = nextUsername()
  if (by === 'phone') {
    const phone = nextPhone()
    const sent = await client.post(P.sendRegisterSmsCode, { phone, inviteCode: server.running.deps.config.inviteCode })
    expect(sent.body.code, sent.text).toBe(200)
    const reg = await client.post(P.registerByPhone, { phone, smscode: server.lastCode(phone), username, password, inviteCode: server.running.deps.config.inviteCode })
    expect(reg.body.code, reg.text).toBe(200)
    return { username, phone, password }
  }
  const email = nextEmail()
  const sent = await client.post(P.sendRegisterEmailCode, { email, inviteCode: server.running.deps.config.inviteCode })
  expect(sent.body.code, sent.text).toBe(200)
  const reg = await client.post(P.registerByEmail, { email, emailcode: server.lastCode(email), username, password, inviteCode: server.running.deps.config.inviteCode })
  expect(reg.body.code, reg.text).toBe(200)
  return { username, email, password }
}

/** Signs `account` in on `client` (expects success) and answers the client. */
export async function signIn(client: ApiClient, account: TestAccount): Promise<ApiClient> {
  const answer = account.phone
    ? await client.post(P.loginByPhone, { phone: account.phone, password: account.password })
    : await client.post(P.loginByEmail, { email: account.email!, password: account.password })
  expect(answer.body.code, answer.text).toBe(200)
  return client
}
