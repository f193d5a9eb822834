import Router from '@koa/router'
import { z } from 'zod'
import { PeoplePaths as P, type PublicProfile } from '@harness/protocol'
import type { Knex } from 'knex'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { requireAuth, type Auth } from '../accounts/auth'
import { ok } from '../../middleware/envelope'
import { avatarUrl } from '../accounts/accountViews'
import { sharedTeamNames } from '../teams/teams.repo'
import { findPerson } from './findPerson'
import { FROM_QUERY, readInput } from '../../lib/requestInput'

/** `getPublicProfile`: what signed-in users may see of each other; an unknown or disabled account is 404. */
export async function publicProfile(db: Knex, auth: Auth, username: string): Promise<PublicProfile> {
  const user = await findPerson(db, username)
  if (!user) throw new ApiError(404, 'userNotFound', { field: 'username' })
  const joined = (await db('users').where({ id: user.id }).first('created_at')) as { created_at: Date }
  return {
    username: user.username,
    picture: avatarUrl(user.avatarId),
    realName: user.realName,
    company: user.company,
    description: user.description,
    joinedAt: new Date(joined.created_at).toISOString(),
    sharedTeams: await sharedTeamNames(db, auth.user.id, user.id),
  }
}

/** The public-profile route. */
export function peopleRoutes(deps: AppDeps): Router {
  const router = new Router()
  router.get(P.getPublicProfile, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { username: z.string().min(1).max(64) }, FROM_QUERY)
    ok(ctx, await publicProfile(deps.db, auth, q.username))
  })
  return router
}
