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
}

/** Reads the configuration from `env`; a malformed value is a startup error naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number between 0 and 65535, not "${env.PORT}"`)
  }
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
  }
}

/** The channels with no real transport configured, whose messages therefore go to the development outbox. */
export function channelsWithoutTransport(config: Pick<ServerConfig, 'smtpUrl' | 'smsUrl'>): Channel[] {
  const channels: Channel[] = []
  if (!config.smtpUrl) channels.push('email')
  if (!config.smsUrl) channels.push('sms')
  return channels
}
