import { isApiEnvelope, ResultCode, type ApiEnvelope, type MessageKey } from '@harness/protocol'
import { isRetryable, retryDelayMs, shouldRetry, type AttemptOutcome } from './retryPolicy'

/**
 * The request layer of specification section 7 and its error handling of section 8, written
 * against injected dependencies so it runs (and is tested) without a browser. `createRequester`
 * returns `request`, which resolves with the envelope of a code-200 answer and rejects otherwise:
 * with the envelope itself when the server answered with a non-200 envelope (the caller shows its
 * message), or with a {@link HandledFailure} when this layer already told the user. Reads (and
 * writes that carry an idempotency key) that meet 502, 503, 504 or a network failure are tried
 * again a few times first, after the pause the server asks for (`retryPolicy.ts`).
 */

/**
 * How the parameters travel: form-encoded (default), JSON, multipart, multipart with a Blob answer,
 * or `raw`: the request body is a file's bytes as they are (`application/octet-stream`), with the
 * other parameters in the query string.
 */
export type RequestMode = 'form' | 'json' | 'multipart' | 'multipartBlob' | 'raw'

/** The HTTP methods the API uses. GET, HEAD and DELETE put `data` in the query string, POST and PUT in the body. */
export type RequestMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'

/** Parameter values; `Blob` values only make sense in multipart modes. */
export type RequestParams = Readonly<Record<string, string | number | boolean | Blob | null | undefined>>

/** One request. */
export interface RequestOptions {
  readonly method: RequestMethod
  readonly url: string
  /** Parameters: query string for GET/DELETE, body for POST/PUT. */
  readonly data?: RequestParams
  /** Extra query parameters for any method (multipart uploads carry their fields here). */
  readonly query?: RequestParams
  readonly mode?: RequestMode
  /**
   * The body of a 'json' mode POST/PUT when it holds nested values (e.g. a rich-text document);
   * used instead of `data`, which only holds flat values.
   */
  readonly json?: Readonly<Record<string, unknown>>
  /** The bytes of a 'raw' mode POST/PUT (a file upload); its parameters go in `query`. */
  readonly bytes?: Blob | ArrayBuffer | Uint8Array<ArrayBuffer>
  /**
   * Sent as `Idempotency-Key`: the server applies a write with a given key at most once, so such a
   * write may be retried like a read. One key per user action, the same on every try.
   */
  readonly idempotencyKey?: string
  /**
   * False to skip the "session expired" handling of 401/403 envelopes and simply reject with the
   * envelope (used by the session refresh, whose failure just means "signed out").
   */
  readonly expireSession?: boolean
  /**
   * Ends the request when it aborts, the reading of its answer included (a page left while a large
   * file downloads). An aborted request is not tried again and rejects with a {@link HandledFailure}
   * `aborted`, telling the user nothing: they asked for it.
   */
  readonly signal?: AbortSignal
}

/** A failure this layer has already shown or acted on (or that the caller asked for); callers show nothing more. */
export interface HandledFailure {
  readonly handled: true
  readonly reason: 'sessionExpired' | 'httpUnauthorized' | 'httpForbidden' | 'httpError' | 'network' | 'timeout' | 'notEnvelope' | 'aborted'
}

/** What the layer needs from the outside world. */
export interface RequestDeps {
  readonly fetch: typeof fetch
  readonly timeoutMs: number
  /** The anti-CSRF token, or '' when none is held. */
  readonly getToken: () => string
  /** True while a user is signed in (decides whether a 401/403 envelope means "session expired"). */
  readonly isSignedIn: () => boolean
  readonly clearSession: () => void
  /** Client-side navigation to a path of the shell. */
  readonly navigate: (path: string) => void
  /** Marks the session as lost in localStorage and reloads the page (HTTP 401 without envelope). */
  readonly reloadAfterUnauthorized: () => void
  /** Shows an error notice for the standard 5 s. */
  readonly notifyError: (text: string) => void
  /** The localized text of a protocol message. */
  readonly message: (key: MessageKey) => string
  /** Waits `ms` milliseconds (the pause before a retry). */
  readonly sleep: (ms: number) => Promise<void>
  /** A number in [0, 1) for the retry jitter. */
  readonly random: () => number
  /** The current time in epoch ms (to read a `Retry-After` date). */
  readonly now: () => number
}

/** Sends one request; see the module comment for what resolves and what rejects. */
export type Requester = <T>(options: RequestOptions) => Promise<ApiEnvelope<T>>

/** Sends one request expecting a file (multipartBlob mode); resolves with the Blob. */
export type BlobRequester = (options: RequestOptions) => Promise<Blob>

