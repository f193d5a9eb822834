import type { CavityId } from '@harness/protocol'
import { fitPart, type FittedKind, type FittedPart } from '../commands/fitPart'
import { wireEndAt } from './anchorAt'
import type { ToolContext } from './ToolContext'
import type { ToolEvent } from './toolEvents'
import { ran, StateMachineTool, type ToolSession, type ToolState } from './toolState'

/**
 * The fit tool: the part panel's terminals, seals and cavity plugs, placed pin by pin. Hovering
 * names the pin (cavity) under the pointer, on the body as the canvas draws it; a press on one
 * fits the part there (`fitPart`, one undo step: a terminal on its wire ends, a seal on its wire,
 * a plug in it empty) and selects the connector; a refusal (a plug where a wire ends) is the
 * notice. The tool stays for the next pin.
 */
export class FitTool extends StateMachineTool {
  constructor(context: ToolContext, kind: FittedKind, part: FittedPart) {
    super(new Fitting(context, kind, part))
  }
}

class Fitting implements ToolState {
  readonly name = 'idle'
  constructor(private readonly context: ToolContext, private readonly kind: FittedKind, private readonly part: FittedPart) {}

  handle(event: ToolEvent, session: ToolSession): ToolState {
    session.cursor = 'crosshair'
    if (event.type === 'pointerMove') {
      const end = wireEndAt(this.context, event)
      session.hover = end?.end.kind === 'cavity' ? end.hover : null
    }
    if (event.type !== 'pointerDown' || event.button !== 0 || !this.context.editable) return this
    const end = wireEndAt(this.context, event)
    if (end?.end.kind !== 'cavity') return this
    const cavityId = end.end.cavityId as CavityId
    if (ran(this.context.run(fitPart, { cavityId, kind: this.kind, part: this.part }, this.kind === 'terminal' ? '装端子' : this.kind === 'seal' ? '装防水栓' : '装堵头'), session)) {
      const connector = this.context.doc.connectorOfCavity(cavityId)
      if (connector) session.selection = [connector.id]
    }
    return this
  }
}
