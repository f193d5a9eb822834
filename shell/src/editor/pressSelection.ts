import type { ToolUpdate } from '../../../workers/src/client/engineClient'

/** The ids of a selection, as the select tool sends them. */
type Selection = NonNullable<ToolUpdate['selection']>

/**
 * The selection the editor's panels show, following the select tool's updates, except while a
 * press may still become a drag: what the press selected is held until the press ends (a click:
 * released at once) or the drag it became ends. The drag itself is drawn by the canvas from the
 * press's preview; holding the panels (property panel, outline, highlight) keeps their rendering
 * out of the frames that draw the drag's first moves.
 *
 * Example: a press on connector X1 (`{ selection: ['X1'], drag: preview }`) answers null; the
 * moves (`{ selection: null }`) null; the release (`{ selection: null, drag: null }`) `['X1']`.
 */
export class PressSelection {
  /** The selection a press made, held until it ends; undefined when no press holds one. */
  private held: Selection | undefined = undefined

  /** The selection to show after `update` (null: as it is). */
  take(update: Pick<ToolUpdate, 'selection' | 'drag'>): Selection | null {
    // `drag` undefined means "as before": a press in progress stays one until its preview is null.
    const pressing = update.drag === undefined ? this.held !== undefined : update.drag !== null
    if (pressing) {
      if (update.selection !== null) this.held = update.selection
      return null
    }
    const next = update.selection ?? this.held ?? null
    this.held = undefined
    return next
  }
}
