import type { Context } from 'koa'
import { usernameKey, type ContactInfo, type UserInfo } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { fieldError, isUniqueViolation } from '../../lib/ApiError'
import { clientBucket } from '../../lib/clientIp'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import type { Auth } from './auth'
import { normaliseAvatar, storeAvatar } from './avatar'
import { checkCode, codeTarget, consumeCode } from './codes'
import { noticeMessage } from './messages'
import { findByAddress, refuseCommonPassword, sendCode, takenKey, type Address } from './registration.service'
import { revokeUserSessions } from './sessions.repo'
import { userInfo } from './accountViews'
import { findUser, updateUser } from './users.repo'

/** Updates the profile texts that were sent and, with `avatar` bytes, replaces the avatar. */
export async function updateProfile(
  deps: AppDeps,
  auth: Auth,
  texts: { realName?: string; company?: string; description?: string; viewName?: string },
  avatar: Buffer | null,
): Promise<UserInfo> {
  const webp = avatar ? await normaliseAvatar(avatar) : null
  const now = new Date(deps.clock.now())
  await deps.db.transaction(async (trx) => {
    const avatarId = webp ? await storeAvatar(trx, auth.user.id, webp, now) : undefined
    if (avatarId && auth.user.avatarId) await trx('avatars').where({ id: auth.user.avatarId }).delete()
    await updateUser(trx, auth.user.id, { ...texts, avatarId }, now)
  })
  const user = await findUser(deps.db, { id: auth.user.id })
  return userInfo(user!)
}

/**
 * Sends a code to a new phone or e-mail for binding it: refused when the address is the current
 * one or belongs to another account.
 */
export async function sendBindCode(deps: AppDeps, ctx: Context, auth: Auth, address: Address): Promise<number> {
  const field = address.channel === 'sms' ? 'phone' : 'email'
  const current = address.channel === 'sms' ? auth.user.phone : auth.user.email?.toLowerCase()
  if (current === address.key) throw fieldError(field, address.channel === 'sms' ? 'phoneSameAsCurrent' : 'emailSameAsCurrent')
  if (await findByAddress(deps, address)) throw fieldError(field, takenKey(address))
  return sendCode(deps, ctx, 'bind', address)
}

/**
 * Binds a new phone or e-mail: needs the current password (re-authentication) and the code sent
 * to the new address; the old address, if any, is told (security A11).
 */
export async function bindAddress(deps: AppDeps, ctx: Context, auth: Auth, address: Address, code: string, password: string): Promise<void> {
  const field = address.channel === 'sms' ? 'newPhone' : 'newEmail'
  if (!(await verifyPassword(auth.user.passwordHash, password))) throw fieldError('password', 'currentPasswordWrong')
  const codeId = await checkCode(deps, 'bind', codeTarget(address.channel, address.key), code, clientBucket(ctx))
  const now = new Date(deps.clock.now())
  try {
    await deps.db.transaction(async (trx) => {
      await consumeCode(trx, deps, codeId)
      const changes = address.channel === 'sms' ? { phone: address.key } : { email: address.value, emailKey: address.key }
      await updateUser(trx, auth.user.id, changes, now)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(field, takenKey(address))
    throw error
  }
  const old = address.channel === 'sms' ? auth.user.phone : auth.user.email
  if (old) {
    const notice = noticeMessage(address.channel, old, address.channel === 'sms' ? 'phoneChanged' : 'emailChanged')
    await deps.messenger.send(notice).catch((error: unknown) => deps.log.error({ err: error }, 'address-change notice could not be delivered'))
  }
}

/** Renames the account; the new name must be free (case- and width-insensitively). */
export async function changeUsername(deps: AppDeps, auth: Auth, newName: string): Promise<void> {
  const key = usernameKey(newName)
  if (newName === auth.user.username) throw fieldError('newname', 'usernameSameAsCurrent')
  const holder = await findUser(deps.db, { usernameKey: key })
  if (holder && holder.id !== auth.user.id) throw fieldError('newname', 'usernameTaken')
  try {
    await updateUser(deps.db, auth.user.id, { username: newName, usernameKey: key }, new Date(deps.clock.now()))
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('newname', 'usernameTaken')
    throw error
  }
}

/**
 * Changes the password with the current one: every other session of the account ends, the calling
 * session stays, and the owner is told (security A8).
 */
export async function changePassword(deps: AppDeps, auth: Auth, oldPassword: string, newPassword: string): Promise<void> {
  if (!(await verifyPassword(auth.user.passwordHash, oldPassword))) throw fieldError('oldpassword', 'currentPasswordWrong')
  refuseCommonPassword(newPassword, 'newpassword')
  const passwordHash = await hashPassword(newPassword)
  const now = new Date(deps.clock.now())
  await deps.db.transaction(async (trx) => {
    await updateUser(trx, auth.user.id, { passwordHash }, now)
    await revokeUserSessions(trx, auth.user.id, now, auth.sessionId)
  })
  const to = auth.user.email ?? auth.user.phone
  if (to) {
    const notice = noticeMessage(auth.user.email ? 'email' : 'sms', to, 'passwordChanged')
    await deps.messenger.send(notice).catch((error: unknown) => deps.log.error({ err: error }, 'password notice could not be delivered'))
  }
}
