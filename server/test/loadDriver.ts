import { Agent, request as httpRequest } from 'node:http'

/** One answer the load driver saw (or its absence). */
export interface LoadAnswer {
  /** HTTP status, `'timeout'` when none came within the time-out, or the socket error's code. */
  readonly status: number | string
  /** When the request was sent (epoch ms, comparable across threads). */
  readonly sentAt: number
  /** How long the answer took, in ms. */
  readonly ms: number
  /** The `Retry-After` header, or null. */
  readonly retryAfter: string | null
  /** The parsed JSON body, or null when the body was not JSON. */
  readonly body: unknown
}

/** A closed-loop load: `connections` clients, each sending its next request when the last is answered. */
export interface LoadOptions {
  readonly url: string
  readonly path: string
  readonly method?: 'GET' | 'POST'
  readonly headers?: Record<string, string>
  /** Body of each request (POST); a function gets the connection's number and its request count. */
  readonly body?: string | ((connection: number, sequence: number) => string)
  readonly connections: number
  /** How long the clients keep sending, in ms; `until` may end the run earlier. */
  readonly durationMs: number
  /** Spread the clients' first requests evenly over this many ms (0: all at once). */
  readonly rampMs?: number
  /** Per-request time-out, in ms (autocannon's default is 10 s). */
  readonly timeoutMs?: number
  /** Ends the run when it answers true (checked before each request). */
  readonly until?: () => boolean
  /** Called with each answer as it arrives. */
  readonly onAnswer?: (answer: LoadAnswer) => void
}

/**
 * Drives a server like autocannon does, but keeps every answer: `connections` keep-alive
 * connections opened at once, each sending one request at a time for `durationMs`. Answers that
 * fail (time-out, reset) are recorded with their reason and the connection goes on with a new
 * socket. Resolves once every client has had its last answer.
 */
export async function runLoad(options: LoadOptions): Promise<LoadAnswer[]> {
  const target = new URL(options.url)
  const answers: LoadAnswer[] = []
  const started = performance.now()
  const timeoutMs = options.timeoutMs ?? 10_000
  const client = async (connection: number) => {
    const delay = ((options.rampMs ?? 0) * connection) / options.connections
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (let sequence = 0; performance.now() - started < options.durationMs && !(options.until?.() ?? false); sequence++) {
        const body = typeof options.body === 'function' ? options.body(connection, sequence) : options.body
        const answer = await send(target, options, agent, body, timeoutMs)
        answers.push(answer)
        options.onAnswer?.(answer)
      }
    } finally {
      agent.destroy()
    }
  }
  await Promise.all(Array.from({ length: options.connections }, (_, n) => client(n)))
  return answers
}

function send(target: URL, options: LoadOptions, agent: Agent, body: string | undefined, timeoutMs: number): Promise<LoadAnswer> {
  const sentAt = performance.now()
  return new Promise((resolve) => {
    let settled = false
    const finish = (status: number | string, retryAfter: string | null, text: string) => {
      if (settled) return
      settled = true
      let parsed: unknown = null
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = null
      }
      resolve({ status, sentAt: performance.timeOrigin + sentAt, ms: performance.now() - sentAt, retryAfter, body: parsed })
    }
    const headers: Record<string, string | number> = { ...options.headers }
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body)
    const req = httpRequest({ host: target.hostname, port: target.port, path: options.path, method: options.method ?? 'GET', headers, agent }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => finish(res.statusCode ?? 0, (res.headers['retry-after'] as string | undefined) ?? null, text))
      res.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'error', null, ''))
    })
    req.setTimeout(timeoutMs, () => {
      finish('timeout', null, '')
      req.destroy()
    })
    req.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'error', null, ''))
    req.end(body)
  })
}

/** Counts of each status among `answers`, e.g. `{ 200: 812, 503: 40 }`. */
export function statusCounts(answers: readonly LoadAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const answer of answers) counts[String(answer.status)] = (counts[String(answer.status)] ?? 0) + 1
  return counts
}

/** True when `answer` is an honest 503: the envelope with `data.retryAfter` and the same `Retry-After` header. */
export function isHonest503(answer: LoadAnswer): boolean {
  const body = answer.body as { code?: unknown; data?: { retryAfter?: unknown } } | null
  return answer.status === 503 && body?.code === 503 && typeof body.data?.retryAfter === 'number' && answer.retryAfter === String(body.data.retryAfter)
}
