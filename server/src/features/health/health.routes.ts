import Router from '@koa/router'

/** `GET /healthz`: answers without touching the database, so it stays up while the pool is busy. */
export function healthRoutes(startedAt: number): Router {
  const router = new Router()
  router.get('/healthz', (ctx) => {
    ctx.body = { code: 200, message: 'ok', data: { uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) } }
  })
  return router
}
