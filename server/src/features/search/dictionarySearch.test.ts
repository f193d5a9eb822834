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
  it('finds the ISO 6722-1 diameters by the standard with a size, by wall and by diameter', () => {
    const hits = dictionaryHits(readSearchQuery('6722 1.5'))
    expect(hits.map((h) => [h.table, h.entry])).toEqual([['iso6722', '1.5']])
    expect(hits[0]).toMatchObject({ title: 'ISO 6722-1 1.5 mm²', snippet: '厚壁 thick wall ≤ 3 mm · 薄壁 thin wall ≤ 2.4 mm · 超薄壁 ultra-thin wall ≤ 2.1 mm' })
    // Words are found anywhere in an entry: 2.7 mm is 2.5 mm² ultra-thin and 1 mm² thick wall (which has an ultra-thin size too).
    expect(dictionaryHits(readSearchQuery('超薄壁 2.7 mm')).map((h) => h.entry)).toEqual(['1', '2.5'])
    expect(dictionaryHits(readSearchQuery('ultra-thin 0.95')).map((h) => h.entry)).toEqual(['0.13'])
    expect(dictionaryHits(readSearchQuery('ISO 6722-1 0.35 mm²'))[0]).toMatchObject({ entry: '0.35', match: 'exact' })
  })
})
