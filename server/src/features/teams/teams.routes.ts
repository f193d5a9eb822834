import Router from '@koa/router'
import { z } from 'zod'
import { TeamPaths as P, formatMessage, type WorkspaceConfig } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { jsonWriteRoute } from '../writes/jsonWriteRoute'
import { requireAuth } from '../accounts/auth'
import { ok } from '../../middleware/envelope'
import { reclaimBlobs } from '../files/blobStore'
import { acceptInvitation, createInvitation, declineInvitation, listInvitations, previewInvitation, revokeInvitation } from './invitations.service'
import { getTeamConfig, readConfig, updateTeamConfig } from './teamConfig.service'
import { assignableRole, dataCodeField, invitationKind, readTeamName, usernameField } from './teamInput'
import { changeMemberRole, createTeam, dissolveTeam, getTeam, leaveTeam, listTeams, removeMember, renameTeam, transferOwnership } from './teams.service'
import { FROM_QUERY, idField, queryId, readInput } from '../../lib/requestInput'

const name = z.string().max(1000)
const updated = formatMessage('updateSuccess')

/**
 * The team routes: every one needs a session; writes run in one transaction each and honour
 * `Idempotency-Key` (security F8). Roles are checked by the services on every call.
 */
export function teamRoutes(deps: AppDeps): Router {
  const router = new Router()
  const now = () => new Date(deps.clock.now())

  router.get(P.listTeams, async (ctx) => {
    const auth = requireAuth(ctx)
    readInput(ctx, {}, FROM_QUERY)
    ok(ctx, await listTeams(deps.db, auth))
  })
  router.get(P.getTeam, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await getTeam(deps.db, auth, readInput(ctx, { teamId: queryId }, FROM_QUERY).teamId))
  })
  router.get(P.listInvitations, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await listInvitations(deps.db, auth, now(), readInput(ctx, { teamId: queryId }, FROM_QUERY).teamId))
  })
  router.get(P.getInvitation, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await previewInvitation(deps.db, auth, now(), readInput(ctx, { dataCode: dataCodeField }, FROM_QUERY).dataCode))
  })
  router.get(P.getTeamConfig, async (ctx) => {
    const auth = requireAuth(ctx)
    ok(ctx, await getTeamConfig(deps.db, auth, readInput(ctx, { teamId: queryId }, FROM_QUERY).teamId))
  })

  jsonWriteRoute(router, deps, P.createTeam, { body: { name }, prepare: (b) => readTeamName(b.name), work: createTeam })
  jsonWriteRoute(router, deps, P.renameTeam, {
    body: { teamId: idField, name }, prepare: (b) => ({ teamId: b.teamId, name: readTeamName(b.name) }), work: renameTeam, message: updated,
  })
  jsonWriteRoute(router, deps, P.dissolveTeam, {
    body: { teamId: idField, confirmName: name }, work: dissolveTeam, after: (d) => reclaimBlobs(deps.db, deps.log, d.freedBlobs), reply: () => null,
  })
  jsonWriteRoute(router, deps, P.changeMemberRole, { body: { teamId: idField, username: usernameField, role: assignableRole }, work: changeMemberRole, message: updated })
  jsonWriteRoute(router, deps, P.removeMember, { body: { teamId: idField, username: usernameField }, work: removeMember })
  jsonWriteRoute(router, deps, P.leaveTeam, { body: { teamId: idField }, work: (trx, auth, _now, input) => leaveTeam(trx, auth, input) })
  jsonWriteRoute(router, deps, P.transferOwnership, { body: { teamId: idField, username: usernameField }, work: transferOwnership, message: updated })
  jsonWriteRoute(router, deps, P.createInvitation, {
    body: { teamId: idField, kind: invitationKind, role: assignableRole, username: usernameField.optional() }, work: createInvitation,
  })
  jsonWriteRoute(router, deps, P.revokeInvitation, { body: { teamId: idField, invitationId: idField }, work: revokeInvitation })
  jsonWriteRoute(router, deps, P.acceptInvitation, {
    body: { dataCode: dataCodeField },
    work: (trx, auth, at, input) => acceptInvitation(trx, auth, at, input.dataCode),
    message: (joined) => formatMessage('joinedTeam', { team: joined.teamName }),
    reply: (joined) => ({ teamId: joined.teamId }),
  })
  jsonWriteRoute(router, deps, P.declineInvitation, {
    body: { dataCode: dataCodeField }, work: (trx, auth, at, input) => declineInvitation(trx, auth, at, input.dataCode), message: formatMessage('invitationDeclined'),
  })
  jsonWriteRoute(router, deps, P.updateTeamConfig, {
    body: { teamId: idField, config: z.unknown() },
    prepare: (b) => ({ teamId: b.teamId, config: readConfig(b.config, true) as WorkspaceConfig }),
    work: updateTeamConfig,
    message: updated,
  })
  return router
}
