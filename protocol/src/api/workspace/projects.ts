import type { TeamRole } from '../accounts'

/**
 * The project API: personal and team projects, each with a tree of folders and files
 * (`projectDomTree`, spec 3), a trash, and recent files. A personal project belongs to one user,
 * who holds every right on it; a team project gives the team's roles: viewers read, editors create,
 * rename, move, copy and delete folders and files, admins and owners also rename, delete and
 * configure projects and purge the trash. A project the caller may not see answers 404
 * `projectNotFound`, and a folder or file given with a project it is not in answers 404
 * `nodeNotFound`, exactly like ids that do not exist.
 */
export const ProjectPaths = {
  /** GET query scope ('all' | 'personal' | teamId as digits; default all). Answers {@link ProjectSummary}[], latest activity first. */
  listProjects: '/api/project/listProjects',
  /** POST JSON {name, description?, teamId?} (teamId: editor or above). Answers {projectId}. */
  createProject: '/api/project/createProject',
  /** POST JSON {teamId?}: a sample project holding a generated harness and its wire list. Answers {projectId, fileId}. */
  createSampleProject: '/api/project/createSampleProject',
  /** GET query projectId. Answers {@link ProjectTree}. */
  getProjectTree: '/api/project/getProjectTree',
  /** POST JSON {projectId, name?, description?} (owner of a personal project; team admin). */
  updateProject: '/api/project/updateProject',
  /** POST JSON {projectId}: moves the project to the trash (team admin). */
  deleteProject: '/api/project/deleteProject',
  /** POST JSON {projectId}: brings a project back from the trash. */
  restoreProject: '/api/project/restoreProject',
  /** POST JSON {projectId}: deletes a trashed project for good, with every file and version. */
  purgeProject: '/api/project/purgeProject',
  /** GET query scope (as listProjects): trashed projects the caller may restore. */
  listDeletedProjects: '/api/project/listDeletedProjects',
  /** POST JSON {projectId, parentId: number|null, name}. Answers {nodeId}. */
  createFolder: '/api/project/createFolder',
  /** POST JSON {projectId, parentId, name, fileType}: an empty harness or table, version 1. Answers {nodeId, version}. */
  createFile: '/api/project/createFile',
  /** POST JSON {projectId, nodeId, name}. */
  renameNode: '/api/project/renameNode',
  /** POST JSON {projectId, nodeId, parentId}: within the project; never into itself or below. */
  moveNode: '/api/project/moveNode',
  /** POST JSON {projectId, nodeId, parentId, targetProjectId?, name?}: a file (its current version) or a folder with everything in it. Answers {nodeId}. */
  copyNode: '/api/project/copyNode',
  /** POST JSON {projectId, nodeId}: moves a folder or file (with its contents) to the project's trash. */
  deleteNode: '/api/project/deleteNode',
  /** GET query projectId. Answers {@link TrashEntry}[], most recently deleted first. */
  listTrash: '/api/project/listTrash',
  /** POST JSON {projectId, nodeId}: back to its folder (or the top level when that folder is gone), renamed when the name is taken. Answers {nodeId, parentId, name}. */
  restoreNode: '/api/project/restoreNode',
  /** POST JSON {projectId, nodeId}: deletes a trashed node for good (team admin; personal owner). */
  purgeNode: '/api/project/purgeNode',
  /** GET query limit (1-50, default 12): files the caller saved or opened lately. Answers {@link RecentFile}[]. */
  recentFiles: '/api/project/recentFiles',
  /** GET query projectId. Answers ProjectConfigView. */
  getProjectConfig: '/api/project/getConfig',
  /** POST JSON {projectId, overrides: WorkspaceConfigOverrides} (owner of a personal project; team admin). */
  updateProjectConfig: '/api/project/updateConfig',
} as const

/**
 * The kinds of file a project holds: a harness drawing, a generic (non-harness) drawing, both the
 * engine's native document and opened by the drawing editor (they differ in the settings they
 * start with, spec 3), or a data table.
 */
