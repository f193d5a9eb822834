import type { Knex } from 'knex'
import { usernameKey, type UserInfo } from '@harness/protocol'
import { fieldError, isUniqueViolation } from '../../lib/ApiError'
import type { OutgoingMessage } from '../../messaging/Messenger'
import { userInfo } from './accountViews'
import { findAccountAt, takenKey, type Address } from './addresses'
import type { Auth } from './auth'
import { deleteAvatar, findAvatar, insertAvatar, type AvatarImage } from './avatars.repo'
import { consumeCode } from './codes'
import { DELIVER_CODE, noticeMessage, type Delivery } from './messages'
import { revokeUserSessions } from './sessions.repo'
import { findUser, updateUser } from './users.repo'

/** The profile texts `updateUserInfo` may change; those left out stay. */
export interface ProfileTexts {
  readonly realName?: string
  readonly company?: string
  readonly description?: string
  readonly viewName?: string
}

/**
 * `updateUserInfo`: updates the profile texts that were sent and, with an already normalised
 * avatar (`avatar.ts`), replaces the avatar. Answers the profile as it now is.
 */
export async function updateProfile(trx: Knex, auth: Auth, now: Date, input: { texts: ProfileTexts; avatar: Buffer | null }): Promise<UserInfo> {
  const avatarId = input.avatar ? await insertAvatar(trx, auth.user.id, input.avatar, now) : undefined
  if (avatarId && auth.user.avatarId) await deleteAvatar(trx, auth.user.avatarId)
  await updateUser(trx, auth.user.id, { ...input.texts, avatarId }, now)
  return userInfo((await findUser(trx, { id: auth.user.id }))!)
}

/** An avatar image by id (public: avatars are shown beside forum posts), or null. */
export function avatarImage(db: Knex, _auth: Auth | null, _now: Date, input: { avatarId: string }): Promise<AvatarImage | null> {
  return findAvatar(db, input.avatarId)
}

/**
 * What `sendUpdatePhoneSmsCode` and `sendUpdateEmailCode` deliver, once the send budgets are spent:
 * a code, unless the address is the caller's current one (refused) or belongs to another account
 * (then nothing is sent and the answer is a successful send's, so it tells nobody the address is
 * taken; binding it later fails at the code, and at the unique index).
 */
export async function bindCodeDelivery(db: Knex, auth: Auth, _now: Date, input: { address: Address }): Promise<Delivery> {
  const { address } = input
  const field = address.channel === 'sms' ? 'phone' : 'email'
  const current = address.channel === 'sms' ? auth.user.phone : auth.user.email?.toLowerCase()
  if (current === address.key) throw fieldError(field, address.channel === 'sms' ? 'phoneSameAsCurrent' : 'emailSameAsCurrent')
  if (await findAccountAt(db, address)) return { kind: 'nothing' }
  return DELIVER_CODE
}

/**
 * `updatePhone` and `updateEmail`, once the current password and the code sent to the new address
 * were confirmed (security A11): uses the code up and binds the address. Answers the notice for the
 * old address, or null when there was none.
 */
export async function bindAddress(trx: Knex, auth: Auth, now: Date, input: { address: Address; codeId: string }): Promise<OutgoingMessage | null> {
  const { address } = input
  try {
    await consumeCode(trx, now, input.codeId)
    const changes = address.channel === 'sms' ? { phone: address.key } : { email: address.value, emailKey: address.key }
    await updateUser(trx, auth.user.id, changes, now)
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(address.channel === 'sms' ? 'newPhone' : 'newEmail', takenKey(address))
    throw error
  }
  const old = address.channel === 'sms' ? auth.user.phone : auth.user.email
  return old ? noticeMessage(address.channel, old, address.channel === 'sms' ? 'phoneChanged' : 'emailChanged') : null
}

/** `updateUserName`: renames the account; the new name must be free (case- and width-insensitively). */
export async function changeUsername(trx: Knex, auth: Auth, now: Date, input: { newName: string }): Promise<void> {
  const key = usernameKey(input.newName)
  if (input.newName === auth.user.username) throw fieldError('newname', 'usernameSameAsCurrent')
  const holder = await findUser(trx, { usernameKey: key })
  if (holder && holder.id !== auth.user.id) throw fieldError('newname', 'usernameTaken')
  try {
    await updateUser(trx, auth.user.id, { username: input.newName, usernameKey: key }, now)
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('newname', 'usernameTaken')
    throw error
  }
}

/**
 * `updatePassword`, once the current password was confirmed: sets the new hash and ends every
 * other session of the account; the calling session stays (security A8). Answers the notice for
 * the owner (at the e-mail, else the phone), or null when the account has neither.
 */
export async function changePassword(trx: Knex, auth: Auth, now: Date, input: { passwordHash: string }): Promise<OutgoingMessage | null> {
  await updateUser(trx, auth.user.id, { passwordHash: input.passwordHash }, now)
  await revokeUserSessions(trx, auth.user.id, now, auth.sessionId)
  const to = auth.user.email ?? auth.user.phone
  return to ? noticeMessage(auth.user.email ? 'email' : 'sms', to, 'passwordChanged') : null
}
