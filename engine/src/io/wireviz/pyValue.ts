/**
 * Python data values as PyYAML's `safe_load` hands them to WireViz: `None`, `bool`, `int` (a JS
 * `bigint`, unbounded like Python's), `float` (a JS `number`), `str`, dates, lists and dicts.
 * Keeping int and float apart matters because Python prints the float 1.0 as `1.0`, not `1`.
 */

/** A YAML timestamp (`2020-05-20`, `2001-12-14 21:59:43.10 -5`) kept as Python's `str()` of it. */
export class PyDate {
  /** @param text Python's `str()` of the date or datetime, e.g. `2020-05-20`. */
  constructor(readonly text: string) {}
}

/** A Python scalar: None, bool, int (bigint), float (number), str or a date. */
export type PyScalar = null | boolean | bigint | number | string | PyDate

/** Any value a YAML document can produce, with Python semantics. */
export type PyValue = PyScalar | PyList | PyDict

/** A Python list (a YAML sequence). */
export type PyList = readonly PyValue[]

/**
 * A Python dict (a YAML mapping) in insertion order, keyed with Python equality: the int 1, the
 * float 1.0 and True are the same key; a repeated key keeps its first position and its last value.
 */
export class PyDict {
  private readonly keyList: PyValue[] = []
  private readonly valueList: PyValue[] = []
  private readonly index = new Map<string, number>()

  /** Sets `key` to `value` like Python's `d[key] = value`; false when the key is unhashable. */
  set(key: PyValue, value: PyValue): boolean {
    const hash = pyHashKey(key)
    if (hash === null) return false
    const at = this.index.get(hash)
    if (at === undefined) {
      this.index.set(hash, this.keyList.length)
      this.keyList.push(key)
      this.valueList.push(value)
    } else {
      this.valueList[at] = value
    }
    return true
  }

  /** The value under `key` (Python equality), or undefined when absent. */
  get(key: PyValue): PyValue | undefined {
    const hash = pyHashKey(key)
    if (hash === null) return undefined
    const at = this.index.get(hash)
    return at === undefined ? undefined : this.valueList[at]
  }

  /** Whether `key` is present (Python `key in d`). */
  has(key: PyValue): boolean {
    const hash = pyHashKey(key)
    return hash !== null && this.index.has(hash)
  }

  /** Number of entries. */
  get size(): number {
    return this.keyList.length
  }

  /** The keys in insertion order. */
  keys(): readonly PyValue[] {
    return this.keyList
  }

  /** The entries in insertion order. */
  entries(): Array<readonly [PyValue, PyValue]> {
    return this.keyList.map((k, i) => [k, this.valueList[i] as PyValue] as const)
  }
}

/** Python's truthiness: None, False, 0, 0.0, "" and empty containers are false. */
export function pyTruthy(v: PyValue): boolean {
  if (v === null) return false
  if (typeof v === 'boolean') return v
  if (typeof v === 'bigint') return v !== 0n
  if (typeof v === 'number') return v !== 0 // NaN is truthy in Python, and NaN !== 0
  if (typeof v === 'string') return v.length > 0
  if (v instanceof PyDate) return true
  if (v instanceof PyDict) return v.size > 0
  return v.length > 0
}

/** True for Python numbers (int, float, bool). */
export function isPyNumber(v: PyValue): v is bigint | number | boolean {
  return typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean'
}

/** Python's type name of a value, for error messages (`int`, `float`, `str`, `list`, ...). */
export function pyTypeName(v: PyValue): string {
  if (v === null) return 'NoneType'
  if (typeof v === 'boolean') return 'bool'
  if (typeof v === 'bigint') return 'int'
  if (typeof v === 'number') return 'float'
  if (typeof v === 'string') return 'str'
  if (v instanceof PyDate) return 'date'
  if (v instanceof PyDict) return 'dict'
  return 'list'
}

/** Compares two numbers exactly (int/float/bool); -1, 0, 1, or NaN when either is NaN. */
function compareNumbers(a: bigint | number | boolean, b: bigint | number | boolean): number {
  const x = typeof a === 'boolean' ? (a ? 1n : 0n) : a
  const y = typeof b === 'boolean' ? (b ? 1n : 0n) : b
  if (typeof x === 'bigint' && typeof y === 'bigint') return x < y ? -1 : x > y ? 1 : 0
  if (typeof x === 'number' && typeof y === 'number') return x < y ? -1 : x > y ? 1 : x === y ? 0 : NaN
  const f = (typeof x === 'number' ? x : y) as number
  const i = (typeof x === 'bigint' ? x : y) as bigint
  if (Number.isNaN(f)) return NaN
  let c: number
  if (f === Infinity) c = 1
  else if (f === -Infinity) c = -1
  else {
    const fl = BigInt(Math.floor(f))
    c = fl > i ? 1 : fl < i ? -1 : f > Math.floor(f) ? 1 : 0
  }
  return typeof x === 'number' ? c : -c
}

/** Python `a == b` for the values YAML produces (1 == 1.0 == True; lists and dicts deeply). */
export function pyEq(a: PyValue, b: PyValue): boolean {
  if (isPyNumber(a) && isPyNumber(b)) return compareNumbers(a, b) === 0
  if (a === null || b === null) return a === b
  if (typeof a === 'string' || typeof b === 'string') return a === b
  if (a instanceof PyDate || b instanceof PyDate) return a instanceof PyDate && b instanceof PyDate && a.text === b.text
  if (a instanceof PyDict || b instanceof PyDict) {
    if (!(a instanceof PyDict && b instanceof PyDict) || a.size !== b.size) return false
    return a.entries().every(([k, v]) => b.has(k) && pyEq(v, b.get(k) as PyValue))
  }
  if (isPyNumber(a) || isPyNumber(b)) return false
  const la = a as PyList
  const lb = b as PyList
  return la.length === lb.length && la.every((x, i) => pyEq(x, lb[i] as PyValue))
}

/** Python `<` ordering of two values as `sorted()` needs it; null when Python raises TypeError. */
export function pyCompare(a: PyValue, b: PyValue): number | null {
  if (isPyNumber(a) && isPyNumber(b)) {
    const c = compareNumbers(a, b)
    return Number.isNaN(c) ? 0 : c
  }
  if (typeof a === 'string' && typeof b === 'string') return compareCodePoints(a, b)
  if (a instanceof PyDate && b instanceof PyDate) return compareCodePoints(a.text, b.text)
  return null
}

/** Compares strings by Unicode code point, as Python does (JS `<` compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    const xs = x >= 0xd800 && x <= 0xdfff
    const ys = y >= 0xd800 && y <= 0xdfff
    if (xs === ys) return x < y ? -1 : 1
    return xs ? 1 : -1 // a surrogate half encodes a code point above every BMP unit
  }
  return a.length - b.length < 0 ? -1 : a.length === b.length ? 0 : 1
}

/**
 * A string identifying a hashable value under Python equality (so 1, 1.0 and True collide), or
 * null for unhashable values (lists and dicts), which Python refuses as dict keys and set members.
 */
export function pyHashKey(v: PyValue): string | null {
  if (v === null) return 'N'
  if (typeof v === 'boolean') return v ? 'i1' : 'i0'
  if (typeof v === 'bigint') return `i${v}`
  if (typeof v === 'number') {
    if (Number.isInteger(v)) return `i${BigInt(v)}`
    return Number.isNaN(v) ? 'fnan' : `f${v}`
  }
  if (typeof v === 'string') return `s${v}`
  if (v instanceof PyDate) return `d${v.text}`
  return null
}
