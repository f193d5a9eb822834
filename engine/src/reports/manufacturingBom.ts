import type { ManufacturingEntry, ManufacturingFields } from '../model/records'
import type { BomCategory, BomLine } from './bom'

/** The fields of one manufacturing-BOM line (spec 3), kept with the document's settings. */
export type { ManufacturingFields }

/**
 * Manufacturing fields chosen by the user. Precedence, lowest first: the built-in defaults of
 * {@link defaultManufacturingFields}, `defaults`, `byCategory`, `byPartNumber` (keyed by the BOM
 * row's part number, including `(no part number)`), `byLine` (keyed by
 * {@link manufacturingLineKey} of the row's category and part number).
 */
export interface ManufacturingFieldsInput {
  readonly defaults?: Partial<ManufacturingFields>
  readonly byCategory?: Partial<Readonly<Record<BomCategory, Partial<ManufacturingFields>>>>
  readonly byPartNumber?: Readonly<Record<string, Partial<ManufacturingFields>>>
  readonly byLine?: Readonly<Record<string, Partial<ManufacturingFields>>>
}

/** The key of `byLine` for the BOM lines of `category` and `partNumber`. */
export function manufacturingLineKey(category: BomCategory, partNumber: string): string {
  return `${category}\0${partNumber}`
}

/**
 * A BOM line with its manufacturing fields and the quantity to plan: quantity × ratio, rounded up
 * to whole pieces for `pc` and to 0.001 m for `m`.
 */
export type ManufacturingBomRow = BomLine & ManufacturingFields & { readonly plannedQuantity: number }

/** A manufacturing field that cannot be used, by BOM item number. */
export interface ManufacturingFieldIssue {
  readonly item: number
  readonly field: 'cellCount' | 'moveMinutes' | 'quantityRatio'
  readonly reason: 'notWholeNumber' | 'negative' | 'notPositive' | 'notFinite'
  readonly value: number
}

/** The manufacturing BOM, or the fields that cannot be used (an expected failure of user input). */
export type ManufacturingBomResult =
  | { readonly ok: true; readonly rows: readonly ManufacturingBomRow[] }
  | { readonly ok: false; readonly issues: readonly ManufacturingFieldIssue[] }

/**
 * The built-in manufacturing fields of a BOM category: one cell of no set type, no automatic
 * supply, no resources, 0 move minutes and ratio 1; raw material for the length categories (wire,
 * multicore, tape, tube); processes and connect ways: connector insertion / insert, terminal
 * crimping / crimp, seal sealing / seal, plug plugging / plug, splice splicing / ultrasonicWeld,
 * wire and multicore cutting, tape taping / wrap, tube tubing / slide, clip and grommet fixing /
 * clip or grommet.
 */
export function defaultManufacturingFields(category: BomCategory): ManufacturingFields {
  const base = { cellCount: 1, cellType: '', rawMaterial: false, autoSupply: false, resources: [], moveMinutes: 0, quantityRatio: 1 }
  switch (category) {
    case 'connector':
      return { ...base, process: 'insertion', connectWay: 'insert' }
    case 'terminal':
      return { ...base, process: 'crimping', connectWay: 'crimp' }
    case 'seal':
      return { ...base, process: 'sealing', connectWay: 'seal' }
    case 'plug':
      return { ...base, process: 'plugging', connectWay: 'plug' }
    case 'splice':
      return { ...base, process: 'splicing', connectWay: 'ultrasonicWeld' }
    case 'wire':
    case 'multicore':
      return { ...base, rawMaterial: true, process: 'cutting', connectWay: '' }
    case 'tape':
      return { ...base, rawMaterial: true, process: 'taping', connectWay: 'wrap' }
    case 'tube':
      return { ...base, rawMaterial: true, process: 'tubing', connectWay: 'slide' }
    case 'clip':
    case 'grommet':
      return { ...base, process: 'fixing', connectWay: category }
    default: {
      const never: never = category
      throw new RangeError(`defaultManufacturingFields: unknown category ${String(never)}`)
    }
  }
}

