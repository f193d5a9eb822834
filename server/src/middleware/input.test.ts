import { request as httpRequest } from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage, zhCN, type MessageKey } from '@harness/protocol'
import { registerAccount, signIn, type TestAccount } from '../../test/accountFixtures'
import type { ApiAnswer, ApiClient } from '../../test/ApiClient'
import { startTestServer, type TestServer } from '../../test/testServer'
import { FORM_LIMIT, JSON_LIMIT } from './bodyParsing'

let server: TestServer
let account: TestAccount
let client: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  account = await registerAccount(server)
  client = await signIn(server.client(), account)
})
afterAll(async () => {
  await server?.close()
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const LEAKS = /\bat \S+ \(|\.[cm]?[jt]s\b|node_modules|koa|knex|zod|busboy|multer|bourne|postgres|pglite|SyntaxError|TypeError|Error:|stack/i

/** Every answer of this file passes through here: the envelope shape, the mirrored status, a request id, no internals. */
function envelope(answer: { status: number; headers: Headers; text: string }, code: number, key: MessageKey, params: Record<string, string | number> = {}): Record<string, unknown> {
  expect(answer.headers.get('x-request-id')).toMatch(UUID)
  const body = JSON.parse(answer.text) as { code: number; message: string; data: unknown }
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message'])
  expect(answer.status, answer.text).toBe(code)
  expect(body.code).toBe(code)
  expect(body.message).toBe(formatMessage(key, params))
  expect(answer.text).not.toMatch(LEAKS)
  return body
}

const json = (path: string, text: string | Buffer, headers: Record<string, string> = {}) =>
  server.client().post(path, text, 'raw', { 'content-type': 'application/json', ...headers })

/**
 * A raw HTTP request whose body is written in `chunks` (chunked transfer when no length is given).
 * The server may answer and close before the whole body is written; the answer still counts.
 */
function raw(path: string, headers: Record<string, string | number>, chunks: Buffer[]): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url + path)
    let answered = false
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'POST', headers }, (res) => {
      answered = true
      const parts: Buffer[] = []
      const done = () => {
        const h = new Headers()
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v)
        resolve({ status: res.statusCode ?? 0, headers: h, text: Buffer.concat(parts).toString('utf8') })
      }
      res.on('data', (c: Buffer) => parts.push(c))
      res.on('end', done)
      res.on('error', done)
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const write = (i: number): void => {
      if (req.destroyed) return
      if (i === chunks.length) return void req.end()
      req.write(chunks[i]!, () => write(i + 1))
    }
    write(0)
  })
}

