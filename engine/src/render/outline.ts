import type { WireId } from '@harness/protocol'
import type { DerivedHarness } from '../derive/deriveHarness'
import { RULE_MESSAGES, type RuleFinding, type RuleId } from '../derive/designRules'
import type { AnyId, HarnessRecord } from '../model/records'
import { compareNatural } from '../reports/reportCells'
import type { DocReader } from '../store/DocReader'
import { endLabel } from './inspection'

/** The record types the harness outline lists, in the order of its tabs. */
export const OUTLINE_TYPES = ['connector', 'wire', 'segment', 'splice', 'protection'] as const

/** A type the outline lists. */
export type OutlineType = (typeof OUTLINE_TYPES)[number]

/** One line of the outline: the record, its name and a short description in domain terms. */
export interface OutlineRow {
  readonly id: AnyId
  readonly title: string
  /** E.g. "12 cavities", "X1:3 → X2:1 · 1234.5 mm", "250 mm · ⌀ 8.4 mm". */
  readonly detail: string
  /**
   * Coded values the page names before `detail` in its language: a protection run's material and
   * winding (`PROTECTION_MATERIALS`, `WINDING_TYPES`), e.g. ['ductTape', 'overlap'].
   */
  readonly codes?: readonly string[]
}

/** One line of the design-rule list: the finding, with the message key of its rule (spec 8). */
export interface FindingRow extends RuleFinding {
  readonly message: string
}

const oneDecimal = (mm: number) => String(Math.round(mm * 10) / 10)

function titleOf(record: HarnessRecord): string {
  return 'name' in record && typeof record.name === 'string' && record.name !== '' ? record.name : record.id
}

/**
 * The records of type `type` whose name or id contains `filter` (case-insensitive), in natural
 * order of their names (X2 before X10), then by id: the ids only, so a list of 100,000 wires costs
 * one array; rows are made for the window a list shows ({@link outlineRow}).
 */
export function outlineIds(doc: DocReader, type: OutlineType, filter: string): AnyId[] {
  const needle = filter.trim().toLowerCase()
  const found: { id: AnyId; title: string }[] = []
  for (const record of doc.all(type)) {
    const title = titleOf(record)
    if (needle === '' || title.toLowerCase().includes(needle) || record.id.toLowerCase().includes(needle)) found.push({ id: record.id, title })
  }
  found.sort((a, b) => compareNatural(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return found.map((f) => f.id)
}

/** The outline line of record `id` (lengths and diameters from `derived`, in mm); undefined when absent. */
export function outlineRow(doc: DocReader, derived: DerivedHarness, id: AnyId): OutlineRow | undefined {
  const record = doc.get(id)
  if (!record) return undefined
  const title = titleOf(record)
  switch (record.typeName) {
    case 'connector':
      // The part number follows the count only when there is one (no dangling separator).
      return { id, title, detail: [String(doc.cavitiesOf(record.id).length), record.partNumber].filter((t) => t !== '').join(' · ') }
    case 'wire': {
      const length = derived.lengths.get(record.id as WireId)
      const ends = `${endLabel(doc, record.endA) ?? '—'} → ${endLabel(doc, record.endB) ?? '—'}`
      return { id, title, detail: length?.ok ? `${ends} · ${oneDecimal(length.production)} mm` : ends }
    }
    case 'segment': {
      const d = derived.diameters.get(record.id)
      return { id, title, detail: `${oneDecimal(record.length)} mm${d ? ` · ⌀ ${oneDecimal(d.covered)} mm` : ''}` }
    }
    case 'splice':
      return { id, title, detail: [String(doc.wiresAt(record.id).length), record.partNumber].filter((t) => t !== '').join(' · ') }
    case 'protection':
      return { id, title, codes: [record.material, record.winding], detail: `${oneDecimal(record.end - record.start)} mm` }
    default:
      return { id, title, detail: record.typeName }
  }
}

/**
 * The order findings of one severity are listed in: what stops a wire being made first (routes,
 * wrong or missing parts), the rest after; within a rule, in the order the records were checked.
 */
const RULE_ORDER: readonly RuleId[] = [
  'cannotConnectToGraph', 'endPartMismatch', 'sealedCavityOpen', 'noSealOrPlugProperty', 'segmentWithoutLength', 'protectionOutsideSegment',
  'openWireEnd', 'cavityShared', 'fixedDiameterTooSmall', 'invalidPart', 'noPartNumber',
]
const RULE_RANK = new Map(RULE_ORDER.map((rule, i) => [rule, i]))

/** Rows already made for a list of findings (the list stays the same object until the findings change). */
const rowsOf = new WeakMap<readonly RuleFinding[], FindingRow[]>()

/**
 * The design-rule findings as list rows, each with its dictionary message key: errors first, then
 * by rule (see RULE_ORDER), so an edit that adds or clears a finding does not reshuffle the list.
 */
export function findingRows(derived: DerivedHarness): FindingRow[] {
  const cached = rowsOf.get(derived.findings)
  if (cached) return cached
  const rank = (f: RuleFinding) => (f.severity === 'error' ? 0 : 100) + (RULE_RANK.get(f.rule) ?? 99)
  const rows = derived.findings.map((f) => ({ ...f, message: RULE_MESSAGES[f.rule] })).sort((a, b) => rank(a) - rank(b))
  rowsOf.set(derived.findings, rows)
  return rows
}
