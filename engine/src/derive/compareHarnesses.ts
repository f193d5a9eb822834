/**
 * What changed between two versions of a harness document, record by record: the counts per
 * record type on both sides, how many records were added, removed or changed, and the list of
 * changes a version history shows (capped, with a flag when it was cut).
 *
 * Records are matched by id. A record whose id is on both sides is changed when some field differs
 * (deep equality of the plain JSON values; a nested field such as `position`, `grid.size` or
 * `endA.cavityId` is reported by its top-level name, `position`, `grid`, `endA`). A record whose id
 * changed type counts as removed and added. Each side is assumed to hold each id once, as a
 * document does. Changes are sorted by record type (TYPE_NAMES order), then label, then id, and
 * only the first `limit` are listed.
 *
 * Cost: linear in the record count. Two versions of a document list their records in nearly the
 * same order (decoded documents come in TYPE_NAMES order, each type in stored order), so the two
 * lists are walked side by side and records are paired by position while their ids agree; after an
 * insertion or deletion the walk looks a few records ahead on either side to fall in step again.
 * Only records it could not pair go through id maps. The listed changes are picked with a bounded
 * heap (n log limit); labels are built, and owners looked up, only for changes that may be listed.
 */
import type { HarnessRecord, TypeName } from '../model/records'
import { TYPE_NAMES } from '../model/records'
import { RECORD_FIELDS } from '../io/json/recordShapes'
import { FirstChanges, type HarnessChange } from './FirstChanges'
import { emptyRecordCounts, type RecordCounts } from './harnessCounts'
import { OwnerLookup, recordLabel } from './recordLabels'

export type { HarnessChange } from './FirstChanges'

/** The comparison of two versions of a harness. */
export interface HarnessComparison {
  readonly before: RecordCounts
  readonly after: RecordCounts
  readonly added: number
  readonly removed: number
  readonly changed: number
  /** The first `limit` changes in sort order (see the module comment). */
  readonly changes: readonly HarnessChange[]
  /** True when there were more changes than `limit`. */
  readonly truncated: boolean
}

/** Options of {@link compareHarnesses}. */
export interface CompareOptions {
  /** Most changes to list; 1000 by default. A whole number ≥ 0. */
  readonly limit?: number
}

/** Default cap of the change list. */
export const DEFAULT_CHANGE_LIMIT = 1000

/** How far the side-by-side walk looks ahead for the record it is missing. */
const LOOK_AHEAD = 32

/** Field names of each record type in canonical order (RECORD_FIELDS without `id`). */
const FIELD_ORDER = new Map<TypeName, readonly string[]>(TYPE_NAMES.map((t) => [t, Object.keys(RECORD_FIELDS[t]).filter((k) => k !== 'id')]))

/** Deep equality of two plain JSON values (records hold no cycles, dates or maps). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b)
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k) || !sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false
  }
  return true
}

/**
 * The top-level fields that differ between two records of one type, in the type's canonical field
 * order (RECORD_FIELDS), so the answer does not depend on how the objects were built.
 */
export function changedFields(before: HarnessRecord, after: HarnessRecord): string[] {
  const a = before as unknown as Record<string, unknown>
  const b = after as unknown as Record<string, unknown>
  const out: string[] = []
  for (const k of FIELD_ORDER.get(after.typeName)!) if (!sameValue(a[k], b[k])) out.push(k)
  return out
}

/** The index of the record with id `id` in `list[from .. from + LOOK_AHEAD)`, or -1. */
function lookAhead(list: readonly HarnessRecord[], from: number, id: string): number {
  const end = Math.min(list.length, from + LOOK_AHEAD)
  for (let k = from; k < end; k++) if (list[k]!.id === id) return k
  return -1
}

/** Tallies one comparison: counts, totals and the listed changes. */
class Tally {
  added = 0
  removed = 0
  changed = 0
  readonly listed: FirstChanges
  private readonly oldOwners: OwnerLookup
  private readonly newOwners: OwnerLookup

  constructor(before: readonly HarnessRecord[], after: readonly HarnessRecord[], limit: number) {
    this.listed = new FirstChanges(limit)
    this.oldOwners = new OwnerLookup(before)
    this.newOwners = new OwnerLookup(after)
  }

  /** Two records with one id. */
  pair(x: HarnessRecord, y: HarnessRecord): void {
    if (x === y) return
    if (x.typeName !== y.typeName) {
      this.gone(x)
      this.came(y)
      return
    }
    const fields = changedFields(x, y)
    if (fields.length === 0) return
    this.changed += 1
    this.listed.offer({ kind: 'changed', id: y.id, typeName: y.typeName, fields }, () => recordLabel(y, this.newOwners))
  }

  came(y: HarnessRecord): void {
    this.added += 1
    this.listed.offer({ kind: 'added', id: y.id, typeName: y.typeName, fields: [] }, () => recordLabel(y, this.newOwners))
  }

  gone(x: HarnessRecord): void {
    this.removed += 1
    this.listed.offer({ kind: 'removed', id: x.id, typeName: x.typeName, fields: [] }, () => recordLabel(x, this.oldOwners))
  }
}

/**
 * Compares two versions of a harness (see the module comment). `compareHarnesses(a, a)` lists
 * nothing, and `compareHarnesses(b, a)` is `compareHarnesses(a, b)` with added and removed swapped.
 * Throws a RangeError for a `limit` that is not a whole number ≥ 0 (a programmer error).
 */
export function compareHarnesses(before: readonly HarnessRecord[], after: readonly HarnessRecord[], options: CompareOptions = {}): HarnessComparison {
  const limit = options.limit ?? DEFAULT_CHANGE_LIMIT
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`compareHarnesses: limit must be a whole number ≥ 0, got ${limit}`)
  const tally = new Tally(before, after, limit)
  const counts = { before: emptyRecordCounts(), after: emptyRecordCounts() }
  for (const r of before) counts.before[r.typeName] += 1
  for (const r of after) counts.after[r.typeName] += 1

  // Side by side while the ids agree; records left unpaired go to the id maps below.
  const oldRest: HarnessRecord[] = []
  const newRest: HarnessRecord[] = []
  let i = 0
  let j = 0
  while (i < before.length && j < after.length) {
    const x = before[i]!
    const y = after[j]!
    if (x.id === y.id) {
      tally.pair(x, y)
      i += 1
      j += 1
      continue
    }
    const inOld = lookAhead(before, i + 1, y.id)
    const inNew = lookAhead(after, j + 1, x.id)
    if (inOld >= 0 && (inNew < 0 || inOld - i <= inNew - j)) {
      while (i < inOld) oldRest.push(before[i++]!)
    } else if (inNew >= 0) {
      while (j < inNew) newRest.push(after[j++]!)
    } else {
      oldRest.push(x)
      newRest.push(y)
      i += 1
      j += 1
    }
  }
  while (i < before.length) oldRest.push(before[i++]!)
  while (j < after.length) newRest.push(after[j++]!)

  const unpaired = new Map<string, HarnessRecord>()
  for (const x of oldRest) unpaired.set(x.id, x)
  for (const y of newRest) {
    const x = unpaired.get(y.id)
    if (x === undefined) tally.came(y)
    else {
      unpaired.delete(y.id)
      tally.pair(x, y)
    }
  }
  for (const x of unpaired.values()) tally.gone(x)

  return {
    before: counts.before,
    after: counts.after,
    added: tally.added,
    removed: tally.removed,
    changed: tally.changed,
    changes: tally.listed.sorted(),
    truncated: tally.listed.seen > limit,
  }
}
