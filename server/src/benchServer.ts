import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createScratchDatabase } from './db/scratchDatabase'
import { readConfig } from './config'
import { insertUser } from './features/accounts/users.repo'
import { hashPassword } from './lib/passwords'
import { defaultRateRules } from './lib/rateRules'
import { sha256 } from './lib/tokens'
import { csrfTokenFor } from './features/accounts/sessionCookie'
import { createLogger, startServer, type RunningServer } from './startServer'

/** A server started for a benchmark, with one signed-in account and the headers of its session. */
export interface BenchServer {
  readonly running: RunningServer
  readonly database: 'pglite' | 'postgresql'
  readonly userId: string
  /** Cookie, anti-CSRF token and JSON content type of the account's session. */
  readonly headers: Readonly<Record<string, string>>
  /** Stops the server and drops its database and data folder. */
  close(): Promise<void>
}

/**
 * Starts the server for a benchmark on loopback with a fresh embedded database (or a throw-away
 * database on the `DATABASE_URL` server), rate limits lifted, and one account named `username`
 * with password `password` and a live session.
 */
export async function startBenchServer(username: string, phone: string, password: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `harness-${username}-`))
  const base = readConfig()
  // On PostgreSQL the run uses a throw-away database beside the one DATABASE_URL names.
  const scratch = base.databaseUrl ? await createScratchDatabase(base.databaseUrl) : null
  const config = { ...base, databaseUrl: scratch?.url ?? null, port: 0, host: '127.0.0.1', dataDir, shellDir: null, mode: 'test' as const }
  const running = await startServer(config, { rateRules: defaultRateRules(1e9), log: createLogger('warn') })
  const { db, secret } = running.deps
  const now = new Date()
  await insertUser(db, { username, usernameKey: username, phone, email: null, emailKey: null, passwordHash: await hashPassword(password), now })
  const userId = String((await db('users').where({ username_key: username }).first()).id)
  const token = `${username}sessiontoken0123456789abcdef`.slice(0, 40)
  await db('sessions').insert({ user_id: userId, token_hash: sha256(token), created_at: now, expires_at: new Date(now.getTime() + 86_400_000) })
  return {
    running,
    database: scratch ? 'postgresql' : 'pglite',
    userId,
    headers: { cookie: `token=${token}`, 'x-csrf-token': csrfTokenFor(secret, sha256(token)), 'content-type': 'application/json' },
    async close() {
      await running.close()
      await scratch?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Reads `BENCH_SECONDS` (default 30): how long each load case runs. */
export function benchSeconds(): number {
  const seconds = Number(process.env.BENCH_SECONDS ?? '30')
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('BENCH_SECONDS must be a positive number')
  return seconds
}
