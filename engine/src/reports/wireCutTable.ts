import type { WireId } from '@harness/protocol'
import type { DerivedHarness } from '../derive/deriveHarness'
import { wireEndPartsProblems } from '../library/catalogChecks'
import { PartCatalog } from '../library/PartCatalog'
import type { WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { compareNatural, roundMm } from './reportCells'
import { wireEndInfo, wireEndInfoAt, type WireEndInfo } from './wireEndInfo'

/**
 * Whether a wire-cut row can be made as it stands: `ok` when it can; `openEnd` when an end is
 * attached to nothing; `cannotConnectToGraph` when its ends lie in separate bundles;
 * `nonPositiveLength` when negative add-ons leave no length to cut (these three have no length);
 * `endPartMismatch` when it has its length but the part library says a terminal or seal on one
 * of its ends does not fit (the wire's cross-section, the cavity's housing).
 */
export type WireCutStatus = 'ok' | 'openEnd' | 'cannotConnectToGraph' | 'nonPositiveLength' | 'endPartMismatch'

/**
 * One line of the wire-cut table: one wire or multicore core, with the columns of harness-domain
 * 3.5. Lengths are in mm rounded to 0.1 mm; the cross-section is in mm². End columns are prefixed
 * `a` and `b`; an end at a splice leaves its connector, cavity, terminal and seal columns empty
 * (''), and an end at a cavity leaves its splice column empty.
 */
export interface WireCutRow {
  /** Line number, 1..n in the table's order. */
  readonly line: number
  readonly wireId: WireId
  /** Wire number (the wire's name), e.g. W12. */
  readonly wireNumber: string
  /** `wire` for a single wire, `core` for a core of a multicore. */
  readonly kind: 'wire' | 'core'
  /** Name of the multicore a core belongs to; '' for a single wire. */
  readonly multicore: string
  /** Names of the modules (variants) the wire belongs to, joined by ', '; '' means every variant. */
  readonly modules: string
  readonly partNumber: string
  /** Wire type, from the part description (e.g. "FLRY-B 0.35"). */
  readonly wireType: string
  /** Conductor cross-section in mm². */
  readonly csa: number
  /** Outer diameter over insulation in mm. */
  readonly od: number
  /** Base colour then stripes, joined by '/', e.g. "RD/WH". */
  readonly colors: string
  /** Cut (production) length in mm; null when the wire has none (see `status`). */
  readonly productionLength: number | null
  /** DMU length in mm (sum of the route's segments); null when unroutable. */
  readonly dmuLength: number | null
  /** Drawing length in mm (DMU rounded, no add-ons); null when unroutable. */
  readonly drawingLength: number | null
  /** True when the designer fixed the production length. */
  readonly fixedLength: boolean
  /** Pieces per harness (always 1: every wire record is one piece). */
  readonly quantity: number
  readonly aConnector: string
  readonly aCavity: string
  readonly aTerminal: string
  readonly aSeal: string
  /** Strip length at end A in mm. */
  readonly aStrip: number
  readonly aSplice: string
  readonly bConnector: string
  readonly bCavity: string
  readonly bTerminal: string
  readonly bSeal: string
  /** Strip length at end B in mm. */
  readonly bStrip: number
  readonly bSplice: string
  /** Name of the twisted or combined group the wire belongs to; '' when none. */
  readonly twistGroup: string
  /** Lay length (twist pitch) of a twisted group in mm; null for combined groups and single wires. */
  readonly layLength: number | null
  readonly status: WireCutStatus
}

/**
 * The wire-cut table of a document: one row per wire, cores of multicores included and marked,
 * unroutable wires included with empty lengths and a status saying why. Order: by the cable's
 * name (a multicore's name for its cores, the wire number otherwise) in natural order, so the cores
 * of one cable stay together; then single wires before cores of the same name; then wire number
 * in natural order; then id. The order does not depend on insertion order. `derived` must come
 * from the same document version (a RangeError otherwise). `catalog` is the part library the
 * end parts are checked against (none by default: no row says `endPartMismatch`).
 */
export function wireCutTable(doc: DocReader, derived: DerivedHarness, catalog: PartCatalog = PartCatalog.EMPTY): WireCutRow[] {
  if (derived.version !== doc.version) throw new RangeError(`wireCutTable: derived data of version ${derived.version}, document at ${doc.version}`)
  // Ends resolved in one walk by the store's integer references (an id lookup per end and per
  // terminal cost more than the rest of a row at 100,000 wires).
  const wires: WireRecord[] = []
  const ends: WireEndInfo[] = []
  doc.eachWireWithPlaces((wire, placeA, placeB, terminals) => {
    wires.push(wire)
    ends.push(wireEndInfoAt(wire, 'A', placeA, terminals), wireEndInfoAt(wire, 'B', placeB, terminals))
  })
  return cutTableOrder(doc, wires).map((w, i) => cutRow(doc, derived, catalog, wires[w]!, ends[2 * w]!, ends[2 * w + 1]!, i + 1))
}

/**
 * The wire-cut table of one document version with its rows made on request: the order of every
 * wire is worked out at once (a walk and a sort, about 30 ms at 100,000 wires), a row only when
 * asked for, so a panel showing 40 rows of an XL harness does not build 100,000. Row `i` equals
 * `wireCutTable(doc, derived)[i]`. Valid while the document stays at `derived.version`; the caller
 * drops it when the document changes (a RangeError when asked after that).
 */
export class WireCutRows {
  private readonly wires: readonly WireRecord[]
  private readonly order: readonly number[]

  constructor(private readonly doc: DocReader, private readonly derived: DerivedHarness, private readonly catalog: PartCatalog = PartCatalog.EMPTY) {
    if (derived.version !== doc.version) throw new RangeError(`wireCutTable: derived data of version ${derived.version}, document at ${doc.version}`)
    this.wires = [...doc.all('wire')]
    this.order = cutTableOrder(doc, this.wires)
  }

  /** How many rows the table has (one per wire). */
  get count(): number {
    return this.order.length
  }

  /** The wire of row `i` (0-based). */
  wireIdAt(i: number): WireId {
    return this.wires[this.order[i]!]!.id
  }

  /** Row `i` (0-based; its line number is i + 1). */
  row(i: number): WireCutRow {
    const wire = this.wireAt(i)
    return cutRow(this.doc, this.derived, this.catalog, wire, wireEndInfo(this.doc, wire, 'A'), wireEndInfo(this.doc, wire, 'B'), i + 1)
  }

  /**
   * The part of row `i` that holds field `key`, the same value as `row(i)[key]`: for a field of
   * the wire and its length alone (number, part, lengths, group) only those fields, without the
   * wire's ends and the status (a sort by cut length reads 100,000 of them); else the whole row.
   */
  rowWith(i: number, key: string): Partial<WireCutRow> {
    return WIRE_FIELD_KEYS.has(key) ? wireFields(this.doc, this.derived, this.wireAt(i), i + 1) : this.row(i)
  }

  private wireAt(i: number): WireRecord {
    if (this.doc.version !== this.derived.version) throw new RangeError(`wireCutTable: rows of version ${this.derived.version} asked at ${this.doc.version}`)
    const wire = this.wires[this.order[i]!]
    if (!wire) throw new RangeError(`wireCutTable: no row ${i} of ${this.order.length}`)
    return wire
  }
}

/** `wires` in the cut table's order (see {@link wireCutTable}); the assembly table lays wires in the same order. */
export function sortForCutTable(doc: DocReader, wires: readonly WireRecord[]): WireRecord[] {
  return cutTableOrder(doc, wires).map((w) => wires[w]!)
}

/** The positions in `wires` in the cut table's order. */
function cutTableOrder(doc: DocReader, wires: readonly WireRecord[]): number[] {
  const keyed = wires.map((wire, at) => {
    const multicore = wire.multicoreId ? doc.getOf('multicore', wire.multicoreId) : undefined
    return { wire, at, cable: multicore ? multicore.name : wire.name, core: multicore ? 1 : 0 }
  })
  keyed.sort(
    (x, y) =>
      compareNatural(x.cable, y.cable) ||
      x.core - y.core ||
      compareNatural(x.wire.name, y.wire.name) ||
      (x.wire.id < y.wire.id ? -1 : x.wire.id > y.wire.id ? 1 : 0),
  )
  return keyed.map((k) => k.at)
}

/** The fields of a row that come from the wire and its derived length alone, not from its ends. */
type WireFields = Omit<WireCutRow, 'status' | `a${string}` | `b${string}`>

/** Keys of {@link WireFields}: a sort by one of them reads no wire end. */
const WIRE_FIELD_KEYS: ReadonlySet<string> = new Set<keyof WireFields>([
  'line', 'wireId', 'wireNumber', 'kind', 'multicore', 'modules', 'partNumber', 'wireType', 'csa', 'od', 'colors',
  'productionLength', 'dmuLength', 'drawingLength', 'fixedLength', 'quantity', 'twistGroup', 'layLength',
])

function wireFields(doc: DocReader, derived: DerivedHarness, wire: WireRecord, line: number): WireFields {
  const multicore = wire.multicoreId ? doc.getOf('multicore', wire.multicoreId) : undefined
  const group = wire.groupId ? doc.getOf('wireGroup', wire.groupId) : undefined
  const modules = wire.moduleIds.map((id) => doc.getOf('module', id)?.name ?? id).sort(compareNatural)
  const length = derived.lengths.get(wire.id)
  if (!length) throw new RangeError(`wireCutTable: no derived length for ${wire.id}`)
  const ok = length.ok ? length : undefined
  return {
    line,
    wireId: wire.id,
    wireNumber: wire.name,
    kind: multicore ? 'core' : 'wire',
    multicore: multicore?.name ?? '',
    modules: modules.join(', '),
    partNumber: wire.partNumber,
    wireType: wire.description,
    csa: wire.csa,
    od: wire.od,
    colors: wire.colors.join('/'),
    productionLength: ok ? roundMm(ok.production) : null,
    dmuLength: ok ? roundMm(ok.dmu) : null,
    drawingLength: ok ? roundMm(ok.drawing) : null,
    fixedLength: ok ? ok.fixed : false,
    quantity: 1,
    twistGroup: group?.name ?? '',
    layLength: group && group.kind === 'twisted' ? roundMm(group.pitch) : null,
  }
}

function cutRow(doc: DocReader, derived: DerivedHarness, catalog: PartCatalog, wire: WireRecord, endA: WireEndInfo, endB: WireEndInfo, line: number): WireCutRow {
  const fields = wireFields(doc, derived, wire, line)
  const length = derived.lengths.get(wire.id)!
  const status = !length.ok ? failedStatus(derived, wire.id, length.reason) : wireEndPartsProblems(doc, catalog, wire) !== null ? 'endPartMismatch' : 'ok'
  const a = endColumns(endA)
  const b = endColumns(endB)
  // Every field written out: spreading `fields` into this literal made each row a slow object
  // (building the 100,000 rows of an XL table took eight times as long).
  const f = fields
  return {
    line: f.line, wireId: f.wireId, wireNumber: f.wireNumber, kind: f.kind, multicore: f.multicore, modules: f.modules,
    partNumber: f.partNumber, wireType: f.wireType, csa: f.csa, od: f.od, colors: f.colors,
    productionLength: f.productionLength, dmuLength: f.dmuLength, drawingLength: f.drawingLength, fixedLength: f.fixedLength, quantity: f.quantity,
    aConnector: a.connector,
    aCavity: a.cavity,
    aTerminal: a.terminal,
    aSeal: a.seal,
    aStrip: a.strip,
    aSplice: a.splice,
    bConnector: b.connector,
    bCavity: b.cavity,
    bTerminal: b.terminal,
    bSeal: b.seal,
    bStrip: b.strip,
    bSplice: b.splice,
    twistGroup: f.twistGroup,
    layLength: f.layLength,
    status,
  }
}

/**
 * Why a wire without a length has none. Only then is the route read: a routed wire's length is
 * always known, and reading the route walks its path (the cut table needs no path).
 */
function failedStatus(derived: DerivedHarness, wireId: WireId, lengthReason: string): WireCutStatus {
  const route = derived.routes.get(wireId)
  if (!route) throw new RangeError(`wireCutTable: no derived route for ${wireId}`)
  if (!route.ok) return route.reason
  return lengthReason === 'nonPositiveLength' ? 'nonPositiveLength' : 'cannotConnectToGraph'
}

interface EndColumns {
  readonly connector: string
  readonly cavity: string
  readonly terminal: string
  readonly seal: string
  readonly strip: number
  readonly splice: string
}

function endColumns(end: WireEndInfo): EndColumns {
  const terminal = end.terminal?.partNumber ?? ''
  const strip = roundMm(end.strip)
  switch (end.kind) {
    case 'cavity':
      return { connector: end.connector.name, cavity: end.cavity.name, terminal, seal: end.seal?.partNumber ?? '', strip, splice: '' }
    case 'splice':
      return { connector: '', cavity: '', terminal, seal: '', strip, splice: end.splice.name }
    case 'open':
      return { connector: '', cavity: '', terminal, seal: '', strip, splice: '' }
    default: {
      const never: never = end
      throw new RangeError(`wireCutTable: unknown end ${JSON.stringify(never)}`)
    }
  }
}
