import type { Knex } from 'knex'
import { ApiError } from '../../lib/ApiError'
import type { OutgoingMessage } from '../../messaging/Messenger'
import { findAccountAt, type Address } from './addresses'
import type { Auth } from './auth'
import { consumeCode } from './codes'
import { DELIVER_CODE, noticeMessage, type Delivery } from './messages'
import { revokeUserSessions } from './sessions.repo'
import { updateUser } from './users.repo'

/**
 * What `sendResetPasswordSmsCode` and `sendResetPasswordEmailCode` deliver: the code to an address
 * with an enabled account, nothing otherwise. The answer is the same either way (security A6).
 */
export async function resetCodeDelivery(db: Knex, _auth: Auth | null, _now: Date, input: { address: Address }): Promise<Delivery> {
  const user = await findAccountAt(db, input.address)
  return user !== null && !user.disabled ? DELIVER_CODE : { kind: 'nothing' }
}

/**
 * `resetPasswordByPhone` and `resetPasswordByEmail`, with a confirmed reset code: uses the code up,
 * sets the new password hash and ends every session of the account; nobody is signed in (security
 * A7). Answers the account's id and the notice for its owner at the address.
 */
export async function resetPassword(
  trx: Knex,
  _auth: Auth | null,
  now: Date,
  input: { address: Address; codeId: string; passwordHash: string },
): Promise<{ userId: string; notice: OutgoingMessage }> {
  const user = await findAccountAt(trx, input.address)
  if (!user) throw new ApiError(400, 'codeInvalidOrExpired', { field: 'code' })
  await consumeCode(trx, now, input.codeId)
  await updateUser(trx, user.id, { passwordHash: input.passwordHash }, now)
  await revokeUserSessions(trx, user.id, now)
  return { userId: user.id, notice: noticeMessage(input.address.channel, input.address.value, 'passwordReset') }
}
