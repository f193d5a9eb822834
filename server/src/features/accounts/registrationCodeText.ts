import { randomInt } from 'node:crypto'
import { sha256 } from '../../lib/tokens'

/**
 * The text of a registration code: 16 characters of Douglas Crockford's base-32 alphabet (no I, L,
 * O or U, so nothing reads as another character), 80 random bits from the CSPRNG, written in four
 * groups of four (`7KQ2-M9XD-4HTB-R0WE`) so it can be read out or typed. Only its SHA-256 is stored;
 * 80 bits need no slow hash, and the registration budgets (5 per client address in 30 minutes)
 * leave guessing hopeless.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** Characters of a code, without its separators. */
export const REGISTRATION_CODE_LENGTH = 16

/** A new random registration code, grouped for reading. */
export function newRegistrationCode(): string {
  let text = ''
  for (let i = 0; i < REGISTRATION_CODE_LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)]
  return text.match(/.{4}/g)!.join('-')
}

/**
 * The canonical form of a typed code: separators and spaces dropped, upper case, and the letters
 * Crockford's decoding reads as digits (O as 0, I and L as 1) replaced. Null when what remains is
 * not 16 characters of the alphabet, so it cannot be an issued code.
 */
export function normaliseRegistrationCode(typed: string): string | null {
  const text = typed.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
  return text.length === REGISTRATION_CODE_LENGTH && [...text].every((c) => ALPHABET.includes(c)) ? text : null
}

/** The stored form of a code: SHA-256 (hex) of its canonical text. */
export function registrationCodeHash(canonical: string): string {
  return sha256(`registration-code:${canonical}`)
}
