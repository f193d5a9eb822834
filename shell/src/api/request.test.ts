import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MessageKey } from '@harness/protocol'
import { attachmentFileName, createRequester, failureMessage, isHandledFailure, type RequestDeps } from './request'

interface Harness {
  deps: RequestDeps
  calls: { url: string; init: RequestInit }[]
  log: string[]
}

function harness(answer: (url: string, init: RequestInit) => Promise<Response>, overrides: Partial<RequestDeps> = {}): Harness {
  const calls: Harness['calls'] = []
  const log: string[] = []
  const deps: RequestDeps = {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} })
      return answer(String(input), init ?? {})
    }) as typeof fetch,
    timeoutMs: 1_200_000,
    getToken: () => 'csrf-1',
    isSignedIn: () => true,
    clearSession: () => log.push('clear'),
    navigate: (path) => log.push(`navigate ${path}`),
    reloadAfterUnauthorized: () => log.push('reload'),
    notifyError: (text) => log.push(`error ${text}`),
    message: (key: MessageKey) => `<${key}>`,
    ...overrides,
  }
  return { deps, calls, log }
}

const envelope = (code: number, data: unknown, message = 'm') =>
  new Response(JSON.stringify({ code, message, data }), { status: code, headers: { 'Content-Type': 'application/json' } })

afterEach(() => vi.useRealTimers())

