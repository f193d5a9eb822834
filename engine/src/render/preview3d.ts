import type { ConnectorId, MulticoreId, NodeId, SegmentId, WireGroupId, WireId } from '@harness/protocol'
import { layoutWireTree, sampleHelix, type Vec3, type WireTreeNode } from '../calc'
import { buildHarness3d, type Wire3dNode } from '../derive/harness3d'
import type { WireRoute } from '../derive/wireRoutes'
import type { DocReader } from '../store/DocReader'
import { wireColours, NO_STRIPE } from './wireColours'

/**
 * The 3D preview's scene (specification section 1, "3D preview"; section 3, 3D harness data):
 * the wires of a selection laid out as the factory makes them, each a tube of its outer diameter
 * in its colour, twisted groups as helices of their lay length (untwisted for a length at each
 * end), cables with their sheath (cut back at the ends) and their cores laid inside, stripped
 * ends showing the conductor (or the terminal crimped on it), and the bundles they run through
 * as translucent tubes of their covered diameter. Coordinates are the sheet's mm, z = 0 for the
 * drawing plane; the helices and layers stand out of it. Built from {@link buildHarness3d}.
 */

/** What a tube of the preview is. */
export type Preview3dKind = 'insulation' | 'conductor' | 'terminal' | 'sheath' | 'shield' | 'bundle'

/** One tube: a centre line (x, y, z triples in mm), its radius in mm, its colour (0xRRGGBB), stripe colour or null. */
export interface Preview3dTube {
  readonly id: string
  readonly kind: Preview3dKind
  readonly points: Float32Array
  readonly radius: number
  readonly colour: number
  readonly stripe: number | null
}

/** A connector or splice where shown wires end: its place in mm and its name. */
export interface Preview3dPart {
  readonly kind: 'connector' | 'splice'
  readonly name: string
  readonly at: Vec3
}

/** The preview of a selection: its tubes and parts, how many wires were asked for and how many are shown. */
export interface Preview3dScene {
  readonly tubes: readonly Preview3dTube[]
  readonly parts: readonly Preview3dPart[]
  /** Wires asked for (the selection's, or the harness's when nothing is selected). */
  readonly wires: number
  /**
   * Wires drawn: fewer than asked when the preview's limits were reached or a wire has no route;
   * more when a group's other members came with a selected member.
   */
  readonly shown: number
  /** Wires left out because they have no route (open ends, no bundle path). */
  readonly unrouted: number
}

/** Most wires one preview lays out (a designer previews a connector's or a group's wires, not an aircraft). */
export const MAX_PREVIEW_WIRES = 600

/** Most centre-line points of all tubes of one preview (about 40 MB of triangles in the browser at 8 sides). */
export const MAX_PREVIEW_POINTS = 250_000

/**
 * The wires a selection `ids` previews: selected wires; the wires ending in a selected connector
 * (any of its cavities) or splice; the wires through a selected segment (`wiresThrough`, the
 * derived data's, up to `limit`); the members of a selected twisted or combined group and the
 * cores of a selected cable. Each once, in the selection's order; unknown ids add nothing.
 */
export function previewWiresOf(doc: DocReader, ids: readonly string[], wiresThrough: (id: SegmentId, limit: number) => readonly WireId[], limit = MAX_PREVIEW_WIRES + 1): WireId[] {
  const out = new Set<WireId>()
  const addAll = (wires: Iterable<{ readonly id: WireId }>) => { for (const w of wires) out.add(w.id) }
  for (const id of ids) {
    if (out.size >= limit) break
    const record = doc.get(id)
    if (!record) continue
    switch (record.typeName) {
      case 'wire': out.add(record.id); break
      case 'connector': for (const cavity of doc.cavitiesOf(record.id as ConnectorId)) addAll(doc.wiresAt(cavity.id)); break
      case 'splice': addAll(doc.wiresAt(record.id)); break
      case 'segment': for (const w of wiresThrough(record.id, limit)) out.add(w); break
      case 'wireGroup': addAll(doc.membersOf(record.id as WireGroupId)); break
      case 'multicore': addAll(doc.coresOf(record.id as MulticoreId)); break
      default: break
    }
  }
  return [...out].slice(0, limit)
}

