import { describe, expect, it } from 'vitest'
import { bundleOutline } from './bundleOutline'

describe('bundleOutline', () => {
  it('boxes each piece of a bundle\'s line half a width either side, a closed polyline per piece', () => {
    expect(bundleOutline([[0, 0], [10, 0]], 2).map((l) => Array.from(l))).toEqual([[0, -2, 10, -2, 10, 2, 0, 2, 0, -2]])
    const bent = bundleOutline([[0, 0], [10, 0], [10, 10]], 1)
    expect(bent).toHaveLength(2)
    expect(Array.from(bent[1]!)).toEqual([11, 0, 11, 10, 9, 10, 9, 0, 11, 0])
  })

  it('gives nothing for a piece of no length or no width', () => {
    expect(bundleOutline([[5, 5], [5, 5]], 2)).toEqual([])
    expect(bundleOutline([[0, 0], [10, 0]], 0)).toEqual([])
  })
})
