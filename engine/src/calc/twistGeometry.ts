/**
 * Geometry of twisted, sheathed and shielded wire groups for the 3D harness preview, in millimetres:
 * concentric layers of at most 6 members, each member a helix of radius R and lay length (pitch) P
 * around the group's path (platform-spec section 3 wire trees with `mtype`, `od`, `pitch`, `gap`;
 * section 4 and 9 constants; the helix is the derived geometry of harness-domain.md 3.2).
 */

import { GEOMETRY_TOLERANCE, assertNever, requireNonNegative, requirePositive } from './numberChecks'

/** Wire-tree node types of the specification's 3D harness data (section 3). */
export type WireTreeKind = 'twisted' | 'sheathed' | 'shielded' | 'topparent'

/** At most 6 wires per twist layer (platform-spec section 9). */
export const MAX_WIRES_PER_LAYER = 6

/** Fixed lay length in mm of the cores in a sheathed or shielded cable: 500 mm (platform-spec section 4). */
export const SHEATH_PITCH = 500

/** Automatic top-parent grouping: pitch 500 mm, od 1 mm, gap 0.5 mm (platform-spec section 4). */
export const TOP_PARENT_DEFAULTS = { pitch: 500, od: 1, gap: 0.5 } as const

/** A point in 3D model space, in mm. */
export type Vec3 = readonly [x: number, y: number, z: number]

/** A wire group to lay out: its type, each member's outer diameter in mm, and its pitch and gap in mm. */
export interface TwistGroup {
  readonly mtype: WireTreeKind
  /** Outer diameter od in mm of each member, in member order. */
  readonly memberDiameters: readonly number[]
  /** Lay length in mm; required for twisted, fixed at 500 for sheathed/shielded, default 500 for topparent. */
  readonly pitch?: number
  /** Clearance in mm between neighbouring members and between layers; default 0 (0.5 for topparent). */
  readonly gap?: number
}

/** One concentric layer: its radius in mm (member centres), its members and their largest od in mm. */
export interface TwistLayer {
  readonly index: number
  /** Radius in mm of the circle through the member centres (0 for a single central member). */
  readonly radius: number
  /** Indices into the group's members, in angular order. */
  readonly members: readonly number[]
  readonly maxDiameter: number
}

/** A member's helix: layer, radius in mm, pitch in mm, phase in radians and length take-up factor. */
export interface HelixMember {
  readonly member: number
  readonly layer: number
  readonly radius: number
  readonly pitch: number
  /** Angle in radians of the member at the start of the twisted zone. */
  readonly phase: number
  /** Member length per unit of group length, √(1 + (2πR/P)²). */
  readonly takeUpFactor: number
}

/** The laid-out group: effective pitch and gap in mm, layers inside out, member helices, envelope od in mm. */
export interface TwistLayout {
  readonly mtype: WireTreeKind
  readonly pitch: number
  readonly gap: number
  readonly layers: readonly TwistLayer[]
  /** One helix per member, in member order. */
  readonly members: readonly HelixMember[]
  /** Diameter in mm of the circle enclosing all members. */
  readonly outerDiameter: number
}

/**
 * Lay length in mm a group of this type uses (platform-spec section 4): the given pitch for twisted
 * groups (required, > 0), always 500 for sheathed and shielded, the given pitch or 500 for topparent.
 */
export function groupPitch(mtype: WireTreeKind, pitch?: number): number {
  const fn = 'groupPitch'
  switch (mtype) {
    case 'twisted':
      if (pitch === undefined) throw new RangeError(`${fn}: a twisted group needs a pitch`)
      return requirePositive(fn, 'pitch', pitch)
    case 'sheathed':
    case 'shielded':
      return SHEATH_PITCH
    case 'topparent':
      return pitch === undefined ? TOP_PARENT_DEFAULTS.pitch : requirePositive(fn, 'pitch', pitch)
    default:
      return assertNever(fn, mtype)
  }
}

/**
 * Length take-up of a helix of radius R mm and lay length P mm, √(1 + (2πR/P)²) per unit of axis
 * length (harness-domain 3.2, derived; for a pair R = d/2 it is the √(1 + (π·d/P)²) of wireLength).
 */
export function helixTakeUpFactor(radius: number, pitch: number): number {
  requireNonNegative('helixTakeUpFactor', 'radius', radius)
  requirePositive('helixTakeUpFactor', 'pitch', pitch)
  const slope = (2 * Math.PI * radius) / pitch
  return Math.sqrt(1 + slope * slope)
}

/** Radius in mm at which k members of od d with gap g between neighbours touch: (d + g)/(2·sin(π/k)). */
function ringRadius(count: number, diameter: number, gap: number): number {
  return count <= 1 ? 0 : (diameter + gap) / (2 * Math.sin(Math.PI / count))
}

