import { formatMessage, type MessageKey, type ResultCodeValue } from '@harness/protocol'

/**
 * An expected failure of a request: it becomes the `{code, message, data}` envelope with the
 * catalogue text of `key`. Services throw it; the envelope middleware renders it.
 */
export class ApiError extends Error {
  readonly code: ResultCodeValue
  readonly key: MessageKey
  readonly data: unknown

  constructor(code: ResultCodeValue, key: MessageKey, data: unknown = null, params: Record<string, string | number> = {}) {
    super(formatMessage(key, params))
    this.name = 'ApiError'
    this.code = code
    this.key = key
    this.data = data
  }
}

/** A 400 about one field. */
export function fieldError(field: string, key: MessageKey, params: Record<string, string | number> = {}): ApiError {
  return new ApiError(400, key, { field }, params)
}

/** True when `error` is a PostgreSQL unique violation (SQLSTATE 23505), on pg and on PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/**
 * True when `error` is PostgreSQL refusing text it cannot store: an invalid byte sequence or a NUL
 * (SQLSTATE 22021) or a `\u0000` escape in jsonb (22P05). The request guard refuses such text
 * first; this is the safety net for any path it does not see.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return code === '22021' || code === '22P05'
}
