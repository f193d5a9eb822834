import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IdHash } from './IdHash'

/** An IdHash over a list it shares with its caller, as IdSlots uses it. */
function table(capacity: number) {
  const ids: string[] = []
  const hash = new IdHash(ids, capacity)
  const add = (id: string) => {
    ids.push(id)
    if (hash.insert(id, ids.length - 1)) return true
    ids.pop()
    return false
  }
  return { ids, hash, add }
}

describe('IdHash', () => {
  it('finds every id at its slot and tells a duplicate, through regrowing from a small capacity', () => {
    const { hash, add } = table(1)
    for (let i = 0; i < 5000; i++) expect(add(`wire:${i}`)).toBe(true)
    for (let i = 0; i < 5000; i += 7) expect(hash.find(`wire:${i}`)).toBe(i)
    expect(hash.find('wire:5000')).toBe(-1)
    expect(hash.find('')).toBe(-1)
    expect(add('wire:17')).toBe(false)
    expect(hash.find('wire:17')).toBe(17)
    expect(hash.flooded).toBe(false)
  })

  it('agrees with a Map on any ids, empty and non-ASCII ones included', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6, unit: 'binary' }), { maxLength: 400 }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 50 }), (names, probes) => {
        const { hash, add } = table(4)
        const reference = new Map<string, number>()
        for (const name of names) {
          const fresh = !reference.has(name)
          expect(add(name)).toBe(fresh)
          if (fresh) reference.set(name, reference.size)
        }
        for (const name of [...names, ...probes]) expect(hash.find(name)).toBe(reference.get(name) ?? -1)
      }),
      { seed: 20261125, numRuns: 300 },
    )
  })

  it('moves to a Map when ids collide far more than chance allows, and keeps answering', () => {
    // Every id hashed alike, as a file crafted to flood the table would make them.
    const ids: string[] = []
    const hash = new IdHash(ids, 1024, () => 7)
    for (let i = 0; i < 500; i++) {
      ids.push(`c${i}`)
      expect(hash.insert(`c${i}`, i)).toBe(true)
    }
    expect(hash.flooded).toBe(true)
    for (let i = 0; i < 500; i++) expect(hash.find(`c${i}`)).toBe(i)
    expect(hash.find('c500')).toBe(-1)
    expect(hash.insert('c3', 3)).toBe(false)
  })
})
