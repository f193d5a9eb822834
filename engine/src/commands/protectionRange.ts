import type { ProtectionId } from '@harness/protocol'
import type { Mm } from '../model/units'
import { refuse, type Command } from '../tx/Command'

/**
 * Sets where a protection run lies on its segment: from `start` to `end` mm measured from the
 * segment's start node along its physical length (either bound may be left as it is), so a taping
 * or tube covers part of a segment (a tube over the last 80 mm before a connector, spot tape at a
 * branch). Tape and tube quantities, the covered diameter and the drawing follow. One undo step;
 * refused, changing nothing, unless 0 ≤ start < end ≤ the segment's length.
 *
 * Example: a run on a 250 mm segment set to { start: 170 } keeps its end at 250 and covers the
 * last 80 mm.
 */
export const setProtectionRange: Command<{ protectionId: ProtectionId; start?: Mm; end?: Mm }> = (doc, args, tx) => {
  const run = doc.getOf('protection', args.protectionId)
  if (!run) return refuse('notFound', String(args.protectionId))
  const segment = doc.getOf('segment', run.segmentId)
  if (!segment) return refuse('notFound', run.segmentId)
  const start = args.start ?? run.start
  const end = args.end ?? run.end
  if (typeof start !== 'number' || typeof end !== 'number' || !Number.isFinite(start) || !Number.isFinite(end)) return refuse('invalidArguments', 'start and end must be numbers of mm')
  if (!(start >= 0 && start < end && end <= segment.length)) {
    return refuse('invalidArguments', `a run must lie within its segment: 0 <= start < end <= ${segment.length} mm, got ${start} to ${end}`)
  }
  tx?.update('protection', run.id, { start, end })
  return true
}
