import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { packedKeys, sortNatural } from './naturalSort'
import { compareNatural } from './reportCells'

/** What sortNatural must answer: a stable sort by compareNatural. */
function bySort(texts: readonly string[]): number[] {
  return texts.map((_, i) => i).sort((a, b) => compareNatural(texts[a]!, texts[b]!))
}

const designator = fc
  .array(fc.constantFrom('X', 'W', 'a', 'Ä', '中', ':', '/', '-', '.', ' ', '#', '\uffff', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '10', '99', '123'), { maxLength: 8 })
  .map((parts) => parts.join(''))

describe('sortNatural', () => {
  it('orders as a stable sort by compareNatural, through the packed keys (worked example)', () => {
    const texts = ['X10:2', 'X2:10', 'X2:9', 'X2:9']
    const items = texts.map((text, i) => ({ text, i }))
    expect(sortNatural(items, (x) => x.text).map((x) => x.i)).toEqual([2, 3, 1, 0])
    // The same with enough items to take the packed path (below 64 the comparator sorts).
    const many = Array.from({ length: 200 }, (_, i) => ({ text: texts[i % 4]!, i }))
    expect(packedKeys(many.map((x) => x.text))).not.toBeNull()
    expect(sortNatural(many, (x) => x.text).map((x) => x.i)).toEqual(bySort(many.map((x) => x.text)))
  })

  it('packs designators of an XL harness (connector:cavity) and orders them by value', () => {
    const texts = Array.from({ length: 5000 }, (_, i) => `X${(i * 7919) % 10007}:${(i * 31) % 41}`)
    const keys = packedKeys(texts)
    expect(keys).not.toBeNull()
    const order = sortNatural(texts.map((_, i) => i), (i) => texts[i]!)
    expect(order).toEqual(bySort(texts))
    expect(texts[order[0]!]).toBe('X0:0')
  })

  it('equals the comparator sort on any texts, packed or not', () => {
    fc.assert(
      fc.property(fc.array(designator, { minLength: 0, maxLength: 300 }), (texts) => {
        expect(sortNatural(texts.map((_, i) => i), (i) => texts[i]!)).toEqual(bySort(texts))
      }),
      { seed: 20261125, numRuns: 500 },
    )
  })

  it('orders through the packed keys whatever the largest number is (0 to 20: code units above the digits shift with it)', () => {
    for (let largest = 0; largest <= 20; largest++) {
      const texts = Array.from({ length: 100 }, (_, i) => {
        const n = (i * 7) % (largest + 1)
        return ['X', '/', 'a:', 'Z-'][i % 4]! + String(n) + ['', 'b', ':1', '/'][(i >> 2) % 4]!.replace('1', String(Math.min(1, largest)))
      })
      expect(packedKeys(texts)).not.toBeNull()
      expect(sortNatural(texts.map((_, i) => i), (i) => texts[i]!)).toEqual(bySort(texts))
    }
    // The designators of a connector range X1-X8 with cavities 1-8: the largest number is 8.
    const eight = Array.from({ length: 64 }, (_, i) => `X${8 - (i % 8)}:${1 + (((i >> 3) * 3) % 8)}`)
    expect(sortNatural(eight, (t) => t).slice(0, 3)).toEqual(['X1:1', 'X1:2', 'X1:3'])
  })

  it('keeps spellings of one value apart by code point and equal texts in item order', () => {
    const texts = Array.from({ length: 90 }, (_, i) => ['X01', 'X1', 'X001', 'X1a', 'X01a'][i % 5]!)
    expect(packedKeys(texts)).not.toBeNull()
    expect(sortNatural(texts.map((_, i) => i), (i) => texts[i]!)).toEqual(bySort(texts))
  })

  it('falls back to the comparator for decimals, long digit runs and many tokens, with the same answer', () => {
    const decimals = Array.from({ length: 80 }, (_, i) => `FLRY ${(i % 9) / 4}`)
    const long = Array.from({ length: 80 }, (_, i) => `W${'9'.repeat(16 + (i % 3))}${i}`)
    const tokens = Array.from({ length: 80 }, (_, i) => `a-b-c-d-e-f-g-${i}`)
    for (const texts of [decimals, long, tokens]) {
      expect(packedKeys(texts)).toBeNull()
      expect(sortNatural(texts.map((_, i) => i), (i) => texts[i]!)).toEqual(bySort(texts))
    }
  })
})
