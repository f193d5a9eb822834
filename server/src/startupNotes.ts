import type { ServerConfig } from './config'
import { isLoopbackAddress } from './lib/clientIp'
import type { Channel } from './messaging/Messenger'

/** One thing an operator should read when the server starts, and how loudly. */
export interface StartupNote {
  readonly level: 'info' | 'warn'
  readonly text: string
}

/** What the server knows about itself once it listens. */
export interface StartupFacts {
  readonly config: Pick<ServerConfig, 'host' | 'mode'>
  /** The address it answers at, e.g. `http://127.0.0.1:8080`. */
  readonly url: string
  /** Channels whose messages go to the development outbox. */
  readonly outboxChannels: readonly Channel[]
  /** No account exists yet. */
  readonly noAccounts: boolean
}

const CHANNEL_NAMES: Readonly<Record<Channel, string>> = { email: 'e-mail', sms: 'SMS' }

/** True when `host` binds this machine's loopback only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host)
}

/**
 * The notes the server logs at start: on a fresh install, who becomes the administrator; where
 * verification messages go while the development outbox carries a channel, why the server then
 * listens on loopback only and how to open it up, and a warning when HOST opens it up anyway (the
 * outbox still answers this machine only).
 */
export function startupNotes(facts: StartupFacts): StartupNote[] {
  const notes: StartupNote[] = []
  if (facts.noAccounts) {
    notes.push({ level: 'info', text: `no accounts yet: the first account registered at ${facts.url}/signup becomes the administrator; no invitation code is needed` })
  }
  const { host, mode } = facts.config
  if (facts.outboxChannels.length > 0) {
    const channels = facts.outboxChannels.map((c) => CHANNEL_NAMES[c]).join(' and ')
    const where = mode === 'production' ? 'the development outbox table (its endpoint is off in production)' : `the development outbox, ${facts.url}/api/dev/outbox?to=<phone or e-mail>, which answers clients on this machine only`
    notes.push({ level: 'info', text: `${channels} messages, verification codes included, go to ${where}` })
    if (isLoopbackHost(host)) {
      notes.push({ level: 'info', text: `listening on ${host} only because the development outbox carries ${channels}; to listen on all interfaces configure SMTP_URL and SMS_URL, or set HOST` })
    } else {
      notes.push({ level: 'warn', text: `HOST=${host} makes the server reachable from other machines while ${channels} messages go to the development outbox: people elsewhere cannot read their codes (the outbox answers this machine only); configure SMTP_URL and SMS_URL` })
    }
  }
  return notes
}
