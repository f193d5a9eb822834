import { nextName } from '../model/nextName'
import type { TypeName } from '../model/records'
import type { DocReader } from '../store/DocReader'

/**
 * Designators for what the drawing tools make (X1, W1, SP1): the next free number per type and
 * prefix, found by one pass over that type's records and then counted on while the document
 * changes only by the tool's own commands, so placing wire after wire on an aircraft harness
 * does not scan 100,000 names each time.
 */
export class Designators {
  private readonly cache = new Map<string, { version: number; next: number }>()

  /**
   * The designator for the next record of `typeName` with `prefix`, assuming the command that
   * uses it commits one version; if it does not (refused), the next call looks again.
   */
  take(doc: DocReader, typeName: TypeName, prefix: string): string {
    const key = `${typeName}\u0000${prefix}`
    const held = this.cache.get(key)
    const next = held && held.version === doc.version ? held.next : Number(nextName(doc, typeName, prefix).slice(prefix.length))
    this.cache.set(key, { version: doc.version + 1, next: next + 1 })
    return `${prefix}${next}`
  }
}
