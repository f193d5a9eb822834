/** A typed array of the same kind as `items`, of length `size` (≥ its length), starting with its values. */
export function grow<T extends Int32Array | Float64Array | Uint8Array>(items: T, size: number): T {
  const out = new (items.constructor as new (n: number) => T)(size)
  out.set(items)
  return out
}
