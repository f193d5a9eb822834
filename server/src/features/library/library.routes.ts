import { createHash } from 'node:crypto'
import Router from '@koa/router'
import type { Context } from 'koa'
import { z } from 'zod'
import {
  LIBRARY_PART_KINDS, LibraryPaths as P, PART_LINKS_MAX, PART_RELATIONS, PART_STATUSES, PART_TABLE_COLUMNS_MAX, formatMessage, isPartColumnTarget, spreadsheetExtension,
  type LibraryPartKind, type PartColumnTarget, type PartRelation, type PartStatus, type PartTableMapping,
} from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError, fieldError } from '../../lib/ApiError'
import { readRawBody } from '../../lib/readRawBody'
import { runWrite } from '../writes/idempotency'
import { writableLibrary, type WritableLibrary } from './partAccess'
import { importParts } from './partImport.service'
import { harnessImportPart, tableImportPart, tableProblemLine } from './partImportSources'
import { requireAuth } from '../accounts/auth'
import { ok } from '../../middleware/envelope'
import { FROM_QUERY, idField, optionalCount, optionalText, queryId, readInput } from '../../lib/requestInput'
import { jsonWriteRoute } from '../writes/jsonWriteRoute'
import { PART_FIELDS_SHAPE, readPartFields } from './partFields'
import { createPart, deletePart, getPart, listLibraries, setPartLinks, setPartStatus, updatePart } from './parts.service'
import { listParts, type PartListRequest } from './partList.service'
import { exportParts } from './partExport.service'
import { attachment } from '../files/files.routes'
import { partCatalogue } from './partCatalogue.service'

const kindField = z.enum(LIBRARY_PART_KINDS as [LibraryPartKind, ...LibraryPartKind[]])
const statusField = z.enum(PART_STATUSES as [PartStatus, ...PartStatus[]])
const baseVersion = z.number().int().positive().max(2 ** 31 - 1)
/** `library` of listParts: every library, a level, or a team's by id. */
const libraryQuery = z.union([z.enum(['all', 'builtin', 'global']), queryId]).optional()
/** `library` of createPart: the global library or a team's (the built-in one is never written). */
const libraryBody = z.union([z.literal('global'), idField])

/** The query of a part list (and of its export): which parts, in which order. */
const LIST_QUERY = {
  library: libraryQuery, kind: kindField.optional(), status: statusField.optional(), q: optionalText(200), filters: optionalText(4000),
  sort: optionalText(64), order: z.enum(['asc', 'desc']).optional(), reachOf: queryId.optional(),
}

/** A list request from a read LIST_QUERY. */
function listRequest(q: z.output<z.ZodObject<typeof LIST_QUERY>>): Omit<PartListRequest, 'page' | 'pageSize'> {
  return {
    library: q.library ?? 'all', kind: q.kind ?? null, status: q.status ?? null, q: q.q ?? '', filters: q.filters ?? null, sort: q.sort ?? null,
    descending: q.order === 'desc', reachOf: q.reachOf ?? null,
  }
}

/** The `mapping` query of a table import: JSON of a {@link PartTableMapping}, every target one the library knows. */
function readMapping(text: string): PartTableMapping {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw fieldError('mapping', 'tableMappingInvalid', { detail: 'JSON' })
  }
  const shape = z.object({
    columns: z.array(z.string().max(80)).max(PART_TABLE_COLUMNS_MAX),
    kind: kindField.nullable(),
  }).strict()
  const read = shape.safeParse(value)
  if (!read.success) throw fieldError('mapping', 'tableMappingInvalid', { detail: read.error.issues[0]?.path.join('.') || 'mapping' })
  const wrong = read.data.columns.find((c, i) => !isPartColumnTarget(c) || (c !== 'ignore' && read.data.columns.indexOf(c) !== i))
  if (wrong !== undefined) throw fieldError('mapping', 'tableMappingInvalid', { detail: wrong })
  return { columns: read.data.columns as PartColumnTarget[], kind: read.data.kind }
}

/** What a harness file brings to an import: the parts it uses, in the document worker. */
async function harnessInput(deps: AppDeps, name: string, bytes: Uint8Array) {
  const read = await deps.documents.run({ kind: 'harnessParts', name, bytes })
  if (!read.ok) throw new ApiError(read.key === 'importUnsupported' ? 415 : 400, read.key, { field: 'file', detail: read.detail })
  return { format: read.format, parts: read.parts.map(harnessImportPart), conflicts: read.conflicts }
}

/**
 * What a table brings to an import: its rows' parts under the mapping and the rows that do not
 * read, and the table itself for the mapping screen. A mapping that reads no part (no part-number
 * column, no kind) answers a dry run with the table alone and refuses the import (400).
 */
async function tableInput(deps: AppDeps, name: string, bytes: Uint8Array, mapping: PartTableMapping | null, kind: LibraryPartKind | null, dryRun: boolean) {
  const read = await deps.documents.run({ kind: 'partTable', name, bytes, mapping, partKind: kind })
  if (!read.ok) {
    if (read.key === 'tableTooManyRows') throw new ApiError(413, 'tableTooManyRows', { field: 'file' }, { max: read.detail })
    throw new ApiError(read.key === 'importUnsupported' ? 415 : 400, read.key, { field: 'file', detail: read.detail })
  }
  if (read.table.mappingProblem && !dryRun) throw fieldError('mapping', read.table.mappingProblem)
  return {
    format: name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv', parts: read.parts.map(tableImportPart), conflicts: [],
    unread: read.problems.map(tableProblemLine), table: read.table,
  }
}

