import multer from '@koa/multer'
import Router from '@koa/router'
import type { Context, Next } from 'koa'
import {
  AccountPaths as P,
  checkCode as codeRule,
  checkEmail,
  checkNewPassword,
  checkPhone,
  checkUsername,
  formatMessage,
  PASSWORD_MAX,
  PROFILE_LIMITS,
} from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError, fieldError } from '../../lib/ApiError'
import { clientBucket } from '../../lib/clientIp'
import { enforce } from '../../lib/fieldRule'
import { hashPassword, refuseCommonPassword, verifyPassword } from '../../lib/passwords'
import { optionalText, readInput, text } from '../../lib/requestInput'
import { ok } from '../../middleware/envelope'
import { refuseUnsafeText } from '../../middleware/textGuard'
import { contactInfo, userInfo } from './accountViews'
import { emailAddress, phoneAddress, type Address } from './addresses'
import { authOf, requireAuth, type Auth } from './auth'
import { AVATAR_MAX_BYTES, normaliseAvatar } from './avatar'
import { confirmCode, deliverNotice, sendCode } from './codeDelivery'
import { avatarImage, bindAddress, bindCodeDelivery, changePassword, changeUsername, updateProfile } from './profile.service'

const PASSWORD = text(PASSWORD_MAX * 4)

/** Multipart limits of the avatar upload: one file of at most 2 MB, a few small fields (U5). */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, headerPairs: 100 },
})

/**
 * Runs multer for the `file` part and turns its failures into envelopes; its text fields pass the
 * same NUL and lone-surrogate check as every other body. The caller must be signed in first, so an
 * anonymous client cannot make the server read a multipart body at all.
 */
async function avatarUpload(ctx: Context, next: Next): Promise<void> {
  requireAuth(ctx)
  if (!ctx.is('multipart')) return next()
  try {
    await upload.single('file')(ctx, async () => undefined)
  } catch (raw) {
    const error = raw as { code?: string; message?: string }
    if (error.code === 'LIMIT_FILE_SIZE') throw new ApiError(400, 'avatarTooLarge', { field: 'file' })
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') throw new ApiError(400, 'badRequest', { field: 'file' })
    if (typeof error.code === 'string' && error.code.startsWith('LIMIT_')) throw new ApiError(413, 'bodyTooLarge')
    throw new ApiError(400, 'malformedBody')
  }
  refuseUnsafeText(ctx.request.body)
  await next()
}

