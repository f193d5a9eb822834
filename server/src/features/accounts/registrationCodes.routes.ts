import Router from '@koa/router'
import {
  formatMessage,
  REGISTRATION_CODE_DAYS_MAX,
  REGISTRATION_CODE_NOTE_MAX,
  REGISTRATION_CODE_USES_MAX,
  RegistrationCodePaths as P,
} from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { idField, optionalCount, readInput, text } from '../../lib/requestInput'
import { requireAuth } from './auth'
import { ok } from '../../middleware/envelope'
import { createRegistrationCode, listRegistrationCodes, revokeRegistrationCode } from './registrationCodes.service'

/**
 * The administrators' registration-code routes (`/api/admin/*RegistrationCode*`): issue, list and
 * revoke. Each needs a session with the global role admin or superadmin; writes run in one
 * transaction each.
 */
export function registrationCodeRoutes(deps: AppDeps): Router {
  const router = new Router()
  const now = () => new Date(deps.clock.now())

  router.post(P.createRegistrationCode, async (ctx) => {
    const auth = requireAuth(ctx)
    const input = readInput(ctx, {
      note: text(REGISTRATION_CODE_NOTE_MAX),
      validDays: optionalCount(1, REGISTRATION_CODE_DAYS_MAX),
      maxUses: optionalCount(1, REGISTRATION_CODE_USES_MAX),
    })
    const terms = { note: input.note.trim(), validDays: input.validDays ?? null, maxUses: input.maxUses ?? null }
    const created = await deps.db.transaction((trx) => createRegistrationCode(trx, auth, now(), terms))
    ok(ctx, created, formatMessage('registrationCodeCreated'))
  })

  router.get(P.listRegistrationCodes, async (ctx) => {
    const auth = requireAuth(ctx)
    readInput(ctx, {}, { query: true, body: 'none' })
    ok(ctx, await listRegistrationCodes(deps.db, auth, now()))
  })

  router.post(P.revokeRegistrationCode, async (ctx) => {
    const auth = requireAuth(ctx)
    const { codeId } = readInput(ctx, { codeId: idField })
    const view = await deps.db.transaction((trx) => revokeRegistrationCode(trx, auth, now(), codeId))
    ok(ctx, view, formatMessage('registrationCodeRevoked'))
  })

  return router
}
