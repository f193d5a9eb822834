import RBush from 'rbush'
import type { AnyId, HarnessRecord, SheetPoint } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { touchedIds, type RecordsDiff } from '../store/RecordsDiff'
import { bodyOrientation, connectorBodyBox } from './connectorBody'

/** An axis-aligned box on the sheet in mm. */
export interface SheetBox {
  readonly minX: number
  readonly minY: number
  readonly maxX: number
  readonly maxY: number
}

/** Whether two boxes share more than an edge (any unit, both the same). */
export function boxesOverlap(a: SheetBox, b: SheetBox): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

/** One indexed record: its bounds, its drawn shape and its type. */
export interface SpatialEntry extends SheetBox {
  readonly id: AnyId
  readonly typeName: 'node' | 'segment' | 'connector' | 'splice' | 'label' | 'table'
  /** The polyline of a segment, or the single anchor point of anything else (in sheet mm). */
  readonly shape: readonly SheetPoint[]
  readonly kind: 'point' | 'polyline' | 'box'
}

type Entry = SpatialEntry

/**
 * What one {@link SpatialIndex.update} did: the ids it was given and, of the indexed records among
 * them (with the segments, connectors and splices of moved nodes), their entries before and after.
 */
export interface SpatialChange {
  readonly ids: ReadonlySet<string>
  readonly before: readonly SpatialEntry[]
  readonly after: readonly SpatialEntry[]
}

/** Hit radius of a node, in mm. */
export const NODE_RADIUS = 2
/** Height of one table row in mm. */
export const TABLE_ROW_MM = 6
/** Width of one table column in mm. */
export const TABLE_COLUMN_MM = 20

/** The box a table of `rows` × `cols` covers with its top-left corner at `position`, in sheet mm. */
export function tableBox(position: SheetPoint, rows: number, cols: number): SheetBox {
  return { minX: position[0], minY: position[1], maxX: position[0] + cols * TABLE_COLUMN_MM, maxY: position[1] + rows * TABLE_ROW_MM }
}

/** Where a hit test landed: the record and its distance from the point in mm. */
export interface Hit {
  readonly id: AnyId
  readonly distance: number
}

/** The most of a segment's drawn half width (mm) a hit test counts: bundles up to 50 mm thick are hit on their whole width. */
export const HIT_REACH_MM = 25

/**
 * An R-tree (rbush) over the drawing geometry of a document: nodes, segment polylines,
 * connectors, splices, labels and tables. It answers which records a viewport shows and which
 * record lies under the pointer, in O(log n + k), and follows edits record by record.
 */
export class SpatialIndex {
  private readonly tree = new RBush<Entry>()
  private readonly entries = new Map<string, Entry>()
  private readonly listeners = new Set<(change: SpatialChange) => void>()

  /** Indexes every drawable record of `doc` (bulk-loaded). */
  constructor(private readonly doc: DocReader) {
    const all: Entry[] = []
    for (const typeName of ['node', 'segment', 'connector', 'splice', 'label', 'table'] as const) {
      for (const record of doc.all(typeName)) {
        const entry = this.entryOf(record)
        if (entry) all.push(entry)
      }
    }
    for (const entry of all) this.entries.set(entry.id, entry)
    this.tree.load(all)
  }

  /** Number of indexed records. */
  get size(): number {
    return this.entries.size
  }

  /** Ids of the records whose bounds meet `box` (a viewport), in no particular order. */
  query(box: SheetBox): AnyId[] {
    return this.tree.search(box).map((e) => e.id)
  }

  /** The box holding every indexed record, in sheet mm; null when nothing is drawn. */
  extent(): SheetBox | null {
    if (this.entries.size === 0) return null
    const root = this.tree.toJSON() as SheetBox
    return { minX: root.minX, minY: root.minY, maxX: root.maxX, maxY: root.maxY }
  }

  /** The entries whose bounds meet `box`, in no particular order. */
  search(box: SheetBox): readonly SpatialEntry[] {
    return this.tree.search(box)
  }