/** Profile and account-security routes of specification section 7 (signed-in only), and avatar images. */
export function profileRoutes(deps: AppDeps): Router {
  const router = new Router()
  const now = () => new Date(deps.clock.now())

  router.get(P.getUserInfo, async (ctx) => {
    ok(ctx, userInfo(requireAuth(ctx).user))
  })

  router.get(P.getCurrentUserEmailAndPhone, async (ctx) => {
    ok(ctx, contactInfo(requireAuth(ctx).user))
  })

  router.post(P.updateUserInfo, avatarUpload, async (ctx) => {
    const auth = requireAuth(ctx)
    const texts = readInput(
      ctx,
      {
        company: optionalText(PROFILE_LIMITS.company),
        description: optionalText(PROFILE_LIMITS.description),
        realName: optionalText(PROFILE_LIMITS.realName),
        viewName: optionalText(PROFILE_LIMITS.viewName),
      },
      { query: true },
    )
    const file = (ctx as Context & { file?: { buffer: Buffer } }).file
    const avatar = file ? await normaliseAvatar(file.buffer) : null
    const info = await deps.db.transaction((trx) => updateProfile(trx, auth, now(), { texts, avatar }))
    ok(ctx, info, formatMessage('updateSuccess'))
  })

  router.get('/api/user/avatar/:id', async (ctx) => {
    const avatar = await avatarImage(deps.db, authOf(ctx), now(), { avatarId: ctx.params.id ?? '' })
    if (!avatar) throw new ApiError(404, 'notFound')
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable')
    ctx.set('Content-Disposition', 'inline; filename="avatar.webp"')
    ctx.type = avatar.contentType
    ctx.body = avatar.bytes
  })

  const sendBindCode = async (ctx: Context, address: Address) => {
    const auth = requireAuth(ctx)
    // The send budgets are spent before the address is looked at, so its answer cannot be asked without limit.
    ok(ctx, { retryAfter: await sendCode(deps, clientBucket(ctx), 'bind', address, () => bindCodeDelivery(deps.db, auth, now(), { address })) }, formatMessage('codeSent'))
  }

  router.post(P.sendUpdatePhoneSmsCode, async (ctx) => {
    requireAuth(ctx)
    const f = readInput(ctx, { phone: text(32) })
    enforce('phone', checkPhone(f.phone))
    await sendBindCode(ctx, phoneAddress(f.phone))
  })

  router.post(P.sendUpdateEmailCode, async (ctx) => {
    requireAuth(ctx)
    const f = readInput(ctx, { email: text(254) })
    enforce('email', checkEmail(f.email))
    await sendBindCode(ctx, emailAddress(f.email))
  })

  /**
   * Re-authentication with the current password, under the account's failed-password budget that
   * login spends too (10 in 10 minutes, security R2): a stolen session cannot guess the password
   * without limit. Past the budget a correct password is refused like a wrong one, after the same
   * argon2 work; a correct password within it clears the count.
   */
  const confirmCurrentPassword = async (auth: Auth, password: string, field: string) => {
    const failures = deps.rateRules.loginAccountFailures
    const paused = (await deps.limiter.used(failures, auth.user.id)) >= failures.points
    const correct = await verifyPassword(auth.user.passwordHash, password)
    if (paused || !correct) {
      if (!paused) await deps.limiter.consume(failures, auth.user.id)
      throw fieldError(field, 'currentPasswordWrong')
    }
    await deps.limiter.reset(failures, auth.user.id)
  }

  /**
   * Binds a new phone or e-mail: the current password first (re-authentication), then the code
   * sent to the new address, then the binding in one transaction; the old address, if any, is told
   * (security A11).
   */
  const bind = async (ctx: Context, address: Address, code: string, password: string) => {
    const auth = requireAuth(ctx)
    if (password === '') throw new ApiError(400, 'currentPasswordRequired', { field: 'password' })
    await confirmCurrentPassword(auth, password, 'password')
    const codeId = await confirmCode(deps, clientBucket(ctx), 'bind', address, code)
    const notice = await deps.db.transaction((trx) => bindAddress(trx, auth, now(), { address, codeId }))
    await deliverNotice(deps, notice)
    ok(ctx, null, formatMessage('updateSuccess'))
  }

  router.post(P.updatePhone, async (ctx) => {
    requireAuth(ctx)
    const f = readInput(ctx, { newPhone: text(32), smscode: text(16), password: PASSWORD })
    enforce('newPhone', checkPhone(f.newPhone))
    enforce('smscode', codeRule(f.smscode))
    await bind(ctx, phoneAddress(f.newPhone), f.smscode, f.password)
  })

  router.post(P.updateEmail, async (ctx) => {
    requireAuth(ctx)
    const f = readInput(ctx, { newEmail: text(254), emailcode: text(16), password: PASSWORD })
    enforce('newEmail', checkEmail(f.newEmail))
    enforce('emailcode', codeRule(f.emailcode))
    await bind(ctx, emailAddress(f.newEmail), f.emailcode, f.password)
  })

  router.post(P.updateUserName, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readInput(ctx, { newname: text(128) })
    enforce('newname', checkUsername(f.newname, 'usernameEmpty'))
    await deps.db.transaction((trx) => changeUsername(trx, auth, now(), { newName: f.newname }))
    ok(ctx, null, formatMessage('updateSuccess'))
  })

  router.post(P.updatePassword, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readInput(ctx, { oldpassword: PASSWORD, newpassword: PASSWORD })
    if (f.oldpassword === '') throw new ApiError(400, 'currentPasswordRequired', { field: 'oldpassword' })
    enforce('newpassword', checkNewPassword(f.newpassword))
    await confirmCurrentPassword(auth, f.oldpassword, 'oldpassword')
    refuseCommonPassword(f.newpassword, 'newpassword')
    const passwordHash = await hashPassword(f.newpassword)
    const notice = await deps.db.transaction((trx) => changePassword(trx, auth, now(), { passwordHash }))
    await deliverNotice(deps, notice)
    ok(ctx, null, formatMessage('passwordChanged'))
  })

  return router
}
