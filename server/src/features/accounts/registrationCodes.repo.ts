import type { Knex } from 'knex'

/** An issued registration code as the services see it. Rows never leave this module. */
export interface RegistrationCodeRecord {
  readonly id: number
  readonly note: string
  /** Username of the issuing administrator; '' when that account is gone. */
  readonly createdBy: string
  readonly createdAt: Date
  readonly expiresAt: Date | null
  readonly maxUses: number | null
  readonly uses: number
  readonly revokedAt: Date | null
}

interface RegistrationCodeRow {
  id: string | number
  note: string
  creator_name: string | null
  created_at: Date
  expires_at: Date | null
  max_uses: number | null
  uses: number | string
  revoked_at: Date | null
}

const toRecord = (row: RegistrationCodeRow): RegistrationCodeRecord => ({
  id: Number(row.id),
  note: row.note,
  createdBy: row.creator_name ?? '',
  createdAt: new Date(row.created_at),
  expiresAt: row.expires_at ? new Date(row.expires_at) : null,
  maxUses: row.max_uses === null ? null : Number(row.max_uses),
  uses: Number(row.uses),
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
})

const COLUMNS = ['registration_codes.id', 'note', 'users.username as creator_name', 'registration_codes.created_at', 'expires_at', 'max_uses', 'uses', 'revoked_at']

function withCreator(db: Knex) {
  return db('registration_codes').leftJoin('users', 'users.id', 'registration_codes.created_by')
}

/** A new code to store: the hash of its text and its terms. */
export interface NewRegistrationCode {
  readonly codeHash: string
  readonly note: string
  readonly createdBy: string
  readonly now: Date
  readonly expiresAt: Date | null
  readonly maxUses: number | null
}

/** Stores an issued code and answers its id. */
export async function insertRegistrationCode(db: Knex, code: NewRegistrationCode): Promise<number> {
  const [row] = await db('registration_codes')
    .insert({ code_hash: code.codeHash, note: code.note, created_by: code.createdBy, created_at: code.now, expires_at: code.expiresAt, max_uses: code.maxUses })
    .returning('id')
  return Number((row as { id: string | number }).id)
}

/** The code `id`, or null. */
export async function findRegistrationCode(db: Knex, id: number): Promise<RegistrationCodeRecord | null> {
  const row = await withCreator(db).where('registration_codes.id', id).first(COLUMNS)
  return row ? toRecord(row as RegistrationCodeRow) : null
}

/** The code whose text hashes to `codeHash`, or null; with `forUpdate` its row is locked for the transaction. */
export async function findRegistrationCodeByHash(db: Knex, codeHash: string, forUpdate = false): Promise<RegistrationCodeRecord | null> {
  let query = withCreator(db).where('registration_codes.code_hash', codeHash).first(COLUMNS)
  if (forUpdate) query = query.forUpdate('registration_codes')
  const row = await query
  return row ? toRecord(row as RegistrationCodeRow) : null
}

/** Every issued code, newest first. */
export async function listRegistrationCodeRecords(db: Knex): Promise<RegistrationCodeRecord[]> {
  const rows = await withCreator(db).orderBy('registration_codes.id', 'desc').select(COLUMNS)
  return (rows as RegistrationCodeRow[]).map(toRecord)
}

/**
 * Counts one registration against the code `id`, atomically and only while it is unrevoked,
 * unexpired at `now` and below its limit; false when it no longer allows one.
 */
export async function countRegistrationCodeUse(db: Knex, id: number, now: Date): Promise<boolean> {
  const used = await db('registration_codes')
    .where({ id })
    .whereNull('revoked_at')
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
    .where((q) => q.whereNull('max_uses').orWhere('uses', '<', db.ref('max_uses')))
    .update({ uses: db.raw('uses + 1') })
  return used === 1
}

/** Marks the code `id` revoked at `now` (a code revoked earlier keeps its time). */
export async function revokeRegistrationCodeRow(db: Knex, id: number, now: Date): Promise<void> {
  await db('registration_codes').where({ id }).whereNull('revoked_at').update({ revoked_at: now })
}
