import type { DataTable } from '@harness/protocol'
import { applyEdit, type TableEdit } from './tableEdits'

/**
 * Undo and redo of table edits: two stacks of steps, each step the edit that reverts it. Undoing
 * a step applies its revert and keeps the revert's own inverse for redo, so undo and redo are the
 * same operation on opposite stacks. Every step has an id; the id on top of the undo stack names
 * the state of the table, which tells whether it is the state last saved.
 */

/** One undoable step: the edit that goes back over it, and its id. */
export interface HistoryStep {
  readonly id: number
  readonly revert: TableEdit
}

/** The history: steps to undo (last done last) and steps to redo (last undone last). */
export interface EditHistory {
  readonly undo: readonly HistoryStep[]
  readonly redo: readonly HistoryStep[]
  /** The next step id. */
  readonly nextId: number
}

/** Steps kept for undo; the oldest go first. */
export const HISTORY_LIMIT = 500

/** A history with nothing to undo or redo. */
export function emptyHistory(): EditHistory {
  return { undo: [], redo: [], nextId: 1 }
}

/** The id of the table state the history is at (0 before any edit). */
export function historyPosition(history: EditHistory): number {
  return history.undo.at(-1)?.id ?? 0
}

/** Applies `edit` to `table` and records it; anything that could be redone is forgotten. */
export function perform(table: DataTable, history: EditHistory, edit: TableEdit): { table: DataTable; history: EditHistory } {
  const applied = applyEdit(table, edit)
  const undo = [...history.undo, { id: history.nextId, revert: applied.inverse }]
  if (undo.length > HISTORY_LIMIT) undo.splice(0, undo.length - HISTORY_LIMIT)
  return { table: applied.table, history: { undo, redo: [], nextId: history.nextId + 1 } }
}

function move(table: DataTable, from: readonly HistoryStep[], to: readonly HistoryStep[]): { table: DataTable; from: HistoryStep[]; to: HistoryStep[] } | null {
  const step = from.at(-1)
  if (!step) return null
  const applied = applyEdit(table, step.revert)
  return { table: applied.table, from: from.slice(0, -1), to: [...to, { id: step.id, revert: applied.inverse }] }
}

/** Undoes the last step, or answers null when there is none. */
export function undo(table: DataTable, history: EditHistory): { table: DataTable; history: EditHistory } | null {
  const moved = move(table, history.undo, history.redo)
  return moved && { table: moved.table, history: { undo: moved.from, redo: moved.to, nextId: history.nextId } }
}

/** Redoes the last undone step, or answers null when there is none. */
export function redo(table: DataTable, history: EditHistory): { table: DataTable; history: EditHistory } | null {
  const moved = move(table, history.redo, history.undo)
  return moved && { table: moved.table, history: { undo: moved.to, redo: moved.from, nextId: history.nextId } }
}
