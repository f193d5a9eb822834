import Router from '@koa/router'
import { z } from 'zod'
import { FilePaths as P, spreadsheetExtension } from '@harness/protocol'
import type { AppDeps } from '../../../AppDeps'
import { ApiError } from '../../../lib/ApiError'
import { readRawBody } from '../../../lib/readRawBody'
import { requireAuth, type Auth } from '../../accounts/auth'
import { ok } from '../../../middleware/envelope'
import { readBlob } from '../blobStore'
import { attachment } from '../files.routes'
import { versionOf } from '../files.service'
import { FROM_QUERY, queryId, readInput } from '../../../lib/requestInput'

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

/**
 * The routes of data table files beside the generic file routes: export of a version as .xlsx or
 * .csv, and reading a spreadsheet into a table for the editor's "replace the table" (nothing is
 * stored). Every one needs a session and read access to the file; the heavy work runs in the
 * document worker. (Comparisons of tables are the file routes' `compareVersions`.)
 */
export function tableRoutes(deps: AppDeps): Router {
  const router = new Router()
  const limits = deps.config.limits

  router.get(P.exportTable, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { fileId: queryId, version: versionQuery.optional(), format: z.enum(['xlsx', 'csv']) }, FROM_QUERY)
    const stored = await tableVersion(deps, auth, q.fileId, q.version ?? null)
    const made = await deps.documents.run({ kind: 'exportTable', canonical: stored.bytes, format: q.format })
        if (!made.ok) throw new Error(`exportTable: version ${stored.version} of file ${q.fileId} does not read: ${made.detail}`)
    ctx.set('Content-Type', CONTENT_TYPES[q.format])
    ctx.set('Content-Disposition', attachment(`${stored.name}.${q.format}`))
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.status = 200
    ctx.body = Buffer.from(made.bytes.buffer, made.bytes.byteOffset, made.bytes.byteLength)
  })

  router.post(P.readTable, async (ctx) => {
    requireAuth(ctx)
    const q = readInput(ctx, { name: z.string().max(1000) }, FROM_QUERY)
    const extension = spreadsheetExtension(q.name)
    if (!extension) throw new ApiError(415, 'importUnsupported', { field: 'name' })
    const bytes = await readRawBody(ctx, limits.importBytes)
    const read = await deps.documents.run({ kind: 'readSpreadsheet', extension, bytes })
    if (!read.ok) throw new ApiError(400, 'tableInvalid', { field: 'file', detail: read.detail }, { detail: read.detail })
    ok(ctx, read.table)
  })

  return router
}
