import type { NodeId, SegmentId } from '@harness/protocol'
import { anchorProblem, type NodeAnchor } from '../commands/anchors'
import { drawSegment } from '../commands/drawSegment'
import { MAX_BEND_POINTS } from '../commands/bendPoints'
import { newId } from '../model/newId'
import type { SheetPoint } from '../model/records'
import type { Mm } from '../model/units'
import { anchorAt, toleranceOf } from './anchorAt'
import type { Designators } from './designators'
import type { ToolContext } from './ToolContext'
import { rubberBand } from './dragPreview'
import type { ToolEvent, ToolKeyEvent } from './toolEvents'
import { ran, StateMachineTool, type ToolSession, type ToolState } from './toolState'

/** Longest typed length, in characters (digits and one decimal point). */
const MAX_TYPED = 9

/**
 * The bundle tool: draws bundle branches click to click.
 *
 * - `idle`: hovering names the node, part or segment a press would start from (crosshair); a
 *   press starts a branch there: at a node (or a connector's or splice's node), at a point on a
 *   segment (which will split there, so the new branch branches off it), or at a free point
 *   snapped to the grid.
 * - `drawing`: a rubber band follows the pointer from the start (the canvas draws it); each press
 *   adds one segment (`drawSegment`, one undo step) with the drawn distance as its physical
 *   length, or the length typed meanwhile, named S and the next free number, (digits, `.`, Backspace; shown in the status line).
 *   A Shift+press on a free point adds a bend point to the pending segment instead (the rubber
 *   band runs through its bend points, and the drawn length follows them).
 *   A press on a free point goes on from there; a press on the existing graph (a node or a
 *   segment) joins it and ends the branch; a second press where the last one was ends it too.
 *   Escape clears a typed length, else ends the branch (nothing pending is left behind), as do
 *   Enter and the secondary button, and so does any event once the branch's start is gone (an
 *   undo or delete took it). A refused segment (say, two nodes already joined) leaves the
 *   branch where it was, with the refusal as the notice.
 */
export class BundleTool extends StateMachineTool {
  constructor(context: ToolContext, designators: Designators) {
    super(new Idle(context, designators))
  }
}

class Idle implements ToolState {
  readonly name = 'idle'
  constructor(private readonly context: ToolContext, private readonly designators: Designators) {}

  handle(event: ToolEvent, session: ToolSession): ToolState {
    session.cursor = 'crosshair'
    if (event.type === 'pointerMove') session.hover = anchorAt(this.context, event).hover
    if (event.type !== 'pointerDown' || event.button !== 0 || !this.context.editable) return this
    const start = anchorAt(this.context, event)
    return new Drawing(this.context, this.designators, start.anchor, start.point, session)
  }
}

class Drawing implements ToolState {
  readonly name = 'drawing'
  /** Bend points of the pending segment, in order from its start (sheet mm). */
  private readonly bends: SheetPoint[] = []

  constructor(private readonly context: ToolContext, private readonly designators: Designators, private readonly from: NodeAnchor, private readonly fromPoint: SheetPoint, session: ToolSession) {
    session.drag = rubberBand(fromPoint)
    session.typed = null
  }

  handle(event: ToolEvent, session: ToolSession): ToolState {
    if (event.type === 'cancel') return this.end(session)
    // The start went away (an undo, a delete) while the branch was drawn: the branch ends.
    if (anchorProblem(this.context.doc, this.from) !== null) return this.end(session)
    if (event.type === 'keyDown') return this.key(event, session)
    if (event.type === 'pointerMove') {
      session.hover = anchorAt(this.context, event).hover
      return this
    }
    if (event.type !== 'pointerDown') return this
    if (event.button === 2) return this.end(session)
    if (event.button !== 0) return this
    const to = anchorAt(this.context, event)
    const last = this.bends[this.bends.length - 1] ?? this.fromPoint
    if (Math.hypot(to.point[0] - last[0], to.point[1] - last[1]) <= toleranceOf(event)) return this.end(session)
    if (event.shift && to.anchor.kind === 'point' && this.bends.length < MAX_BEND_POINTS) {
      this.bends.push(to.point)
      session.drag = rubberBand(this.fromPoint, this.bends)
      return this
    }
    const segmentId = newId('segment') as SegmentId
    const fromNodeId = this.from.kind === 'node' ? this.from.nodeId : (newId('node') as NodeId)
    const toNodeId = to.anchor.kind === 'node' ? to.anchor.nodeId : (newId('node') as NodeId)
    const typed = session.typed !== null && session.typed !== '' ? Number(session.typed) : undefined
    const length = typed !== undefined && Number.isFinite(typed) && typed > 0 ? (typed as Mm) : undefined
    const designator = this.designators.take(this.context.doc, 'segment', 'S')
    const points = this.bends.length > 0 ? { points: [...this.bends] } : {}
    if (!ran(this.context.run(drawSegment, { from: this.from, to: to.anchor, name: designator.name, segmentId, fromNodeId, toNodeId, ...points, ...(length ? { length } : {}) }, '绘制分支'), session)) return this
    // An end on a segment split it, and the piece cut off took an S-number too: the next
    // designator is looked up again rather than counted on from the one offered.
    if (this.from.kind !== 'segment' && to.anchor.kind !== 'segment') designator.used()
    session.selection = [segmentId]
    if (to.anchor.kind !== 'point') return this.end(session)
    return new Drawing(this.context, this.designators, { kind: 'node', nodeId: toNodeId }, to.point, session)
  }

  private key(event: ToolKeyEvent, session: ToolSession): ToolState {
    const typed = session.typed ?? ''
    if (event.key === 'Escape' && typed !== '') session.typed = null
    else if (event.key === 'Escape' || event.key === 'Enter') return this.end(session)
    else if (event.key === 'Backspace') session.typed = typed.length > 1 ? typed.slice(0, -1) : null
    else if (/^[0-9]$/.test(event.key) && typed.length < MAX_TYPED) session.typed = typed + event.key
    else if (event.key === '.' && !typed.includes('.') && typed.length < MAX_TYPED) session.typed = (typed || '0') + '.'
    return this
  }

  private end(session: ToolSession): ToolState {
    session.drag = null
    session.typed = null
    return new Idle(this.context, this.designators)
  }
}
