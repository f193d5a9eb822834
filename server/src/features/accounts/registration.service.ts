import type { Context } from 'koa'
import { emailKey, usernameKey, type MessageKey, type Role } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError, fieldError, isUniqueViolation } from '../../lib/ApiError'
import { clientBucket } from '../../lib/clientIp'
import { hashPassword, isCommonPassword } from '../../lib/passwords'
import type { Channel } from '../../messaging/Messenger'
import { checkCode, codeTarget, consumeCode, spendSendBudget, storeCode, withdrawCode, type CodePurpose } from './codes'
import { codeMessage, noticeMessage, type AccountNotice } from './messages'
import { registrationPass, useRegistrationPass } from './checkRegistrationCode'
import { revokeUserSessions } from './sessions.repo'
import { findUser, insertUser, updateUser, type UserRecord } from './users.repo'

/** A phone number or e-mail address, already checked against the field rules. */
export interface Address {
  readonly channel: Channel
  /** As the person typed it (e-mail case kept for display). */
  readonly value: string
  /** The unique key: the phone number, or the e-mail in NFKC lower case. */
  readonly key: string
}

/** The address of a valid phone number. */
export const phoneAddress = (phone: string): Address => ({ channel: 'sms', value: phone, key: phone })
/** The address of a valid e-mail. */
export const emailAddress = (email: string): Address => ({ channel: 'email', value: email, key: emailKey(email) })

/** The account holding `address`, if any. */
export function findByAddress(deps: AppDeps, address: Address): Promise<UserRecord | null> {
  return findUser(deps.db, address.channel === 'sms' ? { phone: address.key } : { emailKey: address.key })
}

/** The global roles of the first account of a fresh install: it administers the platform. */
export const FIRST_ACCOUNT_ROLES: readonly Role[] = ['user', 'superadmin']

/** The "already registered" message of an address's kind. */
export const takenKey = (address: Address): MessageKey => (address.channel === 'sms' ? 'phoneTaken' : 'emailTaken')

/** Refuses a password from the common-password list (security A4). */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw fieldError(field, 'passwordTooCommon')
}

/**
 * What a code send delivers: the code, nothing (a reset for an address with no account), or a
 * notice in the code's place (a registration for an address that already has an account).
 */
export type Delivery = { readonly kind: 'code' } | { readonly kind: 'nothing' } | { readonly kind: 'notice'; readonly notice: AccountNotice }

const DELIVER_CODE: Delivery = { kind: 'code' }

/**
 * Sends a code for `purpose` to `address` and answers the seconds until the next may be sent. The
 * send budgets are spent first (429 once spent); then `decide` says what to deliver, or refuses.
 * A code is stored whatever is delivered, so the 60 s rule, the caps, the answer and its timing
 * are the same whether or not the address has an account (security A6, section 5). A delivery
 * that fails takes the code back and answers 503.
 */
export async function sendCode(
  deps: AppDeps,
  ctx: Context,
  purpose: CodePurpose,
  address: Address,
  decide: () => Delivery | Promise<Delivery> = () => DELIVER_CODE,
): Promise<number> {
  const target = codeTarget(address.channel, address.key)
  await spendSendBudget(deps, purpose, target, clientBucket(ctx))
  const delivery = await decide()
  const { code, id } = await storeCode(deps, purpose, target)
  if (delivery.kind === 'nothing') return 60
  const message = delivery.kind === 'code' ? codeMessage(address.channel, address.value, purpose, code) : noticeMessage(address.channel, address.value, delivery.notice)
  try {
    await deps.messenger.send(message)
  } catch (error) {
    deps.log.error({ err: error, channel: address.channel }, 'message delivery failed')
    await withdrawCode(deps, id)
    throw new ApiError(503, 'serviceUnavailable')
  }
  return 60
}

/**
 * Sends a registration code. The send budgets come first, so neither the invitation code nor the
 * address can be probed without limit; then the invitation code is checked (none is needed for
 * the first account, or while registration is open). An address that
 * already has an account gets the same answer as a free one, and its owner a notice instead of a
 * code ("someone tried to register with this address; sign in or reset your password"): the
 * answer tells nobody whether the address is taken. Registration itself stays the authority.
 */
export async function sendRegisterCode(deps: AppDeps, ctx: Context, address: Address, inviteCode: string | undefined): Promise<number> {
  return sendCode(deps, ctx, 'register', address, async () => {
    await registrationPass(deps.db, deps.config, inviteCode ?? '', new Date(deps.clock.now()))
    return (await findByAddress(deps, address)) ? { kind: 'notice', notice: 'registerAttempt' } : DELIVER_CODE
  })
}

