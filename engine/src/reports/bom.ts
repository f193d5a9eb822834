import type { PartStatus, PartUsage, WireId } from '@harness/protocol'
import type { DerivedHarness } from '../derive/deriveHarness'
import { BOM_CATEGORIES, type BomCategory, type PartFields } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { sortNatural } from './naturalSort'
import { FittedPlugs } from './fittedPlugs'
import { isOwnTerminal } from '../library/ownTerminals'
import { compareNatural, mmToM, type QuantityUnit } from './reportCells'

/**
 * What kind of part a BOM row lists, in the order the BOM lists them: connector housings,
 * terminals, cavity seals, cavity plugs, splices, wires, multicore cables, tapes, tubes, clips and
 * grommets.
 */
export type { BomCategory }
export { BOM_CATEGORIES }

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
  /** True when no grouped part has a description of its own and `description` was made from its data. */
  readonly generatedDescription: boolean
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

/** A placed part's share of the BOM, as the document walk hands it to {@link BomGroups.add}. */
type BomPart = PartFields & { readonly id: string }

const USAGE_ORDER: readonly PartUsage[] = ['mandatory', 'optional', 'customerSpecified']

/**
 * The bill of materials of a document. Every placed part becomes an item; items group on
 * (category, part number, usage), and parts without a part number group on their description
 * instead, under {@link NO_PART_NUMBER}. Cores of multicores are not listed (the cable is), nor
 * a connector that is its own terminal (a ring terminal, {@link isOwnTerminal}: its terminal is).
 * Order: category as in {@link BOM_CATEGORIES}; then part number in natural order with the
 * placeholder last; then description (natural); then usage mandatory, optional,
 * customer-specified. `derived` must come from the same document version (a RangeError otherwise).
 */
export function bom(doc: DocReader, derived: DerivedHarness): BomLine[] {
  if (derived.version !== doc.version) throw new RangeError(`bom: derived data of version ${derived.version}, document at ${doc.version}`)
  const groups = new BomGroups()
  addParts(doc, derived, groups)
  const rows = groups.lines()
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

/**
 * The parts of one BOM line as parallel lists in the order the document walk met them (no object
 * per part: at XL that is 700,000 parts), sorted by designator only when the line is made.
 */
class BomGroup {
  readonly designators: string[] = []
  readonly parts: BomPart[] = []
  /** Each part's description: its own, else one made from its data ("terminal", "wire 0.35 mm² BK/WH"). */
  readonly descriptions: string[] = []
  /** Length in mm for length categories, 1 for pieces, null when the length is unknown. */
  readonly amounts: (number | null)[] = []
  constructor(readonly category: BomCategory) {}

  /** The line: parts in natural order of their designators (equal designators in walk order). */
  line(): BomLine {
    const order = sortNatural(
      Array.from({ length: this.designators.length }, (_, i) => i),
      (i) => this.designators[i]!,
    )
    const first = order[0]!
    const part = this.parts[first]!
    const unit: QuantityUnit = isLengthCategory(this.category) ? 'm' : 'pc'
    let total = 0
    let unknown = 0
    let description: string | undefined
    let invalid = false
    const designators = new Array<string>(order.length)
    const ids = new Array<string>(order.length)
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!
      const amount = this.amounts[i]!
      if (amount === null) unknown += 1
      else total += amount
      const p = this.parts[i]!
      if (description === undefined && p.description !== '') description = p.description
      if (p.status === 'invalid') invalid = true
      designators[k] = this.designators[i]!
      ids[k] = p.id
    }
    return {
      item: 0,
      category: this.category,
      partNumber: part.partNumber === '' ? NO_PART_NUMBER : part.partNumber,
      description: description ?? this.descriptions[first]!,
      generatedDescription: description === undefined,
      quantity: unit === 'm' ? mmToM(total) : total,
      unit,
      designators,
      count: order.length,
      ids,
      unknownQuantity: unknown,
      usage: part.usage,
      status: invalid ? 'invalid' : 'normal',
    }
  }
}

/**
 * Parts grouped on (category, part number, usage), or on (category, usage, description and, for
 * housings, cavity count) for parts without a part number: a numeric kind (category, usage, numbered or not) and, inside it, the
 * part number or description (prefixed with the usage when the usage is not a known one).
 */
class BomGroups {
  private readonly kinds = new Map<number, Map<string, BomGroup>>()

