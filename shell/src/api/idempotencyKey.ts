/**
 * A fresh `Idempotency-Key` for one user action (a new issue, a reply): 128 random bits as 32 hex
 * digits. The request layer sends it on every try of that action, so the server applies the
 * action once however often a busy server makes the layer retry it (security F8). Built from
 * `crypto.getRandomValues`, which browsers offer on plain-HTTP addresses too, unlike
 * `crypto.randomUUID`.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
