import type { NodeId } from '@harness/protocol'
import { placePart, type PlacedKind } from '../commands/placePart'
import { newId } from '../model/newId'
import type { AnyId, TypeName } from '../model/records'
import { anchorAt } from './anchorAt'
import type { Designators } from './designators'
import type { ToolContext } from './ToolContext'
import type { ToolEvent } from './toolEvents'
import type { ToolPart } from './toolIds'
import { ran, StateMachineTool, type ToolSession, type ToolState } from './toolState'

/** Options of the place tool: the cavity count of placed connectors, and the library part placed (none: generic). */
export interface PlaceOptions {
  readonly cavities: number
  readonly part?: ToolPart
}

/** Per placed kind: the record type it makes, the designator prefix and the undo label. */
const PLACED: Readonly<Record<PlacedKind, { readonly typeName: TypeName; readonly prefix: string; readonly label: string }>> = {
  connector: { typeName: 'connector', prefix: 'X', label: '放置连接器' },
  splice: { typeName: 'splice', prefix: 'SP', label: '放置接点' },
  reference: { typeName: 'node', prefix: 'R', label: '放置参考点' },
  clip: { typeName: 'fixing', prefix: 'CL', label: '放置卡扣' },
  grommet: { typeName: 'fixing', prefix: 'GR', label: '放置护套' },
}

/**
 * The place tool for one kind of part (connector, splice, reference point, clip, grommet), generic
 * or a library part picked in the part panel (its numbers, a connector's cavities): each press places one (`placePart`, one undo step) where the pointer is, as the bundle tool finds
 * anchors: on a node, on a segment (split there, or held there for clips and grommets), or on a
 * free point snapped to the grid. The part gets the next free designator (X3, SP2) and is
 * selected, and the tool stays for the next one. A refusal (a node that already holds a
 * connector, a clip off any bundle) becomes the notice and changes nothing.
 */
export class PlaceTool extends StateMachineTool {
  constructor(context: ToolContext, kind: PlacedKind, options: PlaceOptions, designators: Designators) {
    super(new Placing(context, kind, options, designators))
  }
}

class Placing implements ToolState {
  readonly name = 'idle'
  constructor(private readonly context: ToolContext, private readonly kind: PlacedKind, private readonly options: PlaceOptions, private readonly designators: Designators) {}

  handle(event: ToolEvent, session: ToolSession): ToolState {
    session.cursor = 'crosshair'
    if (event.type === 'pointerMove') session.hover = anchorAt(this.context, event).hover
    if (event.type !== 'pointerDown' || event.button !== 0 || !this.context.editable) return this
    const { anchor } = anchorAt(this.context, event)
    const placed = PLACED[this.kind]
    const designator = this.designators.take(this.context.doc, placed.typeName, placed.prefix)
    const nodeId = anchor.kind === 'node' ? anchor.nodeId : (newId('node') as NodeId)
    const id = this.kind === 'reference' ? undefined : newId(placed.typeName)
    const part = this.options.part
    const args = {
      kind: this.kind, at: anchor, name: designator.name, nodeId, cavities: part?.cavities ?? this.options.cavities, ...(id ? { id } : {}),
      ...(part ? { part: { partNumber: part.partNumber, description: part.description, ...(part.sealable !== undefined ? { sealable: part.sealable } : {}), ...(part.pluggable !== undefined ? { pluggable: part.pluggable } : {}) } } : {}),
    }
    if (ran(this.context.run(placePart, args, placed.label), session)) {
      designator.used()
      session.selection = [(id ?? nodeId) as AnyId]
    }
    return this
  }
}
