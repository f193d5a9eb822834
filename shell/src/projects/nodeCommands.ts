import type { TreeNode } from '@harness/protocol'
import type { TreeIndex } from './projectTree'
import { shownParent } from './projectTree'

/**
 * The commands of the project tree (toolbar, context menu, keys) and where they act. Pure,
 * unit-tested; the tree panel turns them into buttons and menu items.
 */

/** A command on the tree. */
export type NodeCommand =
  | 'newFolder' | 'newHarness' | 'newDrawing' | 'newTable' | 'upload' | 'import'
  | 'open' | 'rename' | 'move' | 'copy' | 'delete'

/** Commands that create something in a folder. */
export const CREATE_COMMANDS: readonly NodeCommand[] = ['newFolder', 'newHarness', 'newDrawing', 'newTable', 'upload', 'import']
/** Commands on the selected node. */
export const NODE_COMMANDS: readonly NodeCommand[] = ['rename', 'move', 'copy', 'delete']

/** The folder new things go into: the selected folder, the folder of the selected file, or the top level. */
export function targetFolder(index: TreeIndex, selected: number | null): number | null {
  const node = selected === null ? undefined : index.byId.get(selected)
  if (!node) return null
  return node.kind === 'folder' ? node.nodeId : shownParent(index, node)
}

/**
 * The commands offered for `node` (null: the empty area of the tree): creating is offered where
 * the caller may write; opening for files; renaming, moving and deleting where the caller may write;
 * copying wherever the caller can read (a copy may go to another project the caller writes to).
 */
export function commandsFor(node: TreeNode | null, canWrite: boolean): NodeCommand[] {
  const commands: NodeCommand[] = []
  if (node?.kind === 'file') commands.push('open')
  if (canWrite) commands.push(...CREATE_COMMANDS)
  if (node) {
    if (canWrite) commands.push('rename', 'move')
    commands.push('copy')
    if (canWrite) commands.push('delete')
  }
  return commands
}
