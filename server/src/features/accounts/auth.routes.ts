import Router from '@koa/router'
import {
  AccountPaths as P,
  checkAccount,
  checkCode as codeRule,
  checkEmail,
  checkNewPassword,
  checkPhone,
  checkUsername,
  emailKey,
  formatMessage,
  PASSWORD_MAX,
  usernameKey,
  type ExistData,
} from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { clientBucket } from '../../lib/clientIp'
import { enforce } from '../../lib/fieldRule'
import { optionalText, readInput, text } from '../../lib/requestInput'
import { ok } from '../../middleware/envelope'
import { requireAuth } from './auth'
import { findByAddress, emailAddress, phoneAddress, register, resetPassword, sendRegisterCode, sendResetCode } from './registration.service'
import { registrationInfo } from './checkRegistrationCode'
import { login, logout, logoutOther } from './sessions.service'
import { toAuthUser } from './accountViews'
import { findUser } from './users.repo'

const PHONE = text(32)
const EMAIL = text(254)
const PASSWORD = text(PASSWORD_MAX * 4)
const CODE = text(16)
const USERNAME = text(128)
const OPTIONAL_INVITE = optionalText(64)

/**
 * Sign-in, sign-up, password reset and session routes of specification section 7
 * (`/api/user/login*`, `register*`, `sendRegister*`, `sendReset*`, `reset*`, `check*Exist`,
 * `logout`, `logoutOther`, `visit`), and `registrationInfo` for the sign-up form.
 */
