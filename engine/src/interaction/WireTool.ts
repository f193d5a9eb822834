import type { MulticoreId, WireId } from '@harness/protocol'
import { addCable } from '../commands/addCable'
import { addWire } from '../commands/addWire'
import { DEFAULT_WIRE_CSA } from '../model/factories'
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
 *
 * As the cable tool (`cores` of 2 or more) the same gesture from pin to pin draws a multicore
 * cable (`addCable`): a core from each pin on from the pressed one to the matching pin on the
 * other side, named with the next free W numbers, sheathed as the next free C; a splice end is
 * refused with a notice.
 */
export class WireTool extends StateMachineTool {
  /**
   * `part`: the library wire drawn (its numbers, cross-section, diameter and colours); none draws
   * the default wire. `cores`: 2 or more draws cables of that many cores instead of single wires.
   */
  constructor(context: ToolContext, designators: Designators, part?: ToolPart, cores = 1) {
    super(new Idle(context, designators, { part, cores }))
  }
}

/** What the tool draws: a library wire or the default one, as single wires (1 core) or cables. */
interface Drawn {
  readonly part: ToolPart | undefined
  readonly cores: number
}

class Idle implements ToolState {
  readonly name = 'idle'
  constructor(private readonly context: ToolContext, private readonly designators: Designators, private readonly drawn: Drawn) {}

  handle(event: ToolEvent, session: ToolSession): ToolState {
    session.cursor = 'crosshair'
    if (event.type === 'pointerMove') session.hover = wireEndAt(this.context, event)?.hover ?? null
    if (event.type !== 'pointerDown' || event.button !== 0 || !this.context.editable) return this
    const start = wireEndAt(this.context, event)
    return start ? new Connecting(this.context, this.designators, this.drawn, start, event, session) : this
  }
}

class Connecting implements ToolState {
  readonly name = 'connecting'
  private dragged = false

  constructor(
    private readonly context: ToolContext, private readonly designators: Designators, private readonly drawn: Drawn,
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
    if (this.drawn.cores >= 2) return this.cable(end, session)
    const wireId = newId('wire')
    const designator = this.designators.take(this.context.doc, 'wire', 'W')
    const p = this.drawn.part
    // A wire whose part states no diameter (or a generic wire) takes the table's for its cross-section.
    const csa = p?.csa ?? DEFAULT_WIRE_CSA
    const od = (p?.od ?? this.context.wireOuterDiameter(csa)) as Mm
    const fromPart = p ? { partNumber: p.partNumber, description: p.description, ...(p.colors ? { colors: p.colors } : {}) } : {}
    if (ran(this.context.run(addWire, { endA: this.start.end, endB: end.end, name: designator.name, wireId, csa, od, ...fromPart }, '连接导线'), session)) {
      designator.used()
      session.selection = [wireId]
    }
    return this.end(session)
  }

  /** Draws a cable from the pressed pin to `end`'s pin, its cores named in a row; one undo step. */
  private cable(end: PointerEnd, session: ToolSession): ToolState {
    if (this.start.end.kind !== 'cavity' || end.end.kind !== 'cavity') {
      session.notice = { reason: 'invalidArguments', detail: 'a cable runs pin to pin' }
      return this.end(session)
    }
    const cores = this.drawn.cores
    const names = this.designators.takeRun(this.context.doc, 'wire', 'W', cores)
    const cable = this.designators.take(this.context.doc, 'multicore', 'C')
    const multicoreId = newId('multicore') as MulticoreId
    const wireIds = Array.from({ length: cores }, () => newId('wire') as WireId)
    const coreOd = this.context.wireOuterDiameter(DEFAULT_WIRE_CSA) as Mm
    const args = { from: this.start.end.cavityId, to: end.end.cavityId, cores, name: cable.name, wireNames: names.names, multicoreId, wireIds, coreOd }
    if (ran(this.context.run(addCable, args, '绘制多芯线'), session)) {
      names.used()
      cable.used()
      session.selection = [...wireIds]
    }
    return this.end(session)
  }

  private end(session: ToolSession): ToolState {
    session.drag = null
    return new Idle(this.context, this.designators, this.drawn)
  }
}
