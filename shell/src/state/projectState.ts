import { proxy, subscribe } from 'valtio'
import { subscribeKey } from 'valtio/utils'
import type { ProjectTree, TreeNode } from '@harness/protocol'
import { StorageKeys } from '../shellConfig'
import { decodeProjectState, encodeProjectState, EMPTY_PERSISTED, MAX_EXPANDED, MAX_OPENED_FILES, type DomTree, type OpenedFile, type ProjectRef } from './projectPersistence'
import { sessionState, setTeamRoles } from './sessionState'
import { rolesInScope } from './teamRoles'

/**
 * The project state of specification section 3 as a valtio store: the scope (personal or a team),
 * the open project and its folder tree (`projectDomTree`), the selected file, the files opened
 * lately, edit mode and the first-use guidance flag. The persisted part (edit mode, tree, current
 * project, first-driver flag, team roles) is kept per user in localStorage and read back, checked,
 * on the next visit. Only the functions below change the store.
 */

export type { OpenedFile } from './projectPersistence'

/** The store's shape. */
export interface ProjectState {
  /** False for read-only browsing: write controls are hidden even where the role allows them. */
  editMode: boolean
  /** The open project's folders and files, or null while none is loaded. */
  projectDomTree: DomTree | null
  /** Expanded folders of the open project's tree. */
  expanded: number[]
  currentProject: ProjectRef | null
  /** The scope: a team's id, or null for the personal projects. */
  currentTeam: number | null
  /** The selected node of the tree (folder or file). */
  selectedNode: number | null
  /** The file whose details are shown. */
  currentFile: number | null
  openedFiles: OpenedFile[]
  /** The files of the open project (derived from the tree). */
  projectFiles: TreeNode[]
  /** True once the first-use guidance has been shown (it shows once). */
  firstDriver: boolean
}

/** The store. */
export const projectState = proxy<ProjectState>({
  editMode: true, projectDomTree: null, expanded: [], currentProject: null, currentTeam: null,
  selectedNode: null, currentFile: null, openedFiles: [], projectFiles: [], firstDriver: false,
})

export { MAX_OPENED_FILES }

let owner: string | null = null
let saveTimer: ReturnType<typeof setTimeout> | null = null

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage
}

function syncRoles(): void {
  // Before the session lists its teams (first paint after a reload) the stored roles stand.
  if (sessionState.teams.length > 0 || projectState.currentTeam === null) setTeamRoles(rolesInScope(sessionState.teams, projectState.currentTeam))
}

function save(): void {
  saveTimer = null
  if (owner === null) return
  const text = encodeProjectState({
    editMode: projectState.editMode,
    tree: projectState.projectDomTree,
    expanded: projectState.expanded,
    currentProject: projectState.currentProject,
    currentTeam: projectState.currentTeam,
    firstDriver: projectState.firstDriver,
    teamRoles: sessionState.teamRoles,
    openedFiles: projectState.openedFiles,
  })
  try {
    storage()?.setItem(StorageKeys.projectState + owner, text)
  } catch {
    // A full storage only costs the next visit its remembered tree.
  }
}

subscribe(projectState, () => {
  if (owner !== null && saveTimer === null) saveTimer = setTimeout(save, 250)
})
// A save still waiting when the page goes away (a reload, a typed address) is written at once.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (saveTimer === null) return
    clearTimeout(saveTimer)
    save()
  })
}
subscribeKey(sessionState, 'teams', syncRoles)

/**
 * Makes the store `username`'s: reads what that user's last visit left (once per user), so the
 * workspace reopens where it was. Call on entering a workspace screen.
 */
export function loadProjectStateFor(username: string): void {
  if (owner === username) return
  owner = username
  const stored = decodeProjectState(storage()?.getItem(StorageKeys.projectState + username) ?? null)
  const fresh = stored === EMPTY_PERSISTED
  projectState.editMode = stored.editMode
  projectState.currentProject = stored.currentProject
  projectState.currentTeam = stored.currentTeam
  projectState.projectDomTree = stored.tree
  projectState.projectFiles = stored.tree ? stored.tree.nodes.filter((n) => n.kind === 'file') : []
  projectState.expanded = [...stored.expanded]
  projectState.firstDriver = stored.firstDriver
  projectState.selectedNode = null
  projectState.currentFile = null
  projectState.openedFiles = [...stored.openedFiles]
  if (!fresh) setTeamRoles(stored.teamRoles)
  syncRoles()
}

