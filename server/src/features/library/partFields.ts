import { z } from 'zod'
import {
  PART_KIND_DEFS, PART_STATUSES, PART_USAGES, checkParameters, cjkBigramSection, partNumberIdentity, partNumberKey, type LibraryPartKind, type PartRelation,
} from '@harness/protocol'
import { ApiError, fieldError } from '../../lib/ApiError'
import type { PartFields, PartRecord } from './parts.repo'

/** Longest part number, in characters. */
export const PART_NUMBER_MAX = 64
/** Longest description, in characters. */
export const DESCRIPTION_MAX = 500
/** Longest manufacturer or supplier name, in characters. */
export const NAME_MAX = 120

// Lengths are checked once trimmed, in characters, by `trimmed` (its message names the documented limit);
// the request body's own size limit bounds what reaches it.
const shortText = (_max: number) => z.string()

/** The zod shape of a part's writable fields in a request body (kind and library are read by the route). */
export const PART_FIELDS_SHAPE = {
  partNumber: shortText(PART_NUMBER_MAX),
  supplierPartNumber: shortText(PART_NUMBER_MAX).optional(),
  manufacturerPartNumber: shortText(PART_NUMBER_MAX).optional(),
  manufacturer: shortText(NAME_MAX).optional(),
  supplier: shortText(NAME_MAX).optional(),
  description: shortText(DESCRIPTION_MAX).optional(),
  status: z.enum(PART_STATUSES as [string, ...string[]]).optional(),
  usage: z.enum(PART_USAGES as [string, ...string[]]).optional(),
  weight: z.union([z.null(), z.number().finite().min(0).max(1e7)]).optional(),
  unitCost: z.union([z.null(), z.number().finite().min(0).max(1e9)]).optional(),
  params: z.record(z.string().max(64), z.unknown()),
} as const

/** The part fields of a request body, as zod read them against {@link PART_FIELDS_SHAPE}. */
export interface PartFieldsBody {
  readonly partNumber: string
  readonly supplierPartNumber?: string | undefined
  readonly manufacturerPartNumber?: string | undefined
  readonly manufacturer?: string | undefined
  readonly supplier?: string | undefined
  readonly description?: string | undefined
  readonly status?: string | undefined
  readonly usage?: string | undefined
  readonly weight?: number | null | undefined
  readonly unitCost?: number | null | undefined
  readonly params: Record<string, unknown>
}

/** Trims `raw` and checks its length in characters. */
function trimmed(raw: string | undefined, field: string, max: number): string {
  const text = (raw ?? '').trim()
  if ([...text].length > max) throw fieldError(field, 'fieldTooLong', { field, max })
  return text
}

/**
 * The fields a part of `kind` stores from a request body: texts trimmed and measured, the part
 * number required, parameters checked against the kind ({@link checkParameters}; a problem answers
 * 400 naming `params.<key>` with the parameter's Chinese name in the message), the search text
 * built. Nothing is written before this passes.
 */
export function readPartFields(kind: LibraryPartKind, body: PartFieldsBody): PartFields {
  const partNumber = trimmed(body.partNumber, 'partNumber', PART_NUMBER_MAX)
  if (partNumber === '' || partNumberKey(partNumber) === '') throw fieldError('partNumber', 'partNumberEmpty')
  const checked = checkParameters(kind, body.params)
  if (!checked.ok) {
    const { key, problem, low } = checked.problem
    const name = (k: string) => PART_KIND_DEFS[kind].parameters.find((p) => p.key === k)?.zh ?? k
    throw new ApiError(400, problem, { field: `params.${key}` }, { field: name(key), kind: PART_KIND_DEFS[kind].zh, low: low === undefined ? '' : name(low) })
  }
  const fields = {
    partNumber,
    partKey: partNumberIdentity(partNumber),
    supplierPartNumber: trimmed(body.supplierPartNumber, 'supplierPartNumber', PART_NUMBER_MAX),
    manufacturerPartNumber: trimmed(body.manufacturerPartNumber, 'manufacturerPartNumber', PART_NUMBER_MAX),
    manufacturer: trimmed(body.manufacturer, 'manufacturer', NAME_MAX),
    supplier: trimmed(body.supplier, 'supplier', NAME_MAX),
    description: trimmed(body.description, 'description', DESCRIPTION_MAX),
    status: (body.status ?? 'normal') as PartFields['status'],
    usage: (body.usage ?? 'optional') as PartFields['usage'],
    weight: body.weight ?? null,
    unitCost: body.unitCost ?? null,
    params: checked.params,
  }
  const numberKeys = numberKeysOf(fields)
  return { ...fields, numberKeys, searchText: searchTextOf(kind, fields, numberKeys) }
}