export function authRoutes(deps: AppDeps): Router {
  const router = new Router()

  router.post(P.loginByPhone, async (ctx) => {
    const f = readInput(ctx, { phone: PHONE, password: PASSWORD })
    enforce('phone', checkAccount(f.phone) ?? checkPhone(f.phone))
    if (f.password === '') throw new ApiError(400, 'loginPasswordEmpty', { field: 'password' })
    const outcome = await login(deps, ctx, { phone: f.phone }, f.password, 'loginWrongPhone')
    if (outcome.kind === 'elsewhere') throw new ApiError(403, 'loginElsewhere', outcome.data)
    ok(ctx, outcome.data)
  })

  router.post(P.loginByEmail, async (ctx) => {
    const f = readInput(ctx, { email: EMAIL, password: PASSWORD })
    enforce('email', checkAccount(f.email) ?? checkEmail(f.email))
    if (f.password === '') throw new ApiError(400, 'loginPasswordEmpty', { field: 'password' })
    const outcome = await login(deps, ctx, { emailKey: emailKey(f.email) }, f.password, 'loginWrongEmail')
    if (outcome.kind === 'elsewhere') throw new ApiError(403, 'loginElsewhere', outcome.data)
    ok(ctx, outcome.data)
  })

  router.post(P.logoutOther, async (ctx) => {
    const f = readInput(ctx, { lastToken: text(64) })
    if (f.lastToken === '') throw new ApiError(400, 'takeoverInvalid', { field: 'lastToken' })
    await logoutOther(deps, ctx, f.lastToken)
    ok(ctx, null, formatMessage('logoutOtherDone'))
  })

  router.post(P.logout, async (ctx) => {
    readInput(ctx, {})
    await logout(deps, ctx)
    ok(ctx, null, formatMessage('logoutSuccess'))
  })

  router.get(P.visit, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, { user: toAuthUser(auth.user), token: ctx.state.csrfToken as string })
  })

  router.post(P.checkUsernameExist, async (ctx) => {
    const f = readInput(ctx, { username: USERNAME })
    enforce('username', checkUsername(f.username))
    const decision = await deps.limiter.consume(deps.rateRules.checkUsernameIp, clientBucket(ctx))
    if (!decision.allowed) throw new ApiError(429, 'tooManyRequests', { retryAfter: Math.ceil(decision.retryAfterMs / 1000) })
    const exist = (await findUser(deps.db, { usernameKey: usernameKey(f.username) })) !== null
    ok(ctx, { exist } satisfies ExistData)
  })

  // Phone and e-mail checks answer "not taken" once the address budget is spent (security section 5),
  // so a script learns nothing more by going on.
  const neutralCheck = async (ctx: Parameters<Parameters<typeof router.post>[1]>[0], address: ReturnType<typeof phoneAddress>) => {
    const ip = clientBucket(ctx)
    const minute = await deps.limiter.consume(deps.rateRules.checkIpMinute, ip)
    const day = await deps.limiter.consume(deps.rateRules.checkIpDay, ip)
    const found = (await findByAddress(deps, address)) !== null
    if (!minute.allowed || !day.allowed) {
      deps.log.warn({ ip, check: address.channel }, 'existence check budget spent; answering neutrally')
      return ok(ctx, { exist: false } satisfies ExistData)
    }
    ok(ctx, { exist: found } satisfies ExistData)
  }

  router.post(P.checkPhoneExist, async (ctx) => {
    const f = readInput(ctx, { phone: PHONE })
    enforce('phone', checkPhone(f.phone))
    await neutralCheck(ctx, phoneAddress(f.phone))
  })

  router.post(P.checkEmailExist, async (ctx) => {
    const f = readInput(ctx, { email: EMAIL })
    enforce('email', checkEmail(f.email))
    await neutralCheck(ctx, emailAddress(f.email))
  })

  router.get(P.registrationInfo, async (ctx) => {
    readInput(ctx, {}, { query: true, body: 'none' })
    const decision = await deps.limiter.consume(deps.rateRules.registrationInfoIp, clientBucket(ctx))
    if (!decision.allowed) throw new ApiError(429, 'tooManyRequests', { retryAfter: Math.ceil(decision.retryAfterMs / 1000) })
    ok(ctx, await registrationInfo(deps.db, deps.config))
  })

  router.post(P.sendRegisterSmsCode, async (ctx) => {
    const f = readInput(ctx, { phone: PHONE, inviteCode: OPTIONAL_INVITE })
    enforce('phone', checkPhone(f.phone))
    ok(ctx, { retryAfter: await sendRegisterCode(deps, ctx, phoneAddress(f.phone), f.inviteCode) }, formatMessage('codeSent'))
  })

  router.post(P.sendRegisterEmailCode, async (ctx) => {
    const f = readInput(ctx, { email: EMAIL, inviteCode: OPTIONAL_INVITE })
    enforce('email', checkEmail(f.email))
    ok(ctx, { retryAfter: await sendRegisterCode(deps, ctx, emailAddress(f.email), f.inviteCode) }, formatMessage('codeSent'))
  })

  router.post(P.registerByPhone, async (ctx) => {
    const f = readInput(ctx, { phone: PHONE, smscode: CODE, username: USERNAME, password: PASSWORD, inviteCode: OPTIONAL_INVITE })
    enforce('username', checkUsername(f.username))
    enforce('phone', checkPhone(f.phone))
    enforce('smscode', codeRule(f.smscode))
    enforce('password', checkNewPassword(f.password))
    await register(deps, ctx, { address: phoneAddress(f.phone), code: f.smscode, username: f.username, password: f.password, inviteCode: f.inviteCode })
    ok(ctx, null, formatMessage('registerSuccess'))
  })

  router.post(P.registerByEmail, async (ctx) => {
    const f = readInput(ctx, { email: EMAIL, emailcode: CODE, username: USERNAME, password: PASSWORD, inviteCode: OPTIONAL_INVITE })
    enforce('username', checkUsername(f.username))
    enforce('email', checkEmail(f.email))
    enforce('emailcode', codeRule(f.emailcode))
    enforce('password', checkNewPassword(f.password))
    await register(deps, ctx, { address: emailAddress(f.email), code: f.emailcode, username: f.username, password: f.password, inviteCode: f.inviteCode })
    ok(ctx, null, formatMessage('registerSuccess'))
  })

  router.post(P.sendResetPasswordSmsCode, async (ctx) => {
    const f = readInput(ctx, { phone: PHONE })
    enforce('phone', checkPhone(f.phone))
    ok(ctx, { retryAfter: await sendResetCode(deps, ctx, phoneAddress(f.phone)) }, formatMessage('codeSent'))
  })

  router.post(P.sendResetPasswordEmailCode, async (ctx) => {
    const f = readInput(ctx, { email: EMAIL })
    enforce('email', checkEmail(f.email))
    ok(ctx, { retryAfter: await sendResetCode(deps, ctx, emailAddress(f.email)) }, formatMessage('codeSent'))
  })

  router.post(P.resetPasswordByPhone, async (ctx) => {
    const f = readInput(ctx, { phone: PHONE, smscode: CODE, newpassword: PASSWORD })
    enforce('phone', checkPhone(f.phone))
    enforce('smscode', codeRule(f.smscode, 'codeEmpty'))
    enforce('newpassword', checkNewPassword(f.newpassword))
    await resetPassword(deps, ctx, phoneAddress(f.phone), f.smscode, f.newpassword)
    ok(ctx, formatMessage('resetSuccess'), formatMessage('resetSuccess'))
  })

  router.post(P.resetPasswordByEmail, async (ctx) => {
    const f = readInput(ctx, { email: optionalText(254), emailmail: optionalText(254), emailcode: CODE, newpassword: PASSWORD })
    const email = f.email ?? f.emailmail ?? ''
    enforce(f.email !== undefined ? 'email' : 'emailmail', checkEmail(email))
    enforce('emailcode', codeRule(f.emailcode, 'codeEmpty'))
    enforce('newpassword', checkNewPassword(f.newpassword))
    await resetPassword(deps, ctx, emailAddress(email), f.emailcode, f.newpassword)
    ok(ctx, formatMessage('resetSuccess'), formatMessage('resetSuccess'))
  })

  return router
}
