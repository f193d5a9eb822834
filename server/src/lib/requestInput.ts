import type { Context } from 'koa'
import { z } from 'zod'
import { ApiError } from './ApiError'

/** Where a request's fields are read from. */
export interface InputSources {
  /** Also read the query string (updateUserInfo's texts, list filters). */
  readonly query?: boolean
  /**
   * `'optional'` (the default) reads a JSON or form body when one was sent; `'required'` answers
   * malformedBody without one (the forum's JSON writes); `'none'` ignores any body.
   */
  readonly body?: 'optional' | 'required' | 'none'
}

/** A text field of at most `max` characters; left out, it reads as ''. */
export function text(max: number) {
  return z.string().max(max).default('')
}

/** A text field of at most `max` characters that may be left out. */
export function optionalText(max: number) {
  return z.string().max(max).optional()
}

/** A row id: a positive integer, sent as a JSON number or a string of digits. */
export const idField = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9][0-9]{0,14}$/).transform(Number)])

/**
 * A whole number from `min` to `max`, sent as a JSON number or a string of digits, that may be left
 * out; an empty string (a form field left blank) counts as left out.
 */
export function optionalCount(min: number, max: number) {
  const digits = z.string().regex(/^[0-9]{1,9}$/).transform(Number)
  return z.union([z.literal('').transform(() => undefined), z.union([z.number(), digits]).pipe(z.number().int().min(min).max(max))]).optional()
}

/** The fields of a request as a prototype-less record, so a field named `__proto__` stays an ordinary (unknown) field. */
function collect(ctx: Context, sources: InputSources): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null)
  const copy = (from: object) => {
    for (const [name, value] of Object.entries(from)) fields[name] = value
  }
  if (sources.query) copy(ctx.query)
  const body = (ctx.request as { body?: unknown }).body
  const mode = sources.body ?? 'optional'
  if (mode === 'none') return fields
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body)
  if (isObject) copy(body)
  else if (mode === 'required' || (body !== undefined && body !== null)) throw new ApiError(400, 'malformedBody')
  return fields
}

/**
 * The server's one request validator: reads a request's fields against a zod shape, strictly. The
 * body (JSON, form or multipart fields) and, when asked, the query string are read into one record;
 * every field must match its schema and any field the shape does not name is refused, so nothing is
 * partly applied (security A9, I3: arrays, repeated keys and objects where strings belong are
 * refused). Failures answer 400 with the catalogue message naming the field: `unknownFields`,
 * `fieldTooLong` for text over its length, `wrongFieldType` for anything else, and `malformedBody`
 * for a body that is not an object. Nothing is changed before the answer.
 */
export function readInput<S extends z.ZodRawShape>(ctx: Context, shape: S, sources: InputSources = {}): z.output<z.ZodObject<S, z.core.$strict>> {
  const result = z.strictObject(shape).safeParse(collect(ctx, sources))
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  if (issue.code === 'unrecognized_keys') throw new ApiError(400, 'unknownFields', { fields: issue.keys }, { fields: issue.keys.join(', ') })
  const field = String(issue.path[0] ?? '')
  if (issue.code === 'too_big' && issue.origin === 'string') throw new ApiError(400, 'fieldTooLong', { field }, { field, max: Number(issue.maximum) })
  throw new ApiError(400, 'wrongFieldType', { field }, { field })
}

/** Read only the query string (GET calls and the raw-body file calls). */
export const FROM_QUERY: InputSources = { query: true, body: 'none' }

/** Read a JSON body that must be there (the workspace's JSON writes). */
export const JSON_BODY: InputSources = { body: 'required' }

/** A query-string id: digits without a leading zero, at most 15 of them, read as a number. */
export const queryId = z.string().regex(/^[1-9][0-9]{0,14}$/).transform(Number)

/** An optional query-string id where an empty value means "none" (e.g. the top folder). */
export const queryOptionalId = z.union([z.literal('').transform(() => null), queryId]).optional().transform((v) => v ?? null)
