import type { SegmentId } from '@harness/protocol'
import type { DerivedColumns } from '../derive/columns/DerivedColumns'
import type { HarnessRecord } from '../model/records'
import { settingsChange } from '../model/settingsChange'
import type { LodTiles } from '../spatial/LodTiles'
import { ALL_TILES, tileScale, type TileKey } from '../spatial/tileGrid'
import { tilePlacementReach } from '../render/tileScene'
import type { DocReader } from '../store/DocReader'
import type { RecordsDiff } from '../store/RecordsDiff'

/**
 * The level-of-detail tiles a committed change redraws: where records moved (the tiles' own
 * bookkeeping, {@link LodTiles.touchedByLastChange}), where bundles changed diameter without moving
 * (`resized`: a wire's outer diameter, a wire leaving or joining the bundle), where what is drawn
 * inside or over a bundle changed (a wire's colours or group along its route, a cable's or group's
 * members, a protection run, a clip or grommet), and the connectors whose pins show a changed seal,
 * plug or terminal, or the pin a wire ends in, or that were turned or mirrored. A change of the drawing settings, or one that made the derived data start
 * over (`full`), redraws every tile: {@link ALL_TILES}; a change of settings nothing draws (the
 * manufacturing BOM state) redraws none. Around the housings and bundles that changed, the tiles
 * that write names or bundle lengths among them are redrawn too, as far as those reach
 * ({@link tilePlacementReach}): a connector dragged next to another moves that one's name even
 * where the other's tile is not the dragged one's.
 *
 * Example: recolouring wire W1, routed A-B then B-C, names the tiles over segments A-B and B-C at
 * every zoom step that has tiles built; nothing moved, so nothing else.
 */
export function tilesOfChange(
  doc: DocReader, derived: DerivedColumns, lod: LodTiles, diff: RecordsDiff, resized: readonly SegmentId[], full: boolean,
): readonly TileKey[] {
  if (full) return [ALL_TILES]
  // Records whose drawn places the tiles must be redrawn at: segments, nodes, cavities.
  const touched = new Set<string>(resized)
  let settings = false
  const routes = derived.get().routes
  const visit = (record: HarnessRecord) => {
    switch (record.typeName) {
      // A settings record added or removed; an update is weighed below (not every setting is drawn).
      case 'settings': settings = true; break
      case 'wire': {
        const route = routes.get(record.id)
        if (route?.ok) for (const step of route.route.steps) touched.add(step.segmentId)
        // Its ends are led from their pins: a wire added, removed or re-ended redraws them.
        if (record.endA.kind === 'cavity') touched.add(record.endA.cavityId)
        if (record.endB.kind === 'cavity') touched.add(record.endB.cavityId)
        break
      }
      case 'wireGroup':
      case 'multicore': {
        const members = record.typeName === 'wireGroup' ? doc.membersOf(record.id) : doc.coresOf(record.id)
        for (const wire of members) visit(wire)
        break
      }
      case 'protection': touched.add(record.segmentId); break
      // A turned or mirrored connector moves its pins and the leads to them within its body.
      case 'connector':
        touched.add(record.id)
        for (const cavity of doc.cavitiesOf(record.id)) touched.add(cavity.id)
        break
      // Seals, plugs and terminals are drawn at their connector's pins (a cavity names the tiles
      // its pin is drawn in).
      case 'seal': touched.add(record.cavityId); break
      case 'terminal': {
        const wire = doc.getOf('wire', record.wireId)
        const end = wire && (record.end === 'A' ? wire.endA : wire.endB)
        if (end?.kind === 'cavity') touched.add(end.cavityId)
        break
      }
      case 'fixing': touched.add(record.place.kind === 'segment' ? record.place.segmentId : record.place.nodeId); break
      default: break
    }
  }
  for (const record of Object.values(diff.added)) visit(record)
  for (const [from, to] of Object.values(diff.updated)) {
    if (from.typeName === 'settings' && to.typeName === 'settings') {
      if (settingsChange(from, to).draws) settings = true
      continue
    }
    visit(from)
    visit(to)
  }
  for (const record of Object.values(diff.removed)) visit(record)
  if (settings) return [ALL_TILES]
  const moved = lod.touchedByLastChange
  // Tiles that write names or bundle lengths place them among the housings and bundles around
  // them: the changed records' neighbourhood is written again too.
  const near = lod.tilesNear(changedIds(diff, resized), (z) => tilePlacementReach(doc.settings, tileScale(z)))
  if (touched.size === 0 && near.length === 0) return moved
  return [...new Set([...moved, ...(touched.size === 0 ? [] : lod.tilesTouched(touched)), ...near])]
}

/** The ids of the records a diff added, changed or removed, with the segments that changed diameter. */
function changedIds(diff: RecordsDiff, resized: readonly SegmentId[]): Set<string> {
  const ids = new Set<string>(resized)
  for (const id of Object.keys(diff.added)) ids.add(id)
  for (const id of Object.keys(diff.updated)) ids.add(id)
  for (const id of Object.keys(diff.removed)) ids.add(id)
  return ids
}