/**
 * Concentric layout of a wire group in mm (platform-spec sections 3, 4, 9): ⌈n/6⌉ layers, the
 * outer ones full with 6 members and the innermost holding the rest (7 wires → 1 + 6, as in
 * concentric stranding), members taken in order from the inside out. Each layer's radius is the
 * smallest that keeps neighbours (d_max + gap) apart, 2R·sin(π/k) ≥ d_max + gap, and clears the layer
 * inside by (d_in + d_out)/2 + gap. Every member twists with the group pitch in the same direction,
 * phases evenly spaced 2π·i/k.
 */
export function twistLayout(group: TwistGroup): TwistLayout {
  const fn = 'twistLayout'
  const pitch = groupPitch(group.mtype, group.pitch)
  const gap = requireNonNegative(fn, 'gap', group.gap ?? (group.mtype === 'topparent' ? TOP_PARENT_DEFAULTS.gap : 0))
  const n = group.memberDiameters.length
  group.memberDiameters.forEach((d, i) => requirePositive(fn, `memberDiameters[${i}]`, d))
  if (n === 0) return { mtype: group.mtype, pitch, gap, layers: [], members: [], outerDiameter: 0 }

  const layerCount = Math.ceil(n / MAX_WIRES_PER_LAYER)
  const layers: TwistLayer[] = []
  const members: HelixMember[] = []
  let next = 0
  let outerDiameter = 0
  for (let j = 0; j < layerCount; j++) {
    const count = j === 0 ? n - MAX_WIRES_PER_LAYER * (layerCount - 1) : MAX_WIRES_PER_LAYER
    const ids = Array.from({ length: count }, (_, i) => next + i)
    next += count
    const maxDiameter = Math.max(...ids.map((i) => group.memberDiameters[i]!))
    const inner = layers[j - 1]
    const radius = Math.max(
      ringRadius(count, maxDiameter, gap),
      inner ? inner.radius + (inner.maxDiameter + maxDiameter) / 2 + gap : 0,
    )
    layers.push({ index: j, radius, members: ids, maxDiameter })
    const takeUpFactor = helixTakeUpFactor(radius, pitch)
    ids.forEach((member, i) => members.push({ member, layer: j, radius, pitch, phase: (2 * Math.PI * i) / count, takeUpFactor }))
    outerDiameter = Math.max(outerDiameter, 2 * radius + maxDiameter)
  }
  return { mtype: group.mtype, pitch, gap, layers, members, outerDiameter }
}

/**
 * Smallest centre distance in mm between neighbouring members of a layer minus what they need
 * ((d_i + d_j)/2 + gap); ≥ −1e-6 mm (the geometry tolerance) means no two members overlap.
 */
export function layerClearance(layout: TwistLayout, diameters: readonly number[]): number {
  let worst = Number.POSITIVE_INFINITY
  for (const layer of layout.layers) {
    const k = layer.members.length
    if (k < 2) continue
    for (let i = 0; i < k; i++) {
      const a = layer.members[i]!
      const b = layer.members[(i + 1) % k]!
      const pa = layout.members[a]!.phase
      const pb = layout.members[b]!.phase
      const dx = layer.radius * (Math.cos(pa) - Math.cos(pb))
      const dy = layer.radius * (Math.sin(pa) - Math.sin(pb))
      const need = (diameters[a]! + diameters[b]!) / 2 + layout.gap
      worst = Math.min(worst, Math.hypot(dx, dy) - need)
    }
  }
  return worst
}

/** A top-parent group with the automatic grouping defaults: pitch 500 mm, od 1 mm, gap 0.5 mm (platform-spec section 4). */
export function topParentGroup(memberDiameters: readonly number[]): TwistGroup & { readonly od: number } {
  return { mtype: 'topparent', memberDiameters, pitch: TOP_PARENT_DEFAULTS.pitch, gap: TOP_PARENT_DEFAULTS.gap, od: TOP_PARENT_DEFAULTS.od }
}

/** A node of the specification's 3D wire tree (section 3): a wire (od) or a group of children. */
export interface WireTreeNode {
  readonly mtype?: WireTreeKind
  readonly od?: number
  readonly pitch?: number
  readonly gap?: number
  readonly children?: readonly WireTreeNode[]
}

/** A laid-out wire tree: each node's od in mm (given, or the envelope of its children) and its layout. */
export interface WireTreeLayout {
  readonly od: number
  readonly layout: TwistLayout | null
  readonly children: readonly WireTreeLayout[]
}

/**
 * Lays out a 3D wire tree bottom-up in mm: a leaf is a wire of its od; a group lays its children
 * out by twistLayout and its od is the larger of the given od (e.g. a sheath's) and their envelope.
 */
