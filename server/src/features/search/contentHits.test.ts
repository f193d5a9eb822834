import { describe, expect, it } from 'vitest'
import { createConnector, createWire, harnessSearchText, type HarnessRecord } from '@harness/engine'
import { CANDIDATES_MAX, contentHits } from './contentHits'
import { field, readSearchQuery } from './searchQuery'

describe('contentHits', () => {
  const records: HarnessRecord[] = [
    createConnector({ id: 'connector:X1' as never, name: 'X1', nodeId: 'N1' as never, partNumber: 'HSG-4' }),
    ...['W1', 'XW12', 'W12', 'W120', 'W121'].map((n) => createWire({ id: `wire:${n}` as never, name: n, partNumber: 'FLRY-B 0.35' })),
    createWire({ id: 'wire:Ä' as never, name: 'Kabel Ä-Süd', partNumber: '' }),
  ]
  const text = harnessSearchText(records).lines

  it('finds records by number, exact first, then prefix, then substring, up to the cap', () => {
    const found = contentHits(text, readSearchQuery('w12'), [], 3)
    expect(found.hits.map((h) => [h.line.label, h.ranked.match])).toEqual([['W12', 'exact'], ['W120', 'prefix'], ['W121', 'prefix']])
    expect(found.more).toBe(true)
    const all = contentHits(text, readSearchQuery('w12'), [], 10)
    expect(all.hits.map((h) => [h.line.label, h.ranked.match])).toEqual([['W12', 'exact'], ['W120', 'prefix'], ['W121', 'prefix'], ['XW12', 'substring']])
    expect(all.more).toBe(false)
  })

  it('finds part numbers without separators, and accents folded', () => {
    expect(contentHits(text, readSearchQuery('flryb035'), [], 10).hits).toHaveLength(5)
    expect(contentHits(text, readSearchQuery('sud'), [], 10).hits.map((h) => h.line.recordId)).toEqual(['wire:Ä'])
    expect(contentHits(text, readSearchQuery('HSG'), [], 10).hits.map((h) => [h.line.label, h.ranked.field])).toEqual([['X1', 'content']])
  })

  it('lets the file name hold some words of the query', () => {
    const context = [field('左前门线束', false, { own: false })]
    expect(contentHits(text, readSearchQuery('前门 X1'), context, 10).hits.map((h) => h.line.label)).toEqual(['X1'])
    expect(contentHits(text, readSearchQuery('前门'), context, 10).hits).toEqual([])
    expect(contentHits(text, readSearchQuery('后门 X1'), context, 10).hits).toEqual([])
  })

  it('looks at the first candidate lines only when a word is in nearly every line, and says there were more', () => {
    const many = harnessSearchText(Array.from({ length: CANDIDATES_MAX + 500 }, (_, i) => createWire({ id: `wire:W${i}` as never, name: `W${i}`, partNumber: '' }))).lines
    const found = contentHits(many, readSearchQuery('w'), [], 20)
    expect(found.hits).toHaveLength(20)
    expect(found.more).toBe(true)
    expect(contentHits(many, readSearchQuery(`w${CANDIDATES_MAX + 499}`), [], 20).hits.map((h) => h.line.label)).toEqual([`W${CANDIDATES_MAX + 499}`])
  })
})
