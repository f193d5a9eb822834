import type { TreeRow } from './projectTree'

/**
 * The keyboard model of the project tree (WAI-ARIA tree view pattern) as a pure function: given
 * the visible rows, the active row and a key, what should happen. The component applies the
 * answer; this module holds every rule, so the rules are unit-tested without a browser.
 */

/** What a key press asks for. */
export type TreeKeyAction =
  | { readonly kind: 'focus'; readonly index: number }
  | { readonly kind: 'expand'; readonly nodeId: number }
  | { readonly kind: 'collapse'; readonly nodeId: number }
  | { readonly kind: 'open'; readonly index: number }
  | { readonly kind: 'rename'; readonly index: number }
  | { readonly kind: 'delete'; readonly index: number }
  | { readonly kind: 'menu'; readonly index: number }

/** The answer for `key` (a `KeyboardEvent.key`, with Shift for Shift+F10) at row `active`; null: not a tree key. */
export function treeKeyAction(rows: readonly TreeRow[], active: number, key: string, shift: boolean, pageRows: number): TreeKeyAction | null {
  if (rows.length === 0) return null
  const last = rows.length - 1
  const at = Math.min(Math.max(active, 0), last)
  const row = rows[at]!
  const focus = (index: number): TreeKeyAction => ({ kind: 'focus', index: Math.min(Math.max(index, 0), last) })
  switch (key) {
    case 'ArrowDown': return focus(at + 1)
    case 'ArrowUp': return focus(at - 1)
    case 'Home': return focus(0)
    case 'End': return focus(last)
    case 'PageDown': return focus(at + Math.max(pageRows - 1, 1))
    case 'PageUp': return focus(at - Math.max(pageRows - 1, 1))
    case 'ArrowRight':
      if (row.node.kind !== 'folder' || !row.hasChildren) return null
      return row.expanded ? focus(at + 1) : { kind: 'expand', nodeId: row.node.nodeId }
    case 'ArrowLeft': {
      if (row.expanded) return { kind: 'collapse', nodeId: row.node.nodeId }
      for (let i = at - 1; i >= 0; i--) if (rows[i]!.depth < row.depth) return focus(i)
      return null
    }
    case 'Enter': return { kind: 'open', index: at }
    case 'F2': return { kind: 'rename', index: at }
    case 'Delete': return { kind: 'delete', index: at }
    case 'ContextMenu': return { kind: 'menu', index: at }
    case 'F10': return shift ? { kind: 'menu', index: at } : null
    default: return null
  }
}

/**
 * Type-ahead: the first row after `from` (wrapping round) whose name starts with `text`, compared
 * without regard to case; null when none does.
 */
export function typeaheadIndex(rows: readonly TreeRow[], from: number, text: string): number | null {
  const wanted = text.toLocaleLowerCase('zh-CN')
  if (wanted === '' || rows.length === 0) return null
  for (let step = 1; step <= rows.length; step++) {
    const i = (from + step) % rows.length
    if (rows[i]!.node.name.toLocaleLowerCase('zh-CN').startsWith(wanted)) return i
  }
  return null
}
