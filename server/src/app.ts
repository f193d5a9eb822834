import type Router from '@koa/router'
import Koa from 'koa'
import type { AppDeps } from './AppDeps'
import { authentication } from './features/accounts/authentication'
import { passwordResetRoutes } from './features/accounts/passwordReset.routes'
import { profileRoutes } from './features/accounts/profile.routes'
import { factoryRoutes } from './features/factory/factory.routes'
import { tableRoutes, TABLE_BODY_PATHS } from './features/files/datatable/table.routes'
import { fileRoutes, FILE_BODY_PATHS } from './features/files/files.routes'
import { registrationRoutes } from './features/accounts/registration.routes'
import { registrationCodeRoutes } from './features/accounts/registrationCodes.routes'
import { sessionRoutes } from './features/accounts/sessions.routes'
import { forumRoutes, FORUM_WRITE_PATHS } from './features/forum/forum.routes'
import { LIBRARY_BODY_PATHS, libraryRoutes } from './features/library/library.routes'
import { DICTIONARY_BODY_PATHS, dictionaryRoutes } from './features/dictionary/dictionary.routes'
import { noticeRoutes } from './features/notices/notices.routes'
import { searchRoutes } from './features/search/search.routes'
import { peopleRoutes } from './features/people/people.routes'
import { projectRoutes } from './features/projects/projects.routes'
import { teamRoutes } from './features/teams/teams.routes'
import { outboxRoutes } from './features/dev/outbox.routes'
import { healthRoutes } from './features/health/health.routes'
import { bodyParsing } from './middleware/bodyParsing'
import { crossSiteGuard } from './middleware/crossSiteGuard'
import { envelope } from './middleware/envelope'
import { methodGuard, servedMethods } from './middleware/methodGuard'
import { requestLog } from './middleware/requestLog'
import { securityHeaders } from './middleware/securityHeaders'
import { textGuard } from './middleware/textGuard'
import { staticShell } from './middleware/staticShell'
import { AccountPaths } from '@harness/protocol'

/** Every API router of the product, in the order they are tried (the development outbox last, when it is on). */
export function apiRouters(deps: AppDeps): Router[] {
  const routers = [
    sessionRoutes(deps), registrationRoutes(deps), passwordResetRoutes(deps), profileRoutes(deps), registrationCodeRoutes(deps), forumRoutes(deps),
    teamRoutes(deps), projectRoutes(deps), fileRoutes(deps), tableRoutes(deps), noticeRoutes(deps), factoryRoutes(deps), peopleRoutes(deps), libraryRoutes(deps),
    dictionaryRoutes(deps),
    searchRoutes(deps),
  ]
  if (deps.outboxChannels.length > 0 && deps.config.mode !== 'production') routers.push(outboxRoutes(deps))
  return routers
}

/** The application and the HTTP methods it serves (for the `Allow` header of answers made outside Koa). */
export interface BuiltApp {
  readonly app: Koa
  readonly methods: readonly string[]
}

/**
 * Builds the Koa application without listening, so tests start it on an ephemeral port. Order:
 * request log, envelope (outermost: every error becomes `{code, message, data}`), security headers,
 * the method guard (405 for methods served nowhere), health, the built shell, cross-site guard,
 * body parsing, the text guard (no NUL or lone surrogate in any field), session resolution, then
 * the feature routes.
 */
export function createApp(deps: AppDeps): BuiltApp {
  // Behind the trusted proxy only the last X-Forwarded-For entry (the address the proxy saw) counts;
  // the entries before it are whatever the client sent (security R6).
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: 1 })
  app.silent = true
  const routers = apiRouters(deps)

  app.use(requestLog(deps.log))
  app.use(envelope(deps.log))
  app.use(securityHeaders(deps.config.mode === 'production'))
  const health = healthRoutes(Date.now())
  const methods = servedMethods([...routers, health])
  app.use(methodGuard(methods))
  app.use(health.routes())
  if (deps.config.shellDir) app.use(staticShell(deps.config.shellDir))
  app.use(crossSiteGuard(deps.config.allowedOrigins))
  app.use(bodyParsing(new Set([AccountPaths.updateUserInfo]), FORUM_WRITE_PATHS, new Set([...FILE_BODY_PATHS, ...TABLE_BODY_PATHS, ...LIBRARY_BODY_PATHS, ...DICTIONARY_BODY_PATHS])))
  app.use(textGuard())
  app.use(authentication(deps))
  for (const router of routers) {
    app.use(router.routes())
    app.use(router.allowedMethods())
  }
  app.on('error', (error: unknown) => deps.log.error({ err: error }, 'koa error'))
  return { app, methods }
}
