import { TYPE_NAMES } from '@harness/engine'

/**
 * The per-type counts of a harness comparison as table rows: every type present on either side,
 * in the document's type order (unknown types after, by name), with the change. Pure, unit-tested.
 */

/** One row of the counts table. */
export interface CountRow {
  readonly typeName: string
  readonly before: number
  readonly after: number
  readonly delta: number
}

/** The rows for counts `before` and `after`; types at zero on both sides are left out. */
export function countRows(before: Readonly<Record<string, number>>, after: Readonly<Record<string, number>>): CountRow[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  const order = (name: string) => {
    const i = (TYPE_NAMES as readonly string[]).indexOf(name)
    return i < 0 ? TYPE_NAMES.length : i
  }
  return [...names]
    .map((typeName) => {
      const b = before[typeName] ?? 0
      const a = after[typeName] ?? 0
      return { typeName, before: b, after: a, delta: a - b }
    })
    .filter((row) => row.before !== 0 || row.after !== 0)
    .sort((x, y) => order(x.typeName) - order(y.typeName) || x.typeName.localeCompare(y.typeName))
}

/** A change as text with its sign: '+3', '−2' (a real minus sign), '0'. */
export function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0'
}
