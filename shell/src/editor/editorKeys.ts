import type { ToolId } from '@harness/engine'
import { toolOfKey } from './ToolPalette'

/** What a key press does in the harness editor (see {@link editorKeyAction}). */
export type EditorKeyAction =
  | { readonly kind: 'toTool' }
  | { readonly kind: 'nudge'; readonly dx: number; readonly dy: number; readonly fine: boolean }
  | { readonly kind: 'tool'; readonly tool: ToolId }
  | { readonly kind: 'rotate'; readonly quarters: 1 | -1 }
  | { readonly kind: 'copy' | 'paste' | 'duplicate' | 'undo' | 'redo' | 'save' | 'selectAll' | 'zoomIn' | 'zoomOut' | 'fitAll' | 'fitSelection' | 'delete' | 'mirror' }

/** A key press as the editor reads it, with what it depends on. */
export interface EditorKeyPress {
  readonly key: string
  readonly code: string
  readonly ctrl: boolean
  readonly shift: boolean
  readonly alt: boolean
  /** The drawing tool in use. */
  readonly tool: ToolId
  /** Edit mode on a file the user may change. */
  readonly editable: boolean
  readonly hasSelection: boolean
}

/** The direction each arrow key nudges the selection in (sheet x to the right, y down). */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }

/**
 * The editor's keyboard (listed on the help page): while a branch is drawn, digits, the decimal
 * point, Enter and Backspace type its next length (Backspace never deletes the branch just
 * drawn; Delete deletes); arrows nudge the selection (Shift: a tenth); V B C S W K R L G T Y pick
 * tools; Ctrl+C, Ctrl+V, Ctrl+D copy, paste and duplicate; Ctrl+Z undo; Ctrl+Shift+Z and Ctrl+Y
 * redo; Ctrl+S save; Ctrl+A select all; + and − zoom; Shift+1 fit all; Shift+2 fit the
 * selection; Shift+R turns the selected connectors a quarter clockwise (Shift+Alt+R
 * anticlockwise) and Shift+X mirrors them; Delete and Backspace delete; Escape goes to the tool
 * (cancel, clear). Null: the key is not the editor's (the browser keeps it).
 */
export function editorKeyAction(press: EditorKeyPress): EditorKeyAction | null {
  const { key: raw, ctrl, shift, alt } = press
  const key = raw.toLowerCase()
  if (press.tool === 'bundle' && !ctrl && (/^[0-9.]$/.test(raw) || raw === 'Enter' || raw === 'Backspace')) return { kind: 'toTool' }
  const arrow = ARROWS[raw]
  if (arrow) return !ctrl && press.editable && press.hasSelection ? { kind: 'nudge', dx: arrow[0], dy: arrow[1], fine: shift } : null
  const picked = !ctrl && !shift && !alt ? toolOfKey(key) : null
  if (picked) return picked === 'select' || press.editable ? { kind: 'tool', tool: picked } : null
  if (ctrl) {
    // Without a selection Ctrl+C stays the browser's (copying text of a panel).
    if (key === 'c') return press.hasSelection ? { kind: 'copy' } : null
    if (key === 'v') return press.editable ? { kind: 'paste' } : null
    if (key === 'd') return press.hasSelection && press.editable ? { kind: 'duplicate' } : null
    if (key === 'z') return { kind: shift ? 'redo' : 'undo' }
    if (key === 'y') return { kind: 'redo' }
    if (key === 's') return { kind: 'save' }
    if (key === 'a') return { kind: 'selectAll' }
    return null
  }
  if (key === '+' || key === '=') return { kind: 'zoomIn' }
  if (key === '-') return { kind: 'zoomOut' }
  if (shift && press.code === 'Digit1') return { kind: 'fitAll' }
  if (shift && press.code === 'Digit2') return { kind: 'fitSelection' }
  if (shift && (press.code === 'KeyR' || key === 'r')) return press.editable && press.hasSelection ? { kind: 'rotate', quarters: alt ? -1 : 1 } : null
  if (shift && (press.code === 'KeyX' || key === 'x')) return press.editable && press.hasSelection ? { kind: 'mirror' } : null
  if (key === 'delete' || key === 'backspace') return { kind: 'delete' }
  if (key === 'escape') return { kind: 'toTool' }
  return null
}
