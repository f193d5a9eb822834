import type { PartStatus, PartUsage, WireId } from '@harness/protocol'
import type { DerivedHarness } from '../derive/deriveHarness'
import type { PartFields } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { compareNatural, mmToM, type QuantityUnit } from './reportCells'

/**
 * What kind of part a BOM row lists, in the order the BOM lists them: connector housings,
 * terminals, cavity seals, cavity plugs, splices, wires, multicore cables, tapes, tubes, clips and
 * grommets.
 */
export type BomCategory = 'connector' | 'terminal' | 'seal' | 'plug' | 'splice' | 'wire' | 'multicore' | 'tape' | 'tube' | 'clip' | 'grommet'

/** The categories in BOM order. */
export const BOM_CATEGORIES: readonly BomCategory[] = ['connector', 'terminal', 'seal', 'plug', 'splice', 'wire', 'multicore', 'tape', 'tube', 'clip', 'grommet']

/** The part number a BOM row shows for parts that have none yet; such parts are grouped and counted, never dropped. */
export const NO_PART_NUMBER = '(no part number)'

/**
 * One BOM line: the parts of one category sharing a part number and usage, with their total
 * quantity: pieces (`pc`) for connectors, terminals, seals, plugs, splices, clips and grommets;
 * metres (`m`, rounded to 0.001 m) for wires (production lengths), multicores (jacket lengths),
 * tapes (tape length) and tubes (cut length).
 */
export interface BomLine {
  /** Item number, 1..n in the BOM's order. */
  readonly item: number
  readonly category: BomCategory
  /** The shared part number, or {@link NO_PART_NUMBER}. */
  readonly partNumber: string
  /** The part description (of the first designator that has one), else a generated one such as "wire 0.35 mm²". */
  readonly description: string
  /** Total quantity in `unit`; lengths sum only the designators whose length is known. */
  readonly quantity: number
  readonly unit: QuantityUnit
  /** Designators of the parts in the row, in natural order (X1, X2, X10; terminals and seals as connector:cavity). */
  readonly designators: readonly string[]
  /** How many parts (designators) the row groups. */
  readonly count: number
  /** The records of the parts the row groups, in the order of `designators`. */
  readonly ids: readonly string[]
  /** How many of them have no computable length (unroutable wires, tapes too narrow, empty runs); 0 for pieces. */
  readonly unknownQuantity: number
  readonly usage: PartUsage
  /** `invalid` when any grouped part is invalid, else `normal`. */
  readonly status: PartStatus
}

interface BomItem {
  readonly category: BomCategory
  readonly part: PartFields & { readonly id: string }
  readonly description: string
  readonly designator: string
  /** Length in mm for length items, 1 for pieces, null when the length is unknown. */
  readonly amount: number | null
}

const USAGE_ORDER: readonly PartUsage[] = ['mandatory', 'optional', 'customerSpecified']

/**
 * The bill of materials of a document. Every placed part becomes an item; items group on
 * (category, part number, usage), and parts without a part number group on their description
 * instead, under {@link NO_PART_NUMBER}. Cores of multicores are not listed (the cable is).
 * Order: category as in {@link BOM_CATEGORIES}; then part number in natural order with the
 * placeholder last; then description (natural); then usage mandatory, optional,
 * customer-specified. `derived` must come from the same document version (a RangeError otherwise).
 */
export function bom(doc: DocReader, derived: DerivedHarness): BomLine[] {
  if (derived.version !== doc.version) throw new RangeError(`bom: derived data of version ${derived.version}, document at ${doc.version}`)
  // Groups per (category, usage, has a part number), then by part number, or by description for
  // parts without one: those are the records' own strings, so no key is built per item (a usage
  // outside the known ones, which no command should store, keeps a group of its own).
  const groups = new Map<number, Map<string, BomItem[]>>()
  for (const item of bomItems(doc, derived)) {
    const pn = item.part.partNumber
    const usage = USAGE_ORDER.indexOf(item.part.usage)
    const kind = (BOM_CATEGORIES.indexOf(item.category) * (USAGE_ORDER.length + 1) + (usage < 0 ? USAGE_ORDER.length : usage)) * 2 + (pn === '' ? 1 : 0)
    let byKey = groups.get(kind)
    if (!byKey) groups.set(kind, (byKey = new Map()))
    const name = pn === '' ? item.description : pn
    const key = usage < 0 ? `${item.part.usage}\u0000${name}` : name
    const group = byKey.get(key)
    if (group) group.push(item)
    else byKey.set(key, [item])
  }
  const rows = [...groups.values()].flatMap((byKey) => [...byKey.values()]).map(toRow)
  rows.sort(
    (a, b) =>
      BOM_CATEGORIES.indexOf(a.category) - BOM_CATEGORIES.indexOf(b.category) ||
      Number(a.partNumber === NO_PART_NUMBER) - Number(b.partNumber === NO_PART_NUMBER) ||
      compareNatural(a.partNumber, b.partNumber) ||
      compareNatural(a.description, b.description) ||
      USAGE_ORDER.indexOf(a.usage) - USAGE_ORDER.indexOf(b.usage),
  )
  return rows.map((row, i) => ({ ...row, item: i + 1 }))
}

