import type { Knex } from 'knex'
import type { MessageKey, RegistrationInfo } from '@harness/protocol'
import type { ServerConfig } from '../../config'
import { fieldError } from '../../lib/ApiError'
import { digestsEqual, sha256 } from '../../lib/tokens'
import { countRegistrationCodeUse, findRegistrationCodeByHash, type RegistrationCodeRecord } from './registrationCodes.repo'
import { normaliseRegistrationCode, registrationCodeHash } from './registrationCodeText'
import { hasAnyUser } from './users.repo'
import { findInvitationByHash } from '../teams/invitations.repo'
import { invitationStatus } from '../teams/invitationStatus'

/**
 * What lets a registration through: being the first account of a fresh install (which becomes the
 * administrator), open registration, or an accepted invitation code of some kind.
 */
export type RegistrationPass =
  | { readonly kind: 'firstAccount' }
  | { readonly kind: 'open' }
  /** The `INVITE_CODE` of the configuration. */
  | { readonly kind: 'configuredCode' }
  /** A registration code an administrator issued. */
  | { readonly kind: 'issuedCode'; readonly codeId: number }
  /** The dataCode of a team's pending link invitation: the invited person may sign up, then join. */
  | { readonly kind: 'teamInvitation'; readonly invitationId: number }

/** The part of the configuration that decides who may register. */
export type RegistrationPolicy = Pick<ServerConfig, 'registration' | 'inviteCode'>

/** What a kind of invitation code makes of the typed text: not its kind (null), a pass, or a refusal. */
type CodeVerdict = { readonly pass: RegistrationPass } | { readonly refused: MessageKey } | null

/** One kind of invitation code: recognises its own codes and judges them at `now`. */
type CodeKind = (trx: Knex, typed: string, now: Date, policy: RegistrationPolicy, lock: boolean) => Promise<CodeVerdict>

/** The configured `INVITE_CODE`, compared in constant time. */
const configuredCode: CodeKind = async (_trx, typed, _now, policy) => {
  if (policy.inviteCode === '') return null
  return digestsEqual(sha256(typed), sha256(policy.inviteCode)) ? { pass: { kind: 'configuredCode' } } : null
}

/** Why an issued code no longer lets anyone register at `now`, or null while it does. */
export function issuedCodeRefusal(code: RegistrationCodeRecord, now: Date): MessageKey | null {
  if (code.revokedAt) return 'inviteRevoked'
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return 'inviteExpired'
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'inviteUsedUp'
  return null
}

/** A registration code an administrator issued, found by the hash of its canonical text. */
const issuedCode: CodeKind = async (trx, typed, now, _policy, lock) => {
  const canonical = normaliseRegistrationCode(typed)
  if (canonical === null) return null
  const code = await findRegistrationCodeByHash(trx, registrationCodeHash(canonical), lock)
  if (!code) return null
  const refusal = issuedCodeRefusal(code, now)
  return refusal ? { refused: refusal } : { pass: { kind: 'issuedCode', codeId: code.id } }
}

/**
 * The dataCode of a team's link invitation (found by its SHA-256): it lets its holder register
 * while it is pending, so someone invited by link who has no account can make one and then join.
 * A username invitation is for an existing account and lets nobody register.
 */
const teamInvitationCode: CodeKind = async (trx, typed, now) => {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(typed)) return null
  const invitation = await findInvitationByHash(trx, sha256(typed))
  if (!invitation || invitation.kind !== 'link') return null
  switch (invitationStatus(invitation, now)) {
    case 'pending': return { pass: { kind: 'teamInvitation', invitationId: invitation.id } }
    case 'expired': return { refused: 'inviteExpired' }
    default: return { refused: 'inviteRevoked' }
  }
}

/**
 * The kinds of invitation code registration accepts, asked in order; the first that recognises
 * the typed text decides: the configured code, a registration code an administrator issued, and
 * a team's link invitation.
 */
const CODE_KINDS: readonly CodeKind[] = [configuredCode, issuedCode, teamInvitationCode]

/**
 * Checks an invitation code typed at registration against every kind of code at `now`: answers
 * the pass it gives, or refuses with 400 about `inviteCode` (required, wrong, expired, revoked,
 * used up). With `lock` an issued code's row stays locked for the transaction, so a limited code
 * cannot be used past its limit by concurrent registrations.
 */
export async function checkRegistrationCode(trx: Knex, policy: RegistrationPolicy, typed: string, now: Date, lock = false): Promise<RegistrationPass> {
  const code = typed.trim()
  if (code === '') throw fieldError('inviteCode', 'inviteRequired')
  for (const kind of CODE_KINDS) {
    const verdict = await kind(trx, code, now, policy, lock)
    if (verdict === null) continue
    if ('refused' in verdict) throw fieldError('inviteCode', verdict.refused)
    return verdict.pass
  }
  throw fieldError('inviteCode', 'inviteWrong')
}

// Any constant shared by every instance: the key of the transaction-scoped lock first registrations take.
const FIRST_ACCOUNT_LOCK = 4_218_372_001

/**
 * What lets the registration of someone who typed `typed` (maybe nothing) through at `now`: no
 * account yet makes it the first account, open registration needs nothing, and otherwise an
 * invitation code must pass {@link checkRegistrationCode}. Inside the registering transaction
 * (`lock`), a fresh install is confirmed under a transaction-scoped advisory lock, so of two
 * simultaneous first registrations one becomes the first account and the other is judged as the
 * second. Without `lock` it only looks (the send-code form's check).
 */
export async function registrationPass(trx: Knex, policy: RegistrationPolicy, typed: string, now: Date, lock = false): Promise<RegistrationPass> {
  if (!(await hasAnyUser(trx))) {
    if (!lock) return { kind: 'firstAccount' }
    await trx.raw('select pg_advisory_xact_lock(?)', [FIRST_ACCOUNT_LOCK])
    if (!(await hasAnyUser(trx))) return { kind: 'firstAccount' }
  }
  if (policy.registration === 'open') return { kind: 'open' }
  return checkRegistrationCode(trx, policy, typed, now, lock)
}

/**
 * Spends what `pass` used, inside the registering transaction: an issued code counts one
 * registration (refused as used up when a concurrent registration took its last one).
 */
export async function useRegistrationPass(trx: Knex, pass: RegistrationPass, now: Date): Promise<void> {
  switch (pass.kind) {
    case 'firstAccount':
    case 'open':
    case 'configuredCode':
    case 'teamInvitation':
      return
    case 'issuedCode':
      if (!(await countRegistrationCodeUse(trx, pass.codeId, now))) throw fieldError('inviteCode', 'inviteUsedUp')
      return
    default: {
      const never: never = pass
      throw new RangeError(`useRegistrationPass: unknown pass ${JSON.stringify(never)}`)
    }
  }
}

/** `registrationInfo`: whether the next account is the first, and whether it must bring an invitation code. */
export async function registrationInfo(db: Knex, policy: RegistrationPolicy): Promise<RegistrationInfo> {
  const firstAccount = !(await hasAnyUser(db))
  return { firstAccount, inviteRequired: !firstAccount && policy.registration === 'invite' }
}
