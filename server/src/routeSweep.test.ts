import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as A } from '@harness/protocol'
import { startTestServer, type TestServer } from '../test/testServer'
import { apiRouters } from './app'

/**
 * The calls anyone may make without a session (security Z1's allow-list): signing in and up,
 * codes and resets, the uniqueness checks, avatars (public images), and the development outbox
 * (loopback only). Everything else must answer 401.
 */
const PUBLIC = new Set<string>([
  A.loginByPhone, A.loginByEmail, A.logout, A.logoutOther, A.checkUsernameExist, A.checkPhoneExist, A.checkEmailExist,
  A.sendRegisterSmsCode, A.sendRegisterEmailCode, A.registerByPhone, A.registerByEmail, A.sendResetPasswordSmsCode,
  A.sendResetPasswordEmailCode, A.resetPasswordByPhone, A.resetPasswordByEmail, '/api/user/registrationInfo', '/api/user/avatar/:id', '/api/dev/outbox',
])

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('route sweep', () => {
  it('Z1: every route off the public allow-list answers 401 without a session', async () => {
    const checked: string[] = []
    for (const router of apiRouters(server.running.deps)) {
      for (const layer of router.stack) {
        const path = String(layer.path)
        if (PUBLIC.has(path)) continue
        for (const method of layer.methods.filter((m) => m === 'GET' || m === 'POST')) {
          const url = server.url + path.replace(/:(\w+)/g, '1')
          const response = await fetch(url, { method, headers: method === 'POST' ? { 'content-type': 'application/json' } : {}, body: method === 'POST' ? '{}' : undefined })
          const body = (await response.json()) as { code: number }
          expect([method, path, body.code]).toEqual([method, path, 401])
          checked.push(`${method} ${path}`)
        }
      }
    }
    expect(checked.length).toBeGreaterThan(60)
  })
})
