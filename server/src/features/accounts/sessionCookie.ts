import type { Context } from 'koa'
import { hmac } from '../../lib/tokens'

/** Name of the session cookie (spec 9). */
export const SESSION_COOKIE = 'token'
/** Header the shell sends its anti-CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token'
/** Session lifetime: 1 day (spec 9). */
export const SESSION_TTL_MS = 24 * 3600_000

/** The anti-CSRF token of a session: an HMAC of the session token's hash under the server secret. */
export function csrfTokenFor(secret: string, tokenHash: string): string {
  return hmac(secret, `csrf:${tokenHash}`)
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, whole site, one day, Secure whenever served over TLS (S1). */
export function setSessionCookie(ctx: Context, token: string): void {
  ctx.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_MS, secure: ctx.secure, overwrite: true })
}

/** Clears the session cookie. */
export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0, secure: ctx.secure, overwrite: true })
}
