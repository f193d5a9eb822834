/**
 * What changed between two versions of a harness document, record by record: the counts per
 * record type on both sides, how many records were added, removed or changed, and the list of
 * changes a version history shows (capped, with a flag when it was cut).
 *
 * Records are matched by id. A record whose id is on both sides is changed when some field differs
 * (deep equality of the plain JSON values; a nested field such as `position`, `grid.size` or
 * `endA.cavityId` is reported by its top-level name, `position`, `grid`, `endA`). A record whose id
 * changed type counts as removed and added. Each side is assumed to hold each id once, as a
 * document does.
 *
 * Changes are sorted by record type (TYPE_NAMES order), then label, then id (code-unit order, so
 * the result does not depend on a locale), and only the first `limit` are listed. The work is
 * linear in the record count: one pass over each side, and the listed changes are picked with a
 * bounded heap (n log limit) rather than by sorting every change.
 */
import type { AnyId, HarnessRecord, TypeName } from '../model/records'
import { TYPE_NAMES } from '../model/records'
import { RECORD_FIELDS } from '../io/json/recordShapes'
import { recordCounts, type RecordCounts } from './harnessCounts'

/** One record that differs between the versions. */
export interface HarnessChange {
  readonly kind: 'added' | 'removed' | 'changed'
  readonly id: AnyId
  readonly typeName: TypeName
  /**
   * What a designer calls the record: its name or designator, `X1:3` for a cavity, `W1/A` for a
   * terminal, a seal by its cavity, a label by its text, '' when it has none. A changed record
   * is labelled as it is after the change.
   */
  readonly label: string
  /** Top-level fields that differ, in the type's field order; empty for added and removed records. */
  readonly fields: readonly string[]
}

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

const TYPE_ORDER = new Map<TypeName, number>(TYPE_NAMES.map((t, i) => [t, i]))

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

/** Field names of each record type in canonical order (RECORD_FIELDS without `id`). */
const FIELD_ORDER = new Map<TypeName, readonly string[]>(TYPE_NAMES.map((t) => [t, Object.keys(RECORD_FIELDS[t]).filter((k) => k !== 'id')]))

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

/** The label of a record: its name, or for a cavity, terminal or seal the name of what it belongs to. */
function labelOf(record: HarnessRecord, side: ReadonlyMap<string, HarnessRecord>): string {
  switch (record.typeName) {
    case 'cavity': {
      const connector = side.get(record.connectorId)
      return connector && connector.typeName === 'connector' ? `${connector.name}:${record.name}` : record.name
    }
    case 'terminal': {
      const wire = side.get(record.wireId)
      return wire && wire.typeName === 'wire' ? `${wire.name}/${record.end}` : ''
    }
    case 'seal': {
      const cavity = side.get(record.cavityId)
      return cavity ? labelOf(cavity, side) : ''
    }
    case 'settings':
    case 'table':
      return ''
    case 'label':
      return record.text
    default:
      return record.name
  }
}

/** Sort order of changes: type, label, id. */
function compareChanges(x: HarnessChange, y: HarnessChange): number {
  const t = TYPE_ORDER.get(x.typeName)! - TYPE_ORDER.get(y.typeName)!
  if (t !== 0) return t
  if (x.label !== y.label) return x.label < y.label ? -1 : 1
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0
}

/**
 * Keeps the `limit` smallest changes seen (a max-heap on {@link compareChanges}), so picking the
 * listed changes costs n log limit however many changes there are.
 */
class SmallestChanges {
  private readonly heap: HarnessChange[] = []
  seen = 0

  constructor(private readonly limit: number) {}

  offer(change: HarnessChange): void {
    this.seen += 1
    if (this.limit === 0) return
    const h = this.heap
    if (h.length < this.limit) {
      h.push(change)
      this.up(h.length - 1)
    } else if (compareChanges(change, h[0]!) < 0) {
      h[0] = change
      this.down(0)
    }
  }

  sorted(): HarnessChange[] {
    return [...this.heap].sort(compareChanges)
  }

  private up(i: number): void {
    const h = this.heap
    while (i > 0) {
      const p = (i - 1) >> 1
      if (compareChanges(h[i]!, h[p]!) <= 0) return
      ;[h[i], h[p]] = [h[p]!, h[i]!]
      i = p
    }
  }

  private down(i: number): void {
    const h = this.heap
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let top = i
      if (l < h.length && compareChanges(h[l]!, h[top]!) > 0) top = l
      if (r < h.length && compareChanges(h[r]!, h[top]!) > 0) top = r
      if (top === i) return
      ;[h[i], h[top]] = [h[top]!, h[i]!]
      i = top
    }
  }
}

function byId(records: readonly HarnessRecord[]): Map<string, HarnessRecord> {
  const out = new Map<string, HarnessRecord>()
  for (const r of records) out.set(r.id, r)
  return out
}

/**
 * Compares two versions of a harness (see the module comment). `compareHarnesses(a, a)` lists
 * nothing, and `compareHarnesses(b, a)` is `compareHarnesses(a, b)` with added and removed swapped.
 * Throws a RangeError for a `limit` that is not a whole number ≥ 0 (a programmer error).
 */
export function compareHarnesses(before: readonly HarnessRecord[], after: readonly HarnessRecord[], options: CompareOptions = {}): HarnessComparison {
  const limit = options.limit ?? DEFAULT_CHANGE_LIMIT
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`compareHarnesses: limit must be a whole number ≥ 0, got ${limit}`)
  const old = byId(before)
  const now = byId(after)
  const listed = new SmallestChanges(limit)
  let added = 0
  let removed = 0
  let changed = 0
  for (const record of now.values()) {
    const previous = old.get(record.id)
    if (previous === undefined || previous.typeName !== record.typeName) {
      added += 1
      listed.offer({ kind: 'added', id: record.id, typeName: record.typeName, label: labelOf(record, now), fields: [] })
      continue
    }
    if (previous === record) continue
    const fields = changedFields(previous, record)
    if (fields.length === 0) continue
    changed += 1
    listed.offer({ kind: 'changed', id: record.id, typeName: record.typeName, label: labelOf(record, now), fields })
  }
  for (const record of old.values()) {
    const next = now.get(record.id)
    if (next !== undefined && next.typeName === record.typeName) continue
    removed += 1
    listed.offer({ kind: 'removed', id: record.id, typeName: record.typeName, label: labelOf(record, old), fields: [] })
  }
  return {
    before: recordCounts(before),
    after: recordCounts(after),
    added,
    removed,
    changed,
    changes: listed.sorted(),
    truncated: listed.seen > limit,
  }
}
