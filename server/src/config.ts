import { DEFAULT_POOL_MAX } from './db/openDatabase'
import type { Channel } from './messaging/Messenger'

/**
 * Server configuration, read once from the environment. Every setting has a default that lets one
 * command start the whole product on a fresh machine: embedded PostgreSQL under `DATA_DIR`, the
 * development outbox instead of mail and SMS providers, port 8080.
 */
export interface ServerConfig {
  /** TCP port the HTTP server listens on. */
  readonly port: number
  /**
   * Interface to bind. Unset, it is loopback (127.0.0.1) while the development outbox carries any
   * channel, since the outbox hands out every verification code; all interfaces (0.0.0.0) once
   * both SMTP_URL and SMS_URL are configured.
   */
  readonly host: string
  /** `production` turns on Secure cookies and removes the development outbox endpoint. */
  readonly mode: 'production' | 'development' | 'test'
  /** PostgreSQL connection string; null selects the embedded PGlite under `dataDir`. */
  readonly databaseUrl: string | null
  /** Folder for the embedded database and other local state. */
  readonly dataDir: string
  /** Connections of the PostgreSQL pool (PGlite always has one). */
  readonly dbPoolMax: number
  /**
   * Requests that may wait for a database connection at once; the next is answered 503 at once.
   * Null derives it from the pool size (64 per connection, at least 256; see `admissionControl.ts`).
   */
  readonly dbQueueLimit: number | null
  /** SMTP connection URL for e-mail (nodemailer); null sends e-mail to the development outbox. */
  readonly smtpUrl: string | null
  /** Sender address of outgoing e-mail. */
  readonly mailFrom: string
  /** HTTP endpoint of the SMS provider; null sends SMS to the development outbox. */
  readonly smsUrl: string | null
  /**
   * Who may register once the first account exists (that one needs no code and becomes the
   * administrator): `invite` (the default) needs an invitation code, the configured `INVITE_CODE`
   * or a registration code an administrator issued; `open` lets everyone register.
   */
  readonly registration: 'invite' | 'open'
  /** An invitation code every registration may use in invite mode (`INVITE_CODE`); '' when none is configured. */
  readonly inviteCode: string
  /** Secret key for code HMACs and anti-CSRF tokens (32+ bytes); derived per data dir when unset. */
  readonly secret: string | null
  /** Origins allowed to send cookie-authenticated writes besides the server's own. */
  readonly allowedOrigins: readonly string[]
  /**
   * Trust `X-Forwarded-For` and `X-Forwarded-Proto` from one proxy in front (only behind a known
   * proxy): the client address is the last `X-Forwarded-For` entry, the one that proxy appended.
   */
  readonly trustProxy: boolean
  /** Folder of the built shell to serve; null serves no shell (API only). */
  readonly shellDir: string | null
  /** pino log level. */
  readonly logLevel: string
  /** Size limits of file transfers, in bytes. */
  readonly limits: {
    /** Largest harness or table file an upload or save may send (FILE_MAX_MB). */
    readonly fileBytes: number
    /** Largest file an import may send (IMPORT_MAX_MB). */
    readonly importBytes: number
  }
  /** Worker threads for engine jobs on documents (DOCUMENT_WORKERS). */
  readonly documentWorkers: number
  /** Time a whole request may take to arrive, in ms (REQUEST_TIMEOUT_S): large uploads on slow links need minutes. */
  readonly requestTimeoutMs: number
}

/** Reads a positive whole number from `env[name]`, or `fallback` when unset; anything else is a startup error naming the variable. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}, not "${raw}"`)
  return value
}

/** Reads the configuration from `env`; a malformed value is a startup error naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number between 0 and 65535, not "${env.PORT}"`)
  }
  const dbPoolMax = positiveWhole(env, 'DB_POOL_MAX') ?? DEFAULT_POOL_MAX
  const dbQueueLimit = positiveWhole(env, 'DB_QUEUE_LIMIT')
  const modeRaw = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  const empty = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim())
  const registration = (empty(env.REGISTRATION) ?? 'invite').toLowerCase()
  if (registration !== 'invite' && registration !== 'open') {
    throw new Error(`REGISTRATION must be "invite" or "open", not "${env.REGISTRATION}"`)
  }
  const smtpUrl = empty(env.SMTP_URL)
  const smsUrl = empty(env.SMS_URL)
  return {
    port,
    host: empty(env.HOST) ?? (channelsWithoutTransport({ smtpUrl, smsUrl }).length > 0 ? '127.0.0.1' : '0.0.0.0'),
    mode: modeRaw,
    databaseUrl: empty(env.DATABASE_URL),
    dataDir: empty(env.DATA_DIR) ?? './data',
    dbPoolMax,
    dbQueueLimit,
    smtpUrl,
    mailFrom: empty(env.MAIL_FROM) ?? 'Harness Platform <no-reply@harness.local>',
    smsUrl,
    registration,
    inviteCode: env.INVITE_CODE?.trim() ?? '',
    secret: empty(env.SECRET),
    allowedOrigins: (empty(env.ALLOWED_ORIGINS) ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    shellDir: empty(env.SHELL_DIR) ?? 'dist/shell',
    logLevel: empty(env.LOG_LEVEL) ?? 'info',
    limits: {
      fileBytes: positiveInt(env, 'FILE_MAX_MB', 256, 4096) * 1024 * 1024,
      importBytes: positiveInt(env, 'IMPORT_MAX_MB', 128, 4096) * 1024 * 1024,
    },
    documentWorkers: positiveInt(env, 'DOCUMENT_WORKERS', 1, 16),
    requestTimeoutMs: positiveInt(env, 'REQUEST_TIMEOUT_S', 300, 3600) * 1000,
  }
}

/** The positive whole number in `env[name]`, or null when it is unset or empty. */
function positiveWhole(env: NodeJS.ProcessEnv, name: string): number | null {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return null
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${raw}"`)
  return value
}

/** The channels with no real transport configured, whose messages therefore go to the development outbox. */
export function channelsWithoutTransport(config: Pick<ServerConfig, 'smtpUrl' | 'smsUrl'>): Channel[] {
  const channels: Channel[] = []
  if (!config.smtpUrl) channels.push('email')
  if (!config.smsUrl) channels.push('sms')
  return channels
}
