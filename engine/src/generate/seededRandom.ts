/**
 * A seeded pseudo-random source (mulberry32, 32-bit state) for deterministic generation: the
 * same seed and stream name give the same sequence on every platform, because it uses only
 * 32-bit integer arithmetic and one exact division by 2³².
 */
export interface Random {
  /** A uniform number in [0, 1). */
  next(): number
  /** A uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** A uniform number in [min, max). */
  real(min: number, max: number): number
  /** True with probability `p` (0..1). */
  chance(p: number): boolean
  /** A uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T
  /** An entry of a weighted table, each with probability weight / total weight. */
  weighted<T>(table: WeightedTable<T>): T
  /** Shuffles `items` in place (Fisher–Yates) and answers it. */
  shuffle<T>(items: T[]): T[]
}

/** A table of values with positive weights, prepared once for {@link Random.weighted}. */
export interface WeightedTable<T> {
  readonly values: readonly T[]
  /** Cumulative weights, ending with the total. */
  readonly cumulative: Float64Array
}

/** Prepares a weighted table from [value, weight] entries; weights must be positive and finite. */
export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  if (entries.length === 0) throw new RangeError('weightedTable: no entries')
  const cumulative = new Float64Array(entries.length)
  let total = 0
  entries.forEach(([, weight], i) => {
    if (!(weight > 0 && Number.isFinite(weight))) throw new RangeError(`weightedTable: weight ${weight} of entry ${i} is not positive`)
    total += weight
    cumulative[i] = total
  })
  return { values: entries.map(([value]) => value), cumulative }
}

/** FNV-1a hash of a stream name, so that named streams of one seed are independent. */
function hashName(name: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * A random source for `seed` (an integer; only its low 32 bits count) and an optional stream
 * name: different names give independent sequences, so one part of a generator can change
 * without shifting the numbers another part draws. Without a stream name it is plain mulberry32
 * seeded with `seed`.
 */
export function createRandom(seed: number, stream = ''): Random {
  if (!Number.isInteger(seed)) throw new RangeError(`createRandom: seed must be an integer, got ${seed}`)
  let state = (stream === '' ? seed : seed ^ hashName(stream)) >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => {
    if (!(Number.isInteger(min) && Number.isInteger(max) && min <= max)) throw new RangeError(`Random.int: bad range [${min}, ${max}]`)
    return min + Math.floor(next() * (max - min + 1))
  }
  return {
    next,
    int,
    real: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('Random.pick: empty array')
      return items[Math.floor(next() * items.length)]!
    },
    weighted: (table) => {
      const total = table.cumulative[table.cumulative.length - 1]!
      const x = next() * total
      let lo = 0
      let hi = table.cumulative.length - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (table.cumulative[mid]! > x) hi = mid
        else lo = mid + 1
      }
      return table.values[lo]!
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = items[i]!
        items[i] = items[j]!
        items[j] = tmp
      }
      return items
    },
  }
}
