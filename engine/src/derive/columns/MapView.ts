/**
 * A read-only map whose entries are made on request: `keys` lists the keys in order and `lookup`
 * makes the value of one key. Derived data kept in typed arrays is read through it in the shape of
 * a `ReadonlyMap`, so reports and panels see records while edits touch only numbers.
 */
export class MapView<K, V> implements ReadonlyMap<K, V> {
  constructor(
    private readonly keyList: () => Iterable<K>,
    private readonly lookup: (key: K) => V | undefined,
    private readonly count: () => number,
  ) {}

  get size(): number {
    return this.count()
  }

  get(key: K): V | undefined {
    return this.lookup(key)
  }

  has(key: K): boolean {
    return this.lookup(key) !== undefined
  }

  *entries(): MapIterator<[K, V]> {
    for (const key of this.keyList()) {
      const value = this.lookup(key)
      if (value !== undefined) yield [key, value]
    }
  }

  *keys(): MapIterator<K> {
    for (const [key] of this.entries()) yield key
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries()
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void): void {
    for (const [key, value] of this.entries()) callback(value, key, this)
  }
}
