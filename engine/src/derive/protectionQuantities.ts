import type { ProtectionId, SegmentId } from '@harness/protocol'
import { tapeLength, tubeCutLength, type TapeWinding, type TubeCut } from '../calc'
import type { ProtectionRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import type { SegmentDiameter } from './bundleDiameters'

/** Material of one protection run: tape length in mm (and m per m of bundle), or a tube cut length in mm. */
export type ProtectionQuantityRow =
  | { readonly ok: true; readonly protectionId: ProtectionId; readonly material: 'tape'; readonly length: number; readonly perMetre: number | null }
  | { readonly ok: true; readonly protectionId: ProtectionId; readonly material: 'tube'; readonly length: number }
  | { readonly ok: false; readonly protectionId: ProtectionId; readonly reason: 'tapeTooNarrow' | 'emptyRun' }

/** The winding a tape run uses, in the terms of the calculation (harness-domain 3.3). */
export function tapeWindingOf(run: ProtectionRecord): TapeWinding {
  switch (run.winding) {
    case 'overlap':
      return { kind: 'overlap', overlapRatio: run.overlap }
    case 'doubleOverlap':
      return { kind: 'doubleOverlap', overlapRatio: run.overlap }
    case 'spaced':
      return { kind: 'onSpace', gap: run.gap }
    case 'spiral':
      return { kind: 'spiral', gradient: run.pitch > 0 ? run.pitch : run.width + run.gap }
    case 'spot':
      return { kind: 'spot', spacing: run.pitch > 0 ? run.pitch : 50 }
    case 'longitudinal':
      return { kind: 'longitudinal' }
    case 'tube':
      throw new RangeError(`tapeWindingOf: ${run.id} is a tube`)
    default: {
      const never: never = run.winding
      throw new RangeError(`tapeWindingOf: unknown winding ${String(never)}`)
    }
  }
}

/** How a tube run is cut, by its material. */
export function tubeCutOf(run: ProtectionRecord): TubeCut {
  switch (run.material) {
    case 'heatShrinkBraidedTube':
    case 'heatShrinkTube':
      return { kind: 'heatShrink', longitudinalShrinkage: 0 }
    case 'corrugatedTube':
    case 'corrugatedTubeSlit':
      return { kind: 'corrugated' }
    case 'petTube':
    case 'pvcTube':
      return { kind: 'pet' }
    case 'ductTape':
    case 'pvcTape':
      return { kind: 'braided' }
    default: {
      const never: never = run.material
      throw new RangeError(`tubeCutOf: unknown material ${String(never)}`)
    }
  }
}

/** The material one protection run needs over a bundle of `bundleDiameter` mm (tape by winding, tube cut length). */
export function protectionQuantity(run: ProtectionRecord, bundleDiameter: number): ProtectionQuantityRow {
  const protectedLength = run.end - run.start
  if (!(protectedLength > 0)) return { ok: false, protectionId: run.id, reason: 'emptyRun' }
  if (run.winding === 'tube') return { ok: true, protectionId: run.id, material: 'tube', length: tubeCutLength(protectedLength, tubeCutOf(run)) }
  const result = tapeLength({ protectedLength, bundleDiameter, tape: { width: run.width, thickness: run.thickness }, winding: tapeWindingOf(run) })
  return result.ok
    ? { ok: true, protectionId: run.id, material: 'tape', length: result.length, perMetre: result.perMetre }
    : { ok: false, protectionId: run.id, reason: 'tapeTooNarrow' }
}

/**
 * The material every protection run needs, from its protected length and the bundle diameter of
 * its segment (tape per metre by winding, tube cut lengths), in mm.
 */
export function deriveProtectionQuantities(doc: DocReader, diameters: ReadonlyMap<SegmentId, SegmentDiameter>): ProtectionQuantityRow[] {
  return [...doc.all('protection')].map((run) => protectionQuantity(run, diameters.get(run.segmentId)?.diameter ?? 0))
}