/** Switches the scope to team `teamId` (null: personal); the open project closes unless it belongs there. */
export function selectScope(teamId: number | null): void {
  projectState.currentTeam = teamId
  if (projectState.currentProject && projectState.currentProject.teamId !== teamId) closeProject()
  syncRoles()
}

/** Opens `project` (its tree is loaded separately with {@link applyTree}). */
export function openProject(project: ProjectRef): void {
  if (projectState.currentProject?.projectId !== project.projectId) {
    projectState.projectDomTree = null
    projectState.projectFiles = []
    projectState.expanded = []
    projectState.selectedNode = null
    projectState.currentFile = null
  }
  projectState.currentProject = { projectId: project.projectId, name: project.name, teamId: project.teamId }
  if (projectState.currentTeam !== project.teamId) {
    projectState.currentTeam = project.teamId
    syncRoles()
  }
}

/** Closes the open project. */
export function closeProject(): void {
  projectState.currentProject = null
  projectState.projectDomTree = null
  projectState.projectFiles = []
  projectState.expanded = []
  projectState.selectedNode = null
  projectState.currentFile = null
}

/** Stores the tree the server sent for the open project; selections of nodes that are gone are dropped. */
export function applyTree(tree: ProjectTree): void {
  if (projectState.currentProject?.projectId !== tree.project.projectId) return
  const ids = new Set(tree.nodes.map((n) => n.nodeId))
  projectState.currentProject = { projectId: tree.project.projectId, name: tree.project.name, teamId: tree.project.teamId }
  projectState.projectDomTree = { projectId: tree.project.projectId, nodes: tree.nodes, canWrite: tree.canWrite, canManage: tree.canManage }
  projectState.projectFiles = tree.nodes.filter((n) => n.kind === 'file')
  projectState.expanded = projectState.expanded.filter((id) => ids.has(id))
  if (projectState.selectedNode !== null && !ids.has(projectState.selectedNode)) projectState.selectedNode = null
  if (projectState.currentFile !== null && !ids.has(projectState.currentFile)) projectState.currentFile = null
}

/** Expands or collapses folder `nodeId`. */
export function setExpanded(nodeId: number, open: boolean): void {
  const has = projectState.expanded.includes(nodeId)
  if (open && !has && projectState.expanded.length < MAX_EXPANDED) projectState.expanded.push(nodeId)
  if (!open && has) projectState.expanded = projectState.expanded.filter((id) => id !== nodeId)
}

/** Expands every folder of `nodeIds` (to reveal a node). */
export function expandAll(nodeIds: readonly number[]): void {
  for (const id of nodeIds) setExpanded(id, true)
}

/** Selects a node of the tree; a file's details show. */
export function selectNode(node: TreeNode | null): void {
  projectState.selectedNode = node?.nodeId ?? null
  if (node?.kind === 'file') projectState.currentFile = node.nodeId
}

/** Shows the details of file `fileId` (e.g. from recent files). */
export function showFile(fileId: number | null): void {
  projectState.currentFile = fileId
  if (fileId !== null) projectState.selectedNode = fileId
}

/** Puts `file` first in the files opened in this visit. */
export function noteOpened(file: OpenedFile): void {
  projectState.openedFiles = [file, ...projectState.openedFiles.filter((f) => f.fileId !== file.fileId)].slice(0, MAX_OPENED_FILES)
}

/** Drops files `fileIds` (deleted, or no longer found) from the files opened. */
export function forgetOpened(fileIds: readonly number[]): void {
  const gone = new Set(fileIds)
  if (projectState.openedFiles.some((f) => gone.has(f.fileId))) projectState.openedFiles = projectState.openedFiles.filter((f) => !gone.has(f.fileId))
}

/** Turns edit mode on or off. */
export function setEditMode(on: boolean): void {
  projectState.editMode = on
}

/** Records that the first-use guidance was shown, so it never shows again for this user. */
export function finishFirstDriver(): void {
  projectState.firstDriver = true
}
