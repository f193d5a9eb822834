import { proxy } from 'valtio'
import type { EditorCommandName } from './functionCatalogue'

/**
 * How the function palette reaches the harness editor: the editor says while it is open (the
 * palette greys editor commands otherwise) and hears the commands the palette runs. Plain
 * listeners, no framework: the editor's toolbar handlers do the work.
 */
export const editorPresence = proxy<{ open: boolean; editing: boolean }>({ open: false, editing: false })

/** Editor commands that change the document: they need the editor open, in edit mode, on a file the caller may write. */
export const EDITING_COMMANDS: ReadonlySet<EditorCommandName> = new Set([
  'undo', 'redo', 'save', 'deleteSelection', 'assignLibraryParts', 'viewMode',
  'wrapCustom', 'twist', 'combine', 'multicore', 'rotateCw', 'rotateCcw', 'mirror', 'straighten', 'spliceOptimum', 'autoSplice', 'titleBlock',
])

/** Whether `command` can run now (the editor is open, and editing when the command edits). */
export function editorCommandUsable(command: EditorCommandName, presence: { readonly open: boolean; readonly editing: boolean }): boolean {
  return presence.open && (!EDITING_COMMANDS.has(command) || presence.editing)
}

type Listener = (command: EditorCommandName) => void
const listeners = new Set<Listener>()

/** Hears palette commands; answers the function that stops hearing them. */
export function onEditorCommand(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs `command` in the open editor; false when no editor can run it now (none open, or not editing). */
export function runEditorCommand(command: EditorCommandName): boolean {
  if (!editorCommandUsable(command, editorPresence) || listeners.size === 0) return false
  for (const listener of [...listeners]) listener(command)
  return true
}
