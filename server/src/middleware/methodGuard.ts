import type Router from '@koa/router'
import type { Middleware } from 'koa'
import { ApiError } from '../lib/ApiError'

/**
 * The HTTP methods the server answers anywhere: those of its routes (GET brings HEAD), plus GET and
 * HEAD for the shell's files and OPTIONS, which the routers answer with `Allow`. In the order of
 * RFC 9110's method list, so the `Allow` header reads the same on every answer.
 */
export function servedMethods(routers: readonly Router[]): readonly string[] {
  const served = new Set(['GET', 'HEAD', 'OPTIONS'])
  for (const router of routers) for (const layer of router.stack) for (const method of layer.methods) served.add(method)
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
  return [...served].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
}

/**
 * Answers a method the server serves nowhere (TRACE, PROPFIND, MKCOL, M-SEARCH …) with 405 and
 * the `methodNotAllowed` envelope on every path, `/api` or not, with `Allow` naming what is served.
 * Methods Node's parser refuses outright, and CONNECT, are answered in `parserRefusals.ts`.
 */
export function methodGuard(served: readonly string[]): Middleware {
  const known = new Set(served)
  const allow = served.join(', ')
  return async (ctx, next) => {
    if (!known.has(ctx.method)) {
      ctx.set('Allow', allow)
      throw new ApiError(405, 'methodNotAllowed')
    }
    await next()
  }
}
