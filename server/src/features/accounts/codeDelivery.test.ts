import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import type { Messenger, OutgoingMessage } from '../../messaging/Messenger'
import { nextPhone } from '../../../test/accountFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'

// A transport that fails while `down` is true, like an SMS provider during an outage.
let down = true
const delivered: OutgoingMessage[] = []
const flaky: Messenger = {
  async send(message) {
    if (down) throw new Error('provider unreachable')
    delivered.push(message)
  },
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ messenger: flaky })
})
afterAll(async () => {
  await server?.close()
})

describe('code delivery failures', () => {
  it('answers 503 when the code cannot be delivered and lets the person ask again at once', async () => {
    const phone = nextPhone()
    const client = server.client()
    const failed = await client.post(P.sendRegisterSmsCode, { phone })
    expect(failed.status).toBe(503)
    expect(failed.body).toMatchObject({ code: 503, message: formatMessage('serviceUnavailable') })
    const rows = await server.database.db('verification_codes').where({ target: `sms:${phone}` })
    expect(rows).toHaveLength(0)
    down = false
    const retried = await client.post(P.sendRegisterSmsCode, { phone })
    expect(retried.body.code, retried.text).toBe(200)
    expect(delivered.filter((m) => m.to === phone)).toHaveLength(1)
  })
})