describe('createRequester', () => {
  it('resolves code-200 envelopes', async () => {
    const h = harness(async () => envelope(200, { a: 1 }))
    const { request } = createRequester(h.deps)
    await expect(request({ method: 'GET', url: '/api/x' })).resolves.toEqual({ code: 200, message: 'm', data: { a: 1 } })
  })

  it('puts GET and DELETE params in the query string', async () => {
    const h = harness(async () => envelope(200, null))
    const { request } = createRequester(h.deps)
    await request({ method: 'GET', url: '/api/x', data: { a: '1', b: 2, c: undefined } })
    await request({ method: 'DELETE', url: '/api/y?z=0', data: { a: 'é' } })
    expect(h.calls[0]?.url).toBe('/api/x?a=1&b=2')
    expect(h.calls[0]?.init.body).toBeUndefined()
    expect(h.calls[1]?.url).toBe('/api/y?z=0&a=%C3%A9')
  })

  it('sends POST form-encoded by default, with credentials and the CSRF token', async () => {
    const h = harness(async () => envelope(200, null))
    const { request } = createRequester(h.deps)
    await request({ method: 'POST', url: '/api/login', data: { phone: '13800000000', password: 'p w' } })
    const init = h.calls[0]!.init
    expect(init.credentials).toBe('include')
    expect(init.body).toBe('phone=13800000000&password=p+w')
    const headers = init.headers as Record<string, string>
    expect(headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(headers['X-CSRF-Token']).toBe('csrf-1')
  })

  it('omits the token header when no token is held', async () => {
    const h = harness(async () => envelope(200, null), { getToken: () => '' })
    await createRequester(h.deps).request({ method: 'POST', url: '/x' })
    expect((h.calls[0]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined()
  })

  it('sends JSON and multipart bodies, with query params beside multipart', async () => {
    const h = harness(async () => envelope(200, null))
    const { request } = createRequester(h.deps)
    await request({ method: 'PUT', url: '/j', mode: 'json', data: { content: 'x', issueId: 3 } })
    expect(h.calls[0]!.init.body).toBe('{"content":"x","issueId":3}')
    await request({ method: 'POST', url: '/m', mode: 'multipart', query: { realName: '张三' }, data: { file: new Blob(['x'], { type: 'image/jpeg' }) } })
    expect(h.calls[1]!.url).toBe('/m?realName=%E5%BC%A0%E4%B8%89')
    const form = h.calls[1]!.init.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(form.get('file')).toBeInstanceOf(Blob)
    expect((h.calls[1]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined()
  })

  it('rejects other non-200 envelopes with the envelope, untouched', async () => {
    const h = harness(async () => envelope(403, { lastLoginTime: 't', lastToken: 'k' }, 'elsewhere'))
    const error = await createRequester(h.deps).request({ method: 'POST', url: '/login' }).catch((e: unknown) => e)
    expect(error).toEqual({ code: 403, message: 'elsewhere', data: { lastLoginTime: 't', lastToken: 'k' } })
    expect(failureMessage(error)).toBe('elsewhere')
    expect(h.log).toEqual([])
  })

  it('expires the session on a 401/403 envelope without data while signed in', async () => {
    for (const code of [401, 403]) {
      const h = harness(async () => envelope(code, null))
      const error = await createRequester(h.deps).request({ method: 'GET', url: '/x' }).catch((e: unknown) => e)
      expect(isHandledFailure(error)).toBe(true)
      expect(failureMessage(error)).toBeNull()
      expect(h.log).toEqual(['error <sessionExpired>', 'clear', 'navigate /signin'])
    }
  })

  it('leaves 401 envelopes to the caller when nobody is signed in or expiry is off', async () => {
    const h = harness(async () => envelope(401, null, 'sign in first'), { isSignedIn: () => false })
    await expect(createRequester(h.deps).request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ code: 401 })
    const h2 = harness(async () => envelope(401, null))
    await expect(createRequester(h2.deps).request({ method: 'GET', url: '/x', expireSession: false })).rejects.toMatchObject({ code: 401 })
    expect([...h.log, ...h2.log]).toEqual([])
  })

  it('clears and reloads on a bare HTTP 401', async () => {
    const h = harness(async () => new Response('no', { status: 401 }))
    await expect(createRequester(h.deps).request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ handled: true, reason: 'httpUnauthorized' })
    expect(h.log).toEqual(['clear', 'reload'])
  })

  it('goes to /401 on a bare HTTP 403', async () => {
    const h = harness(async () => new Response('<html>', { status: 403 }))
    await expect(createRequester(h.deps).request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ reason: 'httpForbidden' })
    expect(h.log).toEqual(['navigate /401'])
  })

  it('shows the message of other bare errors, or the generic failure', async () => {
    const h = harness(async () => new Response(JSON.stringify({ message: 'Bad Gateway' }), { status: 502 }))
    await expect(createRequester(h.deps).request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ reason: 'httpError' })
    const h2 = harness(async () => new Response('<html>oops</html>', { status: 500 }))
    await expect(createRequester(h2.deps).request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ handled: true })
    expect([...h.log, ...h2.log]).toEqual(['error Bad Gateway', 'error <requestFailed>'])
  })

  it('reports network failures', async () => {
    const h = harness(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(createRequester(h.deps).request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ reason: 'network' })
    expect(h.log).toEqual(['error <requestFailed>'])
  })

  it('times out after the configured time', async () => {
    vi.useFakeTimers()
    const h = harness(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const pending = createRequester(h.deps).request({ method: 'GET', url: '/slow' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1_199_999)
    expect(h.log).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toMatchObject({ handled: true, reason: 'timeout' })
    expect(h.log).toEqual(['error <requestTimeout>'])
  })

  it('returns a Blob in blob mode', async () => {
    const h = harness(async () => new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/zip' } }))
    const blob = await createRequester(h.deps).requestBlob({ method: 'POST', url: '/export', data: { id: '1' } })
    expect(await blob.text()).toBe('PK')
    expect(h.calls[0]!.init.body).toBeInstanceOf(FormData)
  })

  it('sends raw bytes as octet-stream with the parameters in the query', async () => {
    const h = harness(async () => envelope(200, { fileId: 1 }))
    const bytes = new Uint8Array([0x48, 0x52, 0x4e, 0x53])
    await createRequester(h.deps).request({ method: 'POST', url: '/api/file/upload', mode: 'raw', query: { projectId: 3, parentId: '', name: '主线束' }, bytes })
    expect(h.calls[0]!.url).toBe('/api/file/upload?projectId=3&parentId=&name=%E4%B8%BB%E7%BA%BF%E6%9D%9F')
    expect(h.calls[0]!.init.body).toBe(bytes)
    expect((h.calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream')
  })

  it('downloads a file with its name and headers, and rejects an envelope in its place', async () => {
    const h = harness(async (url) =>
      url.includes('missing')
        ? envelope(404, null, 'gone')
        : new Response(new Blob(['HRNS']), {
            status: 200,
            headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="_.harness"; filename*=UTF-8''${encodeURIComponent('主线束.harness')}`, 'X-File-Version': '4' },
          }),
    )
    const { requestDownload } = createRequester(h.deps)
    const file = await requestDownload({ method: 'GET', url: '/api/file/download', data: { fileId: 7 } })
    expect(await file.blob.text()).toBe('HRNS')
    expect(file.fileName).toBe('主线束.harness')
    expect(file.headers.get('X-File-Version')).toBe('4')
    expect(h.calls[0]!.url).toBe('/api/file/download?fileId=7')
    await expect(requestDownload({ method: 'GET', url: '/api/file/missing' })).rejects.toMatchObject({ code: 404, message: 'gone' })
  })
})

describe('attachmentFileName', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and never names a folder', () => {
    expect(attachmentFileName(`attachment; filename="a.xlsx"; filename*=UTF-8''%E4%B8%8B%E7%BA%BF%E8%A1%A8.xlsx`)).toBe('下线表.xlsx')
    expect(attachmentFileName('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv')
    expect(attachmentFileName('attachment; filename=plain.csv')).toBe('plain.csv')
    expect(attachmentFileName(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe('.._.._etc_passwd')
    expect(attachmentFileName(`attachment; filename*=UTF-8''%E0%A4; filename="fallback.bin"`)).toBe('fallback.bin')
    expect(attachmentFileName('inline')).toBeNull()
    expect(attachmentFileName(null)).toBeNull()
  })
})
