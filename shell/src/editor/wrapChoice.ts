import type { ProtectionMaterial, WindingType } from '@harness/protocol'
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

/** The wrapping after picking `material`, over bundles of at most `bundle` mm. */
export function withMaterial(w: Wrapping, material: ProtectionMaterial, bundle: number): Wrapping {
  if (isTape(material) === isTape(w.material) && (w.winding === 'tube') !== isTape(material)) return { ...w, material }
  return isTape(material)
    ? { ...w, material, winding: 'overlap', width: 19, thickness: 0.13, overlap: 0.5 }
    : { ...w, material, winding: 'tube', width: proposedTubeDiameter(bundle), thickness: TUBE_WALL[material], overlap: 0 }
}

/** The wrapping after picking `winding`, over bundles of at most `bundle` mm: a tube winding takes a tube material, a tape winding a tape. */
export function withWinding(w: Wrapping, winding: WindingType, bundle: number): Wrapping {
  if ((winding === 'tube') === (w.winding === 'tube')) return { ...w, winding }
  return winding === 'tube' ? withMaterial({ ...w, winding }, 'corrugatedTube', bundle) : { ...withMaterial(w, 'pvcTape', bundle), winding }
}

/**
 * Why a tube of `w` does not go over bundles of `bundle` mm (its inner diameter is smaller), or
 * null: the dialog says so before applying. Example: a 3 mm tube over a 4.2 mm bundle.
 */
export function tubeFitProblem(w: Wrapping, bundle: number): { readonly inner: number; readonly bundle: number } | null {
  return w.winding === 'tube' && bundle > 0 && w.width < bundle ? { inner: w.width, bundle } : null
}
