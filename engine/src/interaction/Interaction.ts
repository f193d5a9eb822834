import type { Editor } from '../Editor'
import type { AnyId, TypeName } from '../model/records'
import type { SpatialIndex } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import { SelectTool, type ToolSession } from './SelectTool'
import type { DragPreview, ToolEvent, ToolUpdate } from './toolEvents'

/** The record types the canvas draws on their own, which select all selects. */
const DRAWN_TYPES: readonly TypeName[] = ['node', 'segment', 'connector', 'splice', 'label', 'table']

/**
 * The interaction of one open document: the select tool (with its pointing, translating, brushing
 * and panning states) and the session state it keeps apart from the document (selection, hover),
 * which is never undone or saved. The worker feeds it the canvas's events and answers
 * {@link ToolUpdate}s; tests drive it headless (see `TestEditor`).
 */
export class Interaction {
  private readonly tool: SelectTool
  private readonly session: ToolSession = { selection: [], hover: null, pan: null, brush: null, cursor: 'default', drag: null }
  private editable = true
  private sentSelection: readonly AnyId[] | null = null
  private sentDrag: DragPreview | null = null

  constructor(editor: Editor, spatial: SpatialIndex) {
    const self = this
    this.tool = new SelectTool({
      get doc() { return editor.doc },
      get editable() { return self.editable },
      hitTest: (point, toleranceMm) => spatial.hitTest(point, toleranceMm),
      query: (box) => spatial.search(box),
      run: (command, args, label) => editor.run(command, args, { label }),
      mark: (label) => editor.mark(label),
      bailToMark: (mark) => editor.bailToMark(mark),
      squashToMark: (mark) => editor.squashToMark(mark),
    })
  }

  /**
   * True while a gesture holds a history mark (a drag): undo, redo and other commands must wait
   * until it ends, or an undo could pop the gesture's mark and its cancel revert steps before it.
   */
  get busy(): boolean {
    return this.tool.stateName !== 'idle'
  }

  /** Handles one forwarded event and answers what the shell shows of the session. */
  handle(event: ToolEvent): ToolUpdate {
    this.tool.handle(event, this.session)
    return this.update()
  }

  /** Switches between edit mode (tools may change the document) and view mode (select and pan only). */
  setEditable(editable: boolean): void {
    this.editable = editable
  }

  /** Replaces the selection (a list in a panel, select all); ids of records that do not exist are dropped. */
  select(ids: readonly AnyId[], doc: DocReader): ToolUpdate {
    this.session.selection = ids.filter((id) => doc.get(id) !== undefined)
    return this.update()
  }

  /**
   * Selects every record of `typeName`, or, without one, everything the canvas draws (nodes,
   * segments, connectors, splices, labels, tables): select all, and select by type.
   */
  selectAll(doc: DocReader, typeName?: TypeName): ToolUpdate {
    const types: readonly TypeName[] = typeName ? [typeName] : DRAWN_TYPES
    const ids: AnyId[] = []
    for (const type of types) for (const record of doc.all(type)) ids.push(record.id)
    this.session.selection = ids
    return this.update()
  }

  /**
   * What the shell shows now. The selection is sent only when it changed since the last update
   * (null otherwise), so hovering with 100,000 records selected copies nothing.
   */
  update(): ToolUpdate {
    const s = this.session
    const changed = s.selection !== this.sentSelection
    this.sentSelection = s.selection
    const dragChanged = s.drag !== this.sentDrag
    this.sentDrag = s.drag
    return { selection: changed ? [...s.selection] : null, hover: s.hover, pan: s.pan, brush: s.brush, cursor: s.cursor, state: this.tool.stateName, ...(dragChanged ? { drag: s.drag } : {}) }
  }

  /** The whole selection now (for a shell that lost track, and for tests). */
  selection(): readonly AnyId[] {
    return [...this.session.selection]
  }
}