export type FileType = 'harness' | 'drawing' | 'datatable'
/** Every file type. */
export const FILE_TYPES: readonly FileType[] = ['harness', 'drawing', 'datatable']

/** Whether a file of `fileType` is an engine document (a harness or a generic drawing), opened by the drawing editor. */
export function isDrawingFile(fileType: FileType): fileType is 'harness' | 'drawing' {
  return fileType === 'harness' || fileType === 'drawing'
}

/** Longest project, folder or file name, in characters. */
export const NODE_NAME_MAX = 80
/** Longest project description, in characters. */
export const PROJECT_DESCRIPTION_MAX = 500

/** Catalogue keys of the name checks (messages in zhCN/en). */
export type NameProblem = 'nameEmpty' | 'nameTooLong' | 'nameInvalidChars' | 'nameReserved'

/**
 * Checks a project, folder or file name: 1 to {@link NODE_NAME_MAX} characters after trimming, none
 * of `/ \ : * ? " < > |`, no control, format or line-separator characters, and not `.` or `..`.
 * Answers the trimmed name or the problem. Duplicates in one folder are the server's check.
 */
export function checkNodeName(raw: string): { readonly ok: true; readonly name: string } | { readonly ok: false; readonly problem: NameProblem } {
  const name = raw.trim()
  if (name === '') return { ok: false, problem: 'nameEmpty' }
  if ([...name].length > NODE_NAME_MAX) return { ok: false, problem: 'nameTooLong' }
  if (/[/\\:*?"<>|]/u.test(name) || /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name) || hasLoneSurrogate(name)) return { ok: false, problem: 'nameInvalidChars' }
  if (name === '.' || name === '..') return { ok: false, problem: 'nameReserved' }
  return { ok: true, name }
}

function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true
      i++
    } else if (c >= 0xdc00 && c <= 0xdfff) return true
  }
  return false
}

/** A project in a list. `role` is the caller's: 'owner' on a personal project, the team role on a team project. */
export interface ProjectSummary {
  readonly projectId: number
  readonly name: string
  readonly description: string
  /** The owning team, or null for a personal project. */
  readonly teamId: number | null
  readonly teamName: string | null
  readonly ownerName: string
  readonly role: TeamRole
  readonly fileCount: number
  /** ISO 8601 of the latest change to the project or any file in it. */
  readonly updatedAt: string
  readonly createdAt: string
  /** When it went to the trash; null while live. */
  readonly deletedAt: string | null
}

/** One folder or file of a project tree. Folders have null file fields. */
export interface TreeNode {
  readonly nodeId: number
  readonly parentId: number | null
  readonly kind: 'folder' | 'file'
  readonly name: string
  readonly fileType: FileType | null
  /** The file's current version number (from 1). */
  readonly version: number | null
  /** Bytes of the current version. */
  readonly size: number | null
  readonly updatedAt: string
  readonly updatedBy: string
}

/** `data` of getProjectTree: the project and every live folder and file, parents before children, by name. */
export interface ProjectTree {
  readonly project: ProjectSummary
  readonly nodes: readonly TreeNode[]
  /** True when the caller may change folders and files (editor and above). */
  readonly canWrite: boolean
  /** True when the caller may rename, delete or configure the project and purge its trash. */
  readonly canManage: boolean
}

/** A folder or file the caller deleted (the top of what went to the trash together). */
export interface TrashEntry {
  readonly nodeId: number
  readonly kind: 'folder' | 'file'
  readonly name: string
  readonly fileType: FileType | null
  /** Where it was: folder names from the top of the project. */
  readonly path: readonly string[]
  /** Files inside a deleted folder (1 for a file). */
  readonly fileCount: number
  readonly deletedAt: string
  readonly deletedBy: string
}

/** A recently saved or opened file. */
export interface RecentFile {
  readonly fileId: number
  readonly name: string
  readonly fileType: FileType
  readonly projectId: number
  readonly projectName: string
  readonly version: number
  /** When the caller last saved or opened it. */
  readonly at: string
}
