import type { Knex } from 'knex'
import type { Role } from '@harness/protocol'

/** A user account as the services see it. Rows never leave this module. */
export interface UserRecord {
  readonly id: string
  readonly username: string
  readonly phone: string | null
  readonly email: string | null
  readonly passwordHash: string
  readonly roles: readonly Role[]
  readonly realName: string
  readonly company: string
  readonly description: string
  readonly viewName: string
  readonly avatarId: string | null
  readonly loginCount: number
  readonly lastLoginAt: Date | null
  readonly disabled: boolean
}

/** A `users` row as PostgreSQL returns it; only the repositories see it. */
export interface UserRow {
  id: string | number
  username: string
  phone: string | null
  email: string | null
  password_hash: string
  roles: Role[]
  real_name: string
  company: string
  description: string
  view_name: string
  avatar_id: string | null
  login_count: number
  last_login_at: Date | null
  disabled_at: Date | null
}

/** The record of a `users` row (also used by sessions.repo for its join). */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: String(row.id),
    username: row.username,
    phone: row.phone,
    email: row.email,
    passwordHash: row.password_hash,
    roles: row.roles,
    realName: row.real_name,
    company: row.company,
    description: row.description,
    viewName: row.view_name,
    avatarId: row.avatar_id,
    loginCount: Number(row.login_count),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at) : null,
    disabled: row.disabled_at !== null,
  }
}

/** Looks an account up by one unique key. `forUpdate` locks the row for the transaction. */
export async function findUser(
  db: Knex,
  by: { id: string } | { phone: string } | { emailKey: string } | { usernameKey: string },
  forUpdate = false,
): Promise<UserRecord | null> {
  const where =
    'id' in by ? { id: by.id } : 'phone' in by ? { phone: by.phone } : 'emailKey' in by ? { email_key: by.emailKey } : { username_key: by.usernameKey }
  let query = db('users').where(where).first()
  if (forUpdate) query = query.forUpdate()
  const row = await query
  return row ? toUserRecord(row as UserRow) : null
}

/** Data of a new account. */
export interface NewUser {
  readonly username: string
  readonly usernameKey: string
  readonly phone: string | null
  readonly email: string | null
  readonly emailKey: string | null
  readonly passwordHash: string
  readonly now: Date
  /** Its global roles; `user` alone unless said otherwise. */
  readonly roles?: readonly Role[]
}

/** Inserts an account (roles `user` unless `roles` says otherwise); a taken username, phone or e-mail raises 23505. */
export async function insertUser(db: Knex, user: NewUser): Promise<string> {
  const [row] = await db('users')
    .insert({
      username: user.username,
      username_key: user.usernameKey,
      phone: user.phone,
      email: user.email,
      email_key: user.emailKey,
      password_hash: user.passwordHash,
      ...(user.roles ? { roles: db.raw('?::text[]', [[...user.roles]]) } : {}),
      created_at: user.now,
      updated_at: user.now,
    })
    .returning('id')
  return String((row as { id: string | number }).id)
}

/** True when at least one account exists (disabled ones included). */
export async function hasAnyUser(db: Knex): Promise<boolean> {
  return (await db('users').first('id')) !== undefined
}

/** The columns a user may change about themselves, by field. */
export interface UserChanges {
  readonly username?: string
  readonly usernameKey?: string
  readonly phone?: string | null
  readonly email?: string | null
  readonly emailKey?: string | null
  readonly passwordHash?: string
  readonly realName?: string
  readonly company?: string
  readonly description?: string
  readonly viewName?: string
  readonly avatarId?: string | null
}

const COLUMN_OF: Readonly<Record<keyof UserChanges, string>> = {
  username: 'username',
  usernameKey: 'username_key',
  phone: 'phone',
  email: 'email',
  emailKey: 'email_key',
  passwordHash: 'password_hash',
  realName: 'real_name',
  company: 'company',
  description: 'description',
  viewName: 'view_name',
  avatarId: 'avatar_id',
}

/** Applies `changes` to the account `id`; only the listed columns can ever be written. */
export async function updateUser(db: Knex, id: string, changes: UserChanges, now: Date): Promise<void> {
  const row: Record<string, unknown> = { updated_at: now }
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined) row[COLUMN_OF[field as keyof UserChanges]] = value
  }
  await db('users').where({ id }).update(row)
}

/** Records a successful login: the login count and time. */
export async function recordLogin(db: Knex, id: string, now: Date): Promise<void> {
  await db('users').where({ id }).update({ login_count: db.raw('login_count + 1'), last_login_at: now })
}

/** Replaces the roles of the account `id`. */
export async function setRoles(db: Knex, id: string, roles: readonly Role[], now: Date): Promise<void> {
  await db('users').where({ id }).update({ roles: db.raw('?::text[]', [[...roles]]), updated_at: now })
}

/** Disables or re-enables the account `id`. */
export async function setDisabled(db: Knex, id: string, disabled: boolean, now: Date): Promise<void> {
  await db('users').where({ id }).update({ disabled_at: disabled ? now : null, updated_at: now })
}