/** The search keys of a part's three numbers, space-separated (empty numbers left out). */
export function numberKeysOf(f: Pick<PartFields, 'partNumber' | 'supplierPartNumber' | 'manufacturerPartNumber'>): string {
  return [f.partNumber, f.supplierPartNumber, f.manufacturerPartNumber].map(partNumberKey).filter((k) => k !== '').join(' ')
}

/**
 * The lower-case text a part is searched by: its part numbers as written, its description,
 * manufacturer and supplier, and its text parameters, joined by a separator no query word
 * contains. (A word typed without separators meets the numbers through their keys, kept apart in
 * `numberKeys`, so "25" never matches "2.5" in a description.) Ends with the CJK bigram tokens of
 * the text and of `numberKeys` (the numbers' keys, {@link numberKeysOf}).
 */
export function searchTextOf(kind: LibraryPartKind, f: Omit<PartFields, 'searchText' | 'partKey' | 'numberKeys'>, numberKeys: string): string {
  const numbers = [f.partNumber, f.supplierPartNumber, f.manufacturerPartNumber].filter((n) => n !== '')
  const texts = PART_KIND_DEFS[kind].parameters.filter((p) => p.type === 'text' || p.type === 'choice').map((p) => f.params[p.key]).filter((v): v is string => typeof v === 'string')
  const base = [...numbers, f.description, f.manufacturer, f.supplier, ...texts]
    .map((t) => t.normalize('NFKC').toLowerCase())
    .filter((t) => t !== '')
    .join(' \u0001 ')
  return withBigrams(base, numberKeys)
}

/**
 * A search text with its CJK bigram tokens (`cjkBigramSection`) appended: those of the text and of
 * the part numbers' keys, so a two-character Chinese word meets the trigram index wherever the
 * substring search would find it. Migration 0010 appends them to the texts stored before.
 */
export function withBigrams(base: string, numberKeys: string): string {
  const section = cjkBigramSection([base, numberKeys])
  return section === '' ? base : `${base} ${section}`
}

/** The fields of a stored part, as a write would store them again (a status change keeps the rest). */
export function fieldsOf(part: PartRecord): PartFields {
  const fields = {
    partNumber: part.partNumber, supplierPartNumber: part.supplierPartNumber, manufacturerPartNumber: part.manufacturerPartNumber,
    manufacturer: part.manufacturer, supplier: part.supplier, description: part.description, status: part.status, usage: part.usage,
    weight: part.weight, unitCost: part.unitCost, params: part.params,
  }
  const numberKeys = numberKeysOf(fields)
  return { ...fields, partKey: partNumberIdentity(part.partNumber), numberKeys, searchText: searchTextOf(part.kind, fields, numberKeys) }
}

/** What a version keeps of a part: its fields and its links by relation (ids in order). */
export type PartSnapshot = Readonly<Record<string, unknown>>

/** The snapshot of a part's `fields` and `links` for its version history. */
export function snapshotOf(fields: PartFields, links: Readonly<Record<PartRelation, readonly number[]>>): PartSnapshot {
  const { partKey: _key, numberKeys: _keys, searchText: _text, ...kept } = fields
  return { ...kept, links }
}

/**
 * The fields whose values differ between two snapshots: top-level fields by name, parameters by
 * their keys, links as 'links:<relation>'. Without a `previous` (the first version) the fields
 * that hold a value count as changed: the first version set them.
 */
export function changedFields(previous: PartSnapshot | null, next: PartSnapshot): string[] {
  const before = previous ?? EMPTY_SNAPSHOT
  const out: string[] = []
  const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)
  const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || canonicalJson(a) === canonicalJson(b)
  for (const key of Object.keys(next)) {
    if (key !== 'params' && key !== 'links' && !same(before[key], next[key])) out.push(key)
  }
  for (const group of ['params', 'links'] as const) {
    const a = (before[group] ?? {}) as Record<string, unknown>
    const b = (next[group] ?? {}) as Record<string, unknown>
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!same(a[key], b[key])) out.push(group === 'links' ? `links:${key}` : key)
    }
  }
  return out
}

const EMPTY_SNAPSHOT: PartSnapshot = {}

/** JSON text of `value` with object keys sorted at every depth, so two equal values read back from jsonb (which reorders keys) compare equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}
