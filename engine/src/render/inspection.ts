import type { NodeId, SegmentId, WireGroupId, WireId } from '@harness/protocol'
import type { DerivedHarness } from '../derive/deriveHarness'
import { fixedDiameterShortfall, type RuleFinding } from '../derive/designRules'
import type { AnyId, HarnessRecord, WireEndpoint, WireRecord } from '../model/records'
import type { SpatialIndex } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import { drawnPin, pinOutline, wireHighlight } from './pinHighlight'
import { bodyOrientation } from './pinLayout'
import { bundleOutline } from './bundleOutline'

/** The unit of a fact's number: millimetres, square millimetres, or a plain count or text. */
export type FactUnit = 'mm' | 'mm2' | 'pt' | ''

/**
 * One line of the property panel: a key the shell translates (`fact.<key>`), the value (text,
 * a number in `unit`, or null when the engine has none, e.g. the length of an unroutable wire),
 * and, for a value a command can change, the command's field.
 */
export interface Fact {
  readonly key: string
  /** A list (a segment's protections) holds part numbers or coded values the page names. */
  readonly value: string | number | boolean | null | readonly string[]
  readonly unit: FactUnit
  /** The field an edit of this fact sets (`length` of a segment, a record field for setProperties). */
  readonly editable?: string
  /** True when an edit may set a negative value (an add-on); otherwise values are at least 0. */
  readonly signed?: boolean
  /** True when the value may be left unset (null): a designer's fixed diameter or length, which an emptied field clears. */
  readonly optional?: boolean
}

/**
 * What the property panel shows of one selected record: its identity, its facts (stored fields
 * and the engine's computed values), the design-rule findings that name it, and the polylines that
 * highlight it on the canvas (a wire's whole route, a segment's own line), x y pairs in sheet mm.
 */
export interface Inspection {
  readonly id: AnyId
  readonly typeName: HarnessRecord['typeName']
  /** Its designator or name, e.g. "X1", "W12". */
  readonly title: string
  readonly facts: readonly Fact[]
  readonly findings: readonly RuleFinding[]
  readonly highlight: readonly Float32Array[]
  /** Records a designer goes to from this one (a segment's wires, a connector's wires, a wire's ends), to select from a list. */
  readonly related: readonly RelatedRecord[]
  /** The other wires of a wire's cable (its cores) or twisted or combined group, to select from a list; empty otherwise. */
  readonly members: readonly RelatedRecord[]
}

/** A record listed beside an inspected one: its id, type and name. */
export interface RelatedRecord {
  readonly id: AnyId
  readonly typeName: HarnessRecord['typeName']
  readonly title: string
}

/**
 * Most records the property panel is given to inspect of one selection; a larger selection is
 * lit on the canvas as a whole by its selection lines (`selectionLines.ts`).
 */
export const INSPECTED_LIMIT = 200

/** How many related records an inspection lists at most. */
export const RELATED_LIMIT = 200

/** Names compared as a designer reads them: digits as numbers (W2 before W10). */
const NAME_ORDER = new Intl.Collator('en', { numeric: true })

/** How far outside a selected bundle's covered diameter its outline runs, in mm. */
const OUTLINE_GAP_MM = 0.5

/** How many of a pin's wires a hovered or selected pin highlights the routes of. */
const PIN_ROUTES_LIMIT = 8

/** The wires routed through a segment, at most `limit` (the derived data's reverse index). */
export type WiresThrough = (segmentId: SegmentId, limit: number) => readonly WireId[]

const round = (mm: number) => Math.round(mm * 10) / 10

/** Where a node sits on the sheet (a connector's or splice's place), to 0.1 mm. */
function positionFacts(doc: DocReader, nodeId: NodeId): Fact[] {
  const node = doc.getOf('node', nodeId)
  return node ? [{ key: 'positionX', value: round(node.position[0]), unit: 'mm' }, { key: 'positionY', value: round(node.position[1]), unit: 'mm' }] : []
}

/** Where a wire end goes, as a designer reads it: "X1:3", a splice's name, or null when open. */
export function endLabel(doc: DocReader, end: WireEndpoint): string | null {
  if (end.kind === 'open') return null
  if (end.kind === 'splice') return doc.getOf('splice', end.spliceId)?.name ?? end.spliceId
  const cavity = doc.getOf('cavity', end.cavityId)
  const connector = doc.connectorOfCavity(end.cavityId)
  return cavity && connector ? `${connector.name}:${cavity.name}` : end.cavityId
}

