import type { FixingId, ProtectionId } from '@harness/protocol'
import { createFixing, createProtection } from '../model/factories'
import type { FixingRecord, ProtectionRecord, SegmentRecord } from '../model/records'
import type { Mm } from '../model/units'
import { tubeSizes, type SegmentClass } from './partCatalogue'
import { weightedTable, type Random } from './seededRandom'

/** The protection runs and fixings of a synthetic harness, each list in id order. */
export interface GeneratedCoverings {
  readonly protections: ProtectionRecord[]
  readonly fixings: FixingRecord[]
}

/** Kinds of protection run and how often they occur. */
type RunKind = 'tapeOverlap' | 'tapeSpaced' | 'tapeSpiral' | 'tapeSpot' | 'ductTapeDouble' | 'corrugated' | 'corrugatedSlit' | 'pet' | 'heatShrinkBraided' | 'heatShrink'

const RUN_KINDS = weightedTable<RunKind>([
  ['tapeOverlap', 30], ['tapeSpaced', 14], ['tapeSpiral', 5], ['tapeSpot', 10], ['ductTapeDouble', 4],
  ['corrugated', 15], ['corrugatedSlit', 6], ['pet', 7], ['heatShrinkBraided', 3], ['heatShrink', 6],
])

/** Share of the runs that lie on a second (or higher) layer over a run already placed: tape binding a tube end. */
const OVERLAY_SHARE = 0.15
/** Chance that a trunk or branch segment carries a clip at its middle, and that a trunk segment carries a grommet. */
const CLIP_CHANCE = 0.35
const GROMMET_CHANCE = 0.03

/**
 * Exactly `count` protection runs and a clip on about a third of the trunk and branch segments
 * (and a grommet on a few trunk segments). 85 % of the runs cover distinct segments in random
 * order, over the whole segment or its middle part; the other 15 % lie on top of one of those
 * (layer 1 and up) as 40 mm of half-overlap tape at a segment end. Windings are mixed: half
 * overlap, spaced, spiral and spot PVC tape, double-overlap duct tape, corrugated (closed and
 * slit), PET, braided heat-shrink and heat-shrink tubes with inner diameters that suit the segment.
 */
export function generateCoverings(segments: readonly SegmentRecord[], classes: readonly SegmentClass[], count: number, rng: Random): GeneratedCoverings {
  const order = rng.shuffle(Array.from(segments, (_, i) => i))
  const base = Math.min(order.length, count - Math.floor(count * OVERLAY_SHARE))
  const protections: ProtectionRecord[] = []
  for (let i = 0; i < count; i++) {
    const n = i + 1
    const id = `protection:P${n}` as ProtectionId
    if (i < base) {
      const s = order[i]!
      protections.push(baseRun(id, `P${n}`, segments[s]!, classes[s]!, rng))
      continue
    }
    const k = i - base
    const segment = segments[order[k % base]!]!
    const layer = 1 + Math.floor(k / base)
    const width = Math.min(40, segment.length)
    const atStart = rng.chance(0.5)
    protections.push(createProtection({
      id, name: `P${n}`, segmentId: segment.id, start: (atStart ? 0 : segment.length - width) as Mm, end: (atStart ? width : segment.length) as Mm,
      partNumber: 'TAPE-PVC-19', description: 'PVC tape 19 mm', layer,
    }))
  }
  const fixings: FixingRecord[] = []
  segments.forEach((segment, i) => {
    const segmentClass = classes[i]!
    if (segmentClass === 'stub') return
    const place = { kind: 'segment' as const, segmentId: segment.id, offset: Math.round(segment.length / 2) as Mm }
    if (segmentClass === 'trunk' && rng.chance(GROMMET_CHANCE)) {
      const n = fixings.length + 1
      fixings.push(createFixing({ id: `fixing:F${n}` as FixingId, name: `F${n}`, kind: 'grommet', place, partNumber: 'GRM-30', description: 'grommet 30 mm' }))
    } else if (rng.chance(CLIP_CHANCE)) {
      const n = fixings.length + 1
      const large = segmentClass === 'trunk'
      fixings.push(createFixing({
        id: `fixing:F${n}` as FixingId, name: `F${n}`, kind: 'clip', place,
        partNumber: large ? 'CLIP-FT-20' : 'CLIP-FT-10', description: large ? 'fir-tree clip, bundles to 20 mm' : 'fir-tree clip, bundles to 10 mm',
      }))
    }
  })
  return { protections, fixings }
}

function baseRun(id: ProtectionId, name: string, segment: SegmentRecord, segmentClass: SegmentClass, rng: Random): ProtectionRecord {
  const full = rng.chance(0.6) || segment.length < 20
  const start = full ? 0 : Math.round(segment.length * rng.real(0, 0.25))
  const end = full ? segment.length : Math.round(segment.length * rng.real(0.75, 1))
  const at = { id, name, segmentId: segment.id, start: start as Mm, end: Math.max(end, start + 1) as Mm }
  const tape = { partNumber: 'TAPE-PVC-19', description: 'PVC tape 19 mm' }
  const tube = (material: ProtectionRecord['material'], prefix: string, label: string, wall: number) => {
    const inner = rng.pick(tubeSizes(segmentClass))
    return createProtection({
      ...at, material, winding: 'tube', innerDiameter: inner as Mm, thickness: wall as Mm, width: 0 as Mm, overlap: 0,
      partNumber: `${prefix}-${inner}`, description: `${label} ${inner} mm`,
    })
  }
  const kind = rng.weighted(RUN_KINDS)
  switch (kind) {
    case 'tapeOverlap':
      return createProtection({ ...at, ...tape, winding: 'overlap', overlap: 0.5 })
    case 'tapeSpaced':
      return createProtection({ ...at, ...tape, winding: 'spaced', gap: rng.int(15, 40) as Mm })
    case 'tapeSpiral':
      return createProtection({ ...at, ...tape, winding: 'spiral', pitch: rng.int(30, 50) as Mm })
    case 'tapeSpot':
      return createProtection({ ...at, ...tape, winding: 'spot', pitch: rng.pick([50, 75, 100]) as Mm })
    case 'ductTapeDouble':
      return createProtection({
        ...at, material: 'ductTape', winding: 'doubleOverlap', overlap: 0.5, width: 25 as Mm, thickness: 0.3 as Mm,
        partNumber: 'TAPE-DUCT-25', description: 'fabric duct tape 25 mm',
      })
    case 'corrugated':
      return tube('corrugatedTube', 'CT', 'corrugated tube NW', 0.8)
    case 'corrugatedSlit':
      return tube('corrugatedTubeSlit', 'CTS', 'slit corrugated tube NW', 0.8)
    case 'pet':
      return tube('petTube', 'PET', 'PET braided sleeve', 0.5)
    case 'heatShrinkBraided':
      return tube('heatShrinkBraidedTube', 'HSB', 'heat-shrink braided tube', 0.6)
    case 'heatShrink':
      return tube('heatShrinkTube', 'HS', 'heat-shrink tube', 0.5)
    default: {
      const never: never = kind
      throw new RangeError(`generateCoverings: unknown run kind ${String(never)}`)
    }
  }
}
