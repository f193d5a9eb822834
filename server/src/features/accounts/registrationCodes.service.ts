import type { Knex } from 'knex'
import type { CreatedRegistrationCode, RegistrationCodeStatus, RegistrationCodeView } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import { isAdministrator, type Auth } from './auth'
import { issuedCodeRefusal } from './checkRegistrationCode'
import {
  findRegistrationCode,
  insertRegistrationCode,
  listRegistrationCodeRecords,
  revokeRegistrationCodeRow,
  type RegistrationCodeRecord,
} from './registrationCodes.repo'
import { newRegistrationCode, normaliseRegistrationCode, registrationCodeHash } from './registrationCodeText'

/** Refuses callers without a global administrator role: 403 with data, since the shell signs out on a bare 403. */
function requireAdministrator(auth: Auth): void {
  if (!isAdministrator(auth)) throw new ApiError(403, 'forbidden', { reason: 'notAdministrator' })
}

const STATUS_OF: Readonly<Record<string, RegistrationCodeStatus>> = { inviteRevoked: 'revoked', inviteExpired: 'expired', inviteUsedUp: 'usedUp' }

/** A stored code as administrators see it at `now`. */
function toView(code: RegistrationCodeRecord, now: Date): RegistrationCodeView {
  const refusal = issuedCodeRefusal(code, now)
  return {
    codeId: code.id,
    note: code.note,
    createdBy: code.createdBy,
    createdAt: code.createdAt.toISOString(),
    expiresAt: code.expiresAt ? code.expiresAt.toISOString() : null,
    maxUses: code.maxUses,
    uses: code.uses,
    revokedAt: code.revokedAt ? code.revokedAt.toISOString() : null,
    status: refusal ? STATUS_OF[refusal]! : 'active',
  }
}

/** The terms of a new code: a note, days it stays valid (null: for ever), registrations it allows (null: any number). */
export interface NewCodeTerms {
  readonly note: string
  readonly validDays: number | null
  readonly maxUses: number | null
}

/**
 * `createRegistrationCode`: issues a random code on `terms`. Only its hash is stored; the code
 * itself is answered this once, for the administrator to pass on.
 */
export async function createRegistrationCode(trx: Knex, auth: Auth, now: Date, terms: NewCodeTerms): Promise<CreatedRegistrationCode> {
  requireAdministrator(auth)
  const code = newRegistrationCode()
  const id = await insertRegistrationCode(trx, {
    codeHash: registrationCodeHash(normaliseRegistrationCode(code)!),
    note: terms.note,
    createdBy: auth.user.id,
    now,
    expiresAt: terms.validDays === null ? null : new Date(now.getTime() + terms.validDays * 24 * 3600_000),
    maxUses: terms.maxUses,
  })
  return { code, view: toView((await findRegistrationCode(trx, id))!, now) }
}

/** `listRegistrationCodes`: every issued code, newest first, with its status at `now`. */
export async function listRegistrationCodes(trx: Knex, auth: Auth, now: Date): Promise<RegistrationCodeView[]> {
  requireAdministrator(auth)
  return (await listRegistrationCodeRecords(trx)).map((code) => toView(code, now))
}

/**
 * `revokeRegistrationCode`: the code stops allowing registrations; accounts it already allowed
 * stay. Revoking a revoked code changes nothing; an unknown id is 404.
 */
export async function revokeRegistrationCode(trx: Knex, auth: Auth, now: Date, codeId: number): Promise<RegistrationCodeView> {
  requireAdministrator(auth)
  if (!(await findRegistrationCode(trx, codeId))) throw new ApiError(404, 'registrationCodeNotFound', { field: 'codeId' })
  await revokeRegistrationCodeRow(trx, codeId, now)
  return toView((await findRegistrationCode(trx, codeId))!, now)
}
