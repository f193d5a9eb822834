import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import type { Middleware } from 'koa'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

/**
 * Serves the built shell from `dir` for every GET outside `/api`: existing files as they are (hashed
 * assets cached for a year), and `index.html` for any other path so history-mode URLs load the app.
 * Paths are resolved inside `dir` only; `..` cannot leave it.
 */
export function staticShell(dir: string): Middleware {
  const root = resolve(dir)
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/healthz') return next()
    let path: string
    try {
      path = decodeURIComponent(ctx.path)
    } catch {
      return next()
    }
    const file = resolve(join(root, path))
    const inside = file === root || file.startsWith(root + sep)
    const info = inside ? await stat(file).catch(() => null) : null
    if (info?.isFile()) {
      ctx.type = TYPES[extname(file)] ?? 'application/octet-stream'
      ctx.length = info.size
      ctx.set('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      ctx.body = createReadStream(file)
      return
    }
    if (extname(path) !== '' && !path.endsWith('.html')) return next()
    const index = join(root, 'index.html')
    const indexInfo = await stat(index).catch(() => null)
    if (!indexInfo) return next()
    ctx.type = TYPES['.html']!
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = createReadStream(index)
  }
}
