import { describe, expect, it } from 'vitest'
import { dictionaryHits } from './dictionarySearch'
import { readSearchQuery } from './searchQuery'

describe('dictionaryHits', () => {
  it('finds colours by code, Chinese, English and German names', () => {
    expect(dictionaryHits(readSearchQuery('红')).map((h) => [h.entry, h.match])).toEqual([['RD', 'exact'], ['PK', 'substring']])
    expect(dictionaryHits(readSearchQuery('RD'))[0]).toMatchObject({ table: 'colours', entry: 'RD', match: 'exact', field: 'name' })
    expect(dictionaryHits(readSearchQuery('weiss')).map((h) => h.entry)).toEqual(['WH'])
    expect(dictionaryHits(readSearchQuery('grün')).map((h) => h.entry)).toEqual(['GN'])
  })

  it('finds gauges written either way and by their metric size', () => {
    const hits = dictionaryHits(readSearchQuery('18 AWG'))
    expect(hits.filter((h) => h.match === 'exact')).toEqual([expect.objectContaining({ table: 'gauges', entry: '18', title: '18 AWG', field: 'name' })])
    expect(dictionaryHits(readSearchQuery('awg18')).map((h) => [h.entry, h.match])).toEqual([['18', 'exact']])
    expect(dictionaryHits(readSearchQuery('0.823')).map((h) => h.entry)).toEqual(['18'])
  })
})