/**
 * Attaches the manufacturing-BOM fields (spec 3) to every BOM row, by the precedence of
 * {@link ManufacturingFieldsInput}, and computes the planned quantity. Refuses, as a value, cell
 * counts that are not whole numbers ≥ 0, negative or non-finite move minutes, and ratios ≤ 0.
 */
export function manufacturingBom(rows: readonly BomLine[], fields: ManufacturingFieldsInput = {}): ManufacturingBomResult {
  const out: ManufacturingBomRow[] = []
  const issues: ManufacturingFieldIssue[] = []
  for (const row of rows) {
    const merged: ManufacturingFields = {
      ...defaultManufacturingFields(row.category),
      ...fields.defaults,
      ...fields.byCategory?.[row.category],
      ...fields.byPartNumber?.[row.partNumber],
      ...fields.byLine?.[manufacturingLineKey(row.category, row.partNumber)],
    }
    const found = checkFields(row.item, merged)
    if (found.length > 0) {
      issues.push(...found)
      continue
    }
    const planned = row.quantity * merged.quantityRatio
    const plannedQuantity = row.unit === 'pc' ? Math.ceil(planned - 1e-9) : Math.round(planned * 1000) / 1000
    out.push({ ...row, ...merged, resources: [...merged.resources], plannedQuantity })
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, rows: out }
}

function checkFields(item: number, f: ManufacturingFields): ManufacturingFieldIssue[] {
  const issues: ManufacturingFieldIssue[] = []
  const issue = (field: ManufacturingFieldIssue['field'], reason: ManufacturingFieldIssue['reason'], value: number) => issues.push({ item, field, reason, value })
  if (!Number.isFinite(f.cellCount)) issue('cellCount', 'notFinite', f.cellCount)
  else if (f.cellCount < 0) issue('cellCount', 'negative', f.cellCount)
  else if (!Number.isInteger(f.cellCount)) issue('cellCount', 'notWholeNumber', f.cellCount)
  if (!Number.isFinite(f.moveMinutes)) issue('moveMinutes', 'notFinite', f.moveMinutes)
  else if (f.moveMinutes < 0) issue('moveMinutes', 'negative', f.moveMinutes)
  if (!Number.isFinite(f.quantityRatio)) issue('quantityRatio', 'notFinite', f.quantityRatio)
  else if (f.quantityRatio <= 0) issue('quantityRatio', 'notPositive', f.quantityRatio)
  return issues
}

/**
 * The document's manufacturing BOM state (the settings' entries) as the input of
 * {@link manufacturingBom}: each entry's fields keyed by its category and part number.
 */
export function manufacturingInput(entries: readonly ManufacturingEntry[]): ManufacturingFieldsInput {
  if (entries.length === 0) return {}
  const byLine: Record<string, ManufacturingFields> = {}
  for (const { category, partNumber, ...fields } of entries) byLine[manufacturingLineKey(category, partNumber)] = fields
  return { byLine }
}

/**
 * The manufacturing fields of the BOM lines of `category` and `partNumber` as the manufacturing BOM
 * shows them, for an editor of them: the entry the user set, or the built-in fields of the
 * category, whether they were set, and how many BOM lines share them (parts without a number are
 * listed by description, a part number by usage, but keep fields per category and number); null
 * when no BOM line has that category and part number.
 */
export function manufacturingLineFields(
  lines: readonly BomLine[], entries: readonly ManufacturingEntry[], category: BomCategory, partNumber: string,
): { readonly fields: ManufacturingFields; readonly set: boolean; readonly lines: number } | null {
  const shared = lines.filter((l) => l.category === category && l.partNumber === partNumber).length
  if (shared === 0) return null
  const entry = entries.find((e) => e.category === category && e.partNumber === partNumber)
  if (!entry) return { fields: defaultManufacturingFields(category), set: false, lines: shared }
  const { category: _c, partNumber: _p, ...fields } = entry
  return { fields, set: true, lines: shared }
}
