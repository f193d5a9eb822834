import { describe, expect, it } from 'vitest'
import { issueIdFromSearch } from './issueId'

describe('issueIdFromSearch', () => {
  it('reads a positive whole issueId', () => {
    expect(issueIdFromSearch('?issueId=42')).toBe(42)
    expect(issueIdFromSearch('?x=1&issueId=7')).toBe(7)
  })

  it('refuses missing and malformed ids', () => {
    for (const search of ['', '?issueId=', '?issueId=0', '?issueId=-1', '?issueId=1e3', '?issueId=abc', '?issueId=99999999999999999999']) {
      expect(issueIdFromSearch(search), search).toBeNull()
    }
  })
})
