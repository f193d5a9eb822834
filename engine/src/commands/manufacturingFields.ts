import { manufacturingEntryProblem } from '../io/json/recordRanges'
import { BOM_CATEGORIES, type BomCategory, type ManufacturingEntry, type ManufacturingFields } from '../model/records'
import { refuse, type Command } from '../tx/Command'

/** Longest part number a manufacturing-BOM entry is kept for, in characters. */
const MAX_PART_NUMBER = 200

const FIELD_TYPES: Readonly<Record<keyof ManufacturingFields, 'number' | 'string' | 'boolean' | 'strings'>> = {
  cellCount: 'number', cellType: 'string', rawMaterial: 'boolean', autoSupply: 'boolean', process: 'string',
  resources: 'strings', connectWay: 'string', moveMinutes: 'number', quantityRatio: 'number',
}

/**
 * Why `fields` is not a whole set of manufacturing fields of the right types and ranges, or null
 * (arguments come from the interface thread, so their types are checked, not trusted).
 */
function fieldsProblem(fields: unknown): string | null {
  if (typeof fields !== 'object' || fields === null) return 'fields must be an object'
  const record = fields as Readonly<Record<string, unknown>>
  for (const [name, type] of Object.entries(FIELD_TYPES)) {
    const value = record[name]
    // Array.from: a sparse list's holes are checked too (every would skip them).
    const ok = type === 'strings' ? Array.isArray(value) && Array.from(value).every((v) => typeof v === 'string') : typeof value === type
    if (!ok) return `field '${name}' must be ${type === 'strings' ? 'a list of texts' : `a ${type}`}`
  }
  const extra = Object.keys(record).find((name) => !Object.hasOwn(FIELD_TYPES, name))
  if (extra !== undefined) return `unknown field '${extra}'`
  const problem = manufacturingEntryProblem(fields as ManufacturingFields)
  return problem === null ? null : `field '${problem}`
}

/**
 * Sets the manufacturing-BOM fields (specification section 3, manufacturing BOM state) of the BOM
 * lines of `category` and `partNumber` (`(no part number)` for parts without one): the whole set of
 * fields, kept in the settings and used by the manufacturing BOM and its export; `null` removes
 * the entry, so the line takes the built-in fields of its category again. One undo step; refused,
 * changing nothing, for a field of the wrong type or range (a cell count of 1.5, a ratio of 0).
 *
 * Example: `{ category: 'connector', partNumber: '1-967616-1', fields: { ...current, cellType: '压接单元', quantityRatio: 1.05 } }`
 * makes that line's planned quantity its BOM quantity × 1.05, rounded up to whole pieces.
 */
export const setManufacturingFields: Command<{ category: BomCategory; partNumber: string; fields: ManufacturingFields | null }> = (doc, { category, partNumber, fields }, tx) => {
  if (!BOM_CATEGORIES.includes(category)) return refuse('invalidArguments', `category must be one of ${BOM_CATEGORIES.join(', ')}`)
  if (typeof partNumber !== 'string' || partNumber === '' || partNumber.length > MAX_PART_NUMBER) {
    return refuse('invalidArguments', `partNumber must be 1 to ${MAX_PART_NUMBER} characters`)
  }
  const entries = doc.settings.manufacturing
  const at = entries.findIndex((e) => e.category === category && e.partNumber === partNumber)
  if (fields === null) {
    if (at < 0) return refuse('notFound', `no manufacturing fields are set for ${category} ${partNumber}`)
    tx?.update('settings', 'settings', { manufacturing: entries.filter((_, i) => i !== at) })
    return true
  }
  const problem = fieldsProblem(fields)
  if (problem) return refuse('invalidArguments', problem)
  // fieldsProblem allows no field beyond the nine, so the fields can be taken whole.
  const entry: ManufacturingEntry = { category, partNumber, ...fields, resources: [...fields.resources] }
  tx?.update('settings', 'settings', { manufacturing: at < 0 ? [...entries, entry] : entries.map((e, i) => (i === at ? entry : e)) })
  return true
}
