import { bodyParser } from '@koa/bodyparser'
import type { Middleware } from 'koa'
import { ApiError } from '../lib/ApiError'

/** Largest JSON body, in bytes (security.md section 4: 100 KB for the API). */
export const JSON_LIMIT = 100 * 1024
/** Largest JSON body of the forum's write paths, in bytes: a rich-text post may be up to 256 KB (security X5). */
export const FORUM_JSON_LIMIT = 256 * 1024
/** Largest form-encoded body, in bytes (co-body's default, 56 KB). */
export const FORM_LIMIT = 56 * 1024

/**
 * True when a decoded body holds U+FFFD: the decoder's stand-in for bytes that were not valid
 * UTF-8. The character itself is never meaningful input, so such a body is refused as malformed
 * rather than stored with its damage (security I5).
 */
function hasReplacementCharacter(raw: unknown): boolean {
  return typeof raw === 'string' && raw.includes('\uFFFD')
}

/**
 * Parses JSON and form-encoded bodies within their size limits and refuses every other content
 * type with 415. Multipart is let through only to the routes in `multipartPaths`, whose own
 * parser (multer, with limits) reads it. The paths in `largeJsonPaths` (forum writes) accept JSON
 * up to {@link FORUM_JSON_LIMIT}; every other path keeps {@link JSON_LIMIT}. The paths in `rawPaths`
 * (file contents) are left to their routes, which stream the body with their own limits. Parse failures, bodies
 * that are not valid UTF-8 and oversize bodies become envelopes.
 */
export function bodyParsing(multipartPaths: ReadonlySet<string>, largeJsonPaths: ReadonlySet<string> = new Set(), rawPaths: ReadonlySet<string> = new Set()): Middleware {
  const options = { enableTypes: ['json', 'form'], formLimit: FORM_LIMIT, encoding: 'utf-8', jsonStrict: true } as const
  const parseDefault = bodyParser({ ...options, enableTypes: [...options.enableTypes], jsonLimit: JSON_LIMIT })
  const parseLarge = bodyParser({ ...options, enableTypes: [...options.enableTypes], jsonLimit: FORUM_JSON_LIMIT })
  return async (ctx, next) => {
    const hasBody = ctx.request.length > 0 || ctx.get('transfer-encoding') !== ''
    if (!hasBody || ctx.method === 'GET' || ctx.method === 'HEAD') return next()
    // File contents: the route reads the raw stream itself, with its own size limit.
    if (rawPaths.has(ctx.path)) return next()
    if (ctx.is('multipart')) {
      if (!multipartPaths.has(ctx.path)) throw new ApiError(415, 'unsupportedMediaType')
      return next()
    }
    if (!ctx.is('json', 'urlencoded')) throw new ApiError(415, 'unsupportedMediaType')
    const parse = largeJsonPaths.has(ctx.path) ? parseLarge : parseDefault
    return parse(ctx, async () => {
      if (hasReplacementCharacter(ctx.request.rawBody)) throw new ApiError(400, 'malformedBody')
      await next()
    })
  }
}
