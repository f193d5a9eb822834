import { PROTECTION_MATERIALS, WINDING_TYPES, type CatalogPart, type ProtectionMaterial, type WindingType } from '@harness/protocol'
import type { Wrapping } from '@harness/engine'

/**
 * What the wrap dialog changes with a pick: tapes are wound and tubes slid on, so the material
 * and the winding go together, and a tube's inner diameter is not a tape's width. Picking a tube
 * material (or the tube winding) makes the wrapping a tube whose inner diameter clears the
 * selected bundles, with the material's usual wall; picking a tape (or a tape winding) makes it
 * a tape of the usual 19 × 0.13 mm, wound with half overlap. Values typed for the same kind are
 * kept.
 */

/** Whether `material` is a tape (wound), not a tube or sleeve (slid on). */
export function isTape(material: ProtectionMaterial): boolean {
  return material === 'ductTape' || material === 'pvcTape'
}

/** The usual wall of each tube material in mm (the specification's defaults: heat-shrink 0.5, PVC 0.6; sleeves and corrugated tube of their makers' common sizes). */
const TUBE_WALL: Readonly<Record<ProtectionMaterial, number>> = {
  ductTape: 0.13, pvcTape: 0.13, heatShrinkBraidedTube: 0.5, heatShrinkTube: 0.5, petTube: 0.3, pvcTube: 0.6, corrugatedTube: 0.3, corrugatedTubeSlit: 0.3,
}

/** The smallest inner diameter a tube is proposed with, in mm. */
const TUBE_ID_MIN = 4

/**
 * The inner diameter in mm proposed for a tube over bundles of at most `bundle` mm (their covered
 * diameter): 15 % room, rounded up to a whole millimetre, at least 4 mm. Example: 2.9 → 4; 8.6 → 10.
 */
export function proposedTubeDiameter(bundle: number): number {
  return Math.max(TUBE_ID_MIN, Math.ceil(bundle * 1.15))
}

/** The wrapping without a library part: what the designer typed is a generic wrapping. */
export function generic(w: Wrapping): Wrapping {
  const { partNumber: _partNumber, description: _description, ...rest } = w
  return rest
}

/** The wrapping after picking `material`, over bundles of at most `bundle` mm (a generic one: the part, if any, had another material). */
export function withMaterial(w: Wrapping, material: ProtectionMaterial, bundle: number): Wrapping {
  const was = generic(w)
  if (isTape(material) === isTape(w.material) && (w.winding === 'tube') !== isTape(material)) return { ...was, material }
  return isTape(material)
    ? { ...was, material, winding: 'overlap', width: 19, thickness: 0.13, overlap: 0.5 }
    : { ...was, material, winding: 'tube', width: proposedTubeDiameter(bundle), thickness: TUBE_WALL[material], overlap: 0 }
}

/**
 * The wrapping after picking `winding`, over bundles of at most `bundle` mm: a tube winding takes a
 * tube material, a tape winding a tape. A library tape keeps its part through a change between tape windings.
 */
export function withWinding(w: Wrapping, winding: WindingType, bundle: number): Wrapping {
  if ((winding === 'tube') === (w.winding === 'tube')) return { ...w, winding }
  return winding === 'tube' ? withMaterial({ ...w, winding }, 'corrugatedTube', bundle) : { ...withMaterial(w, 'pvcTape', bundle), winding }
}

/**
 * The wrapping of library protection part `part`: its material, winding (a tube material is slid
 * on, a tape wound with half overlap unless the part says otherwise), tape width and thickness or
 * tube inner diameter and wall (the material's usual wall where the part states none), and its
 * part number and description. Null for a part that is not a usable protection (another kind,
 * invalid, or without a known material, or a tube without an inner diameter).
 * Example: HB-PR-HS-6 (heat-shrink tube, inner diameter 6) → a 6 mm tube with a 0.5 mm wall.
 */
export function wrappingOfPart(part: CatalogPart): Wrapping | null {
  if (part.kind !== 'protection' || part.status !== 'normal') return null
  const p = part.params
  const num = (key: string) => (typeof p[key] === 'number' && (p[key] as number) > 0 ? (p[key] as number) : undefined)
  const material = PROTECTION_MATERIALS.find((m) => m === p.material)
  if (!material) return null
  const stated = WINDING_TYPES.find((k) => k === p.winding)
  const tape = isTape(material)
  const winding: WindingType = tape ? (stated && stated !== 'tube' ? stated : 'overlap') : 'tube'
  const named = { partNumber: part.partNumber, description: part.description }
  if (!tape) {
    const inner = num('innerDiameter')
    return inner === undefined ? null : { material, winding, width: inner, thickness: num('thickness') ?? TUBE_WALL[material], overlap: 0, ...named }
  }
  return {
    material, winding, width: num('width') ?? 19, thickness: num('thickness') ?? 0.13, overlap: winding === 'overlap' || winding === 'doubleOverlap' ? 0.5 : 0,
    ...(winding === 'spaced' ? { gap: 20 } : {}), ...(winding === 'spiral' || winding === 'spot' ? { pitch: 75 } : {}), ...named,
  }
}

/**
 * Where bundles of `bundle` mm lie outside the bundle-diameter range library part `part` is made
 * for (its `bundleDiameterMin` to `bundleDiameterMax`), the range and the bundle; null when inside,
 * when the part states no range, or the bundle is unknown (0). Example: a 6 mm heat-shrink tube
 * for 2-5.5 mm bundles over a 7.1 mm bundle.
 */
export function partRangeProblem(part: CatalogPart, bundle: number): { readonly min: number | null; readonly max: number | null; readonly bundle: number } | null {
  if (!(bundle > 0)) return null
  const bound = (key: string) => (typeof part.params[key] === 'number' ? (part.params[key] as number) : null)
  const min = bound('bundleDiameterMin')
  const max = bound('bundleDiameterMax')
  if ((min !== null && bundle < min) || (max !== null && bundle > max)) return { min, max, bundle }
  return null
}

/**
 * Why a tube of `w` does not go over bundles of `bundle` mm (its inner diameter is smaller), or
 * null: the dialog says so before applying. Example: a 3 mm tube over a 4.2 mm bundle.
 */
export function tubeFitProblem(w: Wrapping, bundle: number): { readonly inner: number; readonly bundle: number } | null {
  return w.winding === 'tube' && bundle > 0 && w.width < bundle ? { inner: w.width, bundle } : null
}
