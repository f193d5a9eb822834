import { createHash } from 'node:crypto'
import Router from '@koa/router'
import { z } from 'zod'
import { DictionaryPaths as P, formatMessage, spreadsheetExtension, type DataTable } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { readRawBody } from '../../lib/readRawBody'
import { FROM_QUERY, idField, queryId, readInput } from '../../lib/requestInput'
import { ok } from '../../middleware/envelope'
import { requireAuth } from '../accounts/auth'
import { runWrite } from '../writes/idempotency'
import { jsonWriteRoute } from '../writes/jsonWriteRoute'
import type { DictionaryLibrary } from './dictionaryTables.repo'
import { checkDictionaryWrite, createDictionaryTable, deleteDictionaryTable, getDictionaryTable, listDictionaryTables, updateDictionaryTable } from './dictionaryTables.service'

const baseVersion = z.number().int().positive().max(2 ** 31 - 1)
const queryVersion = z.coerce.number().int().positive().max(2 ** 31 - 1)

/** Most bytes of a dictionary table's spreadsheet (5,000 rows of a reference table fit in far less). */
const DICTIONARY_FILE_BYTES = 16 * 1024 * 1024

/** The dictionary's raw-body paths: the spreadsheet of a table. */
export const DICTIONARY_BODY_PATHS: ReadonlySet<string> = new Set([P.saveDictionaryTable])

/** The table a spreadsheet holds (`.xlsx` first worksheet or `.csv`), read in the document worker; null for an empty body. */
async function readTable(deps: AppDeps, fileName: string, bytes: Uint8Array): Promise<DataTable | null> {
  if (bytes.byteLength === 0) return null
  const extension = spreadsheetExtension(fileName)
  if (!extension) throw new ApiError(415, 'importUnsupported', { field: 'file', detail: fileName })
  const read = await deps.documents.run({ kind: 'readSpreadsheet', extension, bytes })
  if (!read.ok) throw new ApiError(400, 'importFailed', { field: 'file', detail: read.detail })
  return read.table
}

/**
 * The dictionary-table routes (`DictionaryPaths`): every one needs a session. Reads answer 404
 * for tables the caller may not see; writes run in one transaction each, honour
 * `Idempotency-Key` and are checked in full (rights, name, size, base version) before anything
 * is written.
 */
export function dictionaryRoutes(deps: AppDeps): Router {
  const router = new Router()

  router.get(P.listDictionaryTables, async (ctx) => {
    const auth = requireAuth(ctx)
    readInput(ctx, {}, FROM_QUERY)
    ok(ctx, await listDictionaryTables(deps.db, auth))
  })

  router.get(P.getDictionaryTable, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { tableId: queryId }, FROM_QUERY)
    ok(ctx, await getDictionaryTable(deps.db, auth, q.tableId))
  })

  router.post(P.saveDictionaryTable, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, {
      library: z.union([z.literal('global'), queryId]).optional(), tableId: queryId.optional(), baseVersion: queryVersion.optional(),
      name: z.string().max(400), source: z.string().max(2000).optional(), fileName: z.string().max(255).optional(),
    }, FROM_QUERY)
    if ((q.tableId === undefined) === (q.library === undefined)) throw new ApiError(400, 'wrongFieldType', { field: q.tableId === undefined ? 'library' : 'tableId' })
    if (q.tableId !== undefined && q.baseVersion === undefined) throw new ApiError(400, 'wrongFieldType', { field: 'baseVersion' })
    const library: DictionaryLibrary | null = q.library === undefined ? null : q.library === 'global' ? { scope: 'global' } : { scope: 'team', teamId: q.library }
    // Rights first: nobody uploads a spreadsheet for a table they may not change.
    await checkDictionaryWrite(deps.db, auth, library ? { library } : { tableId: q.tableId! })
    const bytes = await readRawBody(ctx, Math.min(deps.config.limits.importBytes, DICTIONARY_FILE_BYTES))
    const data = await readTable(deps, q.fileName ?? '', bytes)
    ;(ctx.request as { rawBody?: string }).rawBody = `${ctx.querystring}\n${createHash('sha256').update(bytes).digest('hex')}`
    const now = () => new Date(deps.clock.now())
    const fields = { name: q.name, source: q.source ?? '', data }
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      const table = library
        ? await createDictionaryTable(trx, auth, now(), { ...fields, library })
        : await updateDictionaryTable(trx, auth, now(), { ...fields, tableId: q.tableId!, baseVersion: q.baseVersion! })
      return { data: table, message: formatMessage('dictionaryTableSaved', { version: table.version }) }
    })
    ok(ctx, answer.data, answer.message)
  })

  jsonWriteRoute(router, deps, P.deleteDictionaryTable, {
    body: { tableId: idField, baseVersion },
    work: deleteDictionaryTable,
    message: formatMessage('dictionaryTableDeleted'),
  })
  return router
}
