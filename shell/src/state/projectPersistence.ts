import type { FileType, TeamRole, TreeNode } from '@harness/protocol'
import { FILE_TYPES, NODE_NAME_MAX } from '@harness/protocol'
import { isTeamRole } from './teamRoles'

/**
 * The persisted part of the project state (spec 3: edit mode, project tree, current project,
 * first-driver flag, team roles with the current team those roles belong to, and the opened
 * files the editor shows as tabs), as text for localStorage and back. Reading never trusts the
 * text: anything malformed is dropped field by field, and the sizes are bounded, so a damaged or
 * hostile entry cannot break or slow the workspace. Pure, unit-tested.
 */

/** The project the workspace has open. */
export interface ProjectRef {
  readonly projectId: number
  readonly name: string
  /** The owning team, or null for a personal project. */
  readonly teamId: number | null
}

/** A project's folder tree as the workspace holds it (spec 3 `projectDomTree`). */
export interface DomTree {
  readonly projectId: number
  readonly nodes: readonly TreeNode[]
  readonly canWrite: boolean
  readonly canManage: boolean
}

/** A file opened in the workspace or the editor, as the editor's tabs and the recent list show it. */
export interface OpenedFile {
  readonly fileId: number
  readonly name: string
  readonly fileType: FileType
  readonly projectId: number
}

/** Most opened files remembered. */
export const MAX_OPENED_FILES = 12

/** What survives a reload. */
export interface PersistedProjectState {
  readonly editMode: boolean
  /** The current project's tree, kept only while it is small (see {@link MAX_PERSISTED_NODES}). */
  readonly tree: DomTree | null
  /** Ids of the expanded folders of the current project's tree. */
  readonly expanded: readonly number[]
  readonly currentProject: ProjectRef | null
  /** The scope: the current team, or null for the personal projects. */
  readonly currentTeam: number | null
  /** True once the first-use guidance has been shown. */
  readonly firstDriver: boolean
  readonly teamRoles: readonly TeamRole[]
  /** Files opened, newest first (at most {@link MAX_OPENED_FILES}). */
  readonly openedFiles: readonly OpenedFile[]
}

/** The state of a browser that never stored one. */
export const EMPTY_PERSISTED: PersistedProjectState = { editMode: true, tree: null, expanded: [], currentProject: null, currentTeam: null, firstDriver: false, teamRoles: [], openedFiles: [] }

/** Largest tree kept across reloads, in nodes; a larger one is fetched again. */
export const MAX_PERSISTED_NODES = 2_000
/** Most expanded folders remembered. */
export const MAX_EXPANDED = 2_000
/** Largest stored text read back, in characters. */
export const MAX_PERSISTED_CHARS = 600_000

const FORMAT = 1

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0
const isName = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && [...v].length <= NODE_NAME_MAX
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0

function readNode(v: unknown): TreeNode | null {
  if (!isObject(v) || !isId(v.nodeId) || !(v.parentId === null || isId(v.parentId)) || !isName(v.name)) return null
  if (typeof v.updatedAt !== 'string' || typeof v.updatedBy !== 'string') return null
  if (v.kind === 'folder') {
    return { nodeId: v.nodeId, parentId: v.parentId, kind: 'folder', name: v.name, fileType: null, version: null, size: null, updatedAt: v.updatedAt, updatedBy: v.updatedBy }
  }
  if (v.kind !== 'file' || !(FILE_TYPES as readonly unknown[]).includes(v.fileType) || !isId(v.version) || !isCount(v.size)) return null
  return { nodeId: v.nodeId, parentId: v.parentId, kind: 'file', name: v.name, fileType: v.fileType as TreeNode['fileType'], version: v.version, size: v.size, updatedAt: v.updatedAt, updatedBy: v.updatedBy }
}

function readTree(v: unknown): DomTree | null {
  if (!isObject(v) || !isId(v.projectId) || !Array.isArray(v.nodes) || v.nodes.length > MAX_PERSISTED_NODES) return null
  if (typeof v.canWrite !== 'boolean' || typeof v.canManage !== 'boolean') return null
  const nodes: TreeNode[] = []
  for (const raw of v.nodes) {
    const node = readNode(raw)
    if (node === null) return null
    nodes.push(node)
  }
  return { projectId: v.projectId, nodes, canWrite: v.canWrite, canManage: v.canManage }
}

function readProject(v: unknown): ProjectRef | null {
  if (!isObject(v) || !isId(v.projectId) || !isName(v.name) || !(v.teamId === null || isId(v.teamId))) return null
  return { projectId: v.projectId, name: v.name, teamId: v.teamId }
}

function readOpenedFile(v: unknown): OpenedFile | null {
  if (!isObject(v) || !isId(v.fileId) || !isName(v.name) || !isId(v.projectId) || !(FILE_TYPES as readonly unknown[]).includes(v.fileType)) return null
  return { fileId: v.fileId, name: v.name, fileType: v.fileType as FileType, projectId: v.projectId }
}

/** Reads stored text back; null text, bad JSON or another format give the empty state. */
export function decodeProjectState(text: string | null): PersistedProjectState {
  if (text === null || text.length > MAX_PERSISTED_CHARS) return EMPTY_PERSISTED
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return EMPTY_PERSISTED
  }
  if (!isObject(parsed) || parsed.format !== FORMAT) return EMPTY_PERSISTED
  const currentProject = readProject(parsed.currentProject)
  const tree = readTree(parsed.tree)
  const expanded = Array.isArray(parsed.expanded) ? parsed.expanded.filter(isId).slice(0, MAX_EXPANDED) : []
  const roles = Array.isArray(parsed.teamRoles) ? [...new Set(parsed.teamRoles.filter(isTeamRole))] : []
  return {
    editMode: typeof parsed.editMode === 'boolean' ? parsed.editMode : EMPTY_PERSISTED.editMode,
    // A tree only belongs with the project it was stored for.
    tree: tree !== null && currentProject !== null && tree.projectId === currentProject.projectId ? tree : null,
    expanded,
    currentProject,
    // The open project decides the scope; without one the stored team stands.
    currentTeam: currentProject !== null ? currentProject.teamId : isId(parsed.currentTeam) ? parsed.currentTeam : null,
    firstDriver: parsed.firstDriver === true,
    teamRoles: roles,
    openedFiles: Array.isArray(parsed.openedFiles)
      ? parsed.openedFiles.slice(0, MAX_OPENED_FILES).map(readOpenedFile).filter((f): f is OpenedFile => f !== null)
      : [],
  }
}

/** The text to store: the tree only while it holds at most {@link MAX_PERSISTED_NODES} nodes. */
export function encodeProjectState(state: PersistedProjectState): string {
  const tree = state.tree !== null && state.tree.nodes.length <= MAX_PERSISTED_NODES ? state.tree : null
  return JSON.stringify({
    format: FORMAT,
    editMode: state.editMode,
    tree,
    expanded: state.expanded.slice(0, MAX_EXPANDED),
    currentProject: state.currentProject,
    currentTeam: state.currentTeam,
    firstDriver: state.firstDriver,
    teamRoles: state.teamRoles,
    openedFiles: state.openedFiles.slice(0, MAX_OPENED_FILES),
  })
}
