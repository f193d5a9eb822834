import { describe, expect, it } from 'vitest'
import { fileNode as file, folderNode as folder } from './test/treeNodes'
import { buildTree, visibleRows } from './projectTree'
import { treeKeyAction, typeaheadIndex } from './treeKeys'

// Rows with folder A expanded: A, A/a1, A/a2, B (collapsed, one child), c
const index = buildTree([folder(1, null, 'A'), file(2, 1, 'a1'), file(3, 1, 'a2'), folder(4, null, 'B'), file(5, 4, 'b1'), file(6, null, 'c')])
const rows = visibleRows(index, new Set([1]))

describe('tree keyboard', () => {
  it('moves up and down, to the ends and by pages, never past them', () => {
    expect(treeKeyAction(rows, 0, 'ArrowDown', false, 10)).toEqual({ kind: 'focus', index: 1 })
    expect(treeKeyAction(rows, 0, 'ArrowUp', false, 10)).toEqual({ kind: 'focus', index: 0 })
    expect(treeKeyAction(rows, 4, 'ArrowDown', false, 10)).toEqual({ kind: 'focus', index: 4 })
    expect(treeKeyAction(rows, 2, 'Home', false, 10)).toEqual({ kind: 'focus', index: 0 })
    expect(treeKeyAction(rows, 0, 'End', false, 10)).toEqual({ kind: 'focus', index: 4 })
    expect(treeKeyAction(rows, 0, 'PageDown', false, 3)).toEqual({ kind: 'focus', index: 2 })
  })

  it('expands and enters folders to the right, collapses and climbs to the left', () => {
    expect(treeKeyAction(rows, 3, 'ArrowRight', false, 10)).toEqual({ kind: 'expand', nodeId: 4 })
    expect(treeKeyAction(rows, 0, 'ArrowRight', false, 10)).toEqual({ kind: 'focus', index: 1 })
    expect(treeKeyAction(rows, 4, 'ArrowRight', false, 10)).toBeNull()
    expect(treeKeyAction(rows, 0, 'ArrowLeft', false, 10)).toEqual({ kind: 'collapse', nodeId: 1 })
    expect(treeKeyAction(rows, 2, 'ArrowLeft', false, 10)).toEqual({ kind: 'focus', index: 0 })
    expect(treeKeyAction(rows, 4, 'ArrowLeft', false, 10)).toBeNull()
  })

  it('opens, renames, deletes and opens the menu of the active row', () => {
    expect(treeKeyAction(rows, 1, 'Enter', false, 10)).toEqual({ kind: 'open', index: 1 })
    expect(treeKeyAction(rows, 1, 'F2', false, 10)).toEqual({ kind: 'rename', index: 1 })
    expect(treeKeyAction(rows, 1, 'Delete', false, 10)).toEqual({ kind: 'delete', index: 1 })
    expect(treeKeyAction(rows, 1, 'F10', true, 10)).toEqual({ kind: 'menu', index: 1 })
    expect(treeKeyAction(rows, 1, 'F10', false, 10)).toBeNull()
    expect(treeKeyAction(rows, 1, 'ContextMenu', false, 10)).toEqual({ kind: 'menu', index: 1 })
    expect(treeKeyAction(rows, 1, 'x', false, 10)).toBeNull()
    expect(treeKeyAction([], 0, 'ArrowDown', false, 10)).toBeNull()
  })

  it('jumps to the next row whose name starts with the typed text, wrapping round', () => {
    expect(typeaheadIndex(rows, 0, 'a')).toBe(1)
    expect(typeaheadIndex(rows, 1, 'A')).toBe(2)
    expect(typeaheadIndex(rows, 2, 'a')).toBe(0)
    expect(typeaheadIndex(rows, 0, 'c')).toBe(4)
    expect(typeaheadIndex(rows, 0, 'z')).toBeNull()
  })
})