describe('input handling and the envelope', () => {
  it('answers unknown API paths with 404 and wrong methods with 405, as envelopes', async () => {
    envelope(await server.client().get('/api/user/noSuchThing'), 404, 'notFound')
    envelope(await server.client().post('/api/nothing/here'), 404, 'notFound')
    const wrong = await server.client().get(P.loginByPhone)
    envelope(wrong, 405, 'methodNotAllowed')
    expect(wrong.headers.get('allow')).toContain('POST')
    const healthy = await fetch(`${server.url}/healthz`)
    expect(healthy.headers.get('x-request-id')).toMatch(UUID)
  })

  it('I1 treats SQL in identifiers and texts as literals', async () => {
    envelope(await server.client().post(P.loginByPhone, { phone: "' OR '1'='1' --", password: 'x' }), 400, 'accountInvalid')
    envelope(await server.client().post(P.loginByEmail, { email: "a@b.com' OR 1=1 --", password: 'x' }), 400, 'accountInvalid')
    envelope(await server.client().post(P.checkUsernameExist, { username: "a'--" }), 400, 'usernameInvalidChars')
    const wildcard = account.username.replace(/_/g, '%')
    for (const username of ['x;drop_table_users;--', wildcard, account.username.replace(/\d+$/, '%'), account.username.replace(/_/g, '\\_')]) {
      const answer = await server.client().post(P.checkUsernameExist, { username })
      expect(answer.body, username).toEqual({ code: 200, message: 'success', data: { exist: false } })
    }
    expect((await server.client().post(P.checkUsernameExist, { username: account.username })).body.data).toEqual({ exist: true })
    const users = await server.database.db('users').count({ n: '*' }).first()
    expect(Number(users?.n)).toBe(2)
  })

  it('I2 refuses prototype pollution attempts and leaves Object.prototype alone', async () => {
    envelope(await json(P.checkUsernameExist, '{"__proto__":{"isAdmin":true}}'), 400, 'malformedBody')
    const ctor = await json(P.checkUsernameExist, '{"username":"abc","constructor":{"prototype":{"isAdmin":true}}}')
    expect(envelope(ctor, 400, 'unknownFields', { fields: 'constructor' }).data).toEqual({ fields: ['constructor'] })
    const before = await server.database.db('users').where({ phone: account.phone }).first()
    const form = await client.post(P.updateUserInfo, '__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1', 'raw', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(form.body.code).toBe(200)
    const after = await server.database.db('users').where({ phone: account.phone }).first()
    expect(after).toEqual({ ...before, updated_at: after.updated_at })
    const multipart = new FormData()
    multipart.append('__proto__', 'x')
    expect(envelope(await client.post(P.updateUserInfo, multipart, 'multipart'), 400, 'unknownFields', { fields: '__proto__' }).data).toEqual({ fields: ['__proto__'] })
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('isAdmin')
  })

  it('I3 refuses repeated, array and nested parameters and header injection', async () => {
    const before = server.sent.length
    const repeated = await server.client().post(P.sendRegisterSmsCode, 'phone=13800138000&phone=13900139000', 'raw', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(envelope(repeated, 400, 'wrongFieldType', { field: 'phone' }).data).toEqual({ field: 'phone' })
    envelope(await client.post(P.updateUserInfo, { 'realName[]': 'a' }), 400, 'wrongFieldType', { field: 'realName' })
    envelope(await client.post(`${P.updateUserInfo}?realName=a&realName=b`), 400, 'wrongFieldType', { field: 'realName' })
    envelope(await client.post(P.updateUserInfo, { 'a[b][c][d][e][f][g]': '1' }), 400, 'unknownFields', { fields: 'a' })
    for (const email of ['a@b.com\r\nBcc: x@y.z', 'a@b.com\nBcc: x@y.z', 'a@b.com%0d%0aBcc:x@y.z']) {
      envelope(await server.client().post(P.sendRegisterEmailCode, { email }), 400, 'emailInvalid')
      envelope(await server.client().post(P.sendRegisterEmailCode, { email }, 'json'), 400, 'emailInvalid')
    }
    expect(server.sent.length).toBe(before)
  })

  it('I4 accepts only JSON and form bodies', async () => {
    for (const type of ['text/plain', 'application/xml', 'text/html', 'application/octet-stream']) {
      envelope(await server.client().post(P.checkUsernameExist, 'username=abc', 'raw', { 'content-type': type }), 415, 'unsupportedMediaType')
    }
    envelope(await server.client().post(P.checkUsernameExist, new Blob(['username=abc']), 'raw'), 415, 'unsupportedMediaType')
    expect((await server.client().post(P.checkUsernameExist, { username: 'abc' }, 'json')).body.code).toBe(200)
    expect((await server.client().post(P.checkUsernameExist, { username: 'abc' }, 'form')).body.code).toBe(200)
  })

  it('I5 refuses malformed bodies with a 400 envelope and logs them under the answer’s request id', async () => {
    const truncated = await json(P.checkUsernameExist, '{"a":')
    envelope(truncated, 400, 'malformedBody')
    const id = truncated.headers.get('x-request-id')!
    expect(server.logLines.some((line) => line.includes(id) && line.includes('request refused'))).toBe(true)
    envelope(await json(P.checkUsernameExist, '[1, 2]'), 400, 'malformedBody')
    envelope(await json(P.checkUsernameExist, '"username"'), 400, 'malformedBody')
    const invalidUtf8 = Buffer.concat([Buffer.from('{"username":"ab'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')])
    envelope(await json(P.checkUsernameExist, invalidUtf8), 400, 'malformedBody')
    const formUtf8 = Buffer.concat([Buffer.from('username=ab'), Buffer.from([0xc3, 0x28])])
    envelope(await server.client().post(P.checkUsernameExist, formUtf8, 'raw', { 'content-type': 'application/x-www-form-urlencoded' }), 400, 'malformedBody')
    envelope(await server.client().post(P.checkUsernameExist, { username: 'u'.repeat(10_000) }), 400, 'fieldTooLong', { field: 'username', max: 128 })
    expect((await json(P.checkUsernameExist, '{"username":"\\ufffd\\u00e9t\\u00e9"}')).body.code).toBe(200)
  })

  it('F7 refuses bodies over the limits: declared, chunked and compressed', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(JSON_LIMIT) })
    envelope(await json(P.checkUsernameExist, big), 413, 'bodyTooLarge')
    const form = `username=${'x'.repeat(FORM_LIMIT)}`
    envelope(await server.client().post(P.checkUsernameExist, form), 413, 'bodyTooLarge')
    const chunks = [Buffer.from('{"username":"'), ...Array.from({ length: 40 }, () => Buffer.alloc(8 * 1024, 0x78)), Buffer.from('"}')]
    envelope(await raw(P.checkUsernameExist, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, chunks), 413, 'bodyTooLarge')
    const bomb = gzipSync(Buffer.concat([Buffer.from('{"username":"'), Buffer.alloc(20 * 1024 * 1024, 0x78), Buffer.from('"}')]))
    expect(bomb.length).toBeLessThan(JSON_LIMIT)
    const rssBefore = process.memoryUsage().rss
    envelope(await raw(P.checkUsernameExist, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length }, [bomb]), 413, 'bodyTooLarge')
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024)
    const small = gzipSync(Buffer.from('{"username":"zipped"}'))
    const zipped = await raw(P.checkUsernameExist, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': small.length }, [small])
    expect(JSON.parse(zipped.text)).toEqual({ code: 200, message: 'success', data: { exist: false } })
  })

  it('F9 turns an unexpected failure into a 500 envelope with the request id; the stack stays in the log', async () => {
    const db = server.database.db
    await db.raw('alter table users rename to users_away')
    let answer: ApiAnswer
    try {
      answer = await server.client().post(P.checkUsernameExist, { username: 'anyone' })
    } finally {
      await db.raw('alter table users_away rename to users')
    }
    const body = envelope(answer, 500, 'serverError')
    const id = answer.headers.get('x-request-id')!
    expect(body.data).toEqual({ requestId: id })
    const line = server.logLines.find((l) => l.includes(id))!
    expect(line).toContain('request failed')
    expect(line).toMatch(/"stack":/)
    expect((await server.client().post(P.checkUsernameExist, { username: 'anyone' })).body.code).toBe(200)
  })

  it('keeps every catalogue text free of internals', () => {
    for (const text of Object.values(zhCN)) expect(text).not.toMatch(LEAKS)
  })
})
