/**
 * How report cells are normalised so that every report is stable and readable: designators sort
 * in natural order (X2 before X10), lengths are rounded to 0.1 mm and material quantities to
 * 0.001 m (1 mm), so floating-point noise never reaches a table or a golden file.
 */

/**
 * Compares two designators or part numbers in natural order: runs of digits (with an optional
 * decimal part) compare as numbers, everything else character by character by code point, so
 * "X2" < "X10" < "Y1" and "FLRY 0.35" < "FLRY 0.5" < "FLRY 1.5". Texts equal in value but not in
 * spelling ("X01" vs "X1") fall back to plain code-point order, so the order is total and
 * independent of the locale. It allocates only for decimal or very long digit runs, so it suits
 * sorts of 10⁵ rows.
 */
export function compareNatural(a: string, b: string): number {
  if (a === b) return 0
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i)
    const cb = b.charCodeAt(j)
    if (isDigit(ca) && isDigit(cb)) {
      const ea = numberEnd(a, i)
      const eb = numberEnd(b, j)
      const na = numberValue(a, i, ea)
      const nb = numberValue(b, j, eb)
      if (na !== nb) return na < nb ? -1 : 1
      i = ea
      j = eb
      continue
    }
    if (ca !== cb) return ca < cb ? -1 : 1
    i += 1
    j += 1
  }
  const restA = a.length - i
  const restB = b.length - j
  if (restA !== restB) return restA - restB
  return a < b ? -1 : 1
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/**
 * The value of the number `text[start, end)`: whole runs of up to 15 digits are summed digit by
 * digit (exact, as `Number` would read them, without making a substring); others go through `Number`.
 */
function numberValue(text: string, start: number, end: number): number {
  if (end - start > 15) return Number(text.slice(start, end))
  let value = 0
  for (let k = start; k < end; k++) {
    const code = text.charCodeAt(k)
    if (code === 46) return Number(text.slice(start, end))
    value = value * 10 + (code - 48)
  }
  return value
}

/** The end of the number starting at `start`: digits, then optionally '.' and more digits. */
function numberEnd(text: string, start: number): number {
  let k = start
  while (k < text.length && isDigit(text.charCodeAt(k))) k += 1
  if (k + 1 < text.length && text.charCodeAt(k) === 46 && isDigit(text.charCodeAt(k + 1))) {
    k += 1
    while (k < text.length && isDigit(text.charCodeAt(k))) k += 1
  }
  return k
}

/** A length in mm rounded to 0.1 mm, the resolution of every length column in the reports. */
export function roundMm(length: number): number {
  return Math.round(length * 10) / 10 + 0
}

/** A length given in mm, expressed in metres rounded to 0.001 m (the BOM's and assembly table's material unit). */
export function mmToM(length: number): number {
  return Math.round(length) / 1000 + 0
}

/** Unit of a report quantity: pieces, or metres of material cut from stock. */
export type QuantityUnit = 'pc' | 'm'