function toRow(items: BomItem[]): BomLine {
  items.sort((a, b) => compareNatural(a.designator, b.designator))
  const first = items[0]!
  const unit: QuantityUnit = isLengthCategory(first.category) ? 'm' : 'pc'
  let total = 0
  let unknown = 0
  for (const item of items) {
    if (item.amount === null) unknown += 1
    else total += item.amount
  }
  return {
    item: 0,
    category: first.category,
    partNumber: first.part.partNumber === '' ? NO_PART_NUMBER : first.part.partNumber,
    description: items.find((i) => i.part.description !== '')?.part.description ?? first.description,
    quantity: unit === 'm' ? mmToM(total) : total,
    unit,
    designators: items.map((i) => i.designator),
    count: items.length,
    ids: items.map((i) => i.part.id),
    unknownQuantity: unknown,
    usage: first.part.usage,
    status: items.some((i) => i.part.status === 'invalid') ? 'invalid' : 'normal',
  }
}

/** True for the categories a BOM counts in metres. */
export function isLengthCategory(category: BomCategory): boolean {
  switch (category) {
    case 'wire':
    case 'multicore':
    case 'tape':
    case 'tube':
      return true
    case 'connector':
    case 'terminal':
    case 'seal':
    case 'plug':
    case 'splice':
    case 'clip':
    case 'grommet':
      return false
    default: {
      const never: never = category
      throw new RangeError(`isLengthCategory: unknown category ${String(never)}`)
    }
  }
}

function bomItems(doc: DocReader, derived: DerivedHarness): BomItem[] {
  const items: BomItem[] = []
  const cavityName = (cavityId: string) => {
    const cavity = doc.getOf('cavity', cavityId)
    const connector = cavity ? doc.getOf('connector', cavity.connectorId) : undefined
    return cavity && connector ? `${connector.name}:${cavity.name}` : cavityId
  }
  for (const c of doc.all('connector')) {
    items.push({ category: 'connector', part: c, description: c.description || `${doc.cavitiesOf(c.id).length}-way connector`, designator: c.name, amount: 1 })
  }
  for (const t of doc.all('terminal')) {
    const wire = doc.getOf('wire', t.wireId)
    const end = wire ? (t.end === 'A' ? wire.endA : wire.endB) : undefined
    const designator = end && end.kind === 'cavity' ? cavityName(end.cavityId) : `${wire?.name ?? t.wireId}/${t.end}`
    items.push({ category: 'terminal', part: t, description: t.description || 'terminal', designator, amount: 1 })
  }
  for (const s of doc.all('seal')) {
    items.push({ category: s.kind, part: s, description: s.description || (s.kind === 'seal' ? 'cavity seal' : 'cavity plug'), designator: cavityName(s.cavityId), amount: 1 })
  }
  for (const s of doc.all('splice')) items.push({ category: 'splice', part: s, description: s.description || 'splice', designator: s.name, amount: 1 })
  const production = (wireId: WireId): number | null => {
    const length = derived.lengths.get(wireId)
    return length && length.ok ? length.production : null
  }
  for (const w of doc.all('wire')) {
    if (w.multicoreId !== null && doc.getOf('multicore', w.multicoreId)) continue
    items.push({ category: 'wire', part: w, description: w.description || `wire ${w.csa} mm²`, designator: w.name, amount: production(w.id) })
  }
  for (const m of doc.all('multicore')) {
    // The jacket runs as far as its longest core; cores carry no add-ons of their own here.
    const cores = doc.coresOf(m.id)
    const lengths = cores.map((core) => production(core.id))
    const known = lengths.filter((l): l is number => l !== null)
    const amount = known.length > 0 && known.length === lengths.length ? Math.max(...known) : null
    items.push({ category: 'multicore', part: m, description: m.description || `multicore, ${cores.length} cores`, designator: m.name, amount })
  }
  const quantities = new Map(derived.protections.map((q) => [q.protectionId, q]))
  for (const p of doc.all('protection')) {
    const q = quantities.get(p.id)
    const category: BomCategory = p.winding === 'tube' ? 'tube' : 'tape'
    items.push({
      category,
      part: p,
      description: p.description || (category === 'tape' ? `${p.material} ${p.width} mm` : p.material),
      designator: p.name || p.id,
      amount: q && q.ok ? q.length : null,
    })
  }
  for (const f of doc.all('fixing')) items.push({ category: f.kind, part: f, description: f.description || f.kind, designator: f.name || f.id, amount: 1 })
  return items
}
