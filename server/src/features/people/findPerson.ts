import type { Knex } from 'knex'
import { usernameKey } from '@harness/protocol'
import { findUser, type UserRecord } from '../accounts/users.repo'

/**
 * The enabled account whose username is `username` (compared as the registration compares names:
 * case- and width-insensitively), or null. Usernames are public on the forum, so looking one up
 * reveals nothing a post does not.
 */
export async function findPerson(db: Knex, username: string): Promise<UserRecord | null> {
  const trimmed = username.trim()
  if (trimmed === '') return null
  const user = await findUser(db, { usernameKey: usernameKey(trimmed) })
  return user && !user.disabled ? user : null
}
