import type { CavityId, SegmentId, WireId } from '@harness/protocol'
import type { WireRecord } from '../model/records'
import type { SpatialIndex } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import { flyingLead } from './inspection'
import { drawnPin } from './pinHighlight'

/**
 * The lines that light a whole selection on the canvas, however large: a select-all of the XL
 * harness holds 75,001 records (its nodes, segments, connectors and splices), a selection of all
 * its wires 100,000, and the property panel inspects only the first 200 of them (each with its
 * own polylines, a routed wire's from pin to pin). Here every selected record gives what marks it
 * at a glance, and each segment and box is given once however many records share it:
 *
 * - a wire: the segments of its route (30,000 at most in the XL harness, whatever the number of
 *   wires through them), or the dashes of its flying lead when it has no route;
 * - a segment, and a protection run: the segment's drawn polyline;
 * - a pin (cavity): its box, and the segments of its wires' routes;
 * - anything else the sheet shows (connectors, splices, nodes, labels, tables): the box it is
 *   picked by (a branch point's a small square around it).
 *
 * Lines leave out the leads inside connector bodies, which the inspected records draw. A flying
 * lead's dashes come once per time its wire is named (a wire and its pin both selected: twice).
 */

/**
 * The selection's lines as straight pieces, `x1 y1 x2 y2` each in sheet mm (a piece of no length
 * is a point to mark), with how many of the given ids were found and the box around all pieces.
 */
export interface SelectionLines {
  readonly pieces: Float32Array
  /** The ids that named a record. */
  readonly found: number
  /** The box around every piece (sheet mm), or null when there are none. */
  readonly box: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number } | null
}

/** The routes of the current version, as the selection's lines read them (the derived columns). */
export interface SelectionRoutes {
  /** Whether wire `wireId` is routed through the bundles. */
  routed(wireId: WireId): boolean
  /** The segments at least one of wires `wireIds` is routed through, each once. */
  segmentsUsedBy(wireIds: Iterable<string>): readonly string[]
}

/**
 * The lines of selection `ids` (unknown ids and ids that are not text are skipped).
 *
 * Example: wires W1 and W2 both routed along segments S1 and S2, and segment S2 itself: the
 * pieces of S1's and S2's polylines once each (two pieces for two straight segments), found 3.
 */
export function selectionLines(doc: DocReader, routes: SelectionRoutes, spatial: SpatialIndex, ids: readonly unknown[]): SelectionLines {
  const segments = new Set<string>()
  const wires: WireId[] = []
  const out = new PieceWriter()
  const boxed = new Set<string>()
  let found = 0
  const box = (id: string) => {
    if (boxed.has(id)) return
    boxed.add(id)
    const e = spatial.entry(id)
    if (!e || e.kind === 'polyline') return
    out.rect(e.minX, e.minY, e.maxX, e.maxY)
  }
  const routeOfWire = (wire: WireRecord) => {
    if (routes.routed(wire.id)) wires.push(wire.id)
    else for (const dash of flyingLead(doc, wire)) out.piece(dash[0]!, dash[1]!, dash[2]!, dash[3]!)
  }
  for (const id of ids) {
    if (typeof id !== 'string') continue
    const record = doc.get(id)
    if (!record) continue
    found += 1
    switch (record.typeName) {
      case 'wire':
        routeOfWire(record)
        break
      case 'segment':
        segments.add(record.id)
        break
      case 'protection':
        segments.add(record.segmentId)
        break
      case 'cavity': {
        const pin = drawnPin(doc, record.id as CavityId)
        if (pin) {
          const h = pin.side / 2
          out.rect(pin.centre[0] - h, pin.centre[1] - h, pin.centre[0] + h, pin.centre[1] + h)
        }
        for (const wire of doc.wiresAt(record.id)) routeOfWire(wire)
        break
      }
      default:
        box(record.id)
    }
  }
  if (wires.length > 0) for (const segmentId of routes.segmentsUsedBy(wires)) segments.add(segmentId)
  for (const segmentId of segments) {
    const shape = spatial.entry(segmentId as SegmentId)?.shape
    if (!shape) continue
    for (let i = 1; i < shape.length; i++) out.piece(shape[i - 1]![0], shape[i - 1]![1], shape[i]![0], shape[i]![1])
  }
  return { pieces: out.done(), found, box: out.box() }
}

/** The largest side of a selection's picture, in device pixels. */
export const MAX_PICTURE_PX = 4096

/** Where and how finely a selection's picture is painted: the box it covers (sheet mm), device px per mm, the line width in device px. */
export interface SelectionPicturePlan {
  readonly box: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number }
  readonly pxPerMm: number
  readonly lineWidthPx: number
  /** The lines' colour, `#rrggbb`. */
  readonly colour: string
}

/** The part of a 2D canvas context the picture is painted with (an OffscreenCanvas's in the worker). */
export interface LinePainter {
  lineWidth: number
  lineCap: 'butt' | 'round' | 'square'
  lineJoin: 'bevel' | 'miter' | 'round'
  /** Set to the plan's colour (a context also takes gradients and patterns). */
  strokeStyle: unknown
  beginPath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  stroke(): void
}

