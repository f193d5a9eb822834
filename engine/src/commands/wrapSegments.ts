import type { ProtectionMaterial, SegmentId, WindingType } from '@harness/protocol'
import { PROTECTION_MATERIALS, WINDING_TYPES } from '@harness/protocol'
import { createProtection } from '../model/factories'
import { nextName } from '../model/nextName'
import type { Mm } from '../model/units'
import { refuse, type Command } from '../tx/Command'

/**
 * A wrapping as the designer picks it (specification section 9 wrapping types): the material,
 * how it is wound, and its parameters in mm. `width` is the tape's width, or a tube's inner
 * diameter; `overlap` the overlap ratio of overlap winding (0 to 0.9); `gap` the gap of spaced
 * winding; `pitch` the advance of spiral winding or the spacing of spot taping.
 */
export interface Wrapping {
  readonly material: ProtectionMaterial
  readonly winding: WindingType
  readonly width: number
  readonly thickness: number
  readonly overlap: number
  readonly gap?: number
  readonly pitch?: number
  /** The library part wound or slid on (its part number), absent or '' for a generic one. */
  readonly partNumber?: string
  /** The part's description, taken with it onto every run. */
  readonly description?: string
}

/** Longest part number and description a wrapping carries (the library's own limits). */
const MAX_PART_NUMBER = 100
const MAX_DESCRIPTION = 500

/**
 * The default tape patterns of specification section 9 as the editor offers them first: fabric
 * duct tape 19 × 0.13 mm wound with half overlap, heat-shrink tube of 6 mm with a 0.5 mm wall,
 * PVC tube of 8 mm with a 0.6 mm wall (the workspace's built-in `defaultProtections`), and PVC
 * tape spaced (20 mm gaps) and spot-taped (every 75 mm), for bundles that only need holding.
 */
export const DEFAULT_WRAPPINGS: readonly Wrapping[] = [
  { material: 'ductTape', winding: 'overlap', width: 19, thickness: 0.13, overlap: 0.5 },
  { material: 'heatShrinkTube', winding: 'tube', width: 6, thickness: 0.5, overlap: 0 },
  { material: 'pvcTube', winding: 'tube', width: 8, thickness: 0.6, overlap: 0 },
  { material: 'pvcTape', winding: 'spaced', width: 19, thickness: 0.13, overlap: 0, gap: 20 },
  { material: 'pvcTape', winding: 'spot', width: 19, thickness: 0.13, overlap: 0, pitch: 75 },
]

/** Most segments one wrapping command covers. */
export const MAX_WRAPPED_SEGMENTS = 10_000

const inRange = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max

/** Why `w` is not a usable wrapping, or null. */
export function wrappingProblem(w: Wrapping): string | null {
  if (typeof w !== 'object' || w === null) return 'a wrapping is required'
  if (!PROTECTION_MATERIALS.includes(w.material)) return `material must be one of ${PROTECTION_MATERIALS.join(', ')}`
  if (!WINDING_TYPES.includes(w.winding)) return `winding must be one of ${WINDING_TYPES.join(', ')}`
  if (!inRange(w.width, 0.1, 500)) return 'width (tape width or tube diameter) must be 0.1 to 500 mm'
  if (!inRange(w.thickness, 0.01, 20)) return 'thickness must be 0.01 to 20 mm'
  if (!inRange(w.overlap, 0, 0.9)) return 'overlap must be 0 to 0.9'
  if (w.gap !== undefined && !inRange(w.gap, 0, 10_000)) return 'gap must be 0 to 10,000 mm'
  if (w.pitch !== undefined && !inRange(w.pitch, 0, 10_000)) return 'pitch must be 0 to 10,000 mm'
  if ((w.winding === 'spiral' || w.winding === 'spot') && !(w.pitch !== undefined && w.pitch > 0)) return `${w.winding} winding needs a pitch`
  if (w.partNumber !== undefined && (typeof w.partNumber !== 'string' || w.partNumber.length > MAX_PART_NUMBER)) return `partNumber must be text of at most ${MAX_PART_NUMBER} characters`
  if (w.description !== undefined && (typeof w.description !== 'string' || w.description.length > MAX_DESCRIPTION)) return `description must be text of at most ${MAX_DESCRIPTION} characters`
  return null
}

/**
 * Wraps whole segments with `wrapping` (one protection run per segment, from its start to its end
 * node, over whatever runs it already has: one layer higher), named P and the next free numbers,
 * each with the wrapping's part number and description when it names a library part.
 * Refused with `invalidArguments` when no segment is given or the wrapping is not usable, and
 * `notFound` for a segment that does not exist. One command, so one undo step however many
 * segments.
 */
export const wrapSegments: Command<{ segmentIds: readonly SegmentId[]; wrapping: Wrapping }> = (doc, { segmentIds, wrapping }, tx) => {
  if (!Array.isArray(segmentIds) || segmentIds.length === 0) return refuse('invalidArguments', 'select the segments to wrap')
  if (segmentIds.length > MAX_WRAPPED_SEGMENTS) return refuse('invalidArguments', `at most ${MAX_WRAPPED_SEGMENTS} segments at once`)
  const problem = wrappingProblem(wrapping)
  if (problem) return refuse('invalidArguments', problem)
  const unique = [...new Set(segmentIds)]
  for (const id of unique) if (!doc.getOf('segment', id)) return refuse('notFound', `segment ${id}`)
  if (!tx) return true
  let number = Number(nextName(doc, 'protection', 'P').slice(1))
  const tube = wrapping.winding === 'tube'
  for (const id of unique) {
    const segment = doc.getOf('segment', id)!
    const layer = doc.protectionsOn(id).reduce((top, run) => Math.max(top, run.layer + 1), 0)
    tx.put(createProtection({
      segmentId: id, start: 0 as Mm, end: segment.length, name: `P${number++}`, material: wrapping.material, winding: wrapping.winding,
      width: (tube ? 0 : wrapping.width) as Mm, innerDiameter: (tube ? wrapping.width : 0) as Mm, thickness: wrapping.thickness as Mm,
      overlap: wrapping.overlap, gap: (wrapping.gap ?? 0) as Mm, pitch: (wrapping.pitch ?? 0) as Mm, layer,
      partNumber: wrapping.partNumber?.trim() ?? '', description: wrapping.description ?? '',
    }))
  }
  return true
}
