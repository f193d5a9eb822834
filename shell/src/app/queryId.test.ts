import { describe, expect, it } from 'vitest'
import { idFromSearch } from './queryId'

describe('idFromSearch', () => {
  it('reads positive whole ids and nothing else', () => {
    expect(idFromSearch('?teamId=3&x=1', 'teamId')).toBe(3)
    expect(idFromSearch('?teamId=0', 'teamId')).toBeNull()
    expect(idFromSearch('?teamId=-3', 'teamId')).toBeNull()
    expect(idFromSearch('?teamId=3.5', 'teamId')).toBeNull()
    expect(idFromSearch('?teamId=99999999999999999999', 'teamId')).toBeNull()
    expect(idFromSearch('', 'teamId')).toBeNull()
  })
})
