import type { RequestParams } from '../api/request'

/**
 * The issue list's filters (open / closed / all, mine, a text search) and page, and their two
 * encodings: the page URL's query string (so a filtered list can be linked and survives reload)
 * and the parameters of the `listIssues` call (ForumPaths). Pure and unit-tested.
 */

/** Which issues the list shows by state. */
export type IssueStatusFilter = 'open' | 'closed' | 'all'

/** Everything that decides which issues the list shows. */
export interface IssueListQuery {
  readonly page: number
  readonly pageSize: number
  readonly status: IssueStatusFilter
  /** Only issues the signed-in user wrote. */
  readonly mine: boolean
  /** Text search; '' for none. */
  readonly q: string
}

/** Issues per page of the list. */
export const ISSUE_PAGE_SIZE = 20

/** The list as it first opens: page 1 of the open issues of everybody, no search. */
export const DEFAULT_ISSUE_QUERY: IssueListQuery = { page: 1, pageSize: ISSUE_PAGE_SIZE, status: 'open', mine: false, q: '' }

const STATUSES: readonly IssueStatusFilter[] = ['open', 'closed', 'all']

/** A positive whole number from `raw`, or `fallback`. */
function positiveInt(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback
  const value = Number(raw)
  return value >= 1 ? value : fallback
}

/** Reads the query from a URL search string ('?status=all&page=2'); unknown or bad values give the defaults. */
export function parseIssueListQuery(search: string): IssueListQuery {
  const params = new URLSearchParams(search)
  const status = params.get('status')
  return {
    page: positiveInt(params.get('page'), DEFAULT_ISSUE_QUERY.page),
    pageSize: DEFAULT_ISSUE_QUERY.pageSize,
    status: STATUSES.includes(status as IssueStatusFilter) ? (status as IssueStatusFilter) : DEFAULT_ISSUE_QUERY.status,
    mine: params.get('mine') === '1',
    q: (params.get('q') ?? '').trim(),
  }
}

/**
 * The page URL's search string for `query` ('' or '?...'), leaving out values equal to the
 * defaults so the plain list has the plain URL.
 */
export function issueListSearch(query: IssueListQuery): string {
  const params = new URLSearchParams()
  if (query.status !== DEFAULT_ISSUE_QUERY.status) params.set('status', query.status)
  if (query.mine) params.set('mine', '1')
  if (query.q.trim() !== '') params.set('q', query.q.trim())
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** The parameters of the `listIssues` GET: page, pageSize and status always, mine and q when set. */
export function issueListParams(query: IssueListQuery): RequestParams {
  return {
    page: query.page,
    pageSize: query.pageSize,
    status: query.status,
    mine: query.mine ? 1 : undefined,
    q: query.q.trim() === '' ? undefined : query.q.trim(),
  }
}

/** The number of pages for `total` items at `pageSize` each (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1
  return Math.max(1, Math.ceil(total / pageSize))
}
