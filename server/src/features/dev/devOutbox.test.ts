import { networkInterfaces } from 'node:os'
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

/** An IPv4 address of this machine other than loopback, to reach the server from "the network". */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address

const outbox = (server: TestServer, to: string) => server.client().get<OutboxEntry[]>('/api/dev/outbox', { to })
const notFound = { code: 404, message: formatMessage('notFound'), data: null }

describe('development outbox', () => {
  it('lists the messages to an address newest first, with text and code, when it is the transport', async () => {
    const server = await start()
    expect(server.running.deps.outboxChannels).toEqual(['email', 'sms'])
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
    expect(log).toContain('listening on 127.0.0.1 only because the development outbox carries e-mail and SMS; to listen on all interfaces configure SMTP_URL and SMS_URL, or set HOST')
  })

  it.skipIf(lanAddress === undefined)('answers loopback clients only, judged by the socket and never by X-Forwarded-For; the start log warns when HOST opens the server', async () => {
    const server = await start({ config: { host: '0.0.0.0', trustProxy: true } })
    const phone = nextPhone()
    expect((await server.client().post(P.sendRegisterSmsCode, { phone })).body.code).toBe(200)
    const port = new URL(server.url).port
    const fromLan = (headers: Record<string, string>) => fetch(`http://${lanAddress}:${port}/api/dev/outbox?to=${phone}`, { headers })
    const spoofs: Array<Record<string, string>> = [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '::1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' }]
    for (const headers of spoofs) {
      const answer = await fromLan(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(404)
      expect(await answer.json(), JSON.stringify(headers)).toEqual(notFound)
    }
    const local = await server.client({ 'x-forwarded-for': '203.0.113.9' }).get<OutboxEntry[]>('/api/dev/outbox', { to: phone })
    expect(local.body.data).toHaveLength(1)
    const warning = server.logLines.find((l) => l.includes('HOST=0.0.0.0 makes the server reachable from other machines'))
    expect(warning).toBeDefined()
    expect(JSON.parse(warning!).level).toBe(40)
  })

  it('is off for a channel whose real transport is configured: nothing stored, nothing served', async () => {
    const email = (to: string) => ({ channel: 'email' as const, to, path: P.sendRegisterEmailCode, body: { email: to } })
    const sms = (to: string) => ({ channel: 'sms' as const, to, path: P.sendRegisterSmsCode, body: { phone: to } })
    const setups = [
      { config: { smtpUrl: 'smtp://127.0.0.1:9' }, configured: email(nextEmail()), outboxed: sms(nextPhone()) },
      { config: { smsUrl: 'http://127.0.0.1:9/sms' }, configured: sms(nextPhone()), outboxed: email(nextEmail()) },
    ]
    for (const { config, configured, outboxed } of setups) {
      const server = await start({ config })
      expect(server.running.deps.outboxChannels).toEqual([outboxed.channel])
      // The configured transport is unreachable: the send fails and nothing lands in the outbox.
      expect((await server.client().post(configured.path, configured.body)).body.code).toBe(503)
      expect(await server.database.db('outbox').where({ recipient: configured.to })).toEqual([])
      // A message stored while the outbox still carried this channel (before its transport was set) stays unserved.
      await server.database.db('outbox').insert({ channel: configured.channel, recipient: configured.to, subject: 's', body: 'b', code: '123456', created_at: new Date() })
      expect((await outbox(server, configured.to)).body).toEqual({ code: 200, message: 'success', data: [] })
      expect((await server.client().post(outboxed.path, outboxed.body)).body.code).toBe(200)
      expect((await outbox(server, outboxed.to)).body.data).toMatchObject([{ channel: outboxed.channel, to: outboxed.to }])
    }
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
    expect(server.running.deps.outboxChannels).toEqual([])
    const answer = await outbox(server, nextPhone())
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual(notFound)
  })
})
