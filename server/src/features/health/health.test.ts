import { Agent, request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P } from '@harness/protocol'
import { startTestServer, type TestServer } from '../../../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.running.close()
  await server?.database.drop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('health and shutdown', () => {
  it('GET /healthz answers without the database, with security headers', async () => {
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { code: number; message: string; data: { uptimeSeconds: number } }
    expect(body).toEqual({ code: 200, message: 'ok', data: { uptimeSeconds: expect.any(Number) } })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('F5 close() lets a request in flight finish, refuses new connections and drops idle keep-alive sockets', async () => {
    const url = new URL(server.url)
    const idle = new Agent({ keepAlive: true })
    const idleAnswer = await fetchWith(idle, '/healthz')
    expect(idleAnswer.status).toBe(200)

    const body = 'username=in_flight_user'
    let resolveAnswer!: (value: { status: number; text: string }) => void
    const answer = new Promise<{ status: number; text: string }>((resolve) => (resolveAnswer = resolve))
    const inFlight = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: P.checkUsernameExist,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
        agent: false,
      },
      (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString('utf8')))
        res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, text }))
      },
    )
    inFlight.write(body.slice(0, 5))
    await sleep(150)

    const started = performance.now()
    const closed = server.running.close()
    await sleep(50)
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()

    inFlight.end(body.slice(5))
    const finished = await answer
    expect(finished.status).toBe(200)
    expect(JSON.parse(finished.text)).toEqual({ code: 200, message: 'success', data: { exist: false } })
    await closed
    expect(performance.now() - started).toBeLessThan(3000)
    idle.destroy()
  })
})

function fetchWith(agent: Agent, path: string): Promise<{ status: number }> {
  const url = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, agent }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }))
    })
    req.on('error', reject)
    req.end()
  })
}
