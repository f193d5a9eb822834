/**
 * Python number semantics WireViz relies on for quantities: `int()` and `float()` of text, int ×
 * float products, and the built-in `sum()` of Python 3.12+, which adds floats with Neumaier
 * compensation (0.7 + 0.1 + 0.1 + 0.1 gives exactly 1.0, not 0.9999999999999999).
 */

/** A Python number: int as bigint, float as number. Booleans are converted to ints first. */
export type PyNum = bigint | number

/** Python's whitespace for `str.strip()` / `str.split()` (Unicode White_Space plus \x1c-\x1f). */
export const PY_WHITESPACE = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'

const STRIP = new RegExp(`^[${PY_WHITESPACE}]+|[${PY_WHITESPACE}]+$`, 'g')
const DIGITS = '[0-9](?:_?[0-9])*'
const FLOAT_TEXT = new RegExp(`^[+-]?(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`)
const SPECIAL_FLOAT = /^([+-]?)(inf|infinity|nan)$/i

/** Python `str.strip()` with no arguments. */
export function pyStrip(s: string): string {
  return s.replace(STRIP, '')
}

/** Python `float(text)`: decimal or exponent form, `_` between digits, inf/nan; null where Python raises. */
export function pyParseFloat(text: string): number | null {
  const s = pyStrip(text)
  const special = SPECIAL_FLOAT.exec(s)
  if (special) {
    const name = (special[2] as string).toLowerCase()
    if (name === 'nan') return NaN
    return special[1] === '-' ? -Infinity : Infinity
  }
  if (!FLOAT_TEXT.test(s)) return null
  return Number(s.replace(/_/g, ''))
}

/** Python `int(text, base)` for bases 2, 8, 10 and 16 (with optional 0b/0o/0x prefix); null where Python raises. */
export function pyParseInt(text: string, base: 2 | 8 | 10 | 16 = 10): bigint | null {
  let s = pyStrip(text)
  let neg = false
  if (s.startsWith('+') || s.startsWith('-')) {
    neg = s.startsWith('-')
    s = s.slice(1)
  }
  const prefix = { 2: /^0[bB]_?/, 8: /^0[oO]_?/, 10: null, 16: /^0[xX]_?/ }[base]
  if (prefix) s = s.replace(prefix, '')
  const digit = { 2: '[01]', 8: '[0-7]', 10: '[0-9]', 16: '[0-9a-fA-F]' }[base]
  if (!new RegExp(`^${digit}(?:_?${digit})*$`).test(s)) return null
  const clean = s.replace(/_/g, '')
  const lead = { 2: '0b', 8: '0o', 10: '', 16: '0x' }[base]
  const v = BigInt(lead + clean)
  return neg ? -v : v
}

/** Python int → float conversion (`float(n)`); null when the int is too large (OverflowError). */
export function intToFloat(n: bigint): number | null {
  const f = Number(n)
  return Number.isFinite(f) ? f : null
}

/** Python `a * b` for two numbers; null on int→float overflow. */
export function pyMul(a: PyNum, b: PyNum): PyNum | null {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a * b
  const x = typeof a === 'bigint' ? intToFloat(a) : a
  const y = typeof b === 'bigint' ? intToFloat(b) : b
  if (x === null || y === null) return null
  return x * y
}

/** Python `a + b` for two numbers; null on int→float overflow. */
export function pyAdd(a: PyNum, b: PyNum): PyNum | null {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a + b
  const x = typeof a === 'bigint' ? intToFloat(a) : a
  const y = typeof b === 'bigint' ? intToFloat(b) : b
  if (x === null || y === null) return null
  return x + y
}

/**
 * Python 3.12+ built-in `sum(values)` starting from the int 0: ints add exactly until the first
 * float, then floats add with Neumaier compensation and later ints add as plain doubles.
 * Returns null where Python would raise (an int too large to become a float).
 */
export function pySum(values: readonly PyNum[]): PyNum | null {
  let i = 0
  let intTotal = 0n
  for (; i < values.length; i++) {
    const v = values[i] as PyNum
    if (typeof v !== 'bigint') break
    intTotal += v
  }
  if (i === values.length) return intTotal
  const first = pyAdd(intTotal, values[i] as PyNum)
  if (first === null) return null
  let f = first as number
  let c = 0
  for (i += 1; i < values.length; i++) {
    const v = values[i] as PyNum
    if (typeof v === 'number') {
      const t = f + v
      if (Math.abs(f) >= Math.abs(v)) c += f - t + v
      else c += v - t + f
      f = t
    } else if (v >= -(2n ** 63n) && v < 2n ** 63n) {
      f += Number(v)
    } else {
      // Outside a C long: CPython leaves the fast path and adds as Python objects.
      if (c !== 0 && Number.isFinite(c)) f += c
      c = 0
      const g = pyAdd(f, v)
      if (g === null) return null
      f = g as number
    }
  }
  if (c !== 0 && Number.isFinite(c)) f += c
  return f
}

/** Python `float(x).is_integer()` for a number. */
export function isIntegral(v: PyNum): boolean {
  return typeof v === 'bigint' || Number.isInteger(v)
}
