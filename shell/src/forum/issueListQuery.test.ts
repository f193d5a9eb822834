import { describe, expect, it } from 'vitest'
import { DEFAULT_ISSUE_QUERY, issueListParams, issueListSearch, pageCount, parseIssueListQuery } from './issueListQuery'

describe('issue list query', () => {
  it('reads the defaults from an empty search', () => {
    expect(parseIssueListQuery('')).toEqual(DEFAULT_ISSUE_QUERY)
    expect(issueListSearch(DEFAULT_ISSUE_QUERY)).toBe('')
  })

  it('round-trips every filter through the URL', () => {
    const query = { ...DEFAULT_ISSUE_QUERY, page: 3, status: 'closed' as const, mine: true, q: '线束 BOM' }
    const search = issueListSearch(query)
    expect(search).toBe('?status=closed&mine=1&q=%E7%BA%BF%E6%9D%9F+BOM&page=3')
    expect(parseIssueListQuery(search)).toEqual(query)
  })

  it('falls back to defaults for bad values', () => {
    expect(parseIssueListQuery('?status=deleted&page=-2&mine=yes&q=%20%20')).toEqual(DEFAULT_ISSUE_QUERY)
    expect(parseIssueListQuery('?page=0').page).toBe(1)
    expect(parseIssueListQuery('?page=2.5').page).toBe(1)
  })

  it('builds the listIssues parameters: page, pageSize and status always, mine and q only when set', () => {
    expect(issueListParams(DEFAULT_ISSUE_QUERY)).toEqual({ page: 1, pageSize: 20, status: 'open', mine: undefined, q: undefined })
    expect(issueListParams({ ...DEFAULT_ISSUE_QUERY, status: 'all', mine: true, q: ' splice ' })).toEqual({ page: 1, pageSize: 20, status: 'all', mine: 1, q: 'splice' })
  })

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
    expect(pageCount(5, 0)).toBe(1)
  })
})
