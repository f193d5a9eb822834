import {
  ProjectPaths,
  type FileType,
  type ProjectConfigView,
  type ProjectSummary,
  type ProjectTree,
  type RecentFile,
  type TrashEntry,
  type WorkspaceConfigOverrides,
} from '@harness/protocol'
import { getData, postJson } from './calls'

/**
 * Typed calls of the project API (protocol `ProjectPaths`): projects of a scope, the folder tree,
 * the trash, recent files and a project's configuration.
 */

/** Whose projects: the caller's personal ones, or a team's (by id). */
export type ProjectScope = 'personal' | number

/** The scope as the `scope` query parameter carries it ('all': personal and every team). */
export function scopeParam(scope: ProjectScope | 'all'): string {
  return typeof scope === 'number' ? String(scope) : scope
}

/** The live projects of `scope` ('all': personal and every team's), latest activity first. */
export function listProjects(scope: ProjectScope | 'all'): Promise<ProjectSummary[]> {
  return getData(ProjectPaths.listProjects, { scope: scopeParam(scope) })
}

/** The trashed projects of `scope` the caller may restore. */
export function listDeletedProjects(scope: ProjectScope): Promise<ProjectSummary[]> {
  return getData(ProjectPaths.listDeletedProjects, { scope: scopeParam(scope) })
}

/** Creates a project in `scope`; resolves with its id. */
export async function createProject(scope: ProjectScope, name: string, description: string): Promise<number> {
  const body = scope === 'personal' ? { name, description } : { name, description, teamId: scope }
  return (await postJson<{ projectId: number }>(ProjectPaths.createProject, body)).projectId
}

/** Creates the sample project (a generated harness and its wire list) in `scope`. */
export function createSampleProject(scope: ProjectScope): Promise<{ projectId: number; fileId: number }> {
  return postJson(ProjectPaths.createSampleProject, scope === 'personal' ? {} : { teamId: scope })
}

/** Renames a project or changes its description. */
export function updateProject(projectId: number, changes: { name?: string; description?: string }): Promise<unknown> {
  return postJson(ProjectPaths.updateProject, { projectId, ...changes })
}

/** Moves a project to the trash. */
export function deleteProject(projectId: number): Promise<unknown> {
  return postJson(ProjectPaths.deleteProject, { projectId })
}

/** Brings a project back from the trash. */
export function restoreProject(projectId: number): Promise<unknown> {
  return postJson(ProjectPaths.restoreProject, { projectId })
}

/** Deletes a trashed project for good. */
export function purgeProject(projectId: number): Promise<unknown> {
  return postJson(ProjectPaths.purgeProject, { projectId })
}

/** A project with every live folder and file. */
export function getProjectTree(projectId: number): Promise<ProjectTree> {
  return getData(ProjectPaths.getProjectTree, { projectId })
}

/** Creates a folder under `parentId` (null: the top level); resolves with its id. */
export async function createFolder(projectId: number, parentId: number | null, name: string): Promise<number> {
  return (await postJson<{ nodeId: number }>(ProjectPaths.createFolder, { projectId, parentId, name })).nodeId
}

/** Creates an empty harness or table (version 1). */
export function createFile(projectId: number, parentId: number | null, name: string, fileType: FileType): Promise<{ nodeId: number; version: number }> {
  return postJson(ProjectPaths.createFile, { projectId, parentId, name, fileType })
}

/** Renames a folder or file. */
export function renameNode(projectId: number, nodeId: number, name: string): Promise<unknown> {
  return postJson(ProjectPaths.renameNode, { projectId, nodeId, name })
}

/** Moves a folder or file under `parentId` (null: the top level) of the same project. */
export function moveNode(projectId: number, nodeId: number, parentId: number | null): Promise<unknown> {
  return postJson(ProjectPaths.moveNode, { projectId, nodeId, parentId })
}

/** Where a copy goes: a folder (or the top level) of this or another project, under an optional new name. */
export interface CopyTarget {
  readonly projectId: number
  readonly parentId: number | null
  readonly name?: string
}

/** Copies a file (its current version) or a folder with its contents; resolves with the copy's id. */
export async function copyNode(projectId: number, nodeId: number, target: CopyTarget): Promise<number> {
  const body = {
    projectId, nodeId, parentId: target.parentId,
    ...(target.projectId !== projectId ? { targetProjectId: target.projectId } : {}),
    ...(target.name !== undefined ? { name: target.name } : {}),
  }
  return (await postJson<{ nodeId: number }>(ProjectPaths.copyNode, body)).nodeId
}

/** Moves a folder or file, with what it holds, to the project's trash. */
export function deleteNode(projectId: number, nodeId: number): Promise<unknown> {
  return postJson(ProjectPaths.deleteNode, { projectId, nodeId })
}

/** The project's trash, most recently deleted first. */
export function listTrash(projectId: number): Promise<TrashEntry[]> {
  return getData(ProjectPaths.listTrash, { projectId })
}

/** Where a restored node landed, and under which name (renamed when the old one was taken). */
export interface RestoredNode {
  readonly nodeId: number
  readonly parentId: number | null
  readonly name: string
}

/** Brings a node back from the trash. */
export function restoreNode(projectId: number, nodeId: number): Promise<RestoredNode> {
  return postJson(ProjectPaths.restoreNode, { projectId, nodeId })
}

/** Deletes a trashed node for good. */
export function purgeNode(projectId: number, nodeId: number): Promise<unknown> {
  return postJson(ProjectPaths.purgeNode, { projectId, nodeId })
}

/** Files the caller saved or opened lately. */
export function recentFiles(limit: number): Promise<RecentFile[]> {
  return getData(ProjectPaths.recentFiles, { limit })
}

/** A project's configuration: inherited, overridden and in force. */
export function getProjectConfig(projectId: number): Promise<ProjectConfigView> {
  return getData(ProjectPaths.getProjectConfig, { projectId })
}

/** Saves a project's overrides (every key not named is inherited). */
export function updateProjectConfig(projectId: number, overrides: WorkspaceConfigOverrides): Promise<unknown> {
  return postJson(ProjectPaths.updateProjectConfig, { projectId, overrides })
}
