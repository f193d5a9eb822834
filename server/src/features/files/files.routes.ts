import Router from '@koa/router'
import type { Context } from 'koa'
import { z } from 'zod'
import { FILE_TYPES, FILE_VERSION_HEADER, FilePaths as P, formatMessage, isDrawingFile, type ImportedFile } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { jsonWriteRoute } from '../writes/jsonWriteRoute'
import { readRawBody } from '../../lib/readRawBody'
import { requireAuth } from '../accounts/auth'
import { ok } from '../../middleware/envelope'
import { runWrite } from '../writes/idempotency'
import { readNodeName } from '../projects/nodeNames'
import { projectFor } from '../projects/projectAccess'
import { blobStream, readBlob, reclaimBlobs } from './blobStore'
import { checkedContent } from './fileContent'
import { compareFile } from './fileCompare'
import { importNote } from './importNotes'
import { getFile, listVersions, markOpened, restoreVersion, saveFile, uploadFile, versionOf, writableFileType, type SaveOutcome } from './files.service'
import { FROM_QUERY, JSON_BODY, idField, queryId, queryOptionalId, readInput } from '../../lib/requestInput'

/** The file paths whose request body is the file's raw bytes, streamed (the body parser leaves them alone). */
export const FILE_BODY_PATHS: ReadonlySet<string> = new Set([P.upload, P.save, P.importFile, P.compareWithVersion])

const nameQuery = z.string().max(1000)
const commentQuery = z.string().max(500).optional()
const versionQuery = z.string().regex(/^[1-9][0-9]{0,8}$/).transform(Number)

/** A `Content-Disposition` for a download named `name`: ASCII fallback plus the UTF-8 name (RFC 6266, 5987). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * Names a raw-body request for `Idempotency-Key` matching: its query and the SHA-256 of its bytes,
 * so a retry with the same key and other bytes is refused (security F8) instead of answered as the first.
 */
function fingerprint(ctx: Context, sha256: string): void {
  ;(ctx.request as { rawBody?: string }).rawBody = `${ctx.querystring}\n${sha256}`
}

/**
 * The file routes: contents in and out as raw bytes (streamed, with explicit size limits), saves
 * that name the version they edited, versions, restores. Every one needs a session; the services
 * check the caller's rights on every call.
 */
