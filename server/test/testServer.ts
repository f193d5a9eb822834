import { Writable } from 'node:stream'
import { usernameKey } from '@harness/protocol'
import { readConfig, type ServerConfig } from '../src/config'
import { FIRST_ACCOUNT_ROLES } from '../src/features/accounts/registration.service'
import { insertUser } from '../src/features/accounts/users.repo'
import { hashPassword } from '../src/lib/passwords'
import { ManualClock } from '../src/lib/clock'
import { defaultRateRules, type RateRules } from '../src/lib/rateRules'
import type { Messenger, OutgoingMessage } from '../src/messaging/Messenger'
import { createLogger, startServer, type RunningServer } from '../src/startServer'
import type { TestAccount } from './accountFixtures'
import { ApiClient } from './ApiClient'
import { TEST_DOCUMENT_WORKER } from './globalSetup'
import { openTestDatabase, type TestDatabase, type TestDatabaseOptions } from './testDatabase'

/** A server started for one test file, with the handles tests need. */
export interface TestServer {
  readonly url: string
  readonly running: RunningServer
  readonly database: TestDatabase
  readonly clock: ManualClock
  /** Every message the server tried to send, oldest first. */
  readonly sent: OutgoingMessage[]
  /** Every log line the server wrote, as text (for redaction checks). */
  readonly logLines: string[]
  /** The install's first account (superadmin) seeded at start, or null on a fresh install. */
  readonly founder: TestAccount | null
  /** A new API client with its own cookie jar. */
  client(headers?: Record<string, string>): ApiClient
  /** The code of the newest message sent to `to`. */
  lastCode(to: string): string
  close(): Promise<void>
}

/** Options of a test server: configuration overrides, rate budgets, a messenger. */
export interface TestServerOptions {
  readonly config?: Partial<ServerConfig>
  /** Rate budgets; by default every budget is multiplied by 1000 so only rate tests meet them. */
  readonly rateRules?: RateRules
  /**
   * Replaces the recording messenger. `'real'` passes none, so the server picks its transports from
   * the configuration like production does (SMTP, HTTP SMS, or the development outbox); `sent`
   * then stays empty.
   */
  readonly messenger?: Messenger | 'real'
  /** Pool size, admission limits, or a private PostgreSQL server for the test database. */
  readonly database?: TestDatabaseOptions
  /**
   * Seeds the install's first account, a superadmin written straight to the database, so every
   * registration through the API is an ordinary one (default). False starts a fresh install, whose
   * first registration becomes the administrator.
   */
  readonly founder?: boolean
}

/** The seeded first account of a test install. */
const FOUNDER: TestAccount = { username: 'founder', email: 'founder@example.com', password: 'founder password 1' }

/**
 * Starts the real server on loopback port 0 over a fresh database (PGlite, or PostgreSQL with
 * `DATABASE_URL`), with a manual clock and a messenger that records what would be sent. Registration
 * is open (`REGISTRATION=open`) unless the test's configuration says otherwise, and the first
 * account is seeded unless `founder` is false, so tests of other things register in one step.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const logLines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'))
      done()
    },
  })
  const log = createLogger('info', sink)
  const database = await openTestDatabase({ ...options.database, limits: { log, ...options.database?.limits } })
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 8, 0, 0))
  const sent: OutgoingMessage[] = []
  const recording: Messenger = {
    async send(message) {
      sent.push(message)
    },
  }
  const config: ServerConfig = { ...readConfig({}), port: 0, host: '127.0.0.1', shellDir: null, mode: 'test', registration: 'open', inviteCode: '', ...options.config }
  const running = await startServer(config, {
    db: database.db,
    clock,
    messenger: options.messenger === 'real' ? undefined : (options.messenger ?? recording),
    rateRules: options.rateRules ?? defaultRateRules(1000),
    log,
    documentWorkerUrl: TEST_DOCUMENT_WORKER,
  })
  const seeded = options.founder ?? true
  if (seeded) {
    await insertUser(database.db, {
      username: FOUNDER.username,
      usernameKey: usernameKey(FOUNDER.username),
      phone: null,
      email: FOUNDER.email!,
      emailKey: FOUNDER.email!,
      passwordHash: await hashPassword(FOUNDER.password),
      now: new Date(clock.now()),
      roles: FIRST_ACCOUNT_ROLES,
    })
  }
  return {
    url: running.url,
    running,
    database,
    clock,
    sent,
    logLines,
    founder: seeded ? FOUNDER : null,
    client: (headers = {}) => new ApiClient(running.url, headers),
    lastCode(to) {
      const message = [...sent].reverse().find((m) => m.to === to && m.code !== undefined)
      if (!message?.code) throw new Error(`no code was sent to ${to}`)
      return message.code
    },
    async close() {
      await running.close()
      await database.drop()
    },
  }
}
