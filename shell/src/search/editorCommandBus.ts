import { proxy } from 'valtio'
import type { EditorCommandName } from './functionCatalogue'

/**
 * How the function palette reaches the harness editor: the editor says while it is open (the
 * palette greys editor commands otherwise) and hears the commands the palette runs. Plain
 * listeners, no framework: the editor's toolbar handlers do the work.
 */
export const editorPresence = proxy<{ open: boolean }>({ open: false })

type Listener = (command: EditorCommandName) => void
const listeners = new Set<Listener>()

/** Hears palette commands; answers the function that stops hearing them. */
export function onEditorCommand(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs `command` in the open editor; false when no editor is open to run it. */
export function runEditorCommand(command: EditorCommandName): boolean {
  if (!editorPresence.open || listeners.size === 0) return false
  for (const listener of [...listeners]) listener(command)
  return true
}
