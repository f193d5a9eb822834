import type { Context } from 'koa'
import { z } from 'zod'
import { ApiError } from './ApiError'

/** How a request field is accepted: a string of at most `max` characters, required or optional. */
export interface FieldSpec {
  readonly max: number
  readonly optional?: boolean
}

/** The parsed fields of a request, by name; optional fields that were not sent are absent. */
export type Fields<S extends Record<string, FieldSpec>> = {
  [K in keyof S]: S[K]['optional'] extends true ? string | undefined : string
}

/**
 * Reads the fields of a request body (and, with `fromQuery`, the query string) against `spec`:
 * every value must be a single string within its length limit, and any field not in `spec` is
 * refused. Arrays where strings belong (`phone[]=…`, repeated keys), objects, numbers in JSON and
 * unknown fields all answer 400 with a message naming the field; nothing is changed.
 */
export function readFields<S extends Record<string, FieldSpec>>(ctx: Context, spec: S, options: { fromQuery?: boolean } = {}): Fields<S> {
  const body = (ctx.request as { body?: unknown }).body
  // A prototype-less copy, so a field named `__proto__` (multer keeps one as an own key) stays a
  // field and is refused as unknown, instead of replacing the prototype of the copy.
  const source: Record<string, unknown> = Object.create(null)
  const copy = (from: object) => {
    for (const [name, value] of Object.entries(from)) source[name] = value
  }
  if (options.fromQuery) copy(ctx.query)
  if (body !== undefined && body !== null) {
    if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'malformedBody')
    copy(body)
  }
  const shape: Record<string, z.ZodType> = {}
  for (const [name, field] of Object.entries(spec)) {
    const s = z.string().max(field.max)
    shape[name] = field.optional ? s.optional() : s.default('')
  }
  const result = z.strictObject(shape).safeParse(source)
  if (result.success) return result.data as Fields<S>
  const issue = result.error.issues[0]!
  if (issue.code === 'unrecognized_keys') {
    throw new ApiError(400, 'unknownFields', { fields: issue.keys }, { fields: issue.keys.join(', ') })
  }
  const field = String(issue.path[0] ?? '')
  if (issue.code === 'too_big') {
    throw new ApiError(400, 'fieldTooLong', { field }, { field, max: spec[field]?.max ?? 0 })
  }
  throw new ApiError(400, 'wrongFieldType', { field }, { field })
}
