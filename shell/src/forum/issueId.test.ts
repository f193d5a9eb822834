import { describe, expect, it } from 'vitest'
import { readIssueId } from './issueId'

describe('readIssueId', () => {
  it('reads a positive whole issueId', () => {
    expect(readIssueId('?issueId=42')).toEqual({ kind: 'id', id: 42 })
    expect(readIssueId('?x=1&issueId=7')).toEqual({ kind: 'id', id: 7 })
  })

  it('tells a missing id from a malformed one', () => {
    for (const search of ['', '?x=1', '?issueId=', '?issueId=%20']) expect(readIssueId(search), search).toEqual({ kind: 'missing' })
    for (const [search, value] of [
      ['?issueId=abc', 'abc'],
      ['?issueId=0', '0'],
      ['?issueId=-1', '-1'],
      ['?issueId=1e3', '1e3'],
      ['?issueId=4.5', '4.5'],
      ['?issueId=99999999999999999999', '99999999999999999999'],
    ]) {
      expect(readIssueId(search!), search).toEqual({ kind: 'malformed', value })
    }
  })
})
