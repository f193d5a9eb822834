import type { ToolUpdate } from '../../../workers/src/client/engineClient'

/** The ids of a selection, as the select tool sends them. */
type Selection = NonNullable<ToolUpdate['selection']>

/** The select tool's states in which a press is on (it may still become a drag, or is one). */
const PRESS_STATES: ReadonlySet<string> = new Set(['pointing', 'translating', 'translatingGroup', 'brushing'])

/**
 * The selection the editor's panels show, following the tools' updates, except while a press of
 * the select tool is on: what the press selected is held until the press ends (a click: released
 * at once) or the drag it became ends. The drag itself is drawn by the canvas from the press's
 * preview; holding the panels (property panel, outline, highlight) keeps their rendering out of
 * the frames that draw the drag's first moves. The drawing tools (bundle, wire) keep a rubber
 * band between clicks: what they select is shown at once.
 *
 * Example: a press on connector X1 (`{ tool: 'select', state: 'pointing', selection: ['X1'] }`)
 * answers null; the moves (`state: 'translating'`) null; the release (`state: 'idle'`) `['X1']`.
 */
export class PressSelection {
  /** The selection a press made, held until it ends; undefined when no press holds one. */
  private held: Selection | undefined = undefined
  private pressing = false

  /** Whether a press of the select tool is on (what the panels show may lag the engine's selection). */
  get active(): boolean {
    return this.pressing
  }

  /** The selection to show after `update` (null: as it is). */
  take(update: Pick<ToolUpdate, 'selection' | 'tool' | 'state'>): Selection | null {
    this.pressing = update.tool === 'select' && PRESS_STATES.has(update.state)
    if (this.pressing) {
      if (update.selection !== null) this.held = update.selection
      return null
    }
    const next = update.selection ?? this.held ?? null
    this.held = undefined
    return next
  }
}
