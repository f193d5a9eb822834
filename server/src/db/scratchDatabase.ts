import { randomBytes } from 'node:crypto'
import knexFactory from 'knex'

/**
 * Creates an empty database beside the one `url` names (same PostgreSQL server) and answers its
 * URL and how to drop it: for tests and benchmarks that must not write into the named database.
 */
export async function createScratchDatabase(url: string, prefix = 'harness_scratch'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } })
  await admin.raw(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    async drop() {
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    },
  }
}

