import { afterAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage, type RegistrationInfo } from '@harness/protocol'
import { nextPhone, nextUsername, signIn } from '../../../test/accountFixtures'
import { startTestServer, type TestServer, type TestServerOptions } from '../../../test/testServer'

const started: TestServer[] = []
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()))
})

/** A fresh install: no account yet. */
async function freshInstall(config: TestServerOptions['config'] = {}): Promise<TestServer> {
  const server = await startTestServer({ founder: false, config: { registration: 'invite', ...config } })
  started.push(server)
  return server
}

const info = async (server: TestServer) => (await server.client().get<RegistrationInfo>(P.registrationInfo)).body
const rolesOf = async (server: TestServer, phone: string) => ((await server.database.db('users').where({ phone }).first('roles')) as { roles: string[] }).roles

/** Asks for a verification code for a new phone (expects success) and answers the phone and the code. */
async function codeFor(server: TestServer, inviteCode?: string): Promise<{ phone: string; code: string }> {
  const phone = nextPhone()
  const sent = await server.client().post(P.sendRegisterSmsCode, inviteCode === undefined ? { phone } : { phone, inviteCode })
  expect(sent.body.code, sent.text).toBe(200)
  return { phone, code: server.lastCode(phone) }
}

/** `count` people who each hold a verification code, asked for while the install was still fresh. */
async function people(server: TestServer, count: number): Promise<Array<{ phone: string; code: string }>> {
  const found = []
  for (let i = 0; i < count; i++) found.push(await codeFor(server))
  return found
}

const register = (server: TestServer, who: { phone: string; code: string }, inviteCode?: string) =>
  server.client().post(P.registerByPhone, { phone: who.phone, smscode: who.code, username: nextUsername(), password: 'first run password', ...(inviteCode === undefined ? {} : { inviteCode }) })

describe('the first run of a fresh install', () => {
  it('the first account registers without a code and becomes superadmin; after it, invite mode wants a code', async () => {
    const server = await freshInstall()
    expect(await info(server)).toEqual({ code: 200, message: 'success', data: { firstAccount: true, inviteRequired: false } })
    expect(server.logLines.join('')).toContain(`no accounts yet: the first account registered at ${server.url}/signup becomes the administrator; no invitation code is needed`)

    const first = await codeFor(server)
    const registered = await register(server, first)
    expect(registered.body).toEqual({ code: 200, message: formatMessage('registerSuccess'), data: null })
    expect(await rolesOf(server, first.phone)).toEqual(['user', 'superadmin'])
    const visit = await (await signIn(server.client(), { username: '', phone: first.phone, password: 'first run password' })).get<{ user: { roles: string[] } }>(P.visit)
    expect(visit.body.data.user.roles).toEqual(['user', 'superadmin'])

    expect((await info(server)).data).toEqual({ firstAccount: false, inviteRequired: true })
    const phone = nextPhone()
    const noCode = await server.client().post(P.sendRegisterSmsCode, { phone })
    expect(noCode.body).toEqual({ code: 400, message: formatMessage('inviteRequired'), data: { field: 'inviteCode' } })
    const wrongCode = await server.client().post(P.sendRegisterSmsCode, { phone, inviteCode: 'ABCD-EFGH-JKMN-PQRS' })
    expect(wrongCode.body).toEqual({ code: 400, message: formatMessage('inviteWrong'), data: { field: 'inviteCode' } })
    expect(server.sent.filter((m) => m.to === phone)).toEqual([])
  })

  it('of simultaneous first registrations exactly one becomes superadmin; in invite mode the others are asked for a code', async () => {
    const server = await freshInstall()
    const answers = await Promise.all((await people(server, 8)).map((who) => register(server, who)))
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400])
    for (const refused of answers.filter((a) => a.body.code !== 200)) expect(refused.body).toEqual({ code: 400, message: formatMessage('inviteRequired'), data: { field: 'inviteCode' } })
    const users = (await server.database.db('users').select('roles')) as Array<{ roles: string[] }>
    expect(users).toEqual([{ roles: ['user', 'superadmin'] }])
  })

  it('of simultaneous first registrations exactly one becomes superadmin; with REGISTRATION=open the others become ordinary users', async () => {
    const server = await freshInstall({ registration: 'open' })
    const answers = await Promise.all((await people(server, 8)).map((who) => register(server, who)))
    expect(answers.map((a) => a.body.code)).toEqual(Array(8).fill(200))
    const roles = ((await server.database.db('users').select('roles')) as Array<{ roles: string[] }>).map((u) => u.roles.join(','))
    expect(roles.sort()).toEqual([...Array(7).fill('user'), 'user,superadmin'])
    expect((await info(server)).data).toEqual({ firstAccount: false, inviteRequired: false })
  })

  it('with INVITE_CODE set the first account still needs none, and later ones may use it', async () => {
    const server = await freshInstall({ inviteCode: 'TEAM-2026' })
    const first = await codeFor(server)
    expect((await register(server, first)).body.code).toBe(200)
    const second = await codeFor(server, 'TEAM-2026')
    expect((await register(server, second, 'TEAM-2026')).body.code).toBe(200)
    expect(await rolesOf(server, second.phone)).toEqual(['user'])
    expect(await rolesOf(server, first.phone)).toEqual(['user', 'superadmin'])
  })
})
