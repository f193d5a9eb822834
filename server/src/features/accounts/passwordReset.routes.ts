import Router from '@koa/router'
import type { Context } from 'koa'
import { AccountPaths as P, checkCode as codeRule, checkEmail, checkNewPassword, checkPhone, formatMessage, PASSWORD_MAX } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { clientBucket } from '../../lib/clientIp'
import { enforce } from '../../lib/fieldRule'
import { hashPassword, refuseCommonPassword } from '../../lib/passwords'
import { optionalText, readInput, text } from '../../lib/requestInput'
import { ok } from '../../middleware/envelope'
import { emailAddress, phoneAddress, type Address } from './addresses'
import { confirmCode, deliverNotice, sendCode } from './codeDelivery'
import { resetCodeDelivery, resetPassword } from './passwordReset.service'

const CODE = text(16)
const PASSWORD = text(PASSWORD_MAX * 4)

/**
 * Password-reset routes of specification section 7: `sendResetPassword*Code` and
 * `resetPasswordBy*`. A reset answers alike for known and unknown addresses (security A6), ends
 * every session and signs nobody in (A7).
 */
export function passwordResetRoutes(deps: AppDeps): Router {
  const router = new Router()
  const now = () => new Date(deps.clock.now())

  const sendResetCode = async (ctx: Context, address: Address) => {
    const decide = () => resetCodeDelivery(deps.db, null, now(), { address })
    ok(ctx, { retryAfter: await sendCode(deps, clientBucket(ctx), 'reset', address, decide) }, formatMessage('codeSent'))
  }

  router.post(P.sendResetPasswordSmsCode, async (ctx) => {
    const f = readInput(ctx, { phone: text(32) })
    enforce('phone', checkPhone(f.phone))
    await sendResetCode(ctx, phoneAddress(f.phone))
  })

  router.post(P.sendResetPasswordEmailCode, async (ctx) => {
    const f = readInput(ctx, { email: text(254) })
    enforce('email', checkEmail(f.email))
    await sendResetCode(ctx, emailAddress(f.email))
  })

  /**
   * Sets a new password with a reset code: a common password is refused first, then the code is
   * confirmed, the password hashed, and in one transaction the code used up, the password set and
   * every session ended. The failed-login pause of the account is lifted, and its owner told.
   */
  const reset = async (ctx: Context, address: Address, code: string, newPassword: string) => {
    refuseCommonPassword(newPassword, 'newpassword')
    const codeId = await confirmCode(deps, clientBucket(ctx), 'reset', address, code)
    const passwordHash = await hashPassword(newPassword)
    const done = await deps.db.transaction((trx) => resetPassword(trx, null, now(), { address, codeId, passwordHash }))
    await deps.limiter.reset(deps.rateRules.loginAccountFailures, done.userId)
    await deliverNotice(deps, done.notice)
    ok(ctx, formatMessage('resetSuccess'), formatMessage('resetSuccess'))
  }

  router.post(P.resetPasswordByPhone, async (ctx) => {
    const f = readInput(ctx, { phone: text(32), smscode: CODE, newpassword: PASSWORD })
    enforce('phone', checkPhone(f.phone))
    enforce('smscode', codeRule(f.smscode, 'codeEmpty'))
    enforce('newpassword', checkNewPassword(f.newpassword))
    await reset(ctx, phoneAddress(f.phone), f.smscode, f.newpassword)
  })

  router.post(P.resetPasswordByEmail, async (ctx) => {
    const f = readInput(ctx, { email: optionalText(254), emailmail: optionalText(254), emailcode: CODE, newpassword: PASSWORD })
    const email = f.email ?? f.emailmail ?? ''
    enforce(f.email !== undefined ? 'email' : 'emailmail', checkEmail(email))
    enforce('emailcode', codeRule(f.emailcode, 'codeEmpty'))
    enforce('newpassword', checkNewPassword(f.newpassword))
    await reset(ctx, emailAddress(email), f.emailcode, f.newpassword)
  })

  return router
}
