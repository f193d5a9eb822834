import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import { startTestServer, type TestServer } from '../../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

/** What came back on the wire: status, headers (lower-case names) and the body text. */
interface RawAnswer {
  readonly status: number
  readonly headers: Map<string, string>
  readonly body: string
}

/** Sends one request as raw bytes (any method token, even ones fetch refuses) and reads until the server closes. */
function rawRequest(method: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
    })
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n')
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) })
    })
  })
}

const notAllowed = { code: 405, message: formatMessage('methodNotAllowed'), data: null }

describe('methods the server does not serve', () => {
  it('answer 405 with the envelope and Allow, on /api paths and elsewhere, whatever the method', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'COPY', 'M-SEARCH', 'PUT', 'DELETE', 'PATCH', 'FOO', 'CONNECT']) {
      for (const path of [P.visit, '/api/no/such/path', '/', '/dashboard', '/healthz']) {
        const target = method === 'CONNECT' ? 'example.com:443' : path
        const answer = await rawRequest(method, target)
        const label = `${method} ${target}`
        expect(answer.status, label).toBe(405)
        expect(answer.headers.get('content-type'), label).toBe('application/json; charset=utf-8')
        expect(JSON.parse(answer.body), label).toEqual(notAllowed)
        expect(answer.headers.get('allow'), label).toBe('GET, HEAD, POST, OPTIONS')
        expect(answer.headers.get('x-request-id'), label).toMatch(/^[0-9a-f-]{36}$/)
        if (method === 'CONNECT') break
      }
    }
  })

  it('leave the served methods alone, and a malformed request still gets an envelope', async () => {
    const visit = await rawRequest('GET', P.visit)
    expect(visit.status).toBe(401)
    expect(JSON.parse(visit.body)).toMatchObject({ code: 401 })
    const options = await rawRequest('OPTIONS', P.loginByPhone)
    expect(options.status).toBe(200)
    expect(options.headers.get('allow')).toContain('POST')
    const malformed = await rawRequest('GET', '/a b')
    expect(malformed.status).toBe(400)
    expect(JSON.parse(malformed.body)).toEqual({ code: 400, message: formatMessage('badRequest'), data: null })
  })
})
