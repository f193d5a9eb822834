import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import { nextPhone, nextUsername } from '../../test/accountFixtures'
import { startTestServer, type TestServer } from '../../test/testServer'

/** A stand-in SMS provider on loopback: records each JSON POST; answers 500 for one number. */
const received: Array<{ to: string; text: string; contentType: string }> = []
const FAILING_PHONE = '13999999999'
let provider: Server
let server: TestServer

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => resolve(body))
  })
}

beforeAll(async () => {
  provider = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as { to: string; text: string }
    received.push({ ...body, contentType: req.headers['content-type'] ?? '' })
    res.statusCode = body.to === FAILING_PHONE ? 500 : 200
    res.end('{}')
  })
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done))
  const port = (provider.address() as AddressInfo).port
  server = await startTestServer({ messenger: 'real', config: { smsUrl: `http://127.0.0.1:${port}/send`, smtpUrl: null } })
})

afterAll(async () => {
  await server?.close()
  await new Promise((done) => provider?.close(done))
})

describe('SMS through the HTTP provider', () => {
  it('posts the code message as JSON and registers with the code it carried', async () => {
    const phone = nextPhone()
    const client = server.client()
    expect((await client.post(P.sendRegisterSmsCode, { phone })).body.code).toBe(200)
    const message = received.find((m) => m.to === phone)!
    expect(message.contentType).toContain('application/json')
    const code = /(\d{6})/.exec(message.text)![1]!
    const answer = await client.post(P.registerByPhone, { phone, smscode: code, username: nextUsername(), password: 'a fine password' })
    expect(answer.body.code, answer.text).toBe(200)
  })

  it('answers 503 when the provider fails, and sends nothing to the outbox', async () => {
    const answer = await server.client().post(P.sendRegisterSmsCode, { phone: FAILING_PHONE })
    expect(answer.body).toMatchObject({ code: 503, message: formatMessage('serviceUnavailable') })
    expect(await server.database.db('outbox').where({ recipient: FAILING_PHONE })).toHaveLength(0)
  })
})
