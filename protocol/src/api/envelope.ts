/**
 * Every API response, success or failure, is this envelope. `code` is 200 on success; on failure it
 * is the HTTP-like status of the outcome (400 bad input, 401 not signed in, 403 refused, 404, 409,
 * 413, 415, 429, 500, 503) and `message` is a text from the message catalogue.
 */
export interface ApiEnvelope<T = unknown> {
  readonly code: number
  readonly message: string
  readonly data: T
}

/** The result codes the server uses in the envelope's `code`. */
export const ResultCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  unavailable: 503,
} as const

/** One of the result codes in {@link ResultCode}. */
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode]

/** `data` of a 400 answer: the field the message is about, when there is one. */
export interface FieldErrorData {
  readonly field: string
}

/** `data` of a 429 answer: whole seconds until a retry may succeed. */
export interface RetryAfterData {
  readonly retryAfter: number
}

/** True when `value` has the envelope's shape (used by clients to tell our answers from a proxy's). */
export function isApiEnvelope(value: unknown): value is ApiEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string' &&
    'data' in value
  )
}
