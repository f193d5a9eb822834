import type { Middleware } from 'koa'
import { ApiError } from '../lib/ApiError'

// NUL, or a UTF-16 surrogate that is not half of a pair (a "lone surrogate": no character at all).
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * True when `text` holds a NUL character or a lone surrogate. Neither is text: PostgreSQL cannot
 * store NUL in `text` or `jsonb`, and a lone surrogate has no UTF-8 form, so either would fail
 * deep in a query or be silently replaced.
 */
export function hasUnsafeCharacter(text: string): boolean {
  return UNSAFE.test(text)
}

/** How a field name is shown in a message: printable, with the unsafe characters escaped. */
function printableName(name: string): string {
  return hasUnsafeCharacter(name) ? JSON.stringify(name).slice(1, -1).replace(/\\u0000/g, '\\0') : name
}

/**
 * The first field of `fields` (a parsed query, form, JSON or multipart body) whose name, or any
 * string anywhere inside its value, holds an unsafe character; null when there is none. Nested
 * values (JSON objects and arrays, `a[b]=` forms) are searched without recursion and reported
 * under their top-level field.
 */
export function unsafeTextField(fields: unknown): string | null {
  if (typeof fields !== 'object' || fields === null) return null
  for (const [name, value] of Object.entries(fields)) {
    if (hasUnsafeCharacter(name)) return printableName(name)
    const stack: unknown[] = [value]
    while (stack.length > 0) {
      const item = stack.pop()
      if (typeof item === 'string') {
        if (hasUnsafeCharacter(item)) return name
      } else if (typeof item === 'object' && item !== null) {
        for (const [key, inner] of Object.entries(item)) {
          if (hasUnsafeCharacter(key)) return name
          stack.push(inner)
        }
      }
    }
  }
  return null
}

/** Refuses `fields` with 400 textInvalidChars naming the field when any text in it holds NUL or a lone surrogate. */
export function refuseUnsafeText(fields: unknown): void {
  const field = unsafeTextField(fields)
  if (field !== null) throw new ApiError(400, 'textInvalidChars', { field }, { field })
}

/**
 * Checks the query string and the parsed body of every request, before any route runs: a NUL or
 * a lone surrogate in any field answers 400 naming the field, and nothing is changed. Multipart
 * bodies, parsed later by the route that accepts them, go through {@link refuseUnsafeText} there.
 */
export function textGuard(): Middleware {
  return async (ctx, next) => {
    refuseUnsafeText(ctx.query)
    refuseUnsafeText((ctx.request as { body?: unknown }).body)
    await next()
  }
}
