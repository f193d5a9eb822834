import type { Context } from 'koa'
import { ApiError } from '../../lib/ApiError'
import type { UserRecord } from './users.repo'

/** The signed-in caller of a request, as the session middleware resolved it. */
export interface Auth {
  readonly user: UserRecord
  readonly sessionId: string
  /** How the session token came: the browser cookie or an `Authorization: Bearer` header. */
  readonly via: 'cookie' | 'bearer'
}

/** The caller of `ctx`, or null when no live session came with the request. */
export function authOf(ctx: Context): Auth | null {
  return (ctx.state.auth as Auth | null | undefined) ?? null
}

/** The signed-in caller, or a 401 (`sessionExpired` when a token was presented, else `notSignedIn`). */
export function requireAuth(ctx: Context): Auth {
  const auth = authOf(ctx)
  if (auth) return auth
  throw new ApiError(401, ctx.state.presentedToken ? 'sessionExpired' : 'notSignedIn')
}

/** True when the caller holds a global administrator role (admin or superadmin): they moderate the forum and issue registration codes. */
export function isAdministrator(auth: Auth): boolean {
  return auth.user.roles.includes('admin') || auth.user.roles.includes('superadmin')
}
