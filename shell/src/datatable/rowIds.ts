import type { DataTable } from '@harness/protocol'

/**
 * Ids for rows added in the editor: ten random base-36 characters (about 52 bits), so rows two
 * people add to two copies of a table never share an id and comparisons between the copies see
 * added rows, not changed ones. Ids already in the table are never reused.
 */

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'
const LENGTH = 10

/** A random source of bytes (the browser's `crypto.getRandomValues` by default). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array

function randomId(random: RandomBytes): string {
  const bytes = random(new Uint8Array(LENGTH))
  let id = ''
  for (const b of bytes) id += ALPHABET[b % 36]
  return id
}

/** `count` new row ids, unique among themselves and the rows of `table`. */
export function freshRowIds(table: DataTable, count: number, random: RandomBytes = (b) => crypto.getRandomValues(b)): string[] {
  const taken = new Set(table.rows.map((r) => r.id))
  const ids: string[] = []
  while (ids.length < count) {
    const id = randomId(random)
    if (taken.has(id)) continue
    taken.add(id)
    ids.push(id)
  }
  return ids
}
