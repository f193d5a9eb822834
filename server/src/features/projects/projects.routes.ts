import Router from '@koa/router'
import { z } from 'zod'
import { FILE_TYPES, PROJECT_DESCRIPTION_MAX, ProjectPaths as P, formatMessage, type WorkspaceConfigOverrides } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { fieldError } from '../../lib/ApiError'
import { jsonWriteRoute } from '../writes/jsonWriteRoute'
import { requireAuth } from '../accounts/auth'
import { ok } from '../../middleware/envelope'
import { reclaimBlobs } from '../files/blobStore'
import { emptyContent, sampleFiles } from '../files/fileContent'
import { createFile, createSampleProject } from '../files/files.service'
import { readConfig } from '../teams/teamConfig.service'
import { readNodeName } from './nodeNames'
import type { ProjectScope } from './projects.repo'
import { createProject, deleteProject, getProjectConfig, listProjects, purgeProject, restoreProject, updateProject, updateProjectConfig } from './projects.service'
import { copyNode, createFolder, deleteNode, getProjectTree, listTrash, moveNode, purgeNode, recentFiles, renameNode, restoreNode } from './tree.service'
import { FROM_QUERY, idField, queryId, readInput } from '../../lib/requestInput'

const nameField = z.string().max(1000)
const parentField = z.union([z.null(), idField])
const scopeField = z.union([z.literal('all'), z.literal('personal'), z.string().regex(/^[1-9][0-9]{0,14}$/)]).optional()

/** Reads `scope` of the project lists: every project, the personal ones, or one team's (by id). */
function readScope(raw: string | undefined): ProjectScope {
  if (raw === undefined || raw === 'all') return { kind: 'all' }
  if (raw === 'personal') return { kind: 'personal' }
  return { kind: 'team', teamId: Number(raw) }
}

/** Trims a project description and checks its length. */
function readDescription(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  const description = raw.trim()
  if ([...description].length > PROJECT_DESCRIPTION_MAX) throw fieldError('description', 'descriptionTooLong', { max: PROJECT_DESCRIPTION_MAX })
  return description
}

/**
 * The project routes: projects, their folder trees, the trash, recent files and project
 * configuration. Every one needs a session; writes run in one transaction each and honour
 * `Idempotency-Key`; the services check the caller's rights on every call.
 */
