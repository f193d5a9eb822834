import Router from '@koa/router'
import type { Context } from 'koa'
import { AccountPaths as P, checkAccount, checkEmail, checkPhone, emailKey, formatMessage, PASSWORD_MAX, type MessageKey } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { clientBucket } from '../../lib/clientIp'
import { enforce } from '../../lib/fieldRule'
import { verifyPassword } from '../../lib/passwords'
import { readInput, text } from '../../lib/requestInput'
import { spendBudget } from '../../lib/spendBudget'
import { sha256 } from '../../lib/tokens'
import { ok } from '../../middleware/envelope'
import { loginData, toAuthUser } from './accountViews'
import { authOf, requireAuth } from './auth'
import { clearSessionCookie, csrfTokenFor, setSessionCookie } from './sessionCookie'
import { findLoginAccount, logout, logoutOther, openSession, type LoginIdentifier } from './sessions.service'
import { sessionTeams } from '../teams/teams.service'

const PASSWORD = text(PASSWORD_MAX * 4)

/**
 * Sign-in and session routes of specification section 7: `loginByPhone`, `loginByEmail`,
 * `logoutOther`, `logout` and `visit`. The routes own the session cookie and its anti-CSRF token.
 */
export function sessionRoutes(deps: AppDeps): Router {
  const router = new Router()
  const now = () => new Date(deps.clock.now())
  const failures = deps.rateRules.loginAccountFailures

  /**
   * A password login. The client address's budgets are spent before any hashing (R1); an unknown
   * account, a wrong password, a disabled account and an account paused after 10 failures all get
   * the same answer after the same argon2 work (security A6, R2), and only a correct password for
   * a usable account clears the failures. The session itself is opened in one transaction (S2,
   * S4, S6); the cookie is set only when one was opened.
   */
  const passwordLogin = async (ctx: Context, who: LoginIdentifier, password: string, wrongKey: MessageKey) => {
    const ip = clientBucket(ctx)
    await spendBudget(deps.limiter, deps.rateRules.loginIpMinute, ip, 'loginThrottled')
    await spendBudget(deps.limiter, deps.rateRules.loginIpHour, ip, 'loginThrottled')
    const at = now()
    const user = await findLoginAccount(deps.db, null, at, { who })
    const paused = user ? (await deps.limiter.used(failures, user.id)) >= failures.points : false
    const usable = user !== null && !user.disabled && !paused
    const passwordOk = await verifyPassword(usable ? user.passwordHash : null, password)
    if (!usable || !passwordOk) {
      if (user && !paused) await deps.limiter.consume(failures, user.id)
      throw new ApiError(400, wrongKey)
    }
    await deps.limiter.reset(failures, user.id)
    const opening = await deps.db.transaction((trx) => openSession(trx, null, at, { userId: user.id, ip, userAgent: ctx.get('user-agent') }))
    if (opening.kind === 'gone') throw new ApiError(400, wrongKey)
    if (opening.kind === 'elsewhere') throw new ApiError(403, 'loginElsewhere', opening.data)
    setSessionCookie(ctx, opening.token)
    ok(ctx, loginData(opening.user, csrfTokenFor(deps.secret, sha256(opening.token))))
  }

  router.post(P.loginByPhone, async (ctx) => {
    const f = readInput(ctx, { phone: text(32), password: PASSWORD })
    enforce('phone', checkAccount(f.phone) ?? checkPhone(f.phone))
    if (f.password === '') throw new ApiError(400, 'loginPasswordEmpty', { field: 'password' })
    await passwordLogin(ctx, { phone: f.phone }, f.password, 'loginWrongPhone')
  })

  router.post(P.loginByEmail, async (ctx) => {
    const f = readInput(ctx, { email: text(254), password: PASSWORD })
    enforce('email', checkAccount(f.email) ?? checkEmail(f.email))
    if (f.password === '') throw new ApiError(400, 'loginPasswordEmpty', { field: 'password' })
    await passwordLogin(ctx, { emailKey: emailKey(f.email) }, f.password, 'loginWrongEmail')
  })

  router.post(P.logoutOther, async (ctx) => {
    const f = readInput(ctx, { lastToken: text(64) })
    if (f.lastToken === '') throw new ApiError(400, 'takeoverInvalid', { field: 'lastToken' })
    await spendBudget(deps.limiter, deps.rateRules.takeoverIp, clientBucket(ctx))
    await deps.db.transaction((trx) => logoutOther(trx, authOf(ctx), now(), { ticket: f.lastToken }))
    ok(ctx, null, formatMessage('logoutOtherDone'))
  })

  router.post(P.logout, async (ctx) => {
    readInput(ctx, {})
    const auth = authOf(ctx)
    if (auth) await deps.db.transaction((trx) => logout(trx, auth, now()))
    clearSessionCookie(ctx)
    ok(ctx, null, formatMessage('logoutSuccess'))
  })

  router.get(P.visit, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, { user: toAuthUser(auth.user), token: ctx.state.csrfToken as string, teams: await sessionTeams(deps.db, auth.user.id) })
  })

  return router
}