/** Samples per lay length of a helix. */
const SAMPLES_PER_TURN = 12

/** Colours of what is not a wire's insulation. */
const COPPER = 0xb87333
const TERMINAL_TIN = 0xc8ccd2
const SHEATH = 0x2f343b
const SHIELD = 0x8c96a3
const BUNDLE = 0xb7c2cf

/** The part of a polyline (points in mm) from arc length `from` to `to` mm along it. Example: [[0,0,0],[10,0,0]] from 2 to 5 → [[2,0,0],[5,0,0]]. */
function cut(path: readonly Vec3[], from: number, to: number): Vec3[] {
  const out: Vec3[] = []
  let s = 0
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!
    const b = path[i]!
    const length = Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2])
    const at = (u: number): Vec3 => {
      const k = length === 0 ? 0 : (u - s) / length
      return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k]
    }
    if (out.length === 0 && s + length >= from) out.push(at(Math.max(from, s)))
    if (out.length > 0) {
      if (s + length >= to) {
        out.push(at(to))
        return out
      }
      out.push(b)
    }
    s += length
  }
  return out
}

/** The length of a polyline in mm. */
function lengthOf(path: readonly Vec3[]): number {
  let total = 0
  for (let i = 1; i < path.length; i++) total += Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1], path[i]![2] - path[i - 1]![2])
  return total
}

/** A wire-tree node as the layout reads it (diameters only). */
function treeOf(node: Wire3dNode): WireTreeNode {
  if (node.children.length === 0) return { od: Math.max(node.od, 0.01) }
  return { mtype: node.mtype ?? 'topparent', pitch: node.pitch, gap: node.gap, od: node.od, children: node.children.map(treeOf) }
}

/**
 * The preview of wires `wireIds` of `doc` (every wire for 'all'), routed by `routeOf`, with the
 * bundles they run through drawn `bundleDiameter` wide (mm; the covered diameter). Wires past
 * {@link MAX_PREVIEW_WIRES}, or past {@link MAX_PREVIEW_POINTS} points of tube, are left out and
 * counted; so are wires without a route.
 *
 * Example: a twisted pair of 1.4 mm wires with a 25 mm lay over 200 mm of bundle, 20 mm untwisted
 * at each end: two insulation tubes of radius 0.7 mm, each a helix of radius 0.7 mm about the
 * route (12 points per turn, straight in the untwisted ends), a conductor (or terminal) at each
 * stripped end, and the bundle's segments as translucent tubes.
 */
