import type { Knex } from 'knex'
import { LIBRARY_PART_KINDS, cutAtScripts, parameterOf, partNumberKey, relaxedWords, type LibraryPartKind, type PartFilter, type PartPage, type PartStatus } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { libraryRights, partFor } from './partAccess'
import { listPartRows, type PartQuery } from './parts.repo'
import { partView } from './parts.service'

/** Most words a search takes; more are refused rather than silently dropped. */
export const QUERY_WORDS_MAX = 8
/** Most parameter filters of one list. */
export const FILTERS_MAX = 16

/** A list request as the route read it (texts still raw). */
export interface PartListRequest {
  readonly library: 'all' | 'builtin' | 'global' | number
  readonly kind: LibraryPartKind | null
  readonly status: PartStatus | null
  readonly q: string
  readonly filters: string | null
  readonly sort: string | null
  readonly descending: boolean
  /** Only parts the part with this id may link to (its library and the wider ones); null for all. */
  readonly reachOf: number | null
  readonly page: number
  readonly pageSize: number
}

function badField(field: string): ApiError {
  return new ApiError(400, 'wrongFieldType', { field }, { field })
}

/**
 * The words of a search, lower case and compatibility-normalised, each with its part-number
 * search key (null when it has no letter or digit): a word matches a part's text as typed, or a
 * part number by its key, so "7041-1.5" and "70411.5" both find "DJ7041-1.5-21". A typed word is
 * cut where CJK characters meet letters or digits (`cutAtScripts`), so "端子DJ7041" finds what
 * "端子 DJ7041" finds.
 */
export function searchWords(q: string): { text: string; key: string | null }[] {
  const typed = q.normalize('NFKC').toLowerCase().split(/\s+/u).filter((w) => w !== '')
  if (typed.length > QUERY_WORDS_MAX) throw badField('q')
  // Chinese next to Latin or digits is two words ("pvc胶带": "pvc", "胶带").
  return typed.flatMap(cutAtScripts).map(searchWord)
}

/** A search word (folded) with its part-number key (null when it has no letter or digit). */
function searchWord(text: string): { text: string; key: string | null } {
  const key = partNumberKey(text)
  return { text, key: key === '' ? null : key }
}

/**
 * `query` with its Chinese words cut into their pieces (`relaxedWords`: "防水护套" is "防水" and
 * "护套"), or null when none is cut: the second try of a search that found nothing.
 */
export function relaxedQuery<Q extends Pick<PartQuery, 'words'>>(query: Q): Q | null {
  const words = relaxedWords(query.words.map((w) => w.text), QUERY_WORDS_MAX)
  return words === null ? null : { ...query, words: words.map(searchWord) }
}

/** Reads the JSON `filters` of a list against `kind`'s parameters (each filter's value of its parameter's type). */
export function readFilters(raw: string | null, kind: LibraryPartKind | null): PartFilter[] {
  if (raw === null || raw === '') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw badField('filters')
  }
  if (!Array.isArray(parsed) || parsed.length > FILTERS_MAX || kind === null) throw badField('filters')
  return parsed.map((f: unknown) => {
    if (typeof f !== 'object' || f === null || Array.isArray(f)) throw badField('filters')
    const { key, op, value, ...rest } = f as Record<string, unknown>
    if (Object.keys(rest).length > 0 || typeof key !== 'string') throw badField('filters')
    const def = parameterOf(kind, key)
    if (!def) throw badField('filters')
    const numeric = def.type === 'number' || def.type === 'integer'
    const ok =
      (numeric && (op === 'eq' || op === 'gte' || op === 'lte') && typeof value === 'number' && Number.isFinite(value)) ||
      (def.type === 'boolean' && op === 'eq' && typeof value === 'boolean') ||
      ((def.type === 'text' || def.type === 'choice') && (op === 'eq' || op === 'contains') && typeof value === 'string' && value.length <= 200)
    if (!ok) throw badField('filters')
    return { key, op: op as PartFilter['op'], value: value as PartFilter['value'] }
  })
}

/** Reads `sort`: a column, or a numeric parameter of `kind`. */
function readSort(raw: string | null, kind: LibraryPartKind | null): PartQuery['sort'] {
  if (raw === null || raw === '' || raw === 'partNumber') return { column: 'partNumber' }
  if (raw === 'kind' || raw === 'updatedAt') return { column: raw }
  const def = kind ? parameterOf(kind, raw) : undefined
  if (!def || (def.type !== 'number' && def.type !== 'integer')) throw badField('sort')
  return { param: raw }
}

/**
 * The query of a list request for the caller: its library (a team library the caller is not in
 * answers 404 `libraryNotFound`), kind, status, search words, filters (checked against the kind),
 * sort and reach (a `reachOf` part the caller may not see answers 404 `partNotFound`).
 */
export async function partQueryOf(db: Knex, auth: Auth, r: Omit<PartListRequest, 'page' | 'pageSize'>): Promise<Omit<PartQuery, 'limit' | 'offset'>> {
  let scope: PartQuery['scope']
  if (typeof r.library === 'number') {
    if ((await libraryRights(db, auth, 'team', r.library)) === null) throw new ApiError(404, 'libraryNotFound', { field: 'library' })
    scope = { kind: 'team', teamId: r.library }
  } else scope = { kind: r.library }
  if (r.kind !== null && !LIBRARY_PART_KINDS.includes(r.kind)) throw badField('kind')
  const reach = r.reachOf === null ? null : (await partFor(db, auth, r.reachOf, 'read')).part
  return {
    userId: auth.user.id,
    scope,
    kind: r.kind,
    status: r.status,
    reach: reach && { scope: reach.scope, teamId: reach.teamId },
    words: searchWords(r.q),
    filters: readFilters(r.filters, r.kind),
    sort: readSort(r.sort, r.kind),
    descending: r.descending,
  }
}

/**
 * One page of the parts the caller sees: of one library or all of them (narrowest first), of one
 * kind and status, matching every word of `q` (part numbers with or without separators,
 * descriptions, manufacturers, suppliers, text parameters; Chinese and Latin alike) and every
 * parameter filter. When none matches and a Chinese word of `q` is made of words ("防水护套"),
 * the list is of the parts holding those ("防水" and "护套" anywhere), and `relaxedWords` says so.
 */
export async function listParts(db: Knex, auth: Auth, r: PartListRequest): Promise<PartPage> {
  const strict = await partQueryOf(db, auth, r)
  const paged = { limit: r.pageSize, offset: (r.page - 1) * r.pageSize }
  let found = await listPartRows(db, { ...strict, ...paged })
  const relaxed = found.total === 0 ? relaxedQuery(strict) : null
  if (relaxed) found = await listPartRows(db, { ...relaxed, ...paged })
  const manages = new Map<string, boolean>()
  const parts = []
  for (const part of found.parts) {
    const key = `${part.scope}:${part.teamId ?? 0}`
    if (!manages.has(key)) manages.set(key, (await libraryRights(db, auth, part.scope, part.teamId))?.manage ?? false)
    parts.push(partView(part, manages.get(key)!))
  }
  const said = relaxed && found.total > 0 ? { relaxedWords: relaxed.words.map((w) => w.text) } : {}
  return { parts, page: r.page, pageSize: r.pageSize, total: found.total, ...said }
}
