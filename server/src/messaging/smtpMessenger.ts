import nodemailer from 'nodemailer'
import type { Messenger } from './Messenger'

/** E-mail through an SMTP server at `smtpUrl` (e.g. `smtp://user:pass@host:587`), via nodemailer. */
export function smtpMessenger(smtpUrl: string, from: string): Messenger & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      // Addresses were validated against EMAIL_PATTERN, which has no CR/LF, before reaching here.
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text })
    },
    close: () => transport.close(),
  }
}
