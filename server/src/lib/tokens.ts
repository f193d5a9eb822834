import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A random token of `bytes` bytes from the CSPRNG, base64url encoded (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** A six-digit verification code from the CSPRNG, with leading zeros. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** SHA-256 of `value` as hex: how session tokens and tickets are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** HMAC-SHA-256 of `value` under `key` as hex: how verification codes are stored. */
export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex')
}

/** Constant-time equality of two hex digests of the same algorithm. */
export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}
