import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { Clock } from '../lib/clock'
import type { Channel, Messenger } from './Messenger'

/**
 * The development outbox: messages are stored in the `outbox` table and announced in the log
 * (without the code), and read back at `GET /api/dev/outbox` while the outbox is the transport.
 */
export function outboxMessenger(db: Knex, clock: Clock, log: Logger): Messenger {
  return {
    async send(message) {
      await db('outbox').insert({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        code: message.code ?? null,
        created_at: new Date(clock.now()),
      })
      log.info({ channel: message.channel, to: message.to }, `outbox: ${message.channel} message stored; read it at /api/dev/outbox?to=...`)
    },
  }
}

/** One stored outbox message as the development endpoint shows it. */
export interface OutboxEntry {
  readonly channel: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly code: string | null
  readonly createdAt: string
}

/**
 * The newest `limit` messages of `channels` sent to `recipient`, newest first. Messages of other
 * channels (stored before their real transport was configured) are not shown.
 */
export async function readOutbox(db: Knex, recipient: string, channels: readonly Channel[], limit = 50): Promise<OutboxEntry[]> {
  const rows = await db('outbox').where({ recipient }).whereIn('channel', [...channels]).orderBy('id', 'desc').limit(limit)
  return rows.map((r: { channel: string; recipient: string; subject: string; body: string; code: string | null; created_at: Date }) => ({
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    text: r.body,
    code: r.code,
    createdAt: new Date(r.created_at).toISOString(),
  }))
}