/**
 * Creates an account. The registration budget of the address is spent first (R5), then the
 * invitation code is looked at, so a wrong one is refused before any verification work. The
 * verification code is checked (a wrong one counts an attempt), then in one transaction: what
 * lets the registration through is settled again (the first account of a fresh install under an
 * advisory lock, so of two simultaneous first registrations one becomes the administrator), the
 * account row is written (roles user and superadmin for the first account, user otherwise), an
 * issued registration code counts the use, and the verification code is used up. Of concurrent
 * registrations of one phone exactly one succeeds and the rest are told it is taken (A5).
 */
export async function register(
  deps: AppDeps,
  ctx: Context,
  input: { address: Address; code: string; username: string; password: string; inviteCode: string | undefined },
): Promise<void> {
  const decision = await deps.limiter.consume(deps.rateRules.registerIp, clientBucket(ctx))
  if (!decision.allowed) throw new ApiError(429, 'tooManyRequests', { retryAfter: Math.ceil(decision.retryAfterMs / 1000) })
  const invite = input.inviteCode ?? ''
  await registrationPass(deps.db, deps.config, invite, new Date(deps.clock.now()))
  refuseCommonPassword(input.password, 'password')
  const addressField = input.address.channel === 'sms' ? 'phone' : 'email'
  if (await findUser(deps.db, { usernameKey: usernameKey(input.username) })) throw fieldError('username', 'usernameTaken')
  if (await findByAddress(deps, input.address)) throw fieldError(addressField, takenKey(input.address))
  const target = codeTarget(input.address.channel, input.address.key)
  const codeId = await checkCode(deps, 'register', target, input.code, clientBucket(ctx))
  const passwordHash = await hashPassword(input.password)
  const now = new Date(deps.clock.now())
  try {
    await deps.db.transaction(async (trx) => {
      const pass = await registrationPass(trx, deps.config, invite, now, true)
      await insertUser(trx, {
        username: input.username,
        usernameKey: usernameKey(input.username),
        phone: input.address.channel === 'sms' ? input.address.key : null,
        email: input.address.channel === 'email' ? input.address.value : null,
        emailKey: input.address.channel === 'email' ? input.address.key : null,
        passwordHash,
        now,
        roles: pass.kind === 'firstAccount' ? FIRST_ACCOUNT_ROLES : undefined,
      })
      await useRegistrationPass(trx, pass, now)
      await consumeCode(trx, deps, codeId)
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const detail = String((error as { constraint?: string; detail?: string }).constraint ?? (error as { detail?: string }).detail ?? '')
    if (detail.includes('username')) throw fieldError('username', 'usernameTaken')
    throw fieldError(addressField, takenKey(input.address))
  }
}

/**
 * Sends a password-reset code. For an address with no account the answer is the same and nothing
 * is delivered (security A6), though a code is still stored so the timing and the 60 s rule match.
 */
export async function sendResetCode(deps: AppDeps, ctx: Context, address: Address): Promise<number> {
  return sendCode(deps, ctx, 'reset', address, async () => {
    const user = await findByAddress(deps, address)
    return user !== null && !user.disabled ? DELIVER_CODE : { kind: 'nothing' }
  })
}

/**
 * Sets a new password with a reset code: every session of the account ends, no new session is
 * started, and the owner is told at the address (security A7).
 */
export async function resetPassword(deps: AppDeps, ctx: Context, address: Address, code: string, newPassword: string): Promise<void> {
  refuseCommonPassword(newPassword, 'newpassword')
  const codeId = await checkCode(deps, 'reset', codeTarget(address.channel, address.key), code, clientBucket(ctx))
  const user = await findByAddress(deps, address)
  if (!user) throw new ApiError(400, 'codeInvalidOrExpired', { field: 'code' })
  const passwordHash = await hashPassword(newPassword)
  const now = new Date(deps.clock.now())
  await deps.db.transaction(async (trx) => {
    await consumeCode(trx, deps, codeId)
    await updateUser(trx, user.id, { passwordHash }, now)
    await revokeUserSessions(trx, user.id, now)
  })
  await deps.limiter.reset(deps.rateRules.loginAccountFailures, user.id)
  await deps.messenger.send(noticeMessage(address.channel, address.value, 'passwordReset')).catch((error: unknown) => {
    deps.log.error({ err: error }, 'password-reset notice could not be delivered')
  })
}
