import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/ApiError'
import { covers, field, rank, readSearchQuery, scoreOf } from './searchQuery'

describe('readSearchQuery', () => {
  it('cuts a word where Chinese meets Latin or digits, so PVC胶带 finds "PVC 胶带"', () => {
    const q = readSearchQuery('PVC胶带 母端子0.5')
    expect(q.words.map((w) => w.text)).toEqual(['pvc', '胶带', '母端子', '0.5'])
    expect(q.phrase).toBe('pvc 胶带 母端子 0.5')
    expect(covers(q, [{ text: 'pvc 胶带 19 mm', name: true }, { text: '母端子 0.5 mm²', name: false }])).toBe(true)
  })

  it('folds the words and keeps their part-number keys', () => {
    const q = readSearchQuery('  DJ7041-1.5  Müller ')
    expect(q.raw).toBe('DJ7041-1.5  Müller')
    expect(q.phrase).toBe('dj7041-1.5 muller')
    expect(q.words).toEqual([{ text: 'dj7041-1.5', key: 'dj704115' }, { text: 'muller', key: 'muller' }])
  })

  it('refuses a query without words or with more than eight', () => {
    for (const q of ['   ', '\t', 'a b c d e f g h i']) {
      expect(() => readSearchQuery(q)).toThrowError(ApiError)
    }
    expect(readSearchQuery('a b c d e f g h').words).toHaveLength(8)
  })
})

describe('covers and rank', () => {
  const query = (q: string) => readSearchQuery(q)

  it('ranks exact before prefix before substring, a name before other text', () => {
    const name = (text: string) => [field(text, true)]
    expect(rank(query('w12'), name('W12'))).toEqual({ match: 'exact', field: 'name' })
    expect(rank(query('w12'), name('W123'))).toEqual({ match: 'prefix', field: 'name' })
    expect(rank(query('w12'), name('AW12'))).toEqual({ match: 'substring', field: 'name' })
    expect(rank(query('w12'), [field('X', true), field('W12', false)])).toEqual({ match: 'exact', field: 'content' })
    expect(scoreOf('file', { match: 'exact', field: 'content' })).toBeGreaterThan(scoreOf('project', { match: 'prefix', field: 'name' }))
    expect(scoreOf('project', { match: 'prefix', field: 'name' })).toBeGreaterThan(scoreOf('issue', { match: 'prefix', field: 'content' }))
  })

  it('meets part numbers with or without separators, but only in part-number fields', () => {
    const fields = [field('DJ7041-1.5-21', true, { partNumber: true })]
    expect(covers(query('70411.5'), fields)).toBe(true)
    expect(covers(query('dj7041 1.5'), fields)).toBe(true)
    expect(rank(query('DJ7041-1.5-21'), fields).match).toBe('exact')
    expect(rank(query('dj70411521'), fields).match).toBe('exact')
    expect(covers(query('70411.5'), [field('DJ7041-1.5-21', true)])).toBe(false)
  })

  it('finds Chinese inside Chinese text and mixed queries across fields, one word at least in the hit itself', () => {
    expect(covers(query('线束'), [field('发动机主线束', true)])).toBe(true)
    const context = [field('发动机主线束', false, { own: false })]
    expect(covers(query('主线束 W12'), [field('W12', true), ...context])).toBe(true)
    expect(covers(query('主线束'), [field('W12', true), ...context])).toBe(false)
    expect(rank(query('主线束 W12'), [field('W12', true), ...context])).toEqual({ match: 'substring', field: 'name' })
  })
})