/** A file the server sent: its bytes, the name its `Content-Disposition` gives, and every header. */
export interface DownloadedFile {
  readonly blob: Blob
  /** The attachment's file name, or null when the answer names none. */
  readonly fileName: string | null
  readonly headers: Headers
}

/** Sends one request expecting a file; resolves with the file, its name and headers. */
export type DownloadRequester = (options: RequestOptions) => Promise<DownloadedFile>

/** True when `error` is a failure this layer already showed to the user. */
export function isHandledFailure(error: unknown): error is HandledFailure {
  return typeof error === 'object' && error !== null && (error as { handled?: unknown }).handled === true
}

/**
 * True when asking again later may succeed: the network failed or timed out, or the server failed
 * on its side (5xx, with or without an envelope). False for answers about the request itself
 * (400, 401, 403, 404...), which a retry would only repeat.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (isApiEnvelope(error)) return error.code >= 500
  if (isHandledFailure(error)) return error.reason === 'network' || error.reason === 'timeout' || error.reason === 'httpError'
  return false
}

/** The server's message of a rejected envelope, or null when the failure was already handled. */
export function failureMessage(error: unknown): string | null {
  if (isApiEnvelope(error)) return error.message
  if (isHandledFailure(error)) return null
  return error instanceof Error ? error.message : String(error)
}

/** Encodes `params` as a query string (without '?'); null and undefined values are skipped. */
export function toQueryString(params: RequestParams | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined || value instanceof Blob) continue
    search.append(key, String(value))
  }
  return search.toString()
}

/**
 * The file name of a `Content-Disposition` header (RFC 6266): the UTF-8 `filename*` when present,
 * else the plain `filename`; null when there is none. Path separators are replaced, so the name
 * can only ever name a file, never a folder.
 */
export function attachmentFileName(header: string | null): string | null {
  if (header === null) return null
  let name: string | null = null
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim())
    } catch {
      name = null
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header)
    if (plain) name = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!
  }
  if (name === null) return null
  const safe = name.replace(/[/\\\u0000-\u001f]/g, '_').trim()
  return safe === '' ? null : safe
}

function buildBody(mode: RequestMode, data: RequestParams | undefined, json?: Readonly<Record<string, unknown>>, bytes?: RequestOptions['bytes']): { body: BodyInit; contentType: string | null } {
  switch (mode) {
    case 'raw':
      return { body: bytes ?? new Uint8Array(0), contentType: 'application/octet-stream' }
    case 'form':
      return { body: toQueryString(data), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' }
    case 'json': {
      const plain: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(json ?? data ?? {})) if (value !== undefined) plain[key] = value
      return { body: JSON.stringify(plain), contentType: 'application/json;charset=UTF-8' }
    }
    case 'multipart':
    case 'multipartBlob': {
      const form = new FormData()
      for (const [key, value] of Object.entries(data ?? {})) {
        if (value === null || value === undefined) continue
        if (value instanceof Blob) form.append(key, value, key === 'file' ? 'avatar.jpg' : key)
        else form.append(key, String(value))
      }
      // The browser writes the multipart boundary itself.
      return { body: form, contentType: null }
    }
    default: {
      const never: never = mode
      throw new RangeError(`request: unknown mode ${String(never)}`)
    }
  }
}

