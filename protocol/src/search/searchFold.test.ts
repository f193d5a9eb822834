import { describe, expect, it } from 'vitest'
import { foldSearchText } from './searchFold'

describe('foldSearchText', () => {
  it('ignores case, accents and full-width forms of Latin letters and digits', () => {
    expect(foldSearchText('Müller')).toBe('muller')
    expect(foldSearchText('MULLER')).toBe('muller')
    expect(foldSearchText('ｍｕｌｌｅｒ')).toBe('muller')
    expect(foldSearchText('Ｗ１２')).toBe('w12')
    expect(foldSearchText('Crème Brûlée')).toBe('creme brulee')
  })

  it('keeps Chinese as it is, also beside Latin', () => {
    expect(foldSearchText('发动机线束')).toBe('发动机线束')
    expect(foldSearchText('X1 连接器 ÄB')).toBe('x1 连接器 ab')
  })

  it('lowers other scripts too, keeping their letters', () => {
    expect(foldSearchText('ПРОВОД')).toBe('провод')
    expect(foldSearchText('Йод')).toBe('йод')
    expect(foldSearchText('ガイド')).toBe('ガイド')
  })

  it('makes full-width punctuation and ligatures plain, as the database fold does', () => {
    expect(foldSearchText('主线束（A）')).toBe('主线束(a)')
    expect(foldSearchText('线束：主')).toBe('线束:主')
    expect(foldSearchText('ﬁle')).toBe('file')
  })
})