  /** The entry of record `id`, or undefined when it is not drawn. */
  entry(id: string): SpatialEntry | undefined {
    return this.entries.get(id)
  }

  /** Every entry, in no particular order. */
  all(): IterableIterator<SpatialEntry> {
    return this.entries.values()
  }

  /** Hears every update after the index has followed it; answers the function that stops listening. */
  listen(listener: (change: SpatialChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * The record nearest to `point` within `tolerance` mm, preferring small things over large ones
   * (a node over the segment it ends, a connector over a segment beneath it); null when none. A
   * node that holds a connector or splice is never answered: the part is what is drawn there.
   * With `halfWidthOf`, a segment is hit anywhere on its drawn width (half its bundle's drawn
   * diameter either side of its centre line, counted up to {@link HIT_REACH_MM}), not only near
   * the line: a click on a thick bundle's edge selects it.
   */
  hitTest(point: SheetPoint, tolerance: number, halfWidthOf?: (segmentId: AnyId) => number): Hit | null {
    const [x, y] = point
    const reach = tolerance + (halfWidthOf ? HIT_REACH_MM : 0)
    const candidates = this.tree.search({ minX: x - reach, minY: y - reach, maxX: x + reach, maxY: y + reach })
    let best: (Hit & { rank: number; line: number }) | null = null
    for (const entry of candidates) {
      // A node holding a connector or splice is drawn as that part: the part answers for it.
      if (entry.typeName === 'node' && (this.doc.connectorsAt(entry.id as never).length > 0 || this.doc.splicesAt(entry.id as never).length > 0)) continue
      const inside = halfWidthOf && entry.typeName === 'segment' ? Math.min(HIT_REACH_MM, Math.max(0, halfWidthOf(entry.id))) : 0
      const line = distanceTo(entry, point)
      const distance = Math.max(0, line - inside)
      if (distance > tolerance) continue
      const rank = entry.kind === 'point' ? 0 : entry.kind === 'box' ? 1 : 2
      // Among bundles the pointer is on (distance 0 for each), the one whose centre line is nearest.
      if (!best || rank < best.rank || (rank === best.rank && (distance < best.distance || (distance === best.distance && line < best.line)))) best = { id: entry.id, distance, rank, line }
    }
    return best ? { id: best.id, distance: best.distance } : null
  }

  /**
   * Brings the index up to date for records that changed: `ids` are re-read from the document
   * (removed ones drop out). A moved node also moves the segments, connectors and splices on it.
   * Answers what changed, which the listeners hear too.
   */
  update(ids: Iterable<string>): SpatialChange {
    const given = new Set<string>(ids)
    const touched = new Set<string>()
    const before: Entry[] = []
    const after: Entry[] = []
    for (const id of given) {
      touched.add(id)
      const record = this.doc.get(id)
      if (record?.typeName === 'node') {
        for (const s of this.doc.segmentsAt(record.id)) touched.add(s.id)
        for (const c of this.doc.connectorsAt(record.id)) touched.add(c.id)
        for (const s of this.doc.splicesAt(record.id)) touched.add(s.id)
      }
    }
    for (const id of touched) {
      const old = this.entries.get(id)
      if (old) {
        this.tree.remove(old)
        this.entries.delete(id)
        before.push(old)
      }
      const record = this.doc.get(id)
      const entry = record ? this.entryOf(record) : null
      if (entry) {
        this.entries.set(id, entry)
        this.tree.insert(entry)
        after.push(entry)
      }
    }
    const change: SpatialChange = { ids: given, before, after }
    for (const listener of this.listeners) listener(change)
    return change
  }

  private entryOf(record: HarnessRecord): Entry | null {
    switch (record.typeName) {
      case 'node':
        return pointEntry(record.id, 'node', record.position, NODE_RADIUS)
      case 'segment': {
        const a = this.doc.getOf('node', record.startNodeId)
        const b = this.doc.getOf('node', record.endNodeId)
        if (!a || !b) return null
        return boundsEntry(record.id, 'segment', [a.position, ...record.points, b.position], 0, 'polyline')
      }
      case 'connector': {
        const node = this.doc.getOf('node', record.nodeId)
        if (!node) return null
        const box = connectorBodyBox(node.position, this.doc.cavityCount(record.id), bodyOrientation(record.rotation, record.mirrored))
        return newEntry(box.minX, box.minY, box.maxX, box.maxY, record.id, 'connector', [node.position], 'box')
      }
      case 'splice': {
        const node = this.doc.getOf('node', record.nodeId)
        if (!node) return null
        return boundsEntry(record.id, record.typeName, [node.position], NODE_RADIUS * 1.5, 'box')
      }
      case 'label':
        return boundsEntry(record.id, 'label', [record.position], record.fontSize * 0.35 * Math.max(1, record.text.length) * 0.5, 'box')
      case 'table': {
        const box = tableBox(record.position, record.rows, record.cols)
        return newEntry(box.minX, box.minY, box.maxX, box.maxY, record.id, 'table', [record.position], 'box')
      }
      default:
        return null
    }
  }
}

/**
 * The ids a spatial update needs for `diff`: every record it touches, and the connector of every
 * cavity it adds, changes or removes (a connector's body grows and shrinks with its cavities, which
 * are records of their own).
 */
export function spatialIdsOf(diff: RecordsDiff): AnyId[] {
  const ids = new Set<AnyId>(touchedIds(diff))
  const cavity = (record: HarnessRecord) => {
    if (record.typeName === 'cavity') ids.add(record.connectorId)
  }
  for (const record of Object.values(diff.added)) cavity(record)
  for (const record of Object.values(diff.removed)) cavity(record)
  for (const [from, to] of Object.values(diff.updated)) {
    cavity(from)
    cavity(to)
  }
  return [...ids]
}

/**
 * Every entry is made here, with its fields in one order: the R-tree's comparators and searches
 * then meet a single object shape (entries of mixed shapes made the bulk load 2-3 times slower).
 */
function newEntry(minX: number, minY: number, maxX: number, maxY: number, id: AnyId, typeName: SpatialEntry['typeName'], shape: readonly SheetPoint[], kind: SpatialEntry['kind']): Entry {
  return { minX, minY, maxX, maxY, id, typeName, shape, kind }
}

function pointEntry(id: AnyId, typeName: 'node', p: SheetPoint, r: number): Entry {
  return newEntry(p[0] - r, p[1] - r, p[0] + r, p[1] + r, id, typeName, [p], 'point')
}

/** The entry of `shape`'s bounding box grown by `pad` mm on every side. */
function boundsEntry(id: AnyId, typeName: SpatialEntry['typeName'], shape: readonly SheetPoint[], pad: number, kind: SpatialEntry['kind']): Entry {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const [x, y] of shape) {
    minX = Math.min(minX, x)
    minY = Math.min(minY, y)
    maxX = Math.max(maxX, x)
    maxY = Math.max(maxY, y)
  }
  return newEntry(minX - pad, minY - pad, maxX + pad, maxY + pad, id, typeName, shape, kind)
}

/** Distance in mm from `p` to an entry: to the point, into the box, or to the nearest polyline piece. */
function distanceTo(entry: Entry, p: SheetPoint): number {
  if (entry.kind === 'box') {
    const dx = Math.max(entry.minX - p[0], 0, p[0] - entry.maxX)
    const dy = Math.max(entry.minY - p[1], 0, p[1] - entry.maxY)
    return Math.hypot(dx, dy)
  }
  if (entry.kind === 'point') return Math.max(0, Math.hypot(p[0] - entry.shape[0]![0], p[1] - entry.shape[0]![1]) - NODE_RADIUS)
  let best = Infinity
  for (let i = 1; i < entry.shape.length; i++) best = Math.min(best, pointToSegment(p, entry.shape[i - 1]!, entry.shape[i]!))
  return best
}

/** Distance in mm from point p to the line piece a-b. */
export function pointToSegment(p: SheetPoint, a: SheetPoint, b: SheetPoint): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const len2 = dx * dx + dy * dy
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}
