import { LIBRARY_PART_KINDS, PART_KIND_DEFS, type LibraryPartKind, type ParameterRange, type PartFilter, type PartStatus } from '@harness/protocol'
import type { PartListParams } from '../api/libraryApi'

/**
 * The part list's state (library, kind, status, search, a "fits" value per range parameter, sort,
 * page) and its two encodings: the /library URL's query string (so a filtered list can be linked
 * and survives reload) and the parameters of the `listParts` call. Pure and unit-tested.
 */

/** Which library the list shows: all, a level, or a team's (by id). */
export type LibraryChoice = 'all' | 'builtin' | 'global' | number

/** Everything that decides which parts the list shows. */
export interface LibraryQuery {
  readonly library: LibraryChoice
  readonly kind: LibraryPartKind | null
  readonly status: PartStatus | null
  readonly q: string
  /**
   * Values a part must take, by the lower parameter of one of its kind's ranges: a terminal that
   * fits a 1.5 mm² wire has `fits.csaMin = 1.5` (csaMin ≤ 1.5 ≤ csaMax).
   */
  readonly fits: Readonly<Record<string, number>>
  readonly sort: string
  readonly descending: boolean
  readonly page: number
}

/** Parts per page of the list. */
export const PART_PAGE_SIZE = 50

/** The list as it first opens: every library and kind, by part number. */
export const DEFAULT_LIBRARY_QUERY: LibraryQuery = { library: 'all', kind: null, status: null, q: '', fits: {}, sort: 'partNumber', descending: false, page: 1 }

/** The ranges of `kind` a "fits" value can be given for. */
export function fitRanges(kind: LibraryPartKind | null): readonly ParameterRange[] {
  return kind ? PART_KIND_DEFS[kind].ranges : []
}

function readLibrary(raw: string | null): LibraryChoice {
  if (raw === 'builtin' || raw === 'global') return raw
  if (raw !== null && /^[1-9][0-9]{0,14}$/.test(raw)) return Number(raw)
  return 'all'
}

/** Reads the query from a URL search string; unknown or bad values give the defaults. */
export function parseLibraryQuery(search: string): LibraryQuery {
  const params = new URLSearchParams(search)
  const kindRaw = params.get('kind')
  const kind = LIBRARY_PART_KINDS.includes(kindRaw as LibraryPartKind) ? (kindRaw as LibraryPartKind) : null
  const statusRaw = params.get('status')
  const fits: Record<string, number> = {}
  for (const { low } of fitRanges(kind)) {
    const value = Number(params.get(`fit.${low}`) ?? 'x')
    if (params.get(`fit.${low}`) !== '' && Number.isFinite(value)) fits[low] = value
  }
  const page = Number(params.get('page') ?? '1')
  const sort = params.get('sort') ?? 'partNumber'
  const sortable = sort === 'partNumber' || sort === 'updatedAt' || (kind !== null && PART_KIND_DEFS[kind].parameters.some((p) => p.key === sort && (p.type === 'number' || p.type === 'integer')))
  return {
    library: readLibrary(params.get('library')),
    kind,
    status: statusRaw === 'normal' || statusRaw === 'invalid' ? statusRaw : null,
    q: (params.get('q') ?? '').trim(),
    fits,
    sort: sortable ? sort : 'partNumber',
    descending: params.get('order') === 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The URL search string of `query` ('' or '?...'), leaving out defaults so the plain list has the plain URL. */
export function librarySearch(query: LibraryQuery): string {
  const params = new URLSearchParams()
  if (query.library !== 'all') params.set('library', String(query.library))
  if (query.kind) params.set('kind', query.kind)
  if (query.status) params.set('status', query.status)
  if (query.q.trim() !== '') params.set('q', query.q.trim())
  for (const { low } of fitRanges(query.kind)) {
    const value = query.fits[low]
    if (value !== undefined) params.set(`fit.${low}`, String(value))
  }
  if (query.sort !== 'partNumber') params.set('sort', query.sort)
  if (query.descending) params.set('order', 'desc')
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** The `listParts` parameters of `query`: each "fits" value becomes lower ≤ value ≤ upper. */
export function partListParams(query: LibraryQuery): PartListParams {
  const filters: PartFilter[] = []
  for (const { low, high } of fitRanges(query.kind)) {
    const value = query.fits[low]
    if (value === undefined) continue
    filters.push({ key: low, op: 'lte', value }, { key: high, op: 'gte', value })
  }
  return {
    library: String(query.library),
    kind: query.kind ?? undefined,
    status: query.status ?? undefined,
    q: query.q || undefined,
    filters: filters.length > 0 ? JSON.stringify(filters) : undefined,
    sort: query.sort === 'partNumber' ? undefined : query.sort,
    order: query.descending ? 'desc' : undefined,
    page: query.page,
    pageSize: PART_PAGE_SIZE,
  }
}
