import type { TreeNode } from '@harness/protocol'

/**
 * A project's folder tree built from the flat node list the server sends (`getProjectTree`:
 * parents before children), with the questions the workspace asks of it: children in display
 * order, a node's path, whether one node lies inside another, and the rows a tree list shows for
 * a set of expanded folders. Building is O(n log n); the rows are computed only for expanded
 * folders, so a project of 10,000 files costs what is open, not what exists. Pure, unit-tested.
 */

/** The tree: nodes by id and each folder's children (key null: the top level) in display order. */
export interface TreeIndex {
  readonly byId: ReadonlyMap<number, TreeNode>
  readonly children: ReadonlyMap<number | null, readonly TreeNode[]>
}

/** One row of a tree list. */
export interface TreeRow {
  readonly node: TreeNode
  /** 0 at the top level. */
  readonly depth: number
  readonly expanded: boolean
  readonly hasChildren: boolean
  /** 1-based position among its siblings, and how many siblings there are (for assistive tech). */
  readonly position: number
  readonly siblings: number
  /** Where the node lies, shown beside it when rows are search results (folder names joined by ' / '). */
  readonly hint?: string
}

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' })

/** Display order: folders before files, then by name (numbers in names compare as numbers), then by id. */
export function compareNodes(a: TreeNode, b: TreeNode): number {
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1
  return collator.compare(a.name, b.name) || a.nodeId - b.nodeId
}

/**
 * Indexes `nodes`. A node whose parent is missing (or not a folder) is shown at the top level, so
 * nothing the server sent is ever hidden.
 */
export function buildTree(nodes: readonly TreeNode[]): TreeIndex {
  const byId = new Map<number, TreeNode>()
  for (const node of nodes) byId.set(node.nodeId, node)
  const children = new Map<number | null, TreeNode[]>()
  for (const node of nodes) {
    const parent = node.parentId !== null && byId.get(node.parentId)?.kind === 'folder' ? node.parentId : null
    let list = children.get(parent)
    if (!list) children.set(parent, (list = []))
    list.push(node)
  }
  for (const list of children.values()) list.sort(compareNodes)
  return { byId, children }
}

/** The folder that shows `node` (null: the top level), by the same rule as {@link buildTree}. */
export function shownParent(index: TreeIndex, node: TreeNode): number | null {
  return node.parentId !== null && index.byId.get(node.parentId)?.kind === 'folder' ? node.parentId : null
}

/** The folders from the top of the project down to (without) `nodeId`. */
export function ancestorsOf(index: TreeIndex, nodeId: number): TreeNode[] {
  const path: TreeNode[] = []
  const seen = new Set<number>([nodeId])
  let node = index.byId.get(nodeId)
  while (node) {
    const parent = shownParent(index, node)
    if (parent === null || seen.has(parent)) break
    seen.add(parent)
    node = index.byId.get(parent)
    if (node) path.unshift(node)
  }
  return path
}

/** The path of a node as names, e.g. ['发动机舱', '主线束']; the node's own name last. */
export function nodePath(index: TreeIndex, nodeId: number): string[] {
  const node = index.byId.get(nodeId)
  return node ? [...ancestorsOf(index, nodeId).map((n) => n.name), node.name] : []
}

/** True when `nodeId` is `ancestorId` or lies anywhere below it. */
export function isWithin(index: TreeIndex, nodeId: number, ancestorId: number): boolean {
  return nodeId === ancestorId || ancestorsOf(index, nodeId).some((n) => n.nodeId === ancestorId)
}

/** How many files `nodeId` holds at any depth (1 for a file). */
export function fileCount(index: TreeIndex, nodeId: number): number {
  const node = index.byId.get(nodeId)
  if (!node) return 0
  if (node.kind === 'file') return 1
  let count = 0
  const stack = [...(index.children.get(nodeId) ?? [])]
  while (stack.length > 0) {
    const next = stack.pop()!
    if (next.kind === 'file') count++
    else stack.push(...(index.children.get(next.nodeId) ?? []))
  }
  return count
}

/** The rows a tree list shows: the top level, and the children of every expanded folder, depth first. */
export function visibleRows(index: TreeIndex, expanded: ReadonlySet<number>): TreeRow[] {
  const rows: TreeRow[] = []
  const visit = (parent: number | null, depth: number, guard: Set<number>) => {
    const list = index.children.get(parent) ?? []
    list.forEach((node, i) => {
      const hasChildren = node.kind === 'folder' && (index.children.get(node.nodeId)?.length ?? 0) > 0
      const open = node.kind === 'folder' && expanded.has(node.nodeId) && !guard.has(node.nodeId)
      rows.push({ node, depth, expanded: open, hasChildren, position: i + 1, siblings: list.length })
      if (open && hasChildren) {
        guard.add(node.nodeId)
        visit(node.nodeId, depth + 1, guard)
        guard.delete(node.nodeId)
      }
    })
  }
  visit(null, 0, new Set())
  return rows
}

/** The folders to expand so that `nodeId` shows. */
export function revealing(index: TreeIndex, nodeId: number): number[] {
  return ancestorsOf(index, nodeId).map((n) => n.nodeId)
}

/** Every file of the tree, in display order. */
export function filesOf(index: TreeIndex): TreeNode[] {
  return [...index.byId.values()].filter((n) => n.kind === 'file').sort(compareNodes)
}

/** Most rows a name search lists. */
export const MAX_MATCHES = 500

/**
 * The nodes whose name contains `text` (without regard to case), as a flat list of rows with their
 * folder path as a hint, folders first, at most {@link MAX_MATCHES}.
 */
export function matchingRows(index: TreeIndex, text: string): TreeRow[] {
  const wanted = text.trim().toLocaleLowerCase('zh-CN')
  if (wanted === '') return []
  const found = [...index.byId.values()].filter((n) => n.name.toLocaleLowerCase('zh-CN').includes(wanted)).sort(compareNodes).slice(0, MAX_MATCHES)
  return found.map((node, i) => ({
    node, depth: 0, expanded: false, hasChildren: false, position: i + 1, siblings: found.length,
    hint: ancestorsOf(index, node.nodeId).map((n) => n.name).join(' / '),
  }))
}
