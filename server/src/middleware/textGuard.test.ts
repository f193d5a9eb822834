import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, ForumPaths as F, formatMessage } from '@harness/protocol'
import { registerAccount, signIn } from '../../test/accountFixtures'
import type { ApiAnswer, ApiClient } from '../../test/ApiClient'
import { doc, newIssue } from '../../test/forumFixtures'
import { startTestServer, type TestServer } from '../../test/testServer'
import { createLogger } from '../startServer'
import { envelope } from './envelope'
import { hasUnsafeCharacter, unsafeTextField } from './textGuard'

let server: TestServer
let client: ApiClient
let phone: string
beforeAll(async () => {
  server = await startTestServer()
  const account = await registerAccount(server)
  phone = account.phone!
  client = await signIn(server.client(), account)
})
afterAll(async () => {
  await server?.close()
})

const refused = (field: string) => ({ code: 400, message: formatMessage('textInvalidChars', { field }), data: { field } })
const json = (c: ApiClient, path: string, text: string) => c.post(path, text, 'raw', { 'content-type': 'application/json' })
const userRow = () => server.database.db('users').where({ phone }).first()

function expectRefused(answer: ApiAnswer, field: string, label: string): void {
  expect(answer.status, label).toBe(400)
  expect(answer.body, label).toEqual(refused(field))
}

describe('NUL bytes and lone surrogates', () => {
  it('are found in values, nested values and names; surrogate pairs are text', () => {
    expect(hasUnsafeCharacter('a\u0000b')).toBe(true)
    expect(hasUnsafeCharacter('a\ud800b')).toBe(true)
    expect(hasUnsafeCharacter('a\udc00')).toBe(true)
    expect(hasUnsafeCharacter('\ude00\ud83d')).toBe(true)
    expect(hasUnsafeCharacter('😀 \ud83d\ude00 text')).toBe(false)
    expect(unsafeTextField({ ok: 'x', content: { type: 'doc', content: [{ text: ['a', 'b\u0000'] }] } })).toBe('content')
    expect(unsafeTextField({ a: { 'k\u0000': 'v' } })).toBe('a')
    expect(unsafeTextField({ 'k\u0000': 'v' })).toBe('k\\0')
    expect(unsafeTextField({ a: 1, b: null, c: ['x'] })).toBeNull()
  })

  it('I5 in any text field answer 400 naming the field and change nothing: form, JSON, query, multipart', async () => {
    const sentBefore = server.sent.length
    const before = await userRow()

    const form = await server.client().post(P.sendRegisterSmsCode, 'phone=1380013%008000', 'raw', { 'content-type': 'application/x-www-form-urlencoded' })
    expectRefused(form, 'phone', 'form NUL')
    expectRefused(await json(server.client(), P.checkUsernameExist, '{"username":"a\\u0000b"}'), 'username', 'JSON NUL')
    expectRefused(await json(server.client(), P.checkUsernameExist, '{"username":"a\\ud800b"}'), 'username', 'JSON high surrogate')
    expectRefused(await json(server.client(), P.checkUsernameExist, '{"username":"a\\udc00"}'), 'username', 'JSON low surrogate')
    expectRefused(await json(server.client(), P.checkUsernameExist, '{"user\\u0000name":"a"}'), 'user\\0name', 'JSON name')
    expectRefused(await client.post(P.updateUserInfo, { realName: 'Zhang\u0000' }), 'realName', 'profile form')
    expectRefused(await client.post(`${P.updateUserInfo}?company=%00`), 'company', 'profile query')
    const multipart = new FormData()
    multipart.append('description', 'line\u0000two')
    expectRefused(await client.post(P.updateUserInfo, multipart, 'multipart'), 'description', 'multipart field')
    expectRefused(await client.get(F.listIssues, { q: 'wire\u0000' }), 'q', 'GET query')

    const issueId = await newIssue(client)
    const replies = await server.database.db('replies').count({ n: '*' }).first()
    expectRefused(await client.post(F.submitIssueReply, { content: doc('gauge\u0000'), issueId }, 'json'), 'content', 'rich text node')
    expectRefused(await json(client, F.submitIssueReply, `{"content":{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"\\ud83d"}]}]},"issueId":${issueId}}`), 'content', 'rich text surrogate')
    expect(await server.database.db('replies').count({ n: '*' }).first()).toEqual(replies)

    expect(server.sent.length).toBe(sentBefore)
    expect(await userRow()).toEqual(before)
    const pair = await json(server.client(), P.checkUsernameExist, '{"username":"\\ud83d\\ude00"}')
    expect(pair.body).toEqual({ code: 200, message: 'success', data: { exist: false } })
  })

  it('I5 text PostgreSQL cannot store (SQLSTATE 22021, 22P05) answers 400, not 500, where the guard did not look', async () => {
    const lines: string[] = []
    const log = createLogger('info', new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) }))
    const db = server.database.db
    const app = new Koa()
    app.silent = true
    app.use(envelope(log))
    app.use(async (ctx) => {
      if (ctx.path === '/api/nul') await db.raw('select ?::text as t', ['a\u0000b'])
      else await db.raw('select ?::jsonb as j', ['"\\u0000"'])
      ctx.body = { code: 200, message: 'success', data: null }
    })
    const http = createServer(app.callback())
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done))
    try {
      const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
      for (const path of ['/api/nul', '/api/jsonb']) {
        const response = await fetch(base + path)
        expect(response.status, path).toBe(400)
        expect(await response.json(), path).toEqual({ code: 400, message: formatMessage('textNotStorable'), data: null })
      }
      expect(lines.filter((l) => l.includes('text the database cannot store'))).toHaveLength(2)
      expect(lines.join('')).not.toContain('request failed')
    } finally {
      await new Promise((done) => http.close(done))
    }
  })
})
