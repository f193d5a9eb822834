import { Interaction } from '../src/interaction/Interaction'
import type { ToolUpdate } from '../src/interaction/toolEvents'
import type { ToolId, ToolOptions } from '../src/interaction/toolIds'
import type { HarnessRecord, SheetPoint } from '../src/model/records'
import { OpenDocument } from '../src/open/OpenDocument'

/** Modifiers and button of a simulated pointer event. */
export interface PointerOptions {
  readonly button?: number
  readonly shift?: boolean
  readonly ctrl?: boolean
  readonly space?: boolean
}

/**
 * A headless editor for tool tests (tldraw's TestEditor): an open document with its interaction,
 * driven by pointer and key events in sheet mm, as the canvas would forward them at `scale` px per
 * mm with the sheet origin at the screen's. Every call answers the tool's update, with the whole
 * selection filled in.
 */
export class TestEditor {
  readonly document: OpenDocument
  readonly interaction: Interaction
  last: ToolUpdate

  constructor(records: Iterable<HarnessRecord>, readonly scale = 1) {
    this.document = OpenDocument.fromRecords(records)
    this.interaction = new Interaction(this.document.editor, this.document.spatial)
    this.last = this.full(this.interaction.update())
  }

  /** The update with the whole selection and the drag preview filled in (the interaction sends them only when they changed). */
  private full(update: ToolUpdate): ToolUpdate {
    const drag = update.drag === undefined ? (this.last?.drag ?? null) : update.drag
    return { ...update, selection: this.interaction.selection(), drag }
  }

  private pointer(type: 'pointerDown' | 'pointerMove' | 'pointerUp', [x, y]: SheetPoint, options: PointerOptions): ToolUpdate {
    this.last = this.full(this.interaction.handle({
      type, point: [x, y], screen: [x * this.scale, y * this.scale], button: options.button ?? 0,
      shift: options.shift ?? false, ctrl: options.ctrl ?? false, space: options.space ?? false, scale: this.scale,
    }))
    return this.last
  }

  pointerDown(point: SheetPoint, options: PointerOptions = {}): ToolUpdate {
    return this.pointer('pointerDown', point, options)
  }

  pointerMove(point: SheetPoint, options: PointerOptions = {}): ToolUpdate {
    return this.pointer('pointerMove', point, options)
  }

  pointerUp(point: SheetPoint, options: PointerOptions = {}): ToolUpdate {
    return this.pointer('pointerUp', point, options)
  }

  /** A press and release at one point. */
  click(point: SheetPoint, options: PointerOptions = {}): ToolUpdate {
    this.pointerDown(point, options)
    return this.pointerUp(point, options)
  }

  /** A press at `from`, moves in `steps` to `to`, and (unless `release` is false) a release there. */
  drag(from: SheetPoint, to: SheetPoint, options: PointerOptions & { readonly steps?: number; readonly release?: boolean } = {}): ToolUpdate {
    this.pointerDown(from, options)
    const steps = options.steps ?? 4
    for (let i = 1; i <= steps; i++) this.pointerMove([from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps], options)
    return options.release === false ? this.last : this.pointerUp(to, options)
  }

  key(key: string, options: { readonly shift?: boolean; readonly ctrl?: boolean } = {}): ToolUpdate {
    this.last = this.full(this.interaction.handle({ type: 'keyDown', key, shift: options.shift ?? false, ctrl: options.ctrl ?? false }))
    return this.last
  }

  /** Switches to tool `id` (with its options); answers whether the interaction took it. */
  tool(id: ToolId, options: ToolOptions = {}): boolean {
    const taken = this.interaction.setTool(id, options)
    this.last = this.full(this.interaction.update())
    return taken
  }

  /** The whole selection now. */
  get selected(): readonly string[] {
    return this.interaction.selection()
  }

  /** Types `text` key by key (a length while drawing a bundle). */
  type(text: string): ToolUpdate {
    for (const key of text) this.key(key)
    return this.last
  }

  /** The position of node `id` in sheet mm. */
  nodeAt(id: string): SheetPoint {
    return this.document.editor.doc.getOf('node', id)!.position
  }
}
