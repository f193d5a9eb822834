import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths, ForumPaths } from '@harness/protocol'
import { startProductServer, type ProductServer } from './productServer'

/**
 * Security F2 for replies: replies are posted in a stream while the server process is killed
 * outright (SIGKILL); after a restart every reply that was acknowledged with code 200 is there, and
 * the issue's reply count equals its rows. Runs on the embedded database the product starts with.
 */
let product: ProductServer
let cookie = ''
let csrf = ''

async function call(path: string, body?: unknown): Promise<{ code: number; data: any }> {
  const response = await fetch(product.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('token='))
  if (setCookie) cookie = setCookie.split(';')[0]!
  const json = (await response.json()) as { code: number; data: any }
  if (json.code === 200 && json.data && typeof json.data.token === 'string') csrf = json.data.token
  return json
}

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })

beforeAll(async () => {
  product = await startProductServer({ RATE_LIMIT_SCALE: '1000' })
  const email = `durable${Date.now()}@example.com`
  expect((await call(AccountPaths.sendRegisterEmailCode, { email })).code).toBe(200)
  const code = await product.latestCode(email)
  expect((await call(AccountPaths.registerByEmail, { email, emailcode: code, username: `durable_${Date.now() % 100000}`, password: 'durable-pass-1' })).code).toBe(200)
  expect((await call(AccountPaths.loginByEmail, { email, password: 'durable-pass-1' })).code).toBe(200)
})

afterAll(async () => {
  await product?.stop()
})

describe('replies survive a crash', () => {
  it('F2 keeps every acknowledged reply and a consistent reply count after SIGKILL and restart', async () => {
    const created = await call(ForumPaths.createIssue, { title: 'Durability', content: doc('issue body') })
    expect(created.code).toBe(200)
    const issueId = created.data.issueId as number
    const acknowledged: string[] = []
    let stop = false
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const text = `reply ${w}-${i}`
        try {
          const r = await call(ForumPaths.submitIssueReply, { issueId, content: doc(text) })
          if (r.code === 200) acknowledged.push(text)
        } catch {
          return // the connection died with the server
        }
      }
    }
    const writers = [0, 1, 2, 3].map(writer)
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20))
    await product.crash()
    stop = true
    await Promise.all(writers)
    await product.restart()
    const seen = new Set<string>()
    let total = 0
    for (let page = 1; ; page++) {
      const r = await call(`${ForumPaths.queryIssueAndReply.replace(':issueId', String(issueId))}?page=${page}&pageSize=100`)
      expect(r.code).toBe(200)
      total = r.data.total
      for (const reply of r.data.replies) seen.add(reply.content.content[0].content[0].text)
      if (r.data.replies.length < 100) break
    }
    for (const text of acknowledged) expect(seen.has(text), text).toBe(true)
    const detail = await call(`${ForumPaths.queryIssueAndReply.replace(':issueId', String(issueId))}?page=1&pageSize=1`)
    expect(detail.data.issue.replyCount).toBe(seen.size)
    expect(total).toBe(seen.size)
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)
  })
})
