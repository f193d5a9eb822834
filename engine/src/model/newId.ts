import type { RecordId } from '@harness/protocol'

// The Web Crypto global exists in browsers, workers and Node 20; declared here because the engine
// compiles without DOM or Node types.
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T }

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'

/**
 * A new random id for a record of `typeName`: the type name, a colon, and 16 base-36 characters
 * (about 82 bits), so ids made on different machines do not collide and say what they name.
 */
export function newId<T extends string>(typeName: T): RecordId<T> {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  let out = ''
  for (const byte of bytes) out += ALPHABET[byte % 36]
  return `${typeName}:${out}` as RecordId<T>
}
