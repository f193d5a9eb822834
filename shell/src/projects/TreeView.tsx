import type { TreeNode } from '@harness/protocol'
import { fileTypeIcon } from './fileFormats'
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { Icon } from '../ui/Icon'
import type { TreeRow } from './projectTree'
import { treeKeyAction, typeaheadIndex } from './treeKeys'

/** Height of one tree row in CSS pixels; rows are windowed by it. */
export const TREE_ROW_HEIGHT = 28
/** Rows rendered above and below the visible window. */
const OVERSCAN = 12

/** Props of {@link TreeView}. */
export interface TreeViewProps {
  readonly label: string
  readonly rows: readonly TreeRow[]
  /** The selected node (it is also the keyboard's active row). */
  readonly selectedId: number | null
  readonly onSelect: (node: TreeNode) => void
  /** Enter or double click: a folder opens or closes, a file opens. */
  readonly onOpen: (node: TreeNode) => void
  readonly onToggle: (nodeId: number, open: boolean) => void
  /** Opens the context menu of `node` at `point` (client coordinates); without it there is no menu. */
  readonly onMenu?: (node: TreeNode, point: { readonly x: number; readonly y: number }) => void
  readonly onRename?: (node: TreeNode) => void
  readonly onDelete?: (node: TreeNode) => void
  readonly testId?: string
  /** Height of the scrolling area in CSS pixels. */
  readonly height: number
}

/**
 * The project's folder tree (WAI-ARIA tree view): one focusable list with the active row named by
 * `aria-activedescendant`, arrows to move, right and left to open and close folders, Home/End and
 * page keys, type-ahead, Enter to open, F2 to rename, Delete to delete, and the menu key or
 * Shift+F10 for the context menu. Only the rows in view (plus a margin) are rendered, so a folder of
 * 10,000 files scrolls as smoothly as one of ten.
 */
export function TreeView({ label, rows, selectedId, onSelect, onOpen, onToggle, onMenu, onRename, onDelete, height, testId = TestIds.projectTree }: TreeViewProps) {
  const { t } = useI18n()
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const typed = useRef({ text: '', at: 0 })
  const activeIndex = rows.findIndex((r) => r.node.nodeId === selectedId)
  const pageRows = Math.max(1, Math.floor(height / TREE_ROW_HEIGHT))

  // Keep the active row in view when it changes (keyboard, reveal after a search or an action).
  useEffect(() => {
    const element = scroller.current
    if (!element || activeIndex < 0) return
    const top = activeIndex * TREE_ROW_HEIGHT
    if (top < element.scrollTop) element.scrollTop = top
    else if (top + TREE_ROW_HEIGHT > element.scrollTop + element.clientHeight) element.scrollTop = top + TREE_ROW_HEIGHT - element.clientHeight
  }, [activeIndex])

  // The list may have shrunk (a filter, a collapsed folder) since the last scroll event.
  const top = Math.min(scrollTop, Math.max(0, rows.length * TREE_ROW_HEIGHT - height))
  const first = Math.max(0, Math.floor(top / TREE_ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(rows.length, Math.ceil((top + height) / TREE_ROW_HEIGHT) + OVERSCAN)

  const rowPoint = (index: number) => {
    const rect = scroller.current?.getBoundingClientRect()
    const top = index * TREE_ROW_HEIGHT - (scroller.current?.scrollTop ?? 0)
    return { x: (rect?.left ?? 0) + 40, y: (rect?.top ?? 0) + top + TREE_ROW_HEIGHT }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const action = treeKeyAction(rows, activeIndex < 0 ? 0 : activeIndex, event.key, event.shiftKey, pageRows)
    if (action === null) {
      if (event.key.length === 1 && event.key !== ' ') {
        const now = Date.now()
        typed.current = { text: now - typed.current.at < 700 ? typed.current.text + event.key : event.key, at: now }
        const found = typeaheadIndex(rows, typed.current.text.length > 1 ? Math.max(activeIndex - 1, -1) : activeIndex, typed.current.text)
        if (found !== null) onSelect(rows[found]!.node)
      }
      return
    }
    event.preventDefault()
    switch (action.kind) {
      case 'focus': onSelect(rows[action.index]!.node); break
      case 'expand': onToggle(action.nodeId, true); break
      case 'collapse': onToggle(action.nodeId, false); break
      case 'open': onOpen(rows[action.index]!.node); break
      case 'rename': onRename?.(rows[action.index]!.node); break
      case 'delete': onDelete?.(rows[action.index]!.node); break
      case 'menu': onMenu?.(rows[action.index]!.node, rowPoint(action.index)); break
    }
  }

  const onRowClick = (event: MouseEvent, row: TreeRow) => {
    onSelect(row.node)
    if ((event.target as HTMLElement).closest('[data-twisty]') && row.hasChildren) onToggle(row.node.nodeId, !row.expanded)
  }

  return (
    <div ref={scroller} className="tree" role="tree" aria-label={label} tabIndex={0} style={{ height }}
      aria-activedescendant={activeIndex >= 0 ? `tree-node-${rows[activeIndex]!.node.nodeId}` : undefined}
      data-testid={testId} onKeyDown={onKeyDown} onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}>
      {rows.length === 0 ? <p className="tree-empty">{t('treeEmpty')}</p> : null}
      <div className="tree-canvas" style={{ height: rows.length * TREE_ROW_HEIGHT }}>
        {rows.slice(first, last).map((row, offset) => {
          const index = first + offset
          const { node } = row
          const selected = node.nodeId === selectedId
          return (
            <div key={node.nodeId} id={`tree-node-${node.nodeId}`} role="treeitem" aria-level={row.depth + 1} aria-selected={selected}
              aria-expanded={row.hasChildren ? row.expanded : undefined} aria-setsize={row.siblings} aria-posinset={row.position}
              className={`tree-row${selected ? ' tree-row-selected' : ''}`} style={{ top: index * TREE_ROW_HEIGHT, paddingLeft: 6 + row.depth * 16 }}
              data-testid={TestIds.treeRow} data-node-id={node.nodeId} data-kind={node.kind} data-name={node.name}
              onClick={(e) => onRowClick(e, row)} onDoubleClick={() => onOpen(node)}
              onContextMenu={onMenu ? (e) => { e.preventDefault(); onSelect(node); onMenu(node, { x: e.clientX, y: e.clientY }) } : undefined}>
              <span className="tree-twisty" data-twisty aria-hidden="true">
                {row.hasChildren ? <Icon name={row.expanded ? 'chevronDown' : 'chevronRight'} size={14} /> : null}
              </span>
              <Icon name={node.kind === 'folder' || node.fileType === null ? 'folder' : fileTypeIcon(node.fileType)} size={15}
                className={`tree-icon tree-icon-${node.kind === 'folder' ? 'folder' : node.fileType}`} />
              <span className="tree-name">{node.name}</span>
              {row.hint ? <span className="tree-hint">{row.hint}</span> : null}
              {node.kind === 'file' ? <span className="tree-version">v{node.version}</span> : null}
            </div>
          )
        })}
      </div>
    </div>
  )
}
