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
import { ApiError } from '../../lib/ApiError'
import { enforce } from '../../lib/fieldRule'
import { optionalText, readInput, text } from '../../lib/requestInput'
import { requireAuth } from './auth'
import { ok } from '../../middleware/envelope'
import { refuseUnsafeText } from '../../middleware/textGuard'
import { AVATAR_MAX_BYTES, readAvatar } from './avatar'
import { contactInfo, userInfo } from './accountViews'
import { bindAddress, changePassword, changeUsername, sendBindCode, updateProfile } from './profile.service'
import { emailAddress, phoneAddress } from './registration.service'

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

  router.get(P.getUserInfo, async (ctx) => {
    ok(ctx, userInfo(requireAuth(ctx).user))
  })

  router.get(P.getCurrentUserEmailAndPhone, async (ctx) => {
    ok(ctx, contactInfo(requireAuth(ctx).user))
  })

  router.post(P.updateUserInfo, avatarUpload, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readInput(
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
    const info = await updateProfile(deps, auth, f, file ? file.buffer : null)
    ok(ctx, info, formatMessage('updateSuccess'))
  })

  router.get('/api/user/avatar/:id', async (ctx) => {
    const avatar = await readAvatar(deps.db, ctx.params.id ?? '')
    if (!avatar) throw new ApiError(404, 'notFound')
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable')
    ctx.set('Content-Disposition', 'inline; filename="avatar.webp"')
    ctx.type = avatar.contentType
    ctx.body = avatar.bytes
  })

  router.post(P.sendUpdatePhoneSmsCode, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readInput(ctx, { phone: text(32) })
    enforce('phone', checkPhone(f.phone))
    ok(ctx, { retryAfter: await sendBindCode(deps, ctx, auth, phoneAddress(f.phone)) }, formatMessage('codeSent'))
  })

  router.post(P.sendUpdateEmailCode, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readInput(ctx, { email: text(254) })
    enforce('email', checkEmail(f.email))
    ok(ctx, { retryAfter: await sendBindCode(deps, ctx, auth, emailAddress(f.email)) }, formatMessage('codeSent'))
  })

  router.post(P.updatePhone, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readInput(ctx, { newPhone: text(32), smscode: text(16), password: text(PASSWORD_MAX * 4) })
    enforce('newPhone', checkPhone(f.newPhone))
    enforce('smscode', codeRule(f.smscode))
    if (f.password === '') throw new ApiError(400, 'currentPasswordRequired', { field: 'password' })
    await bindAddress(deps, ctx, auth, phoneAddress(f.newPhone), f.smscode, f.password)
    ok(ctx, null, formatMessage('updateSuccess'))
  })

  router.post(P.updateEmail, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readInput(ctx, { newEmail: text(254), emailcode: text(16), password: text(PASSWORD_MAX * 4) })
    enforce('newEmail', checkEmail(f.newEmail))
    enforce('emailcode', codeRule(f.emailcode))
    if (f.password === '') throw new ApiError(400, 'currentPasswordRequired', { field: 'password' })
    await bindAddress(deps, ctx, auth, emailAddress(f.newEmail), f.emailcode, f.password)
    ok(ctx, null, formatMessage('updateSuccess'))
  })

  router.post(P.updateUserName, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readInput(ctx, { newname: text(128) })
    enforce('newname', checkUsername(f.newname, 'usernameEmpty'))
    await changeUsername(deps, auth, f.newname)
    ok(ctx, null, formatMessage('updateSuccess'))
  })

  router.post(P.updatePassword, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readInput(ctx, { oldpassword: text(PASSWORD_MAX * 4), newpassword: text(PASSWORD_MAX * 4) })
    if (f.oldpassword === '') throw new ApiError(400, 'currentPasswordRequired', { field: 'oldpassword' })
    enforce('newpassword', checkNewPassword(f.newpassword))
    await changePassword(deps, auth, f.oldpassword, f.newpassword)
    ok(ctx, null, formatMessage('passwordChanged'))
  })

  return router
}