/**
 * The parts fitted at end `side` of `wire`: the terminal crimped on it and the seal in its cavity
 * (part numbers; null when none is fitted, omitted for an open end or a splice, which take
 * neither). Example: a wire whose end A sits in X1:3 with terminal 963711-2 and seal 967067-1
 * answers terminalA "963711-2" and sealA "967067-1".
 */
function endParts(doc: DocReader, wire: WireRecord, side: 'A' | 'B'): Fact[] {
  const end = side === 'A' ? wire.endA : wire.endB
  if (end.kind !== 'cavity') return []
  const terminal = doc.terminalsOf(wire.id).find((t) => t.end === side)
  const seal = doc.sealsIn(end.cavityId).find((s) => s.kind === 'seal')
  return [
    { key: `terminal${side}`, value: terminal ? terminal.partNumber || terminal.id : null, unit: '' },
    { key: `seal${side}`, value: seal ? seal.partNumber || seal.id : null, unit: '' },
  ]
}

/**
 * Inspects record `id` of `doc` at the version of `derived`; undefined when no such record.
 * Lengths are in mm rounded to 0.1; a wire's lengths are null when it has none (see its findings).
 */
export function inspectRecord(doc: DocReader, derived: DerivedHarness, spatial: SpatialIndex, wiresThrough: WiresThrough, id: string): Inspection | undefined {
  const record = doc.get(id)
  if (!record) return undefined
  const findings = derived.findings.filter((f) => f.ids.includes(record.id))
  const shapeOf = (segmentId: string): Float32Array | null => {
    const entry = spatial.entry(segmentId)
    return entry ? Float32Array.from(entry.shape.flat()) : null
  }
  // The drawn lines of a route's segments, in route order.
  const routeShapes = (steps: readonly { readonly segmentId: string }[]): Float32Array[] =>
    steps.map((s) => shapeOf(s.segmentId)).filter((s): s is Float32Array => s !== null)
  const outline = (): Float32Array[] => {
    const e = spatial.entry(record.id)
    return e && e.kind !== 'polyline' ? [Float32Array.of(e.minX, e.minY, e.maxX, e.minY, e.maxX, e.maxY, e.minX, e.maxY, e.minX, e.minY)] : []
  }
  const base = { id: record.id, typeName: record.typeName, findings, related: [] as RelatedRecord[], members: [] as RelatedRecord[] }
  // In the order a wire list is read: W2 before W10.
  const wireItems = (ids: readonly WireId[]): RelatedRecord[] => {
    const out: RelatedRecord[] = []
    for (const wireId of ids) {
      const wire = doc.getOf('wire', wireId)
      if (wire) out.push({ id: wire.id, typeName: 'wire', title: wire.name })
    }
    return out.sort((a, b) => NAME_ORDER.compare(a.title, b.title))
  }
  switch (record.typeName) {
    case 'segment': {
      const d = derived.diameters.get(record.id as SegmentId)
      const short = fixedDiameterShortfall(record, d)
      const shape = shapeOf(record.id)
      // Its centre line first (its inner points are the bend handles), then the bundle's edges.
      const edges = bundleOutline(spatial.entry(record.id)?.shape ?? [], (d?.covered ?? 0) / 2 + OUTLINE_GAP_MM)
      return {
        ...base, title: record.name || record.id, highlight: shape ? [shape, ...edges] : [],
        related: wireItems(wiresThrough(record.id, RELATED_LIMIT)),
        facts: [
          { key: 'name', value: record.name, unit: '', editable: 'name' },
          { key: 'length', value: record.length, unit: 'mm', editable: 'length' },
          // What the diameter is estimated from: a multicore cable is one round member, its cores
          // are listed among the wires through it.
          { key: 'bundleMembers', value: d?.wireCount ?? 0, unit: '' },
          // The estimate from the wires through it; a fixed diameter, when set, is what is drawn and covered.
          { key: 'bundleDiameter', value: d ? round(d.bundle.diameter) : null, unit: 'mm' },
          { key: 'coveredDiameter', value: d ? round(d.covered) : null, unit: 'mm' },
          // A designer's (or an imported file's reserved) diameter, set here and cleared by emptying it.
          { key: 'fixedDiameter', value: record.fixedDiameter, unit: 'mm', editable: 'fixedDiameter', optional: true },
          // A fixed diameter the wires through it do not fit in (an imported reservation the
          // wires have outgrown): by how much the estimate exceeds it.
          ...(short !== null ? [{ key: 'fixedDiameterShort', value: short, unit: 'mm' as const }] : []),
          // A run's part number, or its wrapping type (a code) for a generic one.
          { key: 'protections', value: doc.protectionsOn(record.id).map((p) => p.partNumber || p.winding), unit: '' },
        ],
      }
    }
    case 'wire': {
      const length = derived.lengths.get(record.id as WireId)
      const route = derived.routes.get(record.id as WireId)
      // A wire without a route (its ends in separate bundles, or one end open) is shown as a dashed
      // straight line between the places its ends are, so it can be seen, found and fitted into view.
      // A routed wire's highlight runs from pin to pin: leads inside the bodies, then its segments.
      const highlight = route?.ok ? wireHighlight(doc, record, routeShapes(route.route.steps)) : flyingLead(doc, record)
      const together = [
        ...(record.multicoreId ? doc.coresOf(record.multicoreId) : []),
        ...(record.groupId ? doc.membersOf(record.groupId) : []),
      ].filter((w, i, all) => w.id !== record.id && all.findIndex((o) => o.id === w.id) === i)
      return {
        ...base, title: record.name, highlight,
        members: together.map((w) => ({ id: w.id, typeName: 'wire' as const, title: w.name || w.id })),
        related: [record.endA, record.endB].flatMap((end): RelatedRecord[] => {
          const part = doc.endPartOf(end)
          return part ? [{ id: part.id, typeName: part.typeName, title: part.name }] : []
        }),
        facts: [
          { key: 'name', value: record.name, unit: '', editable: 'name' },
          { key: 'partNumber', value: record.partNumber, unit: '', editable: 'partNumber' },
          { key: 'description', value: record.description, unit: '', editable: 'description' },
          { key: 'endA', value: endLabel(doc, record.endA), unit: '' },
          ...endParts(doc, record, 'A'),
          { key: 'endB', value: endLabel(doc, record.endB), unit: '' },
          ...endParts(doc, record, 'B'),
          { key: 'csa', value: record.csa, unit: 'mm2', editable: 'csa' },
          { key: 'od', value: record.od, unit: 'mm', editable: 'od' },
          { key: 'colors', value: record.colors.join('/'), unit: '', editable: 'colors' },
          ...groupFacts(doc, record.groupId),
          { key: 'dmuLength', value: length?.ok ? round(length.dmu) : null, unit: 'mm' },
          { key: 'drawingLength', value: length?.ok ? round(length.drawing) : null, unit: 'mm' },
          { key: 'productionLength', value: length?.ok ? round(length.production) : null, unit: 'mm' },
          // A designer's cut length, in place of the computed production length (a jumper's too).
          { key: 'fixedLength', value: record.fixedLength, unit: 'mm', editable: 'fixedLength', optional: true },
          { key: 'stripA', value: record.stripA, unit: 'mm', editable: 'stripA' },
          { key: 'stripB', value: record.stripB, unit: 'mm', editable: 'stripB' },
          { key: 'routeSegments', value: route?.ok ? route.route.steps.length : null, unit: '' },
        ],
      }
    }
    case 'connector': {
      const cavities = doc.cavitiesOf(record.id)
      // A wire with both ends in this housing (a jumper) is one wire, listed and counted once.
      const seen = new Set<WireId>()
      const wireIds: WireId[] = []
      for (const cavity of cavities) {
        for (const wire of doc.wiresAt(cavity.id)) {
          if (seen.has(wire.id)) continue
          seen.add(wire.id)
          if (wireIds.length < RELATED_LIMIT) wireIds.push(wire.id)
        }
      }
      const wires = seen.size
      return {
        ...base, title: record.name, highlight: outline(), related: wireItems(wireIds),
        facts: [
          { key: 'name', value: record.name, unit: '', editable: 'name' },
          { key: 'partNumber', value: record.partNumber, unit: '', editable: 'partNumber' },
          { key: 'description', value: record.description, unit: '', editable: 'description' },
          { key: 'cavities', value: cavities.length, unit: '' },
          { key: 'wireCount', value: wires, unit: '' },
          { key: 'lengthAddOn', value: record.lengthAddOn, unit: 'mm', editable: 'lengthAddOn', signed: true },
          ...positionFacts(doc, record.nodeId),
          { key: 'sealable', value: record.sealable, unit: '' },
          { key: 'pluggable', value: record.pluggable, unit: '' },
          // As drawn: the nearest quarter turn, in degrees clockwise.
          { key: 'rotation', value: bodyOrientation(record.rotation, record.mirrored).quarter * 90, unit: '' },
          { key: 'mirrored', value: record.mirrored, unit: '' },
        ],
      }
    }
    case 'cavity': {
      // A pin: its box, and where each of its wires goes (from the pin along its route).
      const pin = drawnPin(doc, record.id)
      const connector = doc.connectorOfCavity(record.id)
      const wires = doc.wiresAt(record.id)
      const highlight: Float32Array[] = pin ? [pinOutline(pin)] : []
      for (const wire of wires.slice(0, PIN_ROUTES_LIMIT)) {
        const route = derived.routes.get(wire.id)
        if (!route?.ok) continue
        highlight.push(...wireHighlight(doc, wire, routeShapes(route.route.steps)))
      }
      return {
        ...base, title: connector ? `${connector.name}:${record.name}` : record.name, highlight,
        related: [...(connector ? [{ id: connector.id, typeName: 'connector' as const, title: connector.name }] : []), ...wireItems(wires.map((w) => w.id))],
        facts: [
          { key: 'name', value: record.name, unit: '' },
          { key: 'connector', value: connector?.name ?? null, unit: '' },
          { key: 'wireCount', value: wires.length, unit: '' },
          // A seal or a plug (a cavity left empty) sits in it.
          { key: 'sealed', value: doc.sealsIn(record.id).length > 0, unit: '' },
        ],
      }
    }
    case 'splice':
      return {
        ...base, title: record.name, highlight: outline(), related: wireItems(doc.wiresAt(record.id).slice(0, RELATED_LIMIT).map((w) => w.id)),
        facts: [
          { key: 'name', value: record.name, unit: '', editable: 'name' },
          { key: 'partNumber', value: record.partNumber, unit: '', editable: 'partNumber' },
          { key: 'wireCount', value: doc.wiresAt(record.id).length, unit: '' },
          { key: 'lengthAddOn', value: record.lengthAddOn, unit: 'mm', editable: 'lengthAddOn', signed: true },
          ...positionFacts(doc, record.nodeId),
        ],
      }
    case 'node':
      return {
        // An unnamed node (a branch point, a bend of the bundles) is told by where it is, never by its id.
        ...base, title: record.name || `${round(record.position[0])}, ${round(record.position[1])}`, highlight: outline(),
        facts: [
          { key: 'nodeKind', value: record.kind, unit: '' },
          ...positionFacts(doc, record.id),
          { key: 'segments', value: doc.segmentsAt(record.id).length, unit: '' },
        ],
      }
    case 'protection': {
      const segment = doc.getOf('segment', record.segmentId)
      const quantity = derived.protections.find((q) => q.protectionId === record.id)
      const tube = record.winding === 'tube'
      return {
        // An unnamed run is told by the segment it covers (the panel's heading says it is a protection).
        ...base, title: record.name || segment?.name || '—', highlight: segment ? [shapeOf(segment.id)].filter((s): s is Float32Array => s !== null) : [],
        related: segment ? [{ id: segment.id, typeName: 'segment', title: segment.name || segment.id }] : [],
        facts: [
          { key: 'name', value: record.name, unit: '', editable: 'name' },
          { key: 'partNumber', value: record.partNumber, unit: '', editable: 'partNumber' },
          { key: 'description', value: record.description, unit: '', editable: 'description' },
          { key: 'material', value: record.material, unit: '' },
          { key: 'winding', value: record.winding, unit: '' },
          // Where the run lies on its segment, from the segment's start node (mm, editable: part of a segment).
          { key: 'runStart', value: round(record.start), unit: 'mm', editable: 'start' },
          { key: 'runEnd', value: round(record.end), unit: 'mm', editable: 'end' },
          { key: 'segmentLength', value: segment ? round(segment.length) : null, unit: 'mm' },
          tube ? { key: 'innerDiameter', value: record.innerDiameter, unit: 'mm' } : { key: 'tapeWidth', value: record.width, unit: 'mm' },
          // The material the run takes: tape length wound, or tube length.
          { key: 'materialLength', value: quantity?.ok ? round(quantity.length) : null, unit: 'mm' },
        ],
      }
    }
    case 'label':
      return {
        ...base, title: record.text || record.id, highlight: outline(),
        facts: [
          { key: 'text', value: record.text, unit: '', editable: 'text' },
          { key: 'fontSize', value: record.fontSize, unit: 'pt', editable: 'fontSize' },
        ],
      }
    case 'table': {
      // A pin-out table follows its connector: named after it, its cells shown but not edited.
      const of = record.pinoutOf === null ? undefined : doc.getOf('connector', record.pinoutOf)
      if (of) {
        return {
          ...base, title: of.name, highlight: outline(),
          related: [{ id: of.id, typeName: 'connector', title: of.name }],
          facts: [
            { key: 'pinoutOf', value: of.name, unit: '' },
            { key: 'tableRows', value: record.rows, unit: '' },
            { key: 'cells', value: cellsText(record), unit: '' },
          ],
        }
      }
      return {
        ...base, title: record.cells[0] || record.id, highlight: outline(),
        facts: [
          { key: 'tableRows', value: record.rows, unit: '', editable: 'rows' },
          { key: 'tableCols', value: record.cols, unit: '', editable: 'cols' },
          // Cells as rows of text, cells split by "|" and rows by new lines (editable as one text).
          { key: 'cells', value: cellsText(record), unit: '', editable: 'cells' },
        ],
      }
    }
    default:
      return { ...base, title: 'name' in record && typeof record.name === 'string' && record.name ? record.name : record.id, highlight: outline(), facts: [] }
  }
}

