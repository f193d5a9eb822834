/**
 * The grid's keyboard map as a pure function from a key press to a command, so the whole map is
 * tested without a browser. Spreadsheet conventions: arrows, Tab and Enter move (Shift extends or
 * reverses), Home/End and Ctrl+arrows jump, PageUp/PageDown page, F2 or Enter edits, typing
 * replaces, Delete clears, Space toggles a boolean, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and redo,
 * Ctrl+S saves, Ctrl+F finds, Ctrl+A selects all, Ctrl+Enter inserts a row below, Ctrl+Shift+Delete
 * deletes the selected rows, Escape collapses the selection.
 */

/** The parts of a keyboard event the map reads. */
export interface KeyPress {
  readonly key: string
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  readonly shiftKey: boolean
  readonly altKey: boolean
}

/** What a key press asks of the grid when no cell is being edited. */
export type GridCommand =
  | { readonly kind: 'move'; readonly rows: number; readonly columns: number; readonly extend: boolean }
  | { readonly kind: 'jump'; readonly to: 'rowStart' | 'rowEnd' | 'top' | 'bottom' | 'first' | 'last'; readonly extend: boolean }
  | { readonly kind: 'page'; readonly direction: 1 | -1; readonly extend: boolean }
  | { readonly kind: 'edit' }
  | { readonly kind: 'type'; readonly text: string }
  | { readonly kind: 'clear' }
  | { readonly kind: 'toggle' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'save' }
  | { readonly kind: 'find' }
  | { readonly kind: 'selectAll' }
  | { readonly kind: 'insertRow' }
  | { readonly kind: 'deleteRows' }
  | { readonly kind: 'collapse' }

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

const CTRL_JUMPS: Readonly<Record<string, 'top' | 'bottom' | 'rowStart' | 'rowEnd'>> = {
  ArrowUp: 'top',
  ArrowDown: 'bottom',
  ArrowLeft: 'rowStart',
  ArrowRight: 'rowEnd',
}

/** The command of `press`, or null when the grid leaves the key alone. */
export function gridCommand(press: KeyPress): GridCommand | null {
  const mod = press.ctrlKey || press.metaKey
  const key = press.key
  const extend = press.shiftKey
  if (mod && !press.altKey) {
    const lower = key.toLowerCase()
    if (lower === 'z') return press.shiftKey ? { kind: 'redo' } : { kind: 'undo' }
    if (lower === 'y') return { kind: 'redo' }
    if (lower === 's') return { kind: 'save' }
    if (lower === 'f') return { kind: 'find' }
    if (lower === 'a') return { kind: 'selectAll' }
    if (key === 'Enter') return { kind: 'insertRow' }
    if (key === 'Delete' && press.shiftKey) return { kind: 'deleteRows' }
    if (key === 'Home') return { kind: 'jump', to: 'first', extend }
    if (key === 'End') return { kind: 'jump', to: 'last', extend }
    const jump = CTRL_JUMPS[key]
    return jump ? { kind: 'jump', to: jump, extend } : null
  }
  if (press.altKey) return null
  const arrow = ARROWS[key]
  if (arrow) return { kind: 'move', rows: arrow[0], columns: arrow[1], extend }
  switch (key) {
    case 'Tab': return { kind: 'move', rows: 0, columns: press.shiftKey ? -1 : 1, extend: false }
    case 'Enter': return press.shiftKey ? { kind: 'move', rows: -1, columns: 0, extend: false } : { kind: 'edit' }
    case 'F2': return { kind: 'edit' }
    case 'Home': return { kind: 'jump', to: 'rowStart', extend }
    case 'End': return { kind: 'jump', to: 'rowEnd', extend }
    case 'PageUp': return { kind: 'page', direction: -1, extend }
    case 'PageDown': return { kind: 'page', direction: 1, extend }
    case 'Delete':
    case 'Backspace': return { kind: 'clear' }
    case 'Escape': return { kind: 'collapse' }
    case ' ': return { kind: 'toggle' }
    default:
      // One printable character starts editing with it.
      return [...key].length === 1 ? { kind: 'type', text: key } : null
  }
}

/** What a key press does while a cell is being edited. */
export type EditorCommand =
  | { readonly kind: 'commit'; readonly rows: number; readonly columns: number }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'newline' }

/**
 * The command of `press` in the cell editor, or null to let the input handle it. In `enter` mode
 * (editing began by typing) arrows commit and move, as in a spreadsheet; in `edit` mode (F2,
 * Enter, double click) arrows move the caret. Alt+Enter puts a line break in text.
 */
export function editorCommand(press: KeyPress, mode: 'enter' | 'edit'): EditorCommand | null {
  if (press.key === 'Escape') return { kind: 'cancel' }
  if (press.key === 'Enter') {
    if (press.altKey) return { kind: 'newline' }
    return { kind: 'commit', rows: press.shiftKey ? -1 : 1, columns: 0 }
  }
  if (press.key === 'Tab') return { kind: 'commit', rows: 0, columns: press.shiftKey ? -1 : 1 }
  if (mode === 'enter' && !press.shiftKey && !press.ctrlKey && !press.metaKey) {
    const arrow = ARROWS[press.key]
    if (arrow) return { kind: 'commit', rows: arrow[0], columns: arrow[1] }
  }
  return null
}