function withQuery(url: string, ...parts: (RequestParams | undefined)[]): string {
  const query = parts.map(toQueryString).filter((q) => q !== '').join('&')
  if (query === '') return url
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/** Creates the request functions over `deps`. */
export function createRequester(deps: RequestDeps): { request: Requester; requestBlob: BlobRequester; requestDownload: DownloadRequester } {
  const handled = (reason: HandledFailure['reason']): HandledFailure => ({ handled: true, reason })

  /** One try: the response, or the outcome of a failed fetch. */
  async function attempt(options: RequestOptions): Promise<Response | AttemptOutcome> {
    const mode = options.mode ?? 'form'
    const inQuery = options.method === 'GET' || options.method === 'HEAD' || options.method === 'DELETE'
    const url = inQuery ? withQuery(options.url, options.data, options.query) : withQuery(options.url, options.query)
    const headers: Record<string, string> = { Accept: 'application/json' }
    const token = deps.getToken()
    if (token !== '') headers['X-CSRF-Token'] = token
    if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey
    let body: BodyInit | undefined
    if (!inQuery) {
      const built = buildBody(mode, options.data, options.json, options.bytes)
      body = built.body
      if (built.contentType) headers['Content-Type'] = built.contentType
    }
    const controller = new AbortController()
    // The caller's abort ends this try and the reading of its answer (the fetch's own signal).
    if (options.signal?.aborted) return { kind: 'aborted' }
    options.signal?.addEventListener('abort', () => controller.abort(), { once: true })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, deps.timeoutMs)
    try {
      return await deps.fetch(url, { method: options.method, headers, body, credentials: 'include', signal: controller.signal })
    } catch {
      return { kind: options.signal?.aborted ? 'aborted' : timedOut ? 'timeout' : 'network' }
    } finally {
      clearTimeout(timer)
    }
  }

  /** Sends `options`, trying again while the policy allows; answers the last response. */
  async function send(options: RequestOptions): Promise<Response> {
    const retryable = isRetryable(options.method, options.idempotencyKey !== undefined)
    for (let tries = 1; ; tries++) {
      const result = await attempt(options)
      if ('kind' in result && result.kind === 'aborted') throw handled('aborted')
      const response = 'kind' in result ? null : result
      const outcome: AttemptOutcome = response ? { kind: 'status', status: response.status } : (result as AttemptOutcome)
      if (retryable && shouldRetry(outcome, tries)) {
        // The answer of a try that is given up is not read; free its connection.
        await response?.body?.cancel().catch(() => undefined)
        await deps.sleep(retryDelayMs(tries, response?.headers.get('Retry-After') ?? null, deps.random(), deps.now()))
        continue
      }
      if (response) return response
      const timedOut = outcome.kind === 'timeout'
      deps.notifyError(deps.message(timedOut ? 'requestTimeout' : 'requestFailed'))
      throw handled(timedOut ? 'timeout' : 'network')
    }
  }

  function onEnvelope<T>(envelope: ApiEnvelope<T>, expireSession: boolean): ApiEnvelope<T> {
    if (envelope.code === ResultCode.ok) return envelope
    const authCode = envelope.code === ResultCode.unauthorized || envelope.code === ResultCode.forbidden
    if (expireSession && authCode && envelope.data === null && deps.isSignedIn()) {
      deps.notifyError(deps.message('sessionExpired'))
      deps.clearSession()
      deps.navigate('/signin')
      throw handled('sessionExpired')
    }
    throw envelope
  }

  function onForeignAnswer(response: Response, text: string): never {
    if (response.status === 401) {
      deps.clearSession()
      deps.reloadAfterUnauthorized()
      throw handled('httpUnauthorized')
    }
    if (response.status === 403) {
      deps.navigate('/401')
      throw handled('httpForbidden')
    }
    const message = foreignMessage(text)
    deps.notifyError(message ?? deps.message('requestFailed'))
    throw handled(response.ok ? 'notEnvelope' : 'httpError')
  }

  async function request<T>(options: RequestOptions): Promise<ApiEnvelope<T>> {
    const response = await send(options)
    const text = await readText(response, deps)
    const parsed = parseJson(text)
    if (isApiEnvelope(parsed)) return onEnvelope(parsed as ApiEnvelope<T>, options.expireSession ?? true)
    return onForeignAnswer(response, text)
  }

  async function requestDownload(options: RequestOptions): Promise<DownloadedFile> {
    const response = await send({ ...options, mode: options.mode ?? 'multipartBlob' })
    const type = response.headers.get('Content-Type') ?? ''
    if (response.ok && !type.includes('application/json')) {
      let blob: Blob
      try {
        blob = await response.blob()
      } catch (error) {
        if (options.signal?.aborted) throw handled('aborted')
        throw error
      }
      return { blob, fileName: attachmentFileName(response.headers.get('Content-Disposition')), headers: response.headers }
    }
    const text = await readText(response, deps)
    const parsed = parseJson(text)
    if (isApiEnvelope(parsed)) {
      onEnvelope(parsed, options.expireSession ?? true)
      // A code-200 envelope where a file was expected carries no file.
      throw parsed
    }
    return onForeignAnswer(response, text)
  }

  async function requestBlob(options: RequestOptions): Promise<Blob> {
    return (await requestDownload(options)).blob
  }

  return { request, requestBlob, requestDownload }
}

async function readText(response: Response, deps: RequestDeps): Promise<string> {
  try {
    return await response.text()
  } catch {
    deps.notifyError(deps.message('requestFailed'))
    throw { handled: true, reason: 'network' } satisfies HandledFailure
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The message of a non-envelope error answer: a JSON `message`, or a short plain-text body. */
function foreignMessage(text: string): string | null {
  const parsed = parseJson(text)
  if (typeof parsed === 'object' && parsed !== null) {
    const message = (parsed as { message?: unknown }).message
    return typeof message === 'string' && message.trim() !== '' ? message : null
  }
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > 200 || trimmed.startsWith('<')) return null
  return trimmed
}