export function fileRoutes(deps: AppDeps): Router {
  const router = new Router()
  const now = () => new Date(deps.clock.now())
  const limits = deps.config.limits

  router.get(P.getFile, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { fileId: queryId }, FROM_QUERY)
    ok(ctx, await getFile(deps.db, auth, q.fileId))
  })

  router.get(P.download, async (ctx: Context) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { fileId: queryId, version: versionQuery.optional() }, FROM_QUERY)
    const found = await versionOf(deps.db, auth, q.fileId, q.version ?? null)
    ctx.set('Content-Type', 'application/octet-stream')
    ctx.set('Content-Disposition', attachment(isDrawingFile(found.fileType) ? `${found.name}.harness` : `${found.name}.json`))
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.set(FILE_VERSION_HEADER, String(found.version.version))
    ctx.set('Access-Control-Expose-Headers', FILE_VERSION_HEADER)
    // A table's stored content is its file as it is; a harness's current version keeps its exact bytes.
    const exact = found.fileType === 'datatable' ? found.version.blobId : found.version.rawBlobId
    if (exact !== null) {
      // Those bytes stream out of the chunk store as read.
      const { size, sha256, stream } = await blobStream(deps.db, exact)
      ctx.set('Content-Length', String(size))
      ctx.set('ETag', `"${sha256}"`)
      ctx.status = 200
      ctx.body = stream
      return
    }
    // An older harness version keeps only its canonical content: the engine encodes it afresh.
    const native = await deps.documents.run({ kind: 'nativeHarness', canonical: await readBlob(deps.db, found.version.blobId) })
    // Stored content the engine cannot read is a defect, not bad input: a logged 500 with its request id.
    if (!native.ok) throw new Error(`download: version ${found.version.version} of file ${q.fileId} does not read: ${native.detail}`)
    ctx.status = 200
    ctx.body = Buffer.from(native.bytes.buffer, native.bytes.byteOffset, native.bytes.byteLength)
  })

  router.post(P.upload, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { projectId: queryId, parentId: queryOptionalId, name: nameQuery, fileType: z.enum(FILE_TYPES) }, FROM_QUERY)
    const name = readNodeName(q.name)
    // Rights first: nobody makes the server read and check a file for a project they may not write.
    await projectFor(deps.db, auth, q.projectId, 'write')
    const bytes = await readRawBody(ctx, limits.fileBytes)
    const content = await checkedContent(deps.documents, q.fileType, bytes)
    fingerprint(ctx, (content.raw ?? content.canonical).sha256)
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      const saved = await uploadFile(trx, auth, now(), { projectId: q.projectId, parentId: q.parentId, name, fileType: q.fileType, content })
      return { data: saved, message: formatMessage('fileSaved', { version: saved.version }) }
    })
    ok(ctx, answer.data, answer.message)
  })

  router.post(P.save, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { fileId: queryId, baseVersion: versionQuery, comment: commentQuery }, FROM_QUERY)
    const fileType = await writableFileType(deps.db, auth, q.fileId)
    const bytes = await readRawBody(ctx, limits.fileBytes)
    const content = await checkedContent(deps.documents, fileType, bytes)
    fingerprint(ctx, (content.raw ?? content.canonical).sha256)
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      const outcome = await saveFile(trx, auth, now(), { fileId: q.fileId, baseVersion: q.baseVersion, comment: (q.comment ?? '').trim(), content })
      return { data: outcome, message: formatMessage('fileSaved', { version: outcome.saved.version }) }
    })
    const outcome = answer.data as SaveOutcome
    await reclaimBlobs(deps.db, deps.log, outcome.freedBlobs)
    ok(ctx, outcome.saved, answer.message)
  })

  router.post(P.importFile, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { projectId: queryId, parentId: queryOptionalId, name: nameQuery }, FROM_QUERY)
    const name = readNodeName(q.name)
    await projectFor(deps.db, auth, q.projectId, 'write')
    const bytes = await readRawBody(ctx, limits.importBytes)
    const imported = await deps.documents.run({ kind: 'importFile', name, bytes })
    if (!imported.ok) {
      const status = imported.key === 'importUnsupported' ? 415 : 400
      throw new ApiError(status, imported.key, { field: 'file', detail: imported.detail })
    }
    fingerprint(ctx, (imported.raw ?? imported.canonical).sha256)
    // The new file is named after the upload without its extension: "主线束.kbl" becomes "主线束".
    const base = name.replace(/\.[A-Za-z0-9]{1,8}$/, '') || name
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      const saved = await uploadFile(trx, auth, now(), {
        projectId: q.projectId, parentId: q.parentId, name: base, fileType: imported.fileType, content: {
          canonical: imported.canonical, raw: imported.raw, summary: imported.summary, partUses: imported.partUses, searchText: isDrawingFile(imported.fileType) ? imported.searchText : null,
        },
      })
      const data: ImportedFile = {
        ...saved, name: base, fileType: imported.fileType, format: imported.format, notes: imported.notes.map(importNote),
      }
      return { data, message: formatMessage('fileSaved', { version: saved.version }) }
    })
    ok(ctx, answer.data, answer.message)
  })

  router.get(P.compareVersions, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { fileId: queryId, from: versionQuery, to: versionQuery }, FROM_QUERY)
    ok(ctx, await compareFile(deps.db, deps.documents, auth, q.fileId, q.from, { version: q.to }))
  })

  router.post(P.compareWithVersion, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { fileId: queryId, version: versionQuery }, FROM_QUERY)
    await versionOf(deps.db, auth, q.fileId, q.version)
    const bytes = await readRawBody(ctx, limits.fileBytes)
    ok(ctx, await compareFile(deps.db, deps.documents, auth, q.fileId, q.version, { unsaved: bytes }))
  })

  router.get(P.listVersions, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { fileId: queryId }, FROM_QUERY)
    ok(ctx, await listVersions(deps.db, auth, q.fileId))
  })

  jsonWriteRoute(router, deps, P.restoreVersion, {
    body: { fileId: idField, version: idField, baseVersion: idField },
    prepare: async (b, auth) => {
      const old = await versionOf(deps.db, auth, b.fileId, b.version)
      if (!isDrawingFile(old.fileType)) return { ...b, raw: null, searchText: null }
      const native = await deps.documents.run({ kind: 'nativeHarness', canonical: await readBlob(deps.db, old.version.blobId) })
      if (!native.ok) throw new ApiError(400, native.key, { field: 'version', detail: native.detail })
      return { ...b, raw: native.raw, searchText: native.searchText }
    },
    work: restoreVersion,
    message: (outcome) => formatMessage('versionRestored', { version: outcome.saved.version }),
    after: (outcome) => reclaimBlobs(deps.db, deps.log, outcome.freedBlobs),
    reply: (outcome) => outcome.saved,
  })
  router.post(P.markOpened, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { fileId: idField }, JSON_BODY)
    await deps.db.transaction((trx) => markOpened(trx, auth, now(), body.fileId))
    ok(ctx)
  })

  return router
}
