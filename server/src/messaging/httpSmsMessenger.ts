import type { Messenger } from './Messenger'

/**
 * SMS through an HTTP provider: a JSON `POST {to, text}` to `smsUrl`; any 2xx answer is success.
 * The request gives up after 10 s so a hung provider cannot hold a request forever.
 */
export function httpSmsMessenger(smsUrl: string): Messenger {
  return {
    async send(message) {
      const response = await fetch(smsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`)
    },
  }
}
