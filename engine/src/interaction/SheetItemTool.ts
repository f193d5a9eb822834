import { placeLabel, placeTable } from '../commands/sheetItems'
import { newId } from '../model/newId'
import type { AnyId } from '../model/records'
import { snapToGrid } from './anchorAt'
import type { ToolContext } from './ToolContext'
import type { ToolEvent } from './toolEvents'
import { ran, StateMachineTool, type ToolSession, type ToolState } from './toolState'

/**
 * The label and table tools: each press puts a free text label ("标注", in the drawing settings'
 * font size) or a table (the settings' rows × columns, its top-left corner there) on the sheet at
 * the pointer, snapped to the grid, as one undo step, and selects it so its text can be typed in
 * the property panel. The tool stays for the next one.
 */
export class SheetItemTool extends StateMachineTool {
  constructor(context: ToolContext, kind: 'label' | 'table') {
    super(new Placing(context, kind))
  }
}

class Placing implements ToolState {
  readonly name = 'idle'
  constructor(private readonly context: ToolContext, private readonly kind: 'label' | 'table') {}

  handle(event: ToolEvent, session: ToolSession): ToolState {
    session.cursor = 'crosshair'
    if (event.type === 'pointerMove') session.hover = null
    if (event.type !== 'pointerDown' || event.button !== 0 || !this.context.editable) return this
    const position = snapToGrid(this.context.doc, event.point)
    const id = newId(this.kind)
    const outcome = this.kind === 'label'
      ? this.context.run(placeLabel, { position, text: '标注', id: id as never }, '放置标注')
      : this.context.run(placeTable, { position, id: id as never }, '放置表格')
    if (ran(outcome, session)) session.selection = [id as AnyId]
    return this
  }
}