/** The library's raw-body paths: the file of a part import. */
export const LIBRARY_BODY_PATHS: ReadonlySet<string> = new Set([P.importParts])

/**
 * Names a raw-body request for `Idempotency-Key` matching: its query and the SHA-256 of its bytes,
 * so a retry with the same key and other bytes is refused instead of answered as the first.
 */
function fingerprint(ctx: Context, bytes: Uint8Array): void {
  ;(ctx.request as { rawBody?: string }).rawBody = `${ctx.querystring}\n${createHash('sha256').update(bytes).digest('hex')}`
}

/**
 * The part-library routes (`LibraryPaths`): every one needs a session. Reads answer 404 for parts
 * and libraries the caller may not see; writes run in one transaction each, honour
 * `Idempotency-Key`, and are checked in full (fields, parameters against the kind, links) before
 * anything is written.
 */
export function libraryRoutes(deps: AppDeps): Router {
  const router = new Router()

  router.get(P.listLibraries, async (ctx) => {
    const auth = requireAuth(ctx)
    readInput(ctx, {}, FROM_QUERY)
    ok(ctx, await listLibraries(deps.db, auth))
  })

  router.get(P.listParts, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { ...LIST_QUERY, page: optionalCount(1, 100_000), pageSize: optionalCount(1, 200) }, FROM_QUERY)
    ok(ctx, await listParts(deps.db, auth, { ...listRequest(q), page: q.page ?? 1, pageSize: q.pageSize ?? 50 }))
  })

  router.get(P.partCatalogue, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { teamId: queryId.optional() }, FROM_QUERY)
    ok(ctx, await partCatalogue(deps.db, auth, q.teamId ?? null))
  })

  router.get(P.exportParts, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { ...LIST_QUERY, format: z.enum(['xlsx', 'csv']) }, FROM_QUERY)
    const made = await exportParts(deps.db, auth, listRequest(q), q.format)
    ctx.set('Content-Type', q.format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
    ctx.set('Content-Disposition', attachment(`零件库-${made.parts}.${q.format}`))
    ctx.body = Buffer.from(made.bytes)
  })

  router.get(P.getPart, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await getPart(deps.db, auth, readInput(ctx, { partId: queryId }, FROM_QUERY).partId))
  })

  jsonWriteRoute(router, deps, P.createPart, {
    body: { library: libraryBody, kind: kindField, ...PART_FIELDS_SHAPE },
    prepare: ({ library, kind, ...fields }) => ({
      library: library === 'global' ? ({ scope: 'global' } as const) : ({ scope: 'team', teamId: library } as const),
      kind,
      fields: readPartFields(kind, fields),
    }),
    work: createPart,
    message: formatMessage('partCreated'),
  })
  jsonWriteRoute(router, deps, P.updatePart, {
    body: { partId: idField, baseVersion, ...PART_FIELDS_SHAPE },
    // The kind is the stored part's, so the fields are checked inside the transaction against it.
    prepare: ({ partId, baseVersion: base, ...fields }) => ({ partId, baseVersion: base, fields: (kind: LibraryPartKind) => readPartFields(kind, fields) }),
    work: updatePart,
    message: (d) => formatMessage('partSaved', { version: d.version }),
  })
  jsonWriteRoute(router, deps, P.setPartStatus, {
    body: { partId: idField, baseVersion, status: statusField },
    work: setPartStatus,
    message: (d) => formatMessage('partSaved', { version: d.version }),
  })
  jsonWriteRoute(router, deps, P.setPartLinks, {
    body: { partId: idField, baseVersion, relation: z.enum(PART_RELATIONS as [PartRelation, ...PartRelation[]]), linkedIds: z.array(idField).max(PART_LINKS_MAX) },
    work: setPartLinks,
    message: (d) => formatMessage('partSaved', { version: d.version }),
  })
  router.post(P.importParts, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, {
      library: z.union([z.literal('global'), queryId]), name: z.string().min(1).max(255), dryRun: z.enum(['0', '1']).optional(),
      mapping: z.string().max(20_000).optional(), kind: kindField.optional(),
    }, FROM_QUERY)
    const library: WritableLibrary = q.library === 'global' ? { scope: 'global' } : { scope: 'team', teamId: q.library }
    const mapping = q.mapping === undefined ? null : readMapping(q.mapping)
    // Rights first: nobody uploads a file for a library they may not change.
    await writableLibrary(deps.db, auth, library)
    const bytes = await readRawBody(ctx, deps.config.limits.importBytes)
    const dryRun = q.dryRun === '1'
    const input = spreadsheetExtension(q.name) !== null
      ? await tableInput(deps, q.name, bytes, mapping, q.kind ?? null, dryRun)
      : await harnessInput(deps, q.name, bytes)
    const full = { library, dryRun, ...input }
    if (dryRun) {
      ok(ctx, await deps.db.transaction((trx) => importParts(trx, auth, new Date(deps.clock.now()), full)))
      return
    }
    fingerprint(ctx, bytes)
    const now = () => new Date(deps.clock.now())
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      const data = await importParts(trx, auth, now(), full)
      return { data, message: formatMessage('partsImported', { added: data.added, updated: data.updated }) }
    })
    ok(ctx, answer.data, answer.message)
  })

  jsonWriteRoute(router, deps, P.deletePart, { body: { partId: idField }, work: deletePart, message: formatMessage('partDeleted') })
  return router
}
