import type { Knex } from 'knex'
import { usernameKey, type Role } from '@harness/protocol'
import { fieldError, isUniqueViolation } from '../../lib/ApiError'
import { refuseCommonPassword } from '../../lib/passwords'
import { findAccountAt, takenKey, type Address } from './addresses'
import type { Auth } from './auth'
import { registrationPass, useRegistrationPass, type RegistrationPolicy } from './checkRegistrationCode'
import { consumeCode } from './codes'
import { DELIVER_CODE, type Delivery } from './messages'
import { findUser, insertUser } from './users.repo'

/** The global roles of the first account of a fresh install: it administers the platform. */
export const FIRST_ACCOUNT_ROLES: readonly Role[] = ['user', 'superadmin']

/** The field a registration names its address in. */
const addressField = (address: Address): string => (address.channel === 'sms' ? 'phone' : 'email')

/** `checkUsernameExist`: whether the username is taken, compared case- and width-insensitively. */
export async function usernameTaken(db: Knex, _auth: Auth | null, _now: Date, input: { username: string }): Promise<boolean> {
  return (await findUser(db, { usernameKey: usernameKey(input.username) })) !== null
}

/** `checkPhoneExist` and `checkEmailExist`: whether an account holds the address. */
export async function addressTaken(db: Knex, _auth: Auth | null, _now: Date, input: { address: Address }): Promise<boolean> {
  return (await findAccountAt(db, input.address)) !== null
}

/**
 * What `sendRegisterSmsCode` and `sendRegisterEmailCode` deliver, once the send budgets are spent:
 * the invitation code is checked first (none is needed for the first account, or while
 * registration is open); an address that already has an account gets the same answer as a free
 * one, and its owner a notice instead of a code ("someone tried to register with this address;
 * sign in or reset your password"), so the answer tells nobody whether the address is taken.
 */
export async function registrationCodeDelivery(
  db: Knex,
  _auth: Auth | null,
  now: Date,
  input: { address: Address; inviteCode: string; policy: RegistrationPolicy },
): Promise<Delivery> {
  await registrationPass(db, input.policy, input.inviteCode, now)
  return (await findAccountAt(db, input.address)) ? { kind: 'notice', notice: 'registerAttempt' } : DELIVER_CODE
}

/** What a registration asks for. */
export interface NewAccount {
  readonly username: string
  readonly address: Address
  readonly inviteCode: string
  readonly policy: RegistrationPolicy
}

/**
 * The checks of a registration before its verification code is looked at, so a refusal costs no
 * code entry: the invitation code (looked at, not used), a common password, a taken username or
 * address.
 */
export async function refuseRegistration(db: Knex, _auth: Auth | null, now: Date, input: NewAccount & { password: string }): Promise<void> {
  await registrationPass(db, input.policy, input.inviteCode, now)
  refuseCommonPassword(input.password, 'password')
  if (await usernameTaken(db, null, now, input)) throw fieldError('username', 'usernameTaken')
  if (await findAccountAt(db, input.address)) throw fieldError(addressField(input.address), takenKey(input.address))
}

/**
 * `registerByPhone` and `registerByEmail`: creates the account in the caller's transaction. What
 * lets the registration through is settled again (the first account of a fresh install under an
 * advisory lock, so of two simultaneous first registrations one becomes the administrator), the
 * account row is written (roles user and superadmin for the first account, user otherwise), an
 * issued registration code counts the use, and the verification code is used up. Of concurrent
 * registrations of one phone exactly one succeeds and the rest are told it is taken (A5).
 */
export async function register(trx: Knex, _auth: Auth | null, now: Date, input: NewAccount & { passwordHash: string; codeId: string }): Promise<void> {
  const pass = await registrationPass(trx, input.policy, input.inviteCode, now, true)
  const { address } = input
  try {
    await insertUser(trx, {
      username: input.username,
      usernameKey: usernameKey(input.username),
      phone: address.channel === 'sms' ? address.key : null,
      email: address.channel === 'email' ? address.value : null,
      emailKey: address.channel === 'email' ? address.key : null,
      passwordHash: input.passwordHash,
      now,
      roles: pass.kind === 'firstAccount' ? FIRST_ACCOUNT_ROLES : undefined,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const detail = String((error as { constraint?: string; detail?: string }).constraint ?? (error as { detail?: string }).detail ?? '')
    if (detail.includes('username')) throw fieldError('username', 'usernameTaken')
    throw fieldError(addressField(address), takenKey(address))
  }
  await useRegistrationPass(trx, pass, now)
  await consumeCode(trx, now, input.codeId)
}
