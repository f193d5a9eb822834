import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Knex } from 'knex'
import pino, { type Logger } from 'pino'
import type { AppDeps } from './AppDeps'
import { createApp } from './app'
import { channelsWithoutTransport, type ServerConfig } from './config'
import { migrateToLatest } from './db/migrations'
import { syncBuiltinLibrary } from './features/library/syncBuiltinLibrary'
import { backfillContentIndex } from './features/search/indexBackfill'
import { hasAnyUser } from './features/accounts/users.repo'
import { databaseReady, databaseTarget, openDatabase } from './db/openDatabase'
import { DocumentPool } from './documents/DocumentPool'
import { reclaimOrphans } from './features/files/blobStore'
import { forgetOldKeys } from './features/writes/idempotency'
import { systemClock, type Clock } from './lib/clock'
import { RateLimiter } from './lib/RateLimiter'
import { defaultRateRules, type RateRules } from './lib/rateRules'
import { answerParserRefusals } from './lib/parserRefusals'
import { loadServerSecret } from './lib/serverSecret'
import { httpSmsMessenger } from './messaging/httpSmsMessenger'
import { routeByChannel, type Messenger } from './messaging/Messenger'
import { outboxMessenger } from './messaging/outboxMessenger'
import { smtpMessenger } from './messaging/smtpMessenger'
import { startupNotes, type StartupNote } from './startupNotes'

/** Log paths whose values never reach the log (security C6). */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newpassword',
  '*.oldpassword',
  '*.code',
  '*.smscode',
  '*.emailcode',
  '*.token',
  '*.lastToken',
]

/** A running server: its address and how to stop it. */
export interface RunningServer {
  readonly url: string
  readonly server: Server
  readonly deps: AppDeps
  /** What it logged at start for the operator (first run, outbox, HOST); the start command prints them too. */
  readonly notes: readonly StartupNote[]
  /** Stops accepting connections, lets requests in flight finish, closes the database. */
  close(): Promise<void>
}

/** Options a test or a tool may override when starting the server. */
export interface StartOptions {
  readonly db?: Knex
  readonly clock?: Clock
  readonly messenger?: Messenger
  readonly rateRules?: RateRules
  readonly log?: Logger
  /** The bundled document worker entry; by default `document.worker.mjs` beside the bundled server. */
  readonly documentWorkerUrl?: URL
}

/** The pino logger of the server, with secrets redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination)
}

/**
 * Opens the database (PostgreSQL at `DATABASE_URL`, else PGlite under `DATA_DIR`), migrates it,
 * picks the message transports (SMTP and HTTP SMS when configured, else the development outbox),
 * and listens. HTTP time-outs are set against slow clients: 15 s for headers, `REQUEST_TIMEOUT_S` (300 s) per
 * request, which large uploads on slow links need.
 * Requests Node's parser refuses (unknown methods, CONNECT, malformed requests) still get an envelope.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.logLevel)
  const db = options.db ?? openDatabase(databaseTarget(config.databaseUrl, config.dataDir, config.dbPoolMax), { queueLimit: config.dbQueueLimit, log })
  await databaseReady(db)
  await migrateToLatest(db)
  await syncBuiltinLibrary(db, new Date((options.clock ?? systemClock).now()))
  const clock = options.clock ?? systemClock
  const outbox = outboxMessenger(db, clock, log)
  const smtp = config.smtpUrl ? smtpMessenger(config.smtpUrl, config.mailFrom) : null
  const messenger =
    options.messenger ??
    routeByChannel({ email: smtp ?? outbox, sms: config.smsUrl ? httpSmsMessenger(config.smsUrl) : outbox })
  const outboxChannels = options.messenger === undefined ? channelsWithoutTransport(config) : []
  const deps: AppDeps = {
    db,
    clock,
    messenger,
    outboxChannels,
    config,
    log,
    limiter: new RateLimiter(db, clock, log),
    rateRules: options.rateRules ?? defaultRateRules(Number(process.env.RATE_LIMIT_SCALE ?? '1') || 1),
    secret: await loadServerSecret(db, config.secret),
    documents: new DocumentPool(
      {
        workerUrl: options.documentWorkerUrl ?? new URL('./document.worker.mjs', import.meta.url),
        workers: config.documentWorkers,
        maxQueued: 16 * config.documentWorkers,
        jobTimeoutMs: 10 * 60 * 1000,
        heapMb: 4096,
      },
      log,
    ),
  }
  // Harness files saved before the text search existed get their content index, in the background.
  let stopping = false
  void backfillContentIndex(db, deps.documents, log, () => stopping).catch((error: unknown) => log.warn({ err: error }, 'could not index the files saved before the text search'))
  // Storage a failed reclaiming left behind goes now, without holding up the start.
  void reclaimOrphans(db, log).catch((error: unknown) => log.warn({ err: error }, 'could not reclaim orphaned file storage'))
  // Stored answers of idempotent writes serve retries for a day, then go (at start and every hour).
  const forget = () => void forgetOldKeys(db, new Date(clock.now())).catch((error: unknown) => log.warn({ err: error }, 'could not forget old idempotency keys'))
  forget()
  const forgetting = setInterval(forget, 60 * 60 * 1000)
  forgetting.unref()
  const { app, methods } = createApp(deps)
  const server = createServer(app.callback())
  answerParserRefusals(server, methods)
  server.headersTimeout = 15_000
  server.requestTimeout = config.requestTimeoutMs
  server.keepAliveTimeout = 5_000
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolvePromise())
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`
  const notes = startupNotes({ config, url, outboxChannels, noAccounts: !(await hasAnyUser(db)) })
  for (const note of notes) log[note.level](note.text)
  let closing: Promise<void> | null = null
  return {
    url,
    server,
    deps,
    notes,
    close() {
      stopping = true
      closing ??= (async () => {
        await new Promise<void>((done) => {
          server.close(() => done())
          server.closeIdleConnections()
        })
        smtp?.close()
        clearInterval(forgetting)
        await deps.documents.close()
        if (!options.db) await db.destroy()
      })()
      return closing
    },
  }
}
