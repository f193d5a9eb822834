import type { FileType, TreeNode } from '@harness/protocol'

/** Builders of tree nodes for the workspace's unit tests. */

const at = '2025-03-01T08:00:00Z'

/** A folder node. */
export function folderNode(nodeId: number, parentId: number | null, name: string): TreeNode {
  return { nodeId, parentId, kind: 'folder', name, fileType: null, version: null, size: null, updatedAt: at, updatedBy: 'li' }
}

/** A file node at version 1 (or `version`), 2 KiB. */
export function fileNode(nodeId: number, parentId: number | null, name: string, fileType: FileType = 'harness', version = 1): TreeNode {
  return { nodeId, parentId, kind: 'file', name, fileType, version, size: 2048, updatedAt: at, updatedBy: 'li' }
}
