import Router from '@koa/router'
import { z } from 'zod'
import { FactoryPaths as P } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { jsonWriteRoute } from '../writes/jsonWriteRoute'
import { requireAuth } from '../accounts/auth'
import { ok } from '../../middleware/envelope'
import { blobStream, readBlob, reclaimBlobs } from '../files/blobStore'
import { attachment } from '../files/files.routes'
import { getProjectConfig } from '../projects/projects.service'
import { createOutput, deleteOutput, listOutputs, outputSource, readableOutput } from './factory.service'
import { FROM_QUERY, idField, queryId, readInput } from '../../lib/requestInput'

const CONTENT_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8' } as const

/**
 * The factory folder's routes. Making an output checks the caller's rights first, then builds the
 * report in the document worker under the project's configuration, then files it in one
 * transaction.
 */
export function factoryRoutes(deps: AppDeps): Router {
  const router = new Router()

  router.get(P.listOutputs, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { scope: z.union([z.literal('personal'), z.string().regex(/^[1-9][0-9]{0,14}$/)]) }, FROM_QUERY)
    ok(ctx, await listOutputs(deps.db, auth, q.scope === 'personal' ? { kind: 'personal' } : { kind: 'team', teamId: Number(q.scope) }))
  })

  router.get(P.downloadOutput, async (ctx) => {
    const auth = requireAuth(ctx)
    const output = await readableOutput(deps.db, auth, readInput(ctx, { outputId: queryId }, FROM_QUERY).outputId)
    const { size, stream } = await blobStream(deps.db, output.blobId)
    ctx.set('Content-Type', CONTENT_TYPES[output.format])
    ctx.set('Content-Length', String(size))
    ctx.set('Content-Disposition', attachment(output.fileNameOut))
    ctx.status = 200
    ctx.body = stream
  })

  jsonWriteRoute(router, deps, P.createOutput, {
    body: { fileId: idField, version: idField, report: z.enum(['cutTable', 'assembly', 'bom']), format: z.enum(['xlsx', 'csv']) },
    prepare: async (b, auth) => {
      const source = await outputSource(deps.db, auth, b.fileId, b.version)
      const config = (await getProjectConfig(deps.db, auth, source.projectId)).effective
      const made = await deps.documents.run({ kind: 'harnessReport', canonical: await readBlob(deps.db, source.blobId), config, report: b.report, format: b.format })
      if (!made.ok) throw new ApiError(400, 'reportFailed', { field: 'fileId', detail: made.detail }, { detail: made.detail })
      return { fileId: b.fileId, version: b.version, report: b.report, format: b.format, rows: made.rows, blob: made.blob }
    },
    work: createOutput,
  })

  jsonWriteRoute(router, deps, P.deleteOutput, {
    body: { outputId: idField },
    work: (trx, auth, _now, b) => deleteOutput(trx, auth, b.outputId),
    after: (d) => reclaimBlobs(deps.db, deps.log, d.freedBlobs),
    reply: () => null,
  })
  return router
}
