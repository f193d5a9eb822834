import { useEffect, useRef } from 'react'
import type { ToolId } from '@harness/engine'
import { editorKeyAction, type EditorKeyAction } from './editorKeys'

/** What the editor's keys act on: its state and a handler per action. */
export interface EditorKeyTarget {
  readonly opened: boolean
  readonly tool: ToolId
  readonly editable: boolean
  readonly hasSelection: boolean
  /** Runs `action`; `toTool` sends the key itself to the canvas's tool. */
  readonly act: (action: EditorKeyAction, event: KeyboardEvent) => void
}

/**
 * Listens to the keyboard for the harness editor (see `editorKeyAction`): keys typed into a field
 * (but undo and redo in a field that holds no edit of its own, {@link historyOfDocument}), or
 * while a dialog is over the editor, are left alone; an action the editor takes is not also
 * the browser's. One listener for the editor's life, reading the newest state through a ref.
 */
export function useEditorKeys(target: EditorKeyTarget): void {
  const ref = useRef(target)
  ref.current = target
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const now = ref.current
      if (!now.opened) return
      const element = event.target as HTMLElement | null
      if (element && typesText(element as HTMLElement & { type?: string }) && !historyOfDocument(element, event)) return
      // A dialog over the editor (settings, stale save, compare) keeps the keys: nothing acts behind it.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return
      const action = editorKeyAction({
        key: event.key, code: event.code, ctrl: event.ctrlKey || event.metaKey, shift: event.shiftKey, alt: event.altKey,
        tool: now.tool, editable: now.editable, hasSelection: now.hasSelection,
      })
      if (!action) return
      // Arrows on a focused button, check box, tab or list keep moving through it (and a splitter's
      // move its edge); a space toggles a check box.
      if (action.kind === 'nudge' && element?.closest('button, input, [role="tab"], [role="listbox"], [role="menu"], [role="grid"], [role="separator"]')) return
      now.act(action, event)
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}

/** Input types that take no text: a key pressed on them (a tool's letter after ticking a box) is the editor's. */
const KEYLESS_INPUTS: ReadonlySet<string> = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'])

/**
 * Whether `element` takes typed text (a text field, text area, select or editable content), so
 * keys stay with it. Example: a text input → true; the status line's check box → false.
 */
export function typesText(element: Pick<HTMLElement, 'tagName' | 'isContentEditable'> & { readonly type?: string }): boolean {
  if (element.tagName === 'INPUT') return !KEYLESS_INPUTS.has(element.type ?? 'text')
  return element.tagName === 'TEXTAREA' || element.tagName === 'SELECT' || element.isContentEditable
}

/** The attribute a field sets while its text is the record's value: it holds no edit of its own. */
export const DOCUMENT_HISTORY_ATTRIBUTE = 'data-document-history'

/**
 * Whether a key pressed in text field `element` is the document's undo or redo (Ctrl+Z,
 * Ctrl+Shift+Z, Ctrl+Y, or with ⌘) rather than the field's: so when the field shows the record's
 * value as applied ({@link DOCUMENT_HISTORY_ATTRIBUTE}), as a property field does right after Enter
 * applied it. Ctrl+Z there would only take the field's text back and leave the document changed.
 * Example: Ctrl+Z in a segment's length field after Enter → true; after typing a digit → false.
 */
export function historyOfDocument(element: Pick<HTMLElement, 'getAttribute'>, key: { readonly key: string; readonly ctrlKey: boolean; readonly metaKey: boolean; readonly altKey: boolean }): boolean {
  if (element.getAttribute(DOCUMENT_HISTORY_ATTRIBUTE) !== 'true') return false
  if (!(key.ctrlKey || key.metaKey) || key.altKey) return false
  const k = key.key.toLowerCase()
  return k === 'z' || k === 'y'
}
