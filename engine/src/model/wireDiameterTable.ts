/**
 * Tables of wire outer diameters by conductor cross-section: the engine's own (ISO 6722-1 thin wall,
 * `wireDiameters.ts`) and a team's, kept as a dictionary table (`/dictionary`, 团队词典表) with a
 * cross-section column (mm²) and an outer-diameter column (mm). A wire created without an outer
 * diameter takes the table value for its cross-section.
 *
 * A table is read, never trusted: a column is a cross-section when it holds numbers and its unit
 * is mm² (or its heading says cross-section: 截面, cross-section, CSA, Querschnitt), an outer
 * diameter when it holds numbers in mm (or no unit) and its heading says so (外径, outer
 * diameter, OD, Außendurchmesser). Rows need both values, positive and plausible (up to 1,000
 * mm² and 100 mm); one cross-section stated twice with two diameters is a conflict, reported as a
 * value. Expected failures are values, never exceptions.
 */

/** Rows of (cross-section mm², outer diameter mm), ascending by cross-section, with where they come from. */
export interface WireDiameterTable {
  /** Where the values come from, as the designer sees it: a dictionary table's name, or the engine's own. */
  readonly source: string
  readonly rows: readonly (readonly [csa: number, od: number])[]
}

/** The largest cross-section a table row may state, in mm². */
export const MAX_TABLE_CSA = 1000
/** The largest outer diameter a table row may state, in mm. */
export const MAX_TABLE_OD = 100

/** The columns of a table the engine reads: their positions among the table's columns. */
export interface WireDiameterColumns {
  readonly csa: number
  readonly od: number
}

/** A column as a dictionary table or a data table file describes it. */
interface ColumnLike {
  readonly name: string
  readonly type: string
  readonly unit: string
}

const CSA_HEADING = /截面|横截面|cross[\s-]?section|\bcsa\b|querschnitt/i
const OD_HEADING = /外径|outer[\s-]?diam|outside[\s-]?diam|\bod\b|au(ß|ss)endurchmesser/i
const isNumberColumn = (c: ColumnLike) => c.type === 'number' || c.type === 'integer'
const unitOf = (c: ColumnLike) => c.unit.trim().toLowerCase().replace('^2', '²').replace(/mm2$/, 'mm²')

/**
 * Where the cross-section and outer-diameter columns of `columns` are, or null when the table is
 * not one of wire diameters. Example: [截面积 (number, mm²), 外径 (number, mm)] → { csa: 0, od: 1 }.
 */
export function wireDiameterColumns(columns: readonly ColumnLike[]): WireDiameterColumns | null {
  const csa = columns.findIndex((c) => isNumberColumn(c) && (unitOf(c) === 'mm²' || (CSA_HEADING.test(c.name) && unitOf(c) === '')))
  const od = columns.findIndex((c, i) => i !== csa && isNumberColumn(c) && OD_HEADING.test(c.name) && (unitOf(c) === 'mm' || unitOf(c) === ''))
  return csa < 0 || od < 0 ? null : { csa, od }
}

/** A table read from a dictionary table's columns and rows, or why it cannot be used. */
export type WireDiameterTableResult = { readonly ok: true; readonly table: WireDiameterTable } | { readonly ok: false; readonly reason: string }

/**
 * Reads a dictionary table (`columns`, `rows` of `cells` as a data table holds them) named
 * `source` as a wire-diameter table. Rows missing a value are skipped; a table left with none, a
 * value out of range or a cross-section stated with two diameters is refused with the reason.
 */
export function readWireDiameterTable(source: string, table: { readonly columns: readonly ColumnLike[]; readonly rows: readonly { readonly cells: readonly unknown[] }[] }): WireDiameterTableResult {
  const at = wireDiameterColumns(table.columns)
  if (!at) return { ok: false, reason: 'the table has no cross-section column (mm²) and outer-diameter column (mm)' }
  const byCsa = new Map<number, number>()
  for (const [i, row] of table.rows.entries()) {
    const csa = row.cells[at.csa]
    const od = row.cells[at.od]
    if (typeof csa !== 'number' || typeof od !== 'number') continue
    if (!(csa > 0 && csa <= MAX_TABLE_CSA) || !(od > 0 && od <= MAX_TABLE_OD)) {
      return { ok: false, reason: `row ${i + 1}: a cross-section of 0 to ${MAX_TABLE_CSA} mm² and an outer diameter of 0 to ${MAX_TABLE_OD} mm, got ${csa} mm² and ${od} mm` }
    }
    const before = byCsa.get(csa)
    if (before !== undefined && before !== od) return { ok: false, reason: `row ${i + 1}: ${csa} mm² is stated with two outer diameters (${before} and ${od} mm)` }
    byCsa.set(csa, od)
  }
  if (byCsa.size === 0) return { ok: false, reason: 'no row states both a cross-section and an outer diameter' }
  return { ok: true, table: { source, rows: [...byCsa.entries()].sort((a, b) => a[0] - b[0]) } }
}

/**
 * The outer diameter in mm `table` gives a wire of `csa` mm²: the row of the smallest
 * cross-section at least `csa` (a wire between two sizes takes the larger one's diameter, never a
 * thinner one); above the largest row, that row's diameter scaled by √(csa / its csa), rounded to
 * 0.1 mm (a larger conductor keeps about the same wall-to-core ratio).
 *
 * Example: rows (0.35, 1.3), (0.5, 1.6): 0.35 → 1.3; 0.4 → 1.6; 2 → 1.6 · √4 = 3.2.
 */
export function tableOuterDiameter(table: WireDiameterTable, csa: number): number {
  const rows = table.rows
  for (const [rowCsa, od] of rows) if (csa <= rowCsa) return od
  const [lastCsa, lastOd] = rows[rows.length - 1]!
  return Math.round(lastOd * Math.sqrt(csa / lastCsa) * 10) / 10
}
