/**
 * Python-compatible text of values: `str()` and `repr()` of None, bool, int, float, str, lists
 * and dicts, and `round(x, n)`. WireViz writes quantities and part data with `str()`, so a float
 * gauge of 1.0 prints `1.0`, 1500.0 prints `1500.0`, 1e16 prints `1e+16`, and 0.00001 `1e-05`.
 */
import { PyDate, PyDict, type PyValue } from './pyValue'

/** Python `str(x)` of a float: shortest round-trip digits, `.0` on integral values, exponent outside [1e-4, 1e16). */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan'
  if (x === Infinity) return 'inf'
  if (x === -Infinity) return '-inf'
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0'
  const sign = x < 0 ? '-' : ''
  // toExponential() without an argument yields the shortest digits that round-trip, like Python's repr.
  const [mant, expText] = Math.abs(x).toExponential().split('e') as [string, string]
  const digits = mant.replace('.', '')
  const exp = Number(expText) // value = d.ddd × 10^exp
  const decpt = exp + 1 // value = 0.ddd × 10^decpt
  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`
    if (decpt >= digits.length) return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`
    return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`
  }
  const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits
  const e = Math.abs(exp)
  return `${sign}${m}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' : ''}${e}`
}

/** Python `repr()` of a string: single quotes unless the text has `'` and no `"`, with escapes. */
export function pyStrRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'"
  let out = quote
  for (const ch of s) {
    const code = ch.codePointAt(0) as number
    if (ch === quote || ch === '\\') out += `\\${ch}`
    else if (ch === '\n') out += '\\n'
    else if (ch === '\r') out += '\\r'
    else if (ch === '\t') out += '\\t'
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += `\\x${code.toString(16).padStart(2, '0')}`
    else out += ch
  }
  return out + quote
}

/** Python `repr(v)`: how a value looks inside a printed list or dict. */
export function pyRepr(v: PyValue): string {
  if (typeof v === 'string') return pyStrRepr(v)
  if (v instanceof PyDate) return `datetime.date(${v.text})`
  if (v instanceof PyDict) return `{${v.entries().map(([k, x]) => `${pyRepr(k)}: ${pyRepr(x)}`).join(', ')}}`
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`
  return pyStr(v)
}

/** Python `str(v)`: `None`, `True`/`False`, int digits, float repr, the text of a str, list repr. */
export function pyStr(v: PyValue): string {
  if (v === null) return 'None'
  if (typeof v === 'boolean') return v ? 'True' : 'False'
  if (typeof v === 'bigint') return v.toString()
  if (typeof v === 'number') return pyFloatRepr(v)
  if (typeof v === 'string') return v
  if (v instanceof PyDate) return v.text
  return pyRepr(v)
}

/** The exact value of a finite double as mantissa × 2^exponent with integer parts. */
function exactBinary(x: number): { mant: bigint; exp: number } {
  const buf = new DataView(new ArrayBuffer(8))
  buf.setFloat64(0, x)
  const hi = buf.getUint32(0)
  const lo = buf.getUint32(4)
  const biased = (hi >>> 20) & 0x7ff
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo)
  let exp: number
  if (biased === 0) exp = -1074
  else {
    mant |= 1n << 52n
    exp = biased - 1075
  }
  if (hi >>> 31) mant = -mant
  return { mant, exp }
}

/**
 * Python `round(x, ndigits)` for a float: rounds the exact binary value to `ndigits` decimals,
 * ties to even, so round(0.0625, 3) is 0.062 (JS toFixed gives 0.063). Returns a float.
 */
export function pyRound(x: number, ndigits: number): number {
  if (!Number.isInteger(ndigits) || ndigits < 0 || ndigits > 300) throw new RangeError(`pyRound: unsupported ndigits ${ndigits}`)
  if (!Number.isFinite(x) || x === 0) return x
  const { mant, exp } = exactBinary(x)
  if (exp >= 0) return x // already an integer
  const scale = 10n ** BigInt(ndigits)
  const num = mant * scale
  const den = 1n << BigInt(-exp)
  const neg = num < 0n
  const a = neg ? -num : num
  let q = a / den
  const r2 = (a - q * den) * 2n
  if (r2 > den || (r2 === den && q % 2n === 1n)) q += 1n
  const result = Number(`${neg ? '-' : ''}${q}e-${ndigits}`)
  return result === 0 && neg ? -0 : result
}

/** Python `round(x, n)` of an int is the int itself; of a bool, the int 0 or 1. */
export function pyRoundValue(v: bigint | number | boolean, ndigits: number): bigint | number {
  if (typeof v === 'boolean') return v ? 1n : 0n
  if (typeof v === 'bigint') return v
  return pyRound(v, ndigits)
}
