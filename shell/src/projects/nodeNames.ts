import { checkNodeName, NODE_NAME_MAX, type MessageKey } from '@harness/protocol'
import { shownParent, type TreeIndex } from './projectTree'

/**
 * The checks a project, folder or file name gets before it is sent: the protocol's rules
 * (`checkNodeName`: length, forbidden characters, reserved names) and, for folders and files, no
 * other node of that name in the same folder. The server checks both again. Pure, unit-tested.
 */

/** A name check's answer: the trimmed name, or the catalogue message that says what is wrong. */
export type NameCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly message: MessageKey; readonly params: Readonly<Record<string, string | number>> }

/** Checks a project name (or any name without a folder to collide in). */
export function checkName(raw: string): NameCheck {
  const checked = checkNodeName(raw)
  if (!checked.ok) return { ok: false, message: checked.problem, params: { max: NODE_NAME_MAX } }
  return { ok: true, name: checked.name }
}

/**
 * Checks the name of a folder or file going into folder `parentId` (null: the top level) of
 * `index`; `self` is the node being renamed, which may keep its own name. Names compare without
 * regard to case, as they do on the file systems people download to.
 */
export function checkNameInFolder(index: TreeIndex, parentId: number | null, raw: string, self: number | null = null): NameCheck {
  const checked = checkName(raw)
  if (!checked.ok) return checked
  const wanted = checked.name.toLocaleLowerCase('zh-CN')
  const siblings = index.children.get(parentId) ?? []
  const taken = siblings.some((n) => n.nodeId !== self && shownParent(index, n) === parentId && n.name.toLocaleLowerCase('zh-CN') === wanted)
  return taken ? { ok: false, message: 'nameTaken', params: { name: checked.name } } : checked
}
