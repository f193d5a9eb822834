import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import { nextEmail, nextPhone, nextUsername } from '../../test/accountFixtures'
import { startTestServer, type TestServer } from '../../test/testServer'
import { codeMessage } from '../features/accounts/messages'

/** One mail the SMTP sink received: envelope, decoded subject and decoded text body. */
interface ReceivedMail {
  readonly from: string
  readonly to: string[]
  readonly subject: string
  readonly text: string
  readonly raw: string
}

const REFUSED_RECIPIENT = 'bounce@example.com'

let sink: SMTPServer
let server: TestServer
const inbox: ReceivedMail[] = []

function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    )
}

/** Parses a single-part text mail as nodemailer writes it (quoted-printable or base64 body). */
function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? ''
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  let bytes: Buffer
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64')
  else if (encoding === 'quoted-printable') {
    const unfolded = body.replace(/=\r\n/g, '')
    bytes = Buffer.from(unfolded.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1')
  } else bytes = Buffer.from(body, 'utf8')
  return { subject: decodeWords(header('Subject')), text: bytes.toString('utf8').replace(/\r\n$/, '') }
}

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED_RECIPIENT) return callback(new Error('mailbox unavailable'))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1')
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        inbox.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()))
  const port = (sink.server.address() as AddressInfo).port
  server = await startTestServer({
    messenger: 'real',
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Harness Test <no-reply@harness.test>' },
  })
})
afterAll(async () => {
  await server?.close()
  await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()))
})

describe('e-mail over SMTP', () => {
  it('registers by e-mail with the code read from the delivered mail', async () => {
    const email = nextEmail()
    const client = server.client()
    const sent = await client.post(P.sendRegisterEmailCode, { email })
    expect(sent.body).toEqual({ code: 200, message: formatMessage('codeSent'), data: { retryAfter: 60 } })
    expect(server.sent).toEqual([])
    const mail = inbox.find((m) => m.to.includes(email))!
    expect(mail).toBeDefined()
    expect(mail.from).toBe('no-reply@harness.test')
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!
    const expected = codeMessage('email', email, 'register', code)
    expect(mail.text).toBe(expected.text)
    expect(mail.subject).toBe(expected.subject)
    expect(mail.raw).toMatch(/^From: Harness Test <no-reply@harness\.test>/m)

    const username = nextUsername()
    const registered = await client.post(P.registerByEmail, { email, emailcode: code, username, password: 'mailed password' })
    expect(registered.body).toEqual({ code: 200, message: formatMessage('registerSuccess'), data: null })
    expect(await server.database.db('users').where({ email_key: email.toLowerCase() }).first()).toMatchObject({ username })
    expect((await server.client().post(P.loginByEmail, { email, password: 'mailed password' })).body.code).toBe(200)
  })

  it('answers 503 when the mail server refuses the message, and logs it without the code', async () => {
    const before = inbox.length
    const answer = await server.client().post(P.sendRegisterEmailCode, { email: REFUSED_RECIPIENT })
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ code: 503, message: formatMessage('serviceUnavailable'), data: null })
    expect(inbox.length).toBe(before)
    expect(server.logLines.some((l) => l.includes('message delivery failed'))).toBe(true)
  })

  it('keeps SMS in the development outbox while only SMTP is configured', async () => {
    const phone = nextPhone()
    expect((await server.client().post(P.sendRegisterSmsCode, { phone })).body.code).toBe(200)
    const outbox = await server.client().get<Array<{ to: string; code: string }>>('/api/dev/outbox', { to: phone })
    expect(outbox.body.code).toBe(200)
    expect(outbox.body.data).toHaveLength(1)
    expect(outbox.body.data[0]!.code).toMatch(/^\d{6}$/)
    expect(inbox.some((m) => m.to.includes(phone))).toBe(false)
  })
})