export function buildPreview3d(
  doc: DocReader, routeOf: (id: WireId) => WireRoute | undefined, wireIds: readonly WireId[] | 'all', bundleDiameter: (id: SegmentId) => number,
): Preview3dScene {
  // The whole harness: its first wires up to the limit, not a list of all its ids.
  const taken: WireId[] = []
  if (wireIds === 'all') {
    for (const wire of doc.all('wire')) {
      if (taken.length >= MAX_PREVIEW_WIRES) break
      taken.push(wire.id)
    }
  } else {
    for (const id of new Set(wireIds)) if (doc.getOf('wire', id) !== undefined) taken.push(id)
  }
  const wires = wireIds === 'all' ? doc.count('wire') : taken.length
  const routes = new Map<WireId, WireRoute>()
  let unrouted = 0
  for (const id of taken.slice(0, MAX_PREVIEW_WIRES)) {
    const route = routeOf(id)
    if (route?.ok) routes.set(id, route)
    else unrouted += 1
  }
  const data = buildHarness3d(doc, routes)
  const tubes: Preview3dTube[] = []
  let points = 0
  const shownWires = new Set<string>()
  const add = (tube: Omit<Preview3dTube, 'points'> & { readonly path: readonly Vec3[] }) => {
    if (tube.path.length < 2) return
    const flat = new Float32Array(tube.path.length * 3)
    tube.path.forEach((p, i) => flat.set(p, i * 3))
    points += tube.path.length
    tubes.push({ id: tube.id, kind: tube.kind, points: flat, radius: tube.radius, colour: tube.colour, stripe: tube.stripe })
  }
  const leaf = (node: Wire3dNode, path: readonly Vec3[]) => {
    const wire = doc.getOf('wire', node.id as WireId)
    if (!wire) return
    shownWires.add(wire.id)
    const total = lengthOf(path)
    const head = Math.min(node.fromStrip, total / 3)
    const tail = Math.min(node.toStrip, total / 3)
    const [base, stripe] = wireColours(wire.colors)
    const radius = Math.max(node.od, 0.2) / 2
    add({ id: wire.id, kind: 'insulation', path: cut(path, head, total - tail), radius, colour: base, stripe: stripe === NO_STRIPE ? null : stripe })
    // A stripped end shows its conductor (of the cross-section's radius), or the terminal crimped on it.
    const conductor = Math.max(Math.sqrt(Math.max(wire.csa, 0.05) / Math.PI), 0.1)
    const end = (length: number, from: number, terminal: boolean) => {
      if (length <= 0) return
      add({ id: wire.id, kind: terminal ? 'terminal' : 'conductor', path: cut(path, from, from + length), radius: terminal ? radius * 1.1 : conductor, colour: terminal ? TERMINAL_TIN : COPPER, stripe: null })
    }
    end(head, 0, node.headOperations.some((o) => o.kind === 'terminal'))
    end(tail, total - tail, node.tailOperations.some((o) => o.kind === 'terminal'))
  }
  const walk = (node: Wire3dNode, path: readonly Vec3[]) => {
    if (points > MAX_PREVIEW_POINTS) return
    if (node.children.length === 0) {
      leaf(node, path)
      return
    }
    if (node.mtype === 'sheathed' || node.mtype === 'shielded') {
      const total = lengthOf(path)
      const cutBack = cut(path, Math.min(node.fromStrip, total / 3), total - Math.min(node.toStrip, total / 3))
      add({ id: node.id, kind: node.mtype === 'shielded' ? 'shield' : 'sheath', path: cutBack, radius: node.od / 2, colour: node.mtype === 'shielded' ? SHIELD : SHEATH, stripe: null })
    }
    const layout = layoutWireTree(treeOf(node)).layout
    node.children.forEach((child, i) => {
      const helix = layout?.members[i]
      if (!helix) return
      let childPath: readonly Vec3[]
      try {
        childPath = sampleHelix(path, helix, { samplesPerTurn: SAMPLES_PER_TURN, headUntwist: node.headuntwist, tailUntwist: node.tailuntwist })
      } catch {
        // A route of no length (both ends at one node) has no direction to lay members about.
        childPath = path
      }
      walk(child, childPath)
    })
  }
  for (const top of data.wires) walk(top, top.path)
  // The bundles the shown wires run through, for where they are.
  const segments = new Set<SegmentId>()
  for (const id of shownWires) {
    const route = routes.get(id as WireId)
    if (route?.ok) for (const step of route.route.steps) segments.add(step.segmentId)
  }
  const at = (id: NodeId): Vec3 => {
    const p = doc.getOf('node', id)!.position
    return [p[0], p[1], 0]
  }
  for (const id of segments) {
    const segment = doc.getOf('segment', id)
    if (!segment) continue
    const path: Vec3[] = [at(segment.startNodeId), ...segment.points.map((p): Vec3 => [p[0], p[1], 0]), at(segment.endNodeId)]
    add({ id, kind: 'bundle', path, radius: Math.max(bundleDiameter(id), 1) / 2, colour: BUNDLE, stripe: null })
  }
  // The connectors and splices the shown wires end in.
  const parts = new Map<string, Preview3dPart>()
  for (const id of shownWires) {
    const wire = doc.getOf('wire', id as WireId)!
    for (const end of [wire.endA, wire.endB]) {
      const part = doc.endPartOf(end)
      if (part && !parts.has(part.id)) parts.set(part.id, { kind: part.typeName, name: part.name, at: at(part.nodeId) })
    }
  }
  return { tubes, parts: [...parts.values()], wires, shown: shownWires.size, unrouted }
}