export function projectRoutes(deps: AppDeps): Router {
  const router = new Router()
  const updated = formatMessage('updateSuccess')
  const reclaim = (d: { freedBlobs: number[] }) => reclaimBlobs(deps.db, deps.log, d.freedBlobs)

  router.get(P.listProjects, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await listProjects(deps.db, auth, readScope(readInput(ctx, { scope: scopeField }, FROM_QUERY).scope), false))
  })
  router.get(P.listDeletedProjects, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await listProjects(deps.db, auth, readScope(readInput(ctx, { scope: scopeField }, FROM_QUERY).scope), true))
  })
  router.get(P.getProjectTree, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await getProjectTree(deps.db, auth, readInput(ctx, { projectId: queryId }, FROM_QUERY).projectId))
  })
  router.get(P.listTrash, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await listTrash(deps.db, auth, readInput(ctx, { projectId: queryId }, FROM_QUERY).projectId))
  })
  router.get(P.recentFiles, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { limit: z.string().regex(/^([1-9]|[1-4][0-9]|50)$/).transform(Number).optional() }, FROM_QUERY)
    ok(ctx, await recentFiles(deps.db, auth, q.limit ?? 12))
  })
  router.get(P.getProjectConfig, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await getProjectConfig(deps.db, auth, readInput(ctx, { projectId: queryId }, FROM_QUERY).projectId))
  })

  jsonWriteRoute(router, deps, P.createProject, {
    body: { name: nameField, description: z.string().max(5000).optional(), teamId: z.union([z.null(), idField]).optional() },
    prepare: (b) => ({ name: readNodeName(b.name), description: readDescription(b.description) ?? '', teamId: b.teamId ?? null }),
    work: createProject,
  })
  jsonWriteRoute(router, deps, P.createSampleProject, {
    body: { teamId: z.union([z.null(), idField]).optional() },
    prepare: async (b) => ({
      teamId: b.teamId ?? null, name: formatMessage('sampleProjectName'), description: formatMessage('sampleProjectDescription'), files: await sampleFiles(deps.documents),
    }),
    work: createSampleProject,
  })
  jsonWriteRoute(router, deps, P.updateProject, {
    body: { projectId: idField, name: nameField.optional(), description: z.string().max(5000).optional() },
    prepare: (b) => ({ projectId: b.projectId, name: b.name === undefined ? undefined : readNodeName(b.name), description: readDescription(b.description) }),
    work: updateProject,
    message: updated,
  })
  jsonWriteRoute(router, deps, P.deleteProject, { body: { projectId: idField }, work: (trx, auth, now, b) => deleteProject(trx, auth, now, b.projectId) })
  jsonWriteRoute(router, deps, P.restoreProject, { body: { projectId: idField }, work: (trx, auth, _now, b) => restoreProject(trx, auth, b.projectId) })
  jsonWriteRoute(router, deps, P.purgeProject, {
    body: { projectId: idField }, work: (trx, auth, _now, b) => purgeProject(trx, auth, b.projectId), after: reclaim, reply: () => null,
  })
  jsonWriteRoute(router, deps, P.createFolder, {
    body: { projectId: idField, parentId: parentField, name: nameField },
    prepare: (b) => ({ projectId: b.projectId, parentId: b.parentId, name: readNodeName(b.name) }),
    work: createFolder,
  })
  jsonWriteRoute(router, deps, P.createFile, {
    body: { projectId: idField, parentId: parentField, name: nameField, fileType: z.enum(FILE_TYPES) },
    prepare: async (b) => ({ projectId: b.projectId, parentId: b.parentId, name: readNodeName(b.name), fileType: b.fileType, content: await emptyContent(deps.documents, b.fileType) }),
    work: createFile,
  })
  jsonWriteRoute(router, deps, P.renameNode, {
    body: { projectId: idField, nodeId: idField, name: nameField },
    prepare: (b) => ({ projectId: b.projectId, nodeId: b.nodeId, name: readNodeName(b.name) }),
    work: renameNode,
    message: updated,
  })
  jsonWriteRoute(router, deps, P.moveNode, { body: { projectId: idField, nodeId: idField, parentId: parentField }, work: moveNode })
  jsonWriteRoute(router, deps, P.copyNode, {
    body: { projectId: idField, nodeId: idField, parentId: parentField, targetProjectId: idField.optional(), name: nameField.optional() },
    prepare: (b) => ({
      projectId: b.projectId, nodeId: b.nodeId, parentId: b.parentId, targetProjectId: b.targetProjectId ?? null, name: b.name === undefined ? null : readNodeName(b.name),
    }),
    work: copyNode,
  })
  jsonWriteRoute(router, deps, P.deleteNode, { body: { projectId: idField, nodeId: idField }, work: deleteNode })
  jsonWriteRoute(router, deps, P.restoreNode, {
    body: { projectId: idField, nodeId: idField },
    work: (trx, auth, _now, b) => restoreNode(trx, auth, b),
    message: (restored) => formatMessage('restoredAs', { name: restored.name }),
  })
  jsonWriteRoute(router, deps, P.purgeNode, { body: { projectId: idField, nodeId: idField }, work: (trx, auth, _now, b) => purgeNode(trx, auth, b), after: reclaim, reply: () => null })
  jsonWriteRoute(router, deps, P.updateProjectConfig, {
    body: { projectId: idField, overrides: z.unknown() },
    prepare: (b) => ({ projectId: b.projectId, overrides: readConfig(b.overrides, false) as WorkspaceConfigOverrides }),
    work: updateProjectConfig,
    message: updated,
  })
  return router
}