/** A table's cells as text: each row a line, its cells joined by " | ". */
export function cellsText(table: { readonly rows: number; readonly cols: number; readonly cells: readonly string[] }): string {
  const lines: string[] = []
  for (let r = 0; r < table.rows; r++) lines.push(Array.from({ length: table.cols }, (_, c) => table.cells[r * table.cols + c] ?? '').join(' | '))
  return lines.join('\n')
}

/** The cells of a table of `cols` columns from text as {@link cellsText} writes it (missing cells empty, extra ones dropped). */
export function cellsOfText(text: string, rows: number, cols: number): string[] {
  const lines = text.split('\n')
  const out: string[] = []
  for (let r = 0; r < rows; r++) {
    const cells = (lines[r] ?? '').split('|').map((c) => c.trim())
    for (let c = 0; c < cols; c++) out.push(cells[c] ?? '')
  }
  return out
}

/** A grouped wire's group: its name, kind (a code: twisted or combined) and, twisted, its lay length in mm. */
function groupFacts(doc: DocReader, groupId: WireGroupId | null): Fact[] {
  const group = groupId ? doc.getOf('wireGroup', groupId) : undefined
  if (!group) return []
  return [
    { key: 'wireGroup', value: group.name || group.id, unit: '' },
    { key: 'groupKind', value: group.kind, unit: '' },
    ...(group.kind === 'twisted' ? [{ key: 'layLength', value: group.pitch, unit: 'mm' as const, editable: 'layLength' }] : []),
  ]
}

