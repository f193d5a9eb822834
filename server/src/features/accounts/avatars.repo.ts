import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'

/** A stored avatar image. */
export interface AvatarImage {
  readonly contentType: string
  readonly bytes: Buffer
}

/** Stores a normalised avatar of `userId` under a fresh UUID and answers the id. */
export async function insertAvatar(db: Knex, userId: string, webp: Buffer, now: Date): Promise<string> {
  const id = randomUUID()
  await db('avatars').insert({ id, user_id: userId, content_type: 'image/webp', bytes: webp, created_at: now })
  return id
}

/** Deletes the avatar `id`. */
export async function deleteAvatar(db: Knex, id: string): Promise<void> {
  await db('avatars').where({ id }).delete()
}

/** The stored avatar `id`, or null (also for an id that is not a UUID). */
export async function findAvatar(db: Knex, id: string): Promise<AvatarImage | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null
  const row = (await db('avatars').where({ id }).first('content_type', 'bytes')) as { content_type: string; bytes: Uint8Array } | undefined
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null
}