/** The size in device px of the picture `plan` paints (at least 1 by 1). */
export function pictureSize(plan: SelectionPicturePlan): { width: number; height: number } {
  return {
    width: Math.max(1, Math.ceil((plan.box.maxX - plan.box.minX) * plan.pxPerMm)),
    height: Math.max(1, Math.ceil((plan.box.maxY - plan.box.minY) * plan.pxPerMm)),
  }
}

/** Pieces at most this long on the picture, in device px, are drawn once per place (many coincide when zoomed out). */
const SHORT_PX = 3

/**
 * Strokes the pieces (x1 y1 x2 y2, sheet mm) that reach into the plan's box as one path,
 * round-capped so that a piece of no length is a dot, from the box's corner, their ends on whole
 * device pixels; answers how many pieces it drew. Zoomed out, most pieces are a pixel or two
 * long and many fall on the same pixels (at XL's fit view a connector's four box sides are one
 * pixel, and 210,004 pieces cover far fewer places): a short piece is drawn once per pair of
 * pixel ends, so the path the canvas strokes holds each place once.
 *
 * Example: box (0, 0)-(100, 50) at 2 px/mm: the piece (10, 10)-(20, 10) is drawn from (20, 20)
 * to (40, 20); a piece at (500, 500) is left out; the pieces (30, 30)-(30, 30) and
 * (30.1, 30)-(30, 30.1) are one dot at (60, 60).
 */
export function paintSelectionLines(ctx: LinePainter, pieces: Float32Array, plan: SelectionPicturePlan): number {
  const { box, pxPerMm } = plan
  const reach = plan.lineWidthPx / pxPerMm
  const minX = box.minX - reach, minY = box.minY - reach, maxX = box.maxX + reach, maxY = box.maxY + reach
  ctx.lineWidth = plan.lineWidthPx
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ctx.strokeStyle = plan.colour
  ctx.beginPath()
  const { width, height } = pictureSize(plan)
  // Short pieces drawn, by their pixel ends (a dot's as one bit of the picture's pixels: 0.4 MB
  // for a 4096 px square picture).
  const dots = new Uint32Array(Math.ceil((width * height) / 32))
  const short = new Set<number>()
  let drawn = 0
  for (let i = 0; i + 3 < pieces.length; i += 4) {
    const x1 = pieces[i]!, y1 = pieces[i + 1]!, x2 = pieces[i + 2]!, y2 = pieces[i + 3]!
    if (Math.max(x1, x2) < minX || Math.min(x1, x2) > maxX || Math.max(y1, y2) < minY || Math.min(y1, y2) > maxY) continue
    const ax = Math.round((x1 - box.minX) * pxPerMm), ay = Math.round((y1 - box.minY) * pxPerMm)
    const bx = Math.round((x2 - box.minX) * pxPerMm), by = Math.round((y2 - box.minY) * pxPerMm)
    if (Math.abs(bx - ax) <= SHORT_PX && Math.abs(by - ay) <= SHORT_PX) {
      if (ax === bx && ay === by && ax >= 0 && ay >= 0 && ax < width && ay < height) {
        const bit = ay * width + ax
        if ((dots[bit >>> 5]! & (1 << (bit & 31))) !== 0) continue
        dots[bit >>> 5]! |= 1 << (bit & 31)
      } else {
        // Either way round, the pair of ends (within the picture and its reach: under 2^26 each).
        const a = (ay + 4096) * 8192 + ax + 4096
        const b = (by + 4096) * 8192 + bx + 4096
        const key = a < b ? a * 67108864 + b : b * 67108864 + a
        if (short.has(key)) continue
        short.add(key)
      }
    }
    ctx.moveTo(ax, ay)
    ctx.lineTo(bx, by)
    drawn += 1
  }
  ctx.stroke()
  return drawn
}

/** Grows a Float32Array of pieces, keeping their box. */
class PieceWriter {
  private data = new Float32Array(1024)
  private length = 0
  private minX = Infinity
  private minY = Infinity
  private maxX = -Infinity
  private maxY = -Infinity

  piece(x1: number, y1: number, x2: number, y2: number): void {
    if (this.length + 4 > this.data.length) {
      const data = new Float32Array(this.data.length * 2)
      data.set(this.data)
      this.data = data
    }
    const d = this.data
    const n = this.length
    d[n] = x1; d[n + 1] = y1; d[n + 2] = x2; d[n + 3] = y2
    this.length = n + 4
    this.minX = Math.min(this.minX, x1, x2)
    this.minY = Math.min(this.minY, y1, y2)
    this.maxX = Math.max(this.maxX, x1, x2)
    this.maxY = Math.max(this.maxY, y1, y2)
  }

  /** A box's four sides, or one point when it has no size. */
  rect(minX: number, minY: number, maxX: number, maxY: number): void {
    if (minX === maxX && minY === maxY) {
      this.piece(minX, minY, minX, minY)
      return
    }
    this.piece(minX, minY, maxX, minY)
    this.piece(maxX, minY, maxX, maxY)
    this.piece(maxX, maxY, minX, maxY)
    this.piece(minX, maxY, minX, minY)
  }

  done(): Float32Array {
    return this.data.slice(0, this.length)
  }

  box(): SelectionLines['box'] {
    return this.length === 0 ? null : { minX: this.minX, minY: this.minY, maxX: this.maxX, maxY: this.maxY }
  }
}
