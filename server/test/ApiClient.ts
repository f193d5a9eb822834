import type { ApiEnvelope } from '@harness/protocol'

/** One answer: HTTP status, headers and the parsed envelope (or raw text when it is not JSON). */
export interface ApiAnswer<T = unknown> {
  readonly status: number
  readonly headers: Headers
  readonly body: ApiEnvelope<T>
  readonly text: string
}

/** How a request body is encoded. */
export type BodyMode = 'form' | 'json' | 'multipart' | 'raw'

/**
 * A test client that behaves like the shell: it keeps the `token` cookie the server sets, sends
 * the anti-CSRF token from login and visit answers, and encodes bodies form-style by default.
 */
export class ApiClient {
  token: string | null = null
  csrf: string | null = null

  constructor(
    readonly baseUrl: string,
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  /** A GET with `query` in the query string. */
  get<T = unknown>(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
    const qs = new URLSearchParams(query).toString()
    return this.request<T>('GET', qs ? `${path}?${qs}` : path, undefined, headers)
  }

  /** A POST of `body` encoded as `mode` (form by default). */
  post<T = unknown>(path: string, body: unknown = {}, mode: BodyMode = 'form', headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
    let payload: NonNullable<RequestInit["body"]> | undefined
    const h: Record<string, string> = { ...headers }
    if (mode === 'form') {
      const params = new URLSearchParams()
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
        if (Array.isArray(v)) for (const item of v) params.append(k, String(item))
        else params.append(k, String(v))
      }
      payload = params.toString()
      h['content-type'] ??= 'application/x-www-form-urlencoded'
    } else if (mode === 'json') {
      payload = JSON.stringify(body)
      h['content-type'] ??= 'application/json'
    } else if (mode === 'multipart') {
      payload = body as FormData
    } else {
      payload = body as NonNullable<RequestInit["body"]>
    }
    return this.request<T>('POST', path, payload, h)
  }

  /** Sends a request with the jar's cookie and CSRF token, and records new ones from the answer. */
  async request<T>(method: string, path: string, body: NonNullable<RequestInit["body"]> | undefined, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
    const h: Record<string, string> = { ...this.extraHeaders, ...headers }
    if (this.token !== null && h.cookie === undefined) h.cookie = `token=${this.token}`
    if (this.csrf !== null && h['x-csrf-token'] === undefined) h['x-csrf-token'] = this.csrf
    const response = await fetch(this.baseUrl + path, { method, headers: h, body, redirect: 'manual' })
    const text = await response.text()
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^token=([^;]*)/.exec(cookie)
      if (match) this.token = match[1] === '' ? null : match[1]!
    }
    let parsed: ApiEnvelope<T>
    try {
      parsed = JSON.parse(text) as ApiEnvelope<T>
    } catch {
      parsed = { code: -1, message: text, data: null as T }
    }
    const data = parsed.data as { token?: unknown } | null
    if (parsed.code === 200 && data && typeof data === 'object' && typeof data.token === 'string') this.csrf = data.token
    return { status: response.status, headers: response.headers, body: parsed, text }
  }
}