export function layoutWireTree(node: WireTreeNode): WireTreeLayout {
  const fn = 'layoutWireTree'
  const kids = node.children ?? []
  if (kids.length === 0) {
    if (node.od === undefined) throw new RangeError(`${fn}: a wire without children needs an od`)
    return { od: requirePositive(fn, 'od', node.od), layout: null, children: [] }
  }
  if (node.mtype === undefined) throw new RangeError(`${fn}: a node with children needs an mtype`)
  const children = kids.map(layoutWireTree)
  const layout = twistLayout({ mtype: node.mtype, memberDiameters: children.map((c) => c.od), pitch: node.pitch, gap: node.gap })
  const given = node.od === undefined ? 0 : requirePositive(fn, 'od', node.od)
  return { od: Math.max(given, layout.outerDiameter), layout, children }
}

/** How densely and where a helix is sampled: points per turn and untwisted lengths in mm at each end. */
export interface HelixSampling {
  readonly samplesPerTurn?: number
  readonly headUntwist?: number
  readonly tailUntwist?: number
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k]
const unit = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]))

/** Rotates v about the unit axis k by the angle with cosine c and sine s (Rodrigues). */
function rotate(v: Vec3, k: Vec3, c: number, s: number): Vec3 {
  const kxv = cross(k, v)
  const kdv = dot(k, v) * (1 - c)
  return [v[0] * c + kxv[0] * s + k[0] * kdv, v[1] * c + kxv[1] * s + k[1] * kdv, v[2] * c + kxv[2] * s + k[2] * kdv]
}

/**
 * Points in mm along a member's helix around a polyline path in mm, for the 3D preview: the centre
 * line offset by R·(cos θ·N + sin θ·B) in a parallel-transported frame, θ = phase + 2π·s/P inside
 * the twisted zone and frozen in the head and tail untwist lengths (spec `headuntwist`/`tailuntwist`).
 * Samples every P/samplesPerTurn mm (default 16 per turn) and at every path vertex.
 */
export function sampleHelix(path: readonly Vec3[], helix: Pick<HelixMember, 'radius' | 'pitch' | 'phase'>, sampling: HelixSampling = {}): Vec3[] {
  const fn = 'sampleHelix'
  const radius = requireNonNegative(fn, 'radius', helix.radius)
  const pitch = requirePositive(fn, 'pitch', helix.pitch)
  const perTurn = requirePositive(fn, 'samplesPerTurn', sampling.samplesPerTurn ?? 16)
  const head = requireNonNegative(fn, 'headUntwist', sampling.headUntwist ?? 0)
  const tail = requireNonNegative(fn, 'tailUntwist', sampling.tailUntwist ?? 0)
  path.forEach((p, i) => p.forEach((x, k) => {
    if (!Number.isFinite(x)) throw new RangeError(`${fn}: path[${i}][${k}] must be a finite number, got ${x}`)
  }))
  // Zero-length pieces carry no direction; drop repeated points.
  const pts = path.filter((p, i) => i === 0 || Math.hypot(...sub(p, path[i - 1]!)) > GEOMETRY_TOLERANCE)
  if (pts.length < 2) throw new RangeError(`${fn}: the path needs two points at least ${GEOMETRY_TOLERANCE} mm apart`)
  let total = 0
  for (let i = 1; i < pts.length; i++) total += Math.hypot(...sub(pts[i]!, pts[i - 1]!))
  const twistedLength = Math.max(0, total - head - tail)
  const angleAt = (s: number) => helix.phase + (2 * Math.PI * Math.min(Math.max(s - head, 0), twistedLength)) / pitch

  let tangent = unit(sub(pts[1]!, pts[0]!))
  // Start the normal from the axis least aligned with the tangent.
  const axes: Vec3[] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
  const seed = axes.reduce((best, a) => (Math.abs(dot(a, tangent)) < Math.abs(dot(best, tangent)) ? a : best))
  let normal = unit(cross(cross(tangent, seed), tangent))
  const out: Vec3[] = []
  const step = pitch / perTurn
  let s0 = 0
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!
    const seg = sub(pts[i]!, a)
    const length = Math.hypot(...seg)
    const t = unit(seg)
    // Parallel transport: turn the normal with the tangent at the vertex.
    const axis = cross(tangent, t)
    const sin = Math.hypot(...axis)
    if (sin > 1e-12) normal = unit(rotate(normal, unit(axis), dot(tangent, t), sin))
    tangent = t
    const binormal = cross(tangent, normal)
    const pieces = Math.max(1, Math.ceil(length / step - GEOMETRY_TOLERANCE))
    for (let k = i === 1 ? 0 : 1; k <= pieces; k++) {
      const u = (length * k) / pieces
      const theta = angleAt(s0 + u)
      const c = Math.cos(theta) * radius
      const sn = Math.sin(theta) * radius
      out.push([
        a[0] + t[0] * u + normal[0] * c + binormal[0] * sn,
        a[1] + t[1] * u + normal[1] * c + binormal[1] * sn,
        a[2] + t[2] * u + normal[2] * c + binormal[2] * sn,
      ])
    }
    s0 += length
  }
  return out
}
