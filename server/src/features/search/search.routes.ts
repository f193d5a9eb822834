import Router from '@koa/router'
import { z } from 'zod'
import { SEARCH_HIT_KINDS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX, SearchPaths as P, type SearchHitKind } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { FROM_QUERY, optionalCount, optionalText, readInput } from '../../lib/requestInput'
import { ok } from '../../middleware/envelope'
import { requireAuth } from '../accounts/auth'
import { textSearch } from './search.service'

/** Reads `kinds`: a comma-separated list of hit kinds; left out or empty, every kind. Anything else answers 400 `wrongFieldType`. */
export function readKinds(raw: string | undefined): SearchHitKind[] {
  if (raw === undefined || raw.trim() === '') return [...SEARCH_HIT_KINDS]
  const kinds = raw.split(',').map((k) => k.trim())
  if (!kinds.every((k): k is SearchHitKind => (SEARCH_HIT_KINDS as readonly string[]).includes(k))) throw new ApiError(400, 'wrongFieldType', { field: 'kinds' }, { field: 'kinds' })
  return [...new Set(kinds)]
}

/**
 * The text search route (`SearchPaths`): needs a session; reads the query string only and answers
 * what the caller may see (see `textSearch`).
 */
export function searchRoutes(deps: AppDeps): Router {
  const router = new Router()

  router.get(P.textSearch, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { q: z.string().max(SEARCH_QUERY_MAX), kinds: optionalText(200), limit: optionalCount(1, SEARCH_LIMIT_MAX) }, FROM_QUERY)
    ok(ctx, await textSearch(deps.db, auth, { q: q.q, kinds: readKinds(q.kinds), limit: q.limit ?? SEARCH_LIMIT_DEFAULT }))
  })

  return router
}
