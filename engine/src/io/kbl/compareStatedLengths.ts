/**
 * Compares the wire lengths a KBL file states (DMU, Drawing, Production ...) with lengths the
 * engine computes, one row per stated length, with the difference in mm and in per cent of the
 * stated value. The caller supplies the computed length of each record (typically the route
 * length between the wire's two end nodes in the bundle graph); nothing is rounded or hidden.
 */
import type { KblImportReport } from './KblImportReport'

/** One row of the comparison: a stated length next to the computed one. */
export interface StatedLengthComparison {
  readonly recordId: string
  readonly typeName: 'wire' | 'multicore'
  readonly name: string
  readonly kblId: string
  readonly lengthType: string
  /** The file's length in mm. */
  readonly stated: number
  /** The computed length in mm; null when the caller could not compute one (e.g. an open end). */
  readonly computed: number | null
  /** computed − stated in mm; null without a computed length. */
  readonly differenceMm: number | null
  /** 100 · (computed − stated) / stated; null without a computed length or when the stated length is 0. */
  readonly differencePercent: number | null
}

/** How many rows agree within 1 %, within 5 %, worse, or could not be compared. */
export interface StatedLengthSummary {
  readonly rows: number
  readonly within1Percent: number
  readonly within5Percent: number
  readonly worse: number
  readonly notCompared: number
}

/**
 * The comparison rows for every stated length of an import report; `routeLength` answers the
 * computed length in mm of a record id (wire or multicore), or null when it has none.
 */
export function compareStatedLengths(report: Pick<KblImportReport, 'statedLengths'>, routeLength: (wireId: string) => number | null): StatedLengthComparison[] {
  return report.statedLengths.map((stated) => {
    const computed = routeLength(stated.recordId)
    const differenceMm = computed === null ? null : computed - stated.value
    const differencePercent = differenceMm === null || stated.value === 0 ? null : (100 * differenceMm) / stated.value
    return {
      recordId: stated.recordId, typeName: stated.typeName, name: stated.name, kblId: stated.kblId, lengthType: stated.lengthType,
      stated: stated.value, computed, differenceMm, differencePercent,
    }
  })
}

/** Counts rows within 1 % (|Δ| ≤ 1 %), within 5 % (1 % < |Δ| ≤ 5 %), worse, and not compared. */
export function summariseStatedLengths(rows: readonly StatedLengthComparison[]): StatedLengthSummary {
  let within1Percent = 0
  let within5Percent = 0
  let worse = 0
  let notCompared = 0
  for (const row of rows) {
    const p = row.differencePercent
    if (p === null) notCompared += 1
    else if (Math.abs(p) <= 1) within1Percent += 1
    else if (Math.abs(p) <= 5) within5Percent += 1
    else worse += 1
  }
  return { rows: rows.length, within1Percent, within5Percent, worse, notCompared }
}
