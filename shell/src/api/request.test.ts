import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MessageKey } from '@harness/protocol'
import { attachmentFileName, createRequester, failureMessage, isHandledFailure, isRetryableFailure, type RequestDeps } from './request'

interface Harness {
  deps: RequestDeps
  calls: { url: string; init: RequestInit }[]
  log: string[]
  /** The pauses the layer took before retries, in ms. */
  sleeps: number[]
}

function harness(answer: (url: string, init: RequestInit) => Promise<Response>, overrides: Partial<RequestDeps> = {}): Harness {
  const calls: Harness['calls'] = []
  const log: string[] = []
  const sleeps: number[] = []
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
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0,
    now: () => Date.UTC(2026, 0, 5, 8, 0, 0),
    ...overrides,
  }
  return { deps, calls, log, sleeps }
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
    await expect(createRequester(h.deps).request({ method: 'POST', url: '/x' })).rejects.toMatchObject({ reason: 'httpError' })
    const h2 = harness(async () => new Response('<html>oops</html>', { status: 500 }))
    await expect(createRequester(h2.deps).request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ handled: true })
    expect([...h.log, ...h2.log]).toEqual(['error Bad Gateway', 'error <requestFailed>'])
  })

  it('reports network failures', async () => {
    const h = harness(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(createRequester(h.deps).request({ method: 'POST', url: '/x' })).rejects.toMatchObject({ reason: 'network' })
    expect(h.log).toEqual(['error <requestFailed>'])
    expect(h.calls).toHaveLength(1)
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

describe('aborting', () => {
  // A fetch that answers only when aborted, as a slow server would.
  const hanging = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    })

  it('ends a request the caller aborts, without a notice and without trying again', async () => {
    const h = harness(hanging)
    const caller = new AbortController()
    const pending = createRequester(h.deps).requestDownload({ method: 'GET', url: '/api/file/download', data: { fileId: 7 }, signal: caller.signal }).catch((e: unknown) => e)
    await new Promise((r) => setTimeout(r, 5))
    caller.abort()
    expect(await pending).toMatchObject({ handled: true, reason: 'aborted' })
    expect(h.calls).toHaveLength(1)
    expect(h.log).toEqual([])
  })

  it('ends the reading of an answer already under way, and sends nothing once aborted', async () => {
    const caller = new AbortController()
    let bodyStarted = () => {}
    const started = new Promise<void>((r) => { bodyStarted = r })
    const h = harness(async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(control) {
          control.enqueue(new Uint8Array([1, 2, 3]))
          bodyStarted()
          init.signal?.addEventListener('abort', () => control.error(new DOMException('aborted', 'AbortError')))
        },
      })
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/octet-stream' } })
    })
    const { requestDownload } = createRequester(h.deps)
    const pending = requestDownload({ method: 'GET', url: '/big', signal: caller.signal }).catch((e: unknown) => e)
    await started
    caller.abort()
    expect(await pending).toMatchObject({ handled: true, reason: 'aborted' })
    await expect(requestDownload({ method: 'GET', url: '/big', signal: caller.signal })).rejects.toMatchObject({ reason: 'aborted' })
    expect(h.calls).toHaveLength(1)
    expect(h.log).toEqual([])
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

/** A 503 envelope as the server sends it when busy, with `Retry-After`. */
const busy = (retryAfter = '1') =>
  new Response(JSON.stringify({ code: 503, message: 'busy', data: { retryAfter: Number(retryAfter) } }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
  })

/** A fetch that answers from `script` in order, then code-200 envelopes. */
function scripted(...script: Array<() => Response>): (url: string, init: RequestInit) => Promise<Response> {
  let n = 0
  return async () => {
    const next = script[n++]
    return next ? next() : envelope(200, { ok: true })
  }
}

describe('retries of idempotent requests', () => {
  it('retries a GET that meets 503, after the pause Retry-After asks for, and resolves without a notice', async () => {
    const h = harness(scripted(() => busy('2'), () => busy('1')))
    await expect(createRequester(h.deps).request({ method: 'GET', url: '/api/x' })).resolves.toMatchObject({ code: 200 })
    expect(h.calls).toHaveLength(3)
    expect(h.sleeps).toEqual([2000, 1000])
    expect(h.log).toEqual([])
  })

  it('retries 502, 504 and network failures of reads with doubling pauses, HEAD too', async () => {
    const h = harness(
      scripted(
        () => new Response('bad gateway', { status: 502 }),
        () => new Response('', { status: 504 }),
        () => {
          throw new TypeError('Failed to fetch')
        },
      ),
    )
    await expect(createRequester(h.deps).request({ method: 'HEAD', url: '/api/x' })).resolves.toMatchObject({ code: 200 })
    expect(h.calls).toHaveLength(4)
    expect(h.sleeps).toEqual([500, 1000, 2000])
    expect(h.log).toEqual([])
  })

  it('gives up after four tries and leaves the last 503 envelope to the caller', async () => {
    const h = harness(async () => busy())
    await expect(createRequester(h.deps).request({ method: 'GET', url: '/api/x' })).rejects.toEqual({ code: 503, message: 'busy', data: { retryAfter: 1 } })
    expect(h.calls).toHaveLength(4)
    expect(h.sleeps).toEqual([1000, 1000, 1000])
  })

  it('reports a network failure once, after the last try', async () => {
    const h = harness(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(createRequester(h.deps).request({ method: 'GET', url: '/api/x' })).rejects.toMatchObject({ reason: 'network' })
    expect(h.calls).toHaveLength(4)
    expect(h.log).toEqual(['error <requestFailed>'])
  })

  it('caps the pause a server asks for', async () => {
    const h = harness(scripted(() => busy('3600')))
    await createRequester(h.deps).request({ method: 'GET', url: '/api/x' })
    expect(h.sleeps).toEqual([5000])
  })

  it('never retries a write without an idempotency key: it could be applied twice', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const h = harness(async () => busy())
      await expect(createRequester(h.deps).request({ method, url: '/api/write', data: { a: '1' } })).rejects.toMatchObject({ code: 503 })
      expect(h.calls, method).toHaveLength(1)
      expect(h.sleeps).toEqual([])
    }
  })

  it('retries a write that carries an idempotency key, with the same key and body each time', async () => {
    const h = harness(scripted(() => busy(), () => busy()))
    await createRequester(h.deps).request({ method: 'POST', url: '/api/write', mode: 'json', json: { title: 't' }, idempotencyKey: 'k-1' })
    expect(h.calls).toHaveLength(3)
    for (const call of h.calls) {
      expect((call.init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1')
      expect(call.init.body).toBe('{"title":"t"}')
    }
  })

  it('does not retry answers a retry cannot change: 500, 400 envelopes, time-outs', async () => {
    const h = harness(async () => envelope(500, { requestId: 'r' }))
    await expect(createRequester(h.deps).request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ code: 500 })
    const h2 = harness(async () => envelope(400, { field: 'a' }))
    await expect(createRequester(h2.deps).request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ code: 400 })
    vi.useFakeTimers()
    const h3 = harness((_url, init) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))), { timeoutMs: 1000 })
    const pending = createRequester(h3.deps).request({ method: 'GET', url: '/slow' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await pending).toMatchObject({ reason: 'timeout' })
    expect([h.calls.length, h2.calls.length, h3.calls.length]).toEqual([1, 1, 1])
  })
})

describe('isRetryableFailure', () => {
  it('says yes to network failures, time-outs and server errors, no to answers about the request', () => {
    expect(isRetryableFailure({ handled: true, reason: 'network' })).toBe(true)
    expect(isRetryableFailure({ handled: true, reason: 'timeout' })).toBe(true)
    expect(isRetryableFailure({ handled: true, reason: 'httpError' })).toBe(true)
    expect(isRetryableFailure({ code: 503, message: 'busy', data: { retryAfter: 1 } })).toBe(true)
    expect(isRetryableFailure({ code: 500, message: 'error', data: { requestId: 'r' } })).toBe(true)
    expect(isRetryableFailure({ code: 404, message: '该问题不存在或已被隐藏', data: null })).toBe(false)
    expect(isRetryableFailure({ code: 400, message: 'bad', data: { field: 'issueId' } })).toBe(false)
    expect(isRetryableFailure({ handled: true, reason: 'sessionExpired' })).toBe(false)
    expect(isRetryableFailure(new Error('x'))).toBe(false)
  })
})
