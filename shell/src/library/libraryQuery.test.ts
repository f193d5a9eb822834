import { describe, expect, it } from 'vitest'
import { DEFAULT_LIBRARY_QUERY, librarySearch, parseLibraryQuery, partListParams } from './libraryQuery'

describe('the part list query', () => {
  it('reads the URL, with defaults for anything missing or bad', () => {
    expect(parseLibraryQuery('')).toEqual(DEFAULT_LIBRARY_QUERY)
    expect(parseLibraryQuery('?library=12&kind=terminal&status=invalid&q=%20DJ70%20&fit.csaMin=1.5&sort=csaMax&order=desc&page=3')).toEqual({
      library: 12, kind: 'terminal', status: 'invalid', q: 'DJ70', fits: { csaMin: 1.5 }, sort: 'csaMax', descending: true, page: 3,
    })
    expect(parseLibraryQuery('?library=0&kind=harness&status=x&fit.csaMin=1.5&sort=gender&page=-1')).toEqual(DEFAULT_LIBRARY_QUERY)
    // A fits value needs a kind with that range; a text parameter is no sort key.
    expect(parseLibraryQuery('?kind=seal&fit.csaMin=1&fit.wireOdMin=2.1&sort=colour').fits).toEqual({ wireOdMin: 2.1 })
    expect(parseLibraryQuery('?kind=seal&fit.wireOdMin=').fits).toEqual({})
  })

  it('writes the URL without defaults, and reads back what it wrote', () => {
    expect(librarySearch(DEFAULT_LIBRARY_QUERY)).toBe('')
    const query = { ...DEFAULT_LIBRARY_QUERY, library: 'builtin' as const, kind: 'clip' as const, q: '卡扣', fits: { bundleDiameterMin: 12 }, page: 2 }
    expect(parseLibraryQuery(librarySearch(query))).toEqual(query)
  })

  it('asks the API for the parts that fit: lower bound at most, upper bound at least the value', () => {
    const params = partListParams({ ...DEFAULT_LIBRARY_QUERY, kind: 'terminal', fits: { csaMin: 1.5, insulationOdMin: 2.4 } })
    expect(JSON.parse(params.filters!)).toEqual([
      { key: 'csaMin', op: 'lte', value: 1.5 }, { key: 'csaMax', op: 'gte', value: 1.5 },
      { key: 'insulationOdMin', op: 'lte', value: 2.4 }, { key: 'insulationOdMax', op: 'gte', value: 2.4 },
    ])
    expect(partListParams(DEFAULT_LIBRARY_QUERY)).toEqual({ library: 'all', kind: undefined, status: undefined, q: undefined, filters: undefined, sort: undefined, order: undefined, page: 1, pageSize: 50 })
  })
})
