import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { formatMessage, type MessageKey } from '@harness/protocol'

const REASONS: Readonly<Record<number, string>> = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }

/** A complete HTTP/1.1 answer carrying the `{code, message, data}` envelope; the connection closes after it. */
function envelopeResponse(status: number, key: MessageKey, extraHeaders: readonly string[] = []): string {
  const body = JSON.stringify({ code: status, message: formatMessage(key), data: null })
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    `X-Request-Id: ${randomUUID()}`,
    ...extraHeaders,
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/** The status and message of a request Node's HTTP parser refused, as Node itself would answer it (400, 408, 431), or 405 for an unknown method. */
function refusalOf(error: Error & { code?: string }): { status: number; key: MessageKey } {
  if (error.code === 'HPE_INVALID_METHOD') return { status: 405, key: 'methodNotAllowed' }
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'bodyTooLarge' }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'requestTimeout' }
  return { status: 400, key: 'badRequest' }
}

/**
 * Gives the requests Koa never sees the same envelope as every other answer: a method Node's
 * parser does not know (`FOO / HTTP/1.1`) gets 405 with `Allow`, CONNECT (which Node hands to a
 * `connect` listener or else drops without a word) gets 405, and the parser's other refusals keep
 * Node's statuses (400, 408 after the header time-out, 431) with an envelope body. Sockets that
 * are already gone or mid-answer are simply closed.
 */
export function answerParserRefusals(server: Server, allowedMethods: readonly string[]): void {
  const allow = `Allow: ${allowedMethods.join(', ')}`
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy()
      return
    }
    const { status, key } = refusalOf(error)
    socket.end(envelopeResponse(status, key, status === 405 ? [allow] : []))
  })
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy())
    socket.end(envelopeResponse(405, 'methodNotAllowed', [allow]))
  })
}
