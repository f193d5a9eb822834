import type { Middleware } from 'koa'

/**
 * Security headers on every response: no MIME sniffing, no framing by other sites, no referrer
 * leakage across sites, and a content security policy that allows scripts only from this origin
 * (and never inline event handlers). HSTS is added in production, where TLS is expected in front.
 */
export function securityHeaders(production: boolean): Middleware {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff')
    ctx.set('X-Frame-Options', 'SAMEORIGIN')
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin')
    ctx.set('Content-Security-Policy', csp)
    if (production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    await next()
  }
}
