import type { SheetPoint } from '../model/records'
import type { Hit, SheetBox, SpatialEntry } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import type { Command, CommandOutcome } from '../tx/Command'
import type { Mark } from '../tx/History'

/**
 * What tools may do: read the document, ask the spatial index, run commands (recorded for undo)
 * and bracket a gesture with a history mark. Nothing here knows about a screen or a framework.
 */
export interface ToolContext {
  readonly doc: DocReader
  /** Whether the document may be changed (edit mode); in view mode tools only select and pan. */
  readonly editable: boolean
  /**
   * The outer diameter in mm a new wire of `csa` mm² takes when its part states none: the team's
   * wire-diameter table when the editor set one, else the engine's (`wireOuterDiameter`).
   */
  wireOuterDiameter(csa: number): number
  hitTest(point: SheetPoint, toleranceMm: number): Hit | null
  query(box: SheetBox): readonly SpatialEntry[]
  run<A>(command: Command<A>, args: A, label: string): CommandOutcome
  mark(label: string): Mark
  bailToMark(mark: Mark): void
  squashToMark(mark: Mark): void
}
