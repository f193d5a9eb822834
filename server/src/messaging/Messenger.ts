/** The two ways the product reaches a person outside the browser. */
export type Channel = 'sms' | 'email'

/** One message to one recipient. `code` is the verification code it carries, if any. */
export interface OutgoingMessage {
  readonly channel: Channel
  /** Phone number or e-mail address, already validated. */
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly code?: string
}

/**
 * Delivers messages. Implementations: the development outbox (stored in the database), SMTP through
 * nodemailer, and an HTTP SMS provider. A failed delivery rejects; the caller decides what the user sees.
 */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>
}

/** Sends each channel through its own messenger. */
export function routeByChannel(routes: Readonly<Record<Channel, Messenger>>): Messenger {
  return { send: (message) => routes[message.channel].send(message) }
}