  /**
   * Adds one placed part with its description (see {@link BomGroup.descriptions}), designator and
   * amount (see {@link BomGroup.amounts}); parts without a part number group only with those of
   * the same description and the same `kindOf` (a housing's cavity count: a 4-way and an 8-way
   * housing described alike are two parts).
   */
  add(category: BomCategory, part: BomPart, description: string, designator: string, amount: number | null, kindOf = ''): void {
    const pn = part.partNumber
    const usage = USAGE_ORDER.indexOf(part.usage)
    const kind = (BOM_CATEGORIES.indexOf(category) * (USAGE_ORDER.length + 1) + (usage < 0 ? USAGE_ORDER.length : usage)) * 2 + (pn === '' ? 1 : 0)
    let byKey = this.kinds.get(kind)
    if (!byKey) this.kinds.set(kind, (byKey = new Map()))
    const name = pn === '' ? `${description}\0${kindOf}` : pn
    const key = usage < 0 ? `${part.usage}\0${name}` : name
    let group = byKey.get(key)
    if (!group) byKey.set(key, (group = new BomGroup(category)))
    group.designators.push(designator)
    group.parts.push(part)
    group.descriptions.push(description)
    group.amounts.push(amount)
  }

  /** One line per group, in no particular order. */
  lines(): BomLine[] {
    const out: BomLine[] = []
    for (const byKey of this.kinds.values()) for (const group of byKey.values()) out.push(group.line())
    return out
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

/** Walks the document's placed parts into `groups`, category by category in insertion order. */
function addParts(doc: DocReader, derived: DerivedHarness, groups: BomGroups): void {
  for (const c of doc.all('connector')) {
    // A ring terminal or lug placed as a connector is listed once, as the terminal it is.
    if (isOwnTerminal(doc, c)) continue
    const ways = doc.cavityCount(c.id)
    groups.add('connector', c, c.description || `${ways}-way connector`, c.name, 1, String(ways))
  }
  // Terminals and seals with their places by the store's integer references, in insertion order.
  doc.eachTerminalWithPlace((t, wire, place) => {
    const end = wire ? (t.end === 'A' ? wire.endA : wire.endB) : undefined
    const designator =
      end?.kind !== 'cavity' ? `${wire?.name ?? t.wireId}/${t.end}` : place?.kind === 'cavity' ? cavityDesignator(place.connector, place.cavity) : end.cavityId
    groups.add('terminal', t, t.description || 'terminal', designator, 1)
  })
  // A plug counts only where its cavity stays empty in some variant (FittedPlugs).
  const fitted = new FittedPlugs(doc)
  doc.eachSealWithCavity((s, cavity, connector) => {
    if (s.kind === 'plug' && !fitted.fittedIn(s.cavityId)) return
    const designator = cavity && connector ? cavityDesignator(connector, cavity) : s.cavityId
    groups.add(s.kind, s, s.description || (s.kind === 'seal' ? 'cavity seal' : 'cavity plug'), designator, 1)
  })
  for (const s of doc.all('splice')) groups.add('splice', s, s.description || 'splice', s.name, 1)
  const production = (wireId: WireId): number | null => {
    const length = derived.lengths.get(wireId)
    return length && length.ok ? length.production : null
  }
  for (const w of doc.all('wire')) {
    if (w.multicoreId !== null && doc.getOf('multicore', w.multicoreId)) continue
    // A wire without a part number is bought by its section and colours: one line for each.
    groups.add('wire', w, w.description || `wire ${w.csa} mm²${w.colors.length > 0 ? ` ${w.colors.join('/')}` : ''}`, w.name, production(w.id))
  }
  for (const m of doc.all('multicore')) {
    // The jacket runs as far as its longest core; cores carry no add-ons of their own here.
    const cores = doc.coresOf(m.id)
    const lengths = cores.map((core) => production(core.id))
    const known = lengths.filter((l): l is number => l !== null)
    const amount = known.length > 0 && known.length === lengths.length ? Math.max(...known) : null
    groups.add('multicore', m, m.description || `multicore, ${cores.length} cores`, m.name, amount)
  }
  const quantities = new Map(derived.protections.map((q) => [q.protectionId, q]))
  for (const p of doc.all('protection')) {
    const q = quantities.get(p.id)
    const category: BomCategory = p.winding === 'tube' ? 'tube' : 'tape'
    const description = p.description || (category === 'tape' ? `${p.material} ${p.width} mm` : p.material)
    groups.add(category, p, description, p.name || p.id, q && q.ok ? q.length : null)
  }
  for (const f of doc.all('fixing')) groups.add(f.kind, f, f.description || f.kind, f.name || f.id, 1)
}

/** A cavity's designator in a BOM line: connector:cavity, e.g. X12:3. */
function cavityDesignator(connector: { readonly name: string }, cavity: { readonly name: string }): string {
  return `${connector.name}:${cavity.name}`
}
