import type { Editor } from '../Editor'
import type { AnyId, TypeName } from '../model/records'
import { tableOuterDiameter, type WireDiameterTable } from '../model/wireDiameterTable'
import { BUILT_IN_WIRE_DIAMETERS } from '../model/wireDiameters'
import type { SpatialIndex } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import { BundleTool } from './BundleTool'
import { Designators } from './designators'
import { PlaceTool } from './PlaceTool'
import { SelectTool } from './SelectTool'
import { SheetItemTool } from './SheetItemTool'
import type { ToolContext } from './ToolContext'
import type { CanvasEvent, DragPreview, ToolEvent, ToolUpdate } from './toolEvents'
import { FitTool } from './FitTool'
import { DEFAULT_CABLE_CORES, DEFAULT_PLACED_CAVITIES, isPlaceTool, type ToolId, type ToolOptions } from './toolIds'
import type { Tool, ToolSession } from './toolState'
import { WireTool } from './WireTool'

/** The record types the canvas draws on their own, which select all selects. */
const DRAWN_TYPES: readonly TypeName[] = ['node', 'segment', 'connector', 'splice', 'label', 'table']

/**
 * The interaction of one open document: the current tool (select with its pointing, translating,
 * brushing and panning states; bundle, wire and the place tools for drawing) and the session
 * state kept apart from the document (selection, hover, a typed length), which is never undone
 * or saved. The worker feeds it the canvas's events and answers {@link ToolUpdate}s; tests drive
 * it headless (see `TestEditor`).
 */
export class Interaction {
  private tool: Tool
  private toolId: ToolId = 'select'
  private readonly context: ToolContext
  private readonly designators = new Designators()
  private readonly session: ToolSession = { selection: [], hover: null, pan: null, brush: null, cursor: 'default', drag: null, typed: null, notice: null }
  private editable = true
  private sentSelection: readonly AnyId[] | null = null
  private sentDrag: DragPreview | null = null

  /**
   * `wireDiameters`: the table new wires without a diameter of their own take it from (the
   * engine's by default); `segmentHalfWidth`: half a segment's drawn width in mm (its bundle's
   * diameter), so the pointer hits a bundle anywhere it is drawn (without it, near its centre line).
   */
  constructor(editor: Editor, spatial: SpatialIndex, private wireDiameters: WireDiameterTable = BUILT_IN_WIRE_DIAMETERS, segmentHalfWidth?: (segmentId: AnyId) => number) {
    const self = this
    this.context = {
      get doc() { return editor.doc },
      get editable() { return self.editable },
      wireOuterDiameter: (csa) => tableOuterDiameter(self.wireDiameters, csa),
      hitTest: (point, toleranceMm) => spatial.hitTest(point, toleranceMm, segmentHalfWidth),
      query: (box) => spatial.search(box),
      run: (command, args, label) => editor.run(command, args, { label }),
      mark: (label) => editor.mark(label),
      bailToMark: (mark) => editor.bailToMark(mark),
      squashToMark: (mark) => editor.squashToMark(mark),
    }
    this.tool = new SelectTool(this.context)
  }

  /** Takes new wires' outer diameters from `table` from now on (null: the engine's own). */
  setWireDiameters(table: WireDiameterTable | null): void {
    this.wireDiameters = table ?? BUILT_IN_WIRE_DIAMETERS
  }

  /** The tool in use. */
  get currentTool(): ToolId {
    return this.toolId
  }

  /**
   * Switches to tool `id` (with its options: the cavities of placed connectors, the library part
   * placed or drawn), dropping what
   * the previous tool had pending (a rubber band, a typed length; a drag in progress is refused
   * by the caller through {@link busy}). In view mode only the select tool is available: the
   * answer is false and nothing changes.
   */
  setTool(id: ToolId, options: ToolOptions = {}): boolean {
    if (id !== 'select' && !this.editable) return false
    const context = this.context
    this.tool = id === 'select' ? new SelectTool(context)
      : id === 'bundle' ? new BundleTool(context, this.designators)
      : id === 'wire' ? new WireTool(context, this.designators, options.part)
      : id === 'cable' ? new WireTool(context, this.designators, options.part, options.cores ?? DEFAULT_CABLE_CORES)
      : id === 'label' || id === 'table' ? new SheetItemTool(context, id)
      : id === 'fit' && options.part && options.fit
        ? new FitTool(context, options.fit, { partNumber: options.part.partNumber, description: options.part.description, ...(options.part.stripLength !== undefined ? { stripLength: options.part.stripLength } : {}) })
      : isPlaceTool(id) ? new PlaceTool(context, id, { cavities: options.cavities ?? DEFAULT_PLACED_CAVITIES, ...(options.part ? { part: options.part } : {}) }, this.designators)
      : new SelectTool(context)
    this.toolId = id
    Object.assign(this.session, { hover: null, brush: null, drag: null, typed: null, notice: null, cursor: id === 'select' ? 'default' : 'crosshair' })
    return true
  }

  /**
   * True while a gesture holds a history mark (a drag): undo, redo and other commands must wait
   * until it ends, or an undo could pop the gesture's mark and its cancel revert steps before it.
   */
  get busy(): boolean {
    return this.tool.busy
  }

  /** Handles one forwarded event and answers what the shell shows of the session. */
  handle(event: CanvasEvent): ToolUpdate {
    this.session.notice = null
    // The pointer left the canvas: nothing is hovered; a tool's gesture stays as it was.
    if (event.type === 'pointerLeave') this.session.hover = null
    else this.tool.handle(event, this.session)
    return this.update()
  }

  /** Switches between edit mode (tools may change the document) and view mode (select and pan only). */
  setEditable(editable: boolean): void {
    this.editable = editable
    if (!editable && this.toolId !== 'select') this.setTool('select')
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
    return { selection: changed ? [...s.selection] : null, hover: s.hover, pan: s.pan, brush: s.brush, cursor: s.cursor, state: this.tool.stateName, tool: this.toolId, typed: s.typed, notice: s.notice, ...(dragChanged ? { drag: s.drag } : {}) }
  }

  /** The whole selection now (for a shell that lost track, and for tests). */
  selection(): readonly AnyId[] {
    return [...this.session.selection]
  }
}
