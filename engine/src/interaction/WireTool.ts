import { addWire } from '../commands/addWire'
import { newId } from '../model/newId'
import type { SheetPoint, WireEndpoint } from '../model/records'
import { wireEndAt, type PointerEnd } from './anchorAt'
import type { Designators } from './designators'
import { rubberBand } from './dragPreview'
import type { ToolContext } from './ToolContext'
import type { ToolPart } from './toolIds'
import type { Mm } from '../model/units'
import { DRAG_SLOP_PX, type ToolEvent, type ToolPointerEvent } from './toolEvents'
import { ran, StateMachineTool, type ToolSession, type ToolState } from './toolState'

const sameEnd = (a: WireEndpoint, b: WireEndpoint) =>
  (a.kind === 'cavity' && b.kind === 'cavity' && a.cavityId === b.cavityId) || (a.kind === 'splice' && b.kind === 'splice' && a.spliceId === b.spliceId)

/**
 * The wire tool: connects a cavity to a cavity or a splice, by dragging from one pin to the other
 * or by clicking one and then the other.
 *
 * - `idle`: hovering names the pin (cavity) or splice a press would start from; a press on one
 *   starts `connecting`; elsewhere it does nothing.
 * - `connecting`: a rubber band follows the pointer from the pin; a release or press on another
 *   pin or splice adds the wire (`addWire`, one undo step, named with the next free W number),
 *   routed through the bundles at once, and selects it; the tool stays for the next wire. A
 *   release before the pointer travelled the drag threshold waits for the second click; a drag released on nothing, a press
 *   on nothing, Escape and the secondary button cancel and leave nothing.
 */
export class WireTool extends StateMachineTool {
  /** `part`: the library wire drawn (its numbers, cross-section, diameter and colours); none draws the default wire. */
  constructor(context: ToolContext, designators: Designators, part?: ToolPart) {
    super(new Idle(context, designators, part))
  }
}

class Idle implements ToolState {
  readonly name = 'idle'
  constructor(private readonly context: ToolContext, private readonly designators: Designators, private readonly part?: ToolPart) {}

  handle(event: ToolEvent, session: ToolSession): ToolState {
    session.cursor = 'crosshair'
    if (event.type === 'pointerMove') session.hover = wireEndAt(this.context, event)?.hover ?? null
    if (event.type !== 'pointerDown' || event.button !== 0 || !this.context.editable) return this
    const start = wireEndAt(this.context, event)
    return start ? new Connecting(this.context, this.designators, this.part, start, event, session) : this
  }
}

class Connecting implements ToolState {
  readonly name = 'connecting'
  private dragged = false

  constructor(
    private readonly context: ToolContext, private readonly designators: Designators, private readonly part: ToolPart | undefined,
    private readonly start: PointerEnd, private readonly down: ToolPointerEvent, session: ToolSession,
  ) {
    session.drag = rubberBand(start.point as SheetPoint)
  }

  handle(event: ToolEvent, session: ToolSession): ToolState {
    if (event.type === 'cancel' || (event.type === 'keyDown' && event.key === 'Escape')) return this.end(session)
    if (event.type === 'keyDown') return this
    if (event.type === 'pointerDown' && event.button !== 0) return this.end(session)
    const end = wireEndAt(this.context, event)
    if (event.type === 'pointerMove') {
      session.hover = end?.hover ?? null
      if (Math.hypot(event.screen[0] - this.down.screen[0], event.screen[1] - this.down.screen[1]) >= DRAG_SLOP_PX) this.dragged = true
      return this
    }
    // A release that never travelled the drag threshold is the first half of a click-click
    // gesture, wherever the jitter put it: wait for the second click.
    if (event.type === 'pointerUp' && !this.dragged) return this
    if (!end) return this.end(session)
    if (sameEnd(end.end, this.start.end)) return event.type === 'pointerUp' ? this : this.end(session)
    const wireId = newId('wire')
    const designator = this.designators.take(this.context.doc, 'wire', 'W')
    const p = this.part
    const fromPart = p ? { partNumber: p.partNumber, description: p.description, ...(p.csa !== undefined ? { csa: p.csa } : {}), ...(p.od !== undefined ? { od: p.od as Mm } : {}), ...(p.colors ? { colors: p.colors } : {}) } : {}
    if (ran(this.context.run(addWire, { endA: this.start.end, endB: end.end, name: designator.name, wireId, ...fromPart }, '连接导线'), session)) {
      designator.used()
      session.selection = [wireId]
    }
    return this.end(session)
  }

  private end(session: ToolSession): ToolState {
    session.drag = null
    return new Idle(this.context, this.designators, this.part)
  }
}
