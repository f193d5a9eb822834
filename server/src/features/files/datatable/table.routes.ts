import Router from '@koa/router'
import { z } from 'zod'
import { FilePaths as P, type DataTableComparison, type FileComparison } from '@harness/protocol'
import type { AppDeps } from '../../../AppDeps'
import type { DocumentPool } from '../../../documents/DocumentPool'
import { ApiError } from '../../../lib/ApiError'
import { queryId, readQuery } from '../../../lib/readQuery'
import { readRawBody } from '../../../lib/readRawBody'
import { requireAuth, type Auth } from '../../../middleware/auth'
import { ok } from '../../../middleware/envelope'
import { readBlob } from '../blobStore'
import { attachment } from '../files.routes'
import { versionOf } from '../files.service'
import { spreadsheetExtension } from './tableJobs'

/** The table paths whose request body is raw bytes beyond the file paths' (the body parser leaves them to the route). */
export const TABLE_BODY_PATHS: ReadonlySet<string> = new Set([P.readTable])

const versionQuery = z.string().regex(/^[1-9][0-9]{0,8}$/).transform(Number)

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const

/** The stored content of a table version the caller may read; any other file type answers 400 `fileTypeInvalid`. */
async function tableVersion(deps: AppDeps, auth: Auth, fileId: number, version: number | null): Promise<{ name: string; version: number; bytes: Uint8Array }> {
  const found = await versionOf(deps.db, auth, fileId, version)
  if (found.fileType !== 'datatable') throw new ApiError(400, 'fileTypeInvalid', { field: 'fileId' })
  return { name: found.name, version: found.version.version, bytes: await readBlob(deps.db, found.version.blobId) }
}

/** Compares two table contents in the document worker; contents that do not read answer 400 `tableInvalid`. */
async function compare(documents: DocumentPool, before: Uint8Array, after: Uint8Array): Promise<DataTableComparison> {
  const compared = await documents.run({ kind: 'compareTables', before, after })
  if (!compared.ok) throw new ApiError(400, compared.key, { field: 'file', detail: compared.detail }, { detail: compared.detail })
  return compared.comparison
}

/**
 * The routes of data table files beside the generic file routes: comparison of two versions or of
 * a version and unsaved bytes (cell by cell), export of a version as .xlsx or .csv, and reading a
 * spreadsheet into a table for the editor's "replace the table" (nothing is stored). Every one
 * needs a session and read access to the file; the heavy work runs in the document worker.
 * Comparisons of harness files are not answered here (400 `fileTypeInvalid`).
 */
export function tableRoutes(deps: AppDeps): Router {
  const router = new Router()
  const limits = deps.config.limits

  router.get(P.compareVersions, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readQuery(ctx, { fileId: queryId, from: versionQuery, to: versionQuery })
    const before = await tableVersion(deps, auth, q.fileId, q.from)
    const after = await tableVersion(deps, auth, q.fileId, q.to)
    const data: FileComparison = { ...(await compare(deps.documents, before.bytes, after.bytes)), from: before.version, to: after.version }
    ok(ctx, data)
  })

  router.post(P.compareWithVersion, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readQuery(ctx, { fileId: queryId, version: versionQuery })
    const stored = await tableVersion(deps, auth, q.fileId, q.version)
    const unsaved = await readRawBody(ctx, limits.fileBytes)
    const data: FileComparison = { ...(await compare(deps.documents, stored.bytes, unsaved)), from: stored.version, to: null }
    ok(ctx, data)
  })

  router.get(P.exportTable, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readQuery(ctx, { fileId: queryId, version: versionQuery.optional(), format: z.enum(['xlsx', 'csv']) })
    const stored = await tableVersion(deps, auth, q.fileId, q.version ?? null)
    const made = await deps.documents.run({ kind: 'exportTable', canonical: stored.bytes, format: q.format })
    if (!made.ok) throw new ApiError(500, made.key, { field: 'fileId', detail: made.detail }, { detail: made.detail })
    ctx.set('Content-Type', CONTENT_TYPES[q.format])
    ctx.set('Content-Disposition', attachment(`${stored.name}.${q.format}`))
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.status = 200
    ctx.body = Buffer.from(made.bytes.buffer, made.bytes.byteOffset, made.bytes.byteLength)
  })

  router.post(P.readTable, async (ctx) => {
    requireAuth(ctx)
    const q = readQuery(ctx, { name: z.string().max(1000) })
    const extension = spreadsheetExtension(q.name)
    if (!extension) throw new ApiError(415, 'importUnsupported', { field: 'name' })
    const bytes = await readRawBody(ctx, limits.importBytes)
    const read = await deps.documents.run({ kind: 'readSpreadsheet', extension, bytes })
    if (!read.ok) throw new ApiError(400, 'tableInvalid', { field: 'file', detail: read.detail }, { detail: read.detail })
    ok(ctx, read.table)
  })

  return router
}