/** Dash and gap of a flying lead, in mm, and the most dashes one is drawn with. */
const LEAD_DASH_MM = 3
const LEAD_GAP_MM = 2
const LEAD_MAX_DASHES = 400

/**
 * The dashed straight line of an unrouted wire between the nodes of its two ends (connectors'
 * or splices'), as 2-point pieces of at least 3 mm dash and 2 mm gap (longer on a very long line,
 * at most 400 dashes); none when an end is open or both ends are at one place.
 * Example: ends at (0, 0) and (12, 0) → dashes 0-3, 5-8 and 10-12 (the last one cut at the end).
 */
export function flyingLead(doc: DocReader, wire: WireRecord): Float32Array[] {
  const place = (end: WireRecord['endA']) => {
    const part = doc.endPartOf(end)
    return part ? doc.getOf('node', part.nodeId)?.position ?? null : null
  }
  const a = place(wire.endA)
  const b = place(wire.endB)
  if (!a || !b) return []
  const length = Math.hypot(b[0] - a[0], b[1] - a[1])
  if (length === 0) return []
  const scale = Math.max(1, length / ((LEAD_DASH_MM + LEAD_GAP_MM) * LEAD_MAX_DASHES))
  const dash = LEAD_DASH_MM * scale
  const step = (LEAD_DASH_MM + LEAD_GAP_MM) * scale
  const out: Float32Array[] = []
  for (let s = 0; s < length; s += step) {
    const e = Math.min(s + dash, length)
    const k0 = s / length
    const k1 = e / length
    out.push(new Float32Array([a[0] + (b[0] - a[0]) * k0, a[1] + (b[1] - a[1]) * k0, a[0] + (b[0] - a[0]) * k1, a[1] + (b[1] - a[1]) * k1]))
  }
  return out
}
