/**
 * The shared enumerations of the harness document (specification sections 3 and 9, KBL 2.5),
 * as string unions with their value lists, so the engine, the codecs and the interface agree.
 */

/** Kinds of topology node: where a connector sits, a splice, a branch point, a reference point or a fixing point. */
export type NodeKind = 'connector' | 'splice' | 'branch' | 'reference' | 'fixing'
export const NODE_KINDS: readonly NodeKind[] = ['connector', 'splice', 'branch', 'reference', 'fixing']

/** Part kinds of the specification's editor palette (section 1). */
export type PartKind =
  | 'connector'
  | 'wire'
  | 'multicore'
  | 'splice'
  | 'terminal'
  | 'seal'
  | 'plug'
  | 'clip'
  | 'grommet'
  | 'protection'
  | 'referencePoint'
  | 'segment'
export const PART_KINDS: readonly PartKind[] = [
  'connector', 'wire', 'multicore', 'splice', 'terminal', 'seal', 'plug', 'clip', 'grommet', 'protection', 'referencePoint', 'segment',
]

/**
 * Protection materials (specification section 9 wrapping types): duct tape, PVC tape, heat-shrink
 * braided tube, PET tube, corrugated tube variants; each is wound or slid on as {@link WindingType} says.
 */
export type ProtectionMaterial =
  | 'ductTape'
  | 'pvcTape'
  | 'heatShrinkBraidedTube'
  | 'heatShrinkTube'
  | 'petTube'
  | 'pvcTube'
  | 'corrugatedTube'
  | 'corrugatedTubeSlit'
export const PROTECTION_MATERIALS: readonly ProtectionMaterial[] = [
  'ductTape', 'pvcTape', 'heatShrinkBraidedTube', 'heatShrinkTube', 'petTube', 'pvcTube', 'corrugatedTube', 'corrugatedTubeSlit',
]

/** Each protection material's name in Chinese and English, as screens and reports write it. */
export const PROTECTION_MATERIAL_NAMES: Readonly<Record<ProtectionMaterial, readonly [zh: string, en: string]>> = {
  ductTape: ['布基胶带', 'duct tape'], pvcTape: ['PVC 胶带', 'PVC tape'], heatShrinkBraidedTube: ['热缩编织管', 'heat-shrink braided tube'],
  heatShrinkTube: ['热缩管', 'heat-shrink tube'], petTube: ['PET 编织网管', 'PET braided sleeve'], pvcTube: ['PVC 管', 'PVC tube'],
  corrugatedTube: ['波纹管', 'corrugated tube'], corrugatedTubeSlit: ['开口波纹管', 'slit corrugated tube'],
}

/**
 * How a tape is applied (spec 9: overlap tape with overlap ratio, spaced tape, spiral tape with or
 * without gap; KBL 2.5 Winding_type: on space, spare, overlap, double overlap, spiral, longitudinal).
 * Tubes use 'tube'.
 */
export type WindingType = 'overlap' | 'doubleOverlap' | 'spaced' | 'spiral' | 'spot' | 'longitudinal' | 'tube'
export const WINDING_TYPES: readonly WindingType[] = ['overlap', 'doubleOverlap', 'spaced', 'spiral', 'spot', 'longitudinal', 'tube']

/** The `mtype` of a node of the 3D wire tree (spec 3). */
export type WireMtype = 'twisted' | 'sheathed' | 'shielded' | 'topparent'
export const WIRE_MTYPES: readonly WireMtype[] = ['twisted', 'sheathed', 'shielded', 'topparent']

/** A part's status (spec 3). */
export type PartStatus = 'normal' | 'invalid'
export const PART_STATUSES: readonly PartStatus[] = ['normal', 'invalid']

/** A part's usage in the BOM (spec 3). */
export type PartUsage = 'optional' | 'mandatory' | 'customerSpecified'
export const PART_USAGES: readonly PartUsage[] = ['optional', 'mandatory', 'customerSpecified']

/** Kinds of fixing (spec 1: clips and grommets). */
export type FixingKind = 'clip' | 'grommet'
export const FIXING_KINDS: readonly FixingKind[] = ['clip', 'grommet']

/** How wires of a group are combined: twisted (with a lay pitch) or merely combined. */
export type WireGroupKind = 'twisted' | 'combined'
export const WIRE_GROUP_KINDS: readonly WireGroupKind[] = ['twisted', 'combined']

/**
 * Page formats of the drawing: A0 to A7, B4, B5 (spec 9), US letter (a generic drawing's default,
 * spec 3) and a custom size (the settings' `customPageWidth` × `customPageHeight`).
 */
export type PageSize = 'a0' | 'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7' | 'b4' | 'b5' | 'letter' | 'custom'
export const PAGE_SIZES: readonly PageSize[] = ['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'b4', 'b5', 'letter', 'custom']

/** Bundle diameter methods a project may choose (harness-domain 3.1: B2, B4, B1). */
export type DiameterMethod = 'packing' | 'equalWireTable' | 'areaEquivalent'
export const DIAMETER_METHODS: readonly DiameterMethod[] = ['packing', 'equalWireTable', 'areaEquivalent']

/** True when `value` is one of `allowed` (a type guard for enum values read from files). */
export function isOneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
}
