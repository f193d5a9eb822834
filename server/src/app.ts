import Koa from 'koa'
import type { AppDeps } from './AppDeps'
import { authRoutes } from './features/accounts/auth.routes'
import { profileRoutes } from './features/accounts/profile.routes'
import { forumRoutes, FORUM_WRITE_PATHS } from './features/forum/forum.routes'
import { outboxRoutes } from './features/dev/outbox.routes'
import { healthRoutes } from './features/health/health.routes'
import { authentication, crossSiteGuard } from './middleware/auth'
import { bodyParsing } from './middleware/bodyParsing'
import { envelope } from './middleware/envelope'
import { requestLog } from './middleware/requestLog'
import { securityHeaders } from './middleware/securityHeaders'
import { textGuard } from './middleware/textGuard'
import { staticShell } from './middleware/staticShell'
import { AccountPaths } from '@harness/protocol'

/**
 * Builds the Koa application without listening, so tests start it on an ephemeral port. Order:
 * request log, envelope (outermost: every error becomes `{code, message, data}`), security headers, health,
 * the built shell, cross-site guard, body parsing, the text guard (no NUL or lone surrogate in any
 * field), session resolution, then the feature routes.
 */
export function createApp(deps: AppDeps): Koa {
  // Behind the trusted proxy only the last X-Forwarded-For entry (the address the proxy saw) counts;
  // the entries before it are whatever the client sent (security R6).
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: 1 })
  app.silent = true
  const routers = [authRoutes(deps), profileRoutes(deps), forumRoutes(deps)]
  if (deps.outboxEnabled && deps.config.mode !== 'production') routers.push(outboxRoutes(deps))

  app.use(requestLog(deps.log))
  app.use(envelope(deps.log))
  app.use(securityHeaders(deps.config.mode === 'production'))
  app.use(healthRoutes(Date.now()).routes())
  if (deps.config.shellDir) app.use(staticShell(deps.config.shellDir))
  app.use(crossSiteGuard(deps.config.allowedOrigins))
  app.use(bodyParsing(new Set([AccountPaths.updateUserInfo]), FORUM_WRITE_PATHS))
  app.use(textGuard())
  app.use(authentication(deps))
  for (const router of routers) {
    app.use(router.routes())
    app.use(router.allowedMethods())
  }
  app.on('error', (error: unknown) => deps.log.error({ err: error }, 'koa error'))
  return app
}
