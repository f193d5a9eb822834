import { afterAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import { nextEmail, nextPhone, nextUsername } from '../../../test/accountFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import type { OutboxEntry } from '../../messaging/outboxMessenger'
import { codeMessage } from '../accounts/messages'

const started: TestServer[] = []
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()))
})

async function start(config: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer({ messenger: 'real', ...config })
  started.push(server)
  return server
}

const outbox = (server: TestServer, to: string) => server.client().get<OutboxEntry[]>('/api/dev/outbox', { to })
const notFound = { code: 404, message: formatMessage('notFound'), data: null }

describe('development outbox', () => {
  it('lists the messages to an address newest first, with text and code, when it is the transport', async () => {
    const server = await start()
    expect(server.running.deps.outboxEnabled).toBe(true)
    const phone = nextPhone()
    const client = server.client()
    expect((await client.post(P.sendRegisterSmsCode, { phone })).body.code).toBe(200)
    server.clock.advance(61_000)
    expect((await client.post(P.sendRegisterSmsCode, { phone })).body.code).toBe(200)
    expect((await client.post(P.sendRegisterSmsCode, { phone: nextPhone() })).body.code).toBe(200)

    const answer = await outbox(server, phone)
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBe(200)
    const [newest, older] = answer.body.data
    expect(answer.body.data).toHaveLength(2)
    for (const entry of [newest!, older!]) {
      expect(entry.code).toMatch(/^\d{6}$/)
      const expected = codeMessage('sms', phone, 'register', entry.code!)
      expect(entry).toMatchObject({ channel: 'sms', to: phone, subject: expected.subject, text: expected.text })
    }
    expect(Date.parse(newest!.createdAt)).toBe(server.clock.now())
    expect(Date.parse(newest!.createdAt) - Date.parse(older!.createdAt)).toBe(61_000)

    const registered = await client.post(P.registerByPhone, { phone, smscode: newest!.code!, username: nextUsername(), password: 'outbox password' })
    expect(registered.body.code, registered.text).toBe(200)
    const log = server.logLines.join('')
    expect(log).toContain('outbox: sms message stored')
    expect(log).not.toMatch(new RegExp(`(?<!\\d)(${newest!.code}|${older!.code})(?!\\d)`))

    const email = nextEmail()
    await client.post(P.sendRegisterEmailCode, { email })
    expect((await outbox(server, email)).body.data).toMatchObject([{ channel: 'email', to: email }])
    expect((await outbox(server, nextPhone())).body).toEqual({ code: 200, message: 'success', data: [] })
    const missing = await server.client().get('/api/dev/outbox')
    expect(missing.body).toEqual({ code: 400, message: formatMessage('wrongFieldType', { field: 'to' }), data: { field: 'to' } })
  })

  it('is absent in production mode', async () => {
    const server = await start({ config: { mode: 'production' } })
    const phone = nextPhone()
    expect((await server.client().post(P.sendRegisterSmsCode, { phone })).body.code).toBe(200)
    const answer = await outbox(server, phone)
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual(notFound)
    const stored = await server.database.db('outbox').where({ recipient: phone })
    expect(stored).toHaveLength(1)
  })

  it('is absent when both SMTP and SMS providers are configured', async () => {
    const server = await start({ config: { smtpUrl: 'smtp://127.0.0.1:9', smsUrl: 'http://127.0.0.1:9/sms' } })
    expect(server.running.deps.outboxEnabled).toBe(false)
    const answer = await outbox(server, nextPhone())
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual(notFound)
  })
})
