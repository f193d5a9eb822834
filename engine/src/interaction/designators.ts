import { nextName } from '../model/nextName'
import type { TypeName } from '../model/records'
import type { DocReader } from '../store/DocReader'

/** A designator offered for the next record, and what to call once the command that used it committed. */
export interface Designator {
  readonly name: string
  /** Counts the designator as used (call after the command ran; a refused command never calls it). */
  readonly used: () => void
}

/**
 * Designators for what the drawing tools make (X1, W1, SP1): the next free number per type and
 * prefix, found by one pass over that type's records and then counted on while the document
 * changes only by the tool's own commands, so placing wire after wire on an aircraft harness
 * does not scan 100,000 names each time. Any other change (an undo, another command, a refusal
 * followed by an edit) makes the next designator look again.
 */
export class Designators {
  private readonly cache = new Map<string, { version: number; next: number }>()

  /** The next designator of `typeName` with `prefix`; nothing is counted until its `used` is called. */
  take(doc: DocReader, typeName: TypeName, prefix: string): Designator {
    const run = this.takeRun(doc, typeName, prefix, 1)
    return { name: run.names[0]!, used: run.used }
  }

  /** The next `count` designators of `typeName` with `prefix` in a row (the cores of a cable: W7, W8, W9); counted once `used` is called. */
  takeRun(doc: DocReader, typeName: TypeName, prefix: string, count: number): { readonly names: readonly string[]; readonly used: () => void } {
    const key = `${typeName}\u0000${prefix}`
    const held = this.cache.get(key)
    const next = held && held.version === doc.version ? held.next : Number(nextName(doc, typeName, prefix).slice(prefix.length))
    return { names: Array.from({ length: count }, (_, i) => `${prefix}${next + i}`), used: () => this.cache.set(key, { version: doc.version, next: next + count }) }
  }
}
