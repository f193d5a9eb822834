import type { Context } from 'koa'
import { z } from 'zod'
import { ApiError } from './ApiError'

/** A query-string id: digits without a leading zero, at most 15 of them, read as a number. */
export const queryId = z.string().regex(/^[1-9][0-9]{0,14}$/).transform(Number)

/** An optional query-string id where an empty value means "none" (e.g. the top folder). */
export const queryOptionalId = z.union([z.literal('').transform(() => null), queryId]).optional().transform((v) => v ?? null)

/**
 * Reads the query string against a zod shape of string fields: each value must be one string
 * (a repeated key is refused), unknown fields are refused (400 unknownFields) and a value that does
 * not fit answers 400 wrongFieldType naming the field. Nothing is read from the body.
 */
export function readQuery<S extends z.ZodRawShape>(ctx: Context, shape: S): z.output<z.ZodObject<S, z.core.$strict>> {
  const source: Record<string, unknown> = Object.create(null)
  for (const [name, value] of Object.entries(ctx.query)) source[name] = value
  const result = z.strictObject(shape).safeParse(source)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  if (issue.code === 'unrecognized_keys') throw new ApiError(400, 'unknownFields', { fields: issue.keys }, { fields: issue.keys.join(', ') })
  const field = String(issue.path[0] ?? '')
  throw new ApiError(400, 'wrongFieldType', { field }, { field })
}
