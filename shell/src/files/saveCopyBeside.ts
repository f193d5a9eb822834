import { isApiEnvelope, NODE_NAME_MAX, type FileDetail, type SavedFile } from '@harness/protocol'
import { uploadFile } from '../api/fileApi'
import { getProjectTree } from '../api/projectApi'
import { freeCopyName } from '../datatable/freeCopyName'

/** True when `error` is the answer that a name is taken in the folder. */
function isNameTaken(error: unknown): boolean {
  return isApiEnvelope(error) && error.code === 409 && (error.data as { field?: unknown } | null)?.field === 'name'
}

/**
 * Saves `bytes` as a new file of the same type in the folder of `detail`, named "<name> (<suffix>)"
 * or the next free variant; tries the next name when another file took the chosen one meanwhile.
 * The way out of a stale save that keeps both the other person's version and one's own.
 */
export async function saveCopyBeside(detail: FileDetail, bytes: Blob, suffix: string): Promise<{ readonly name: string; readonly saved: SavedFile }> {
  const tree = await getProjectTree(detail.projectId)
  const taken = new Set(tree.nodes.filter((n) => n.parentId === detail.parentId).map((n) => n.name))
  for (let attempt = 0; ; attempt++) {
    const name = freeCopyName(detail.name, suffix, taken, NODE_NAME_MAX)
    try {
      return { name, saved: await uploadFile(detail.projectId, detail.parentId, name, detail.fileType, bytes) }
    } catch (error) {
      if (!isNameTaken(error) || attempt >= 5) throw error
      taken.add(name)
    }
  }
}
