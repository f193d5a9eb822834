import type { Knex } from 'knex'
import { randomToken } from './tokens'

/**
 * The server's secret key for code HMACs and anti-CSRF tokens. A configured `SECRET` wins;
 * otherwise one is generated on first start and kept in the database, so every instance on the
 * same database shares it and restarts do not invalidate codes.
 */
export async function loadServerSecret(db: Knex, configured: string | null): Promise<string> {
  if (configured !== null) return configured
  await db('server_settings').insert({ key: 'secret', value: randomToken(32) }).onConflict('key').ignore()
  const row = await db('server_settings').where({ key: 'secret' }).first()
  return String(row.value)
}
