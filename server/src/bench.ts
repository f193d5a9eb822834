/**
 * `npm run bench:server`: starts the server on loopback with a fresh embedded database (or a
 * throw-away database on the `DATABASE_URL` server), creates one account, and runs autocannon against `visit`, a correct login and a
 * failed login, 30 s each (`BENCH_SECONDS` to change), printing requests per second, latency
 * percentiles and the count of each HTTP status as JSON. Rate limits are lifted for the run; argon2
 * still bounds the logins. `BENCH_CASES=visit` runs only the named cases (comma-separated) and
 * `BENCH_CONNECTIONS=200` overrides every case's connection count (the overload measurement).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pino from 'pino'
import { createScratchDatabase } from './db/scratchDatabase'
import { readConfig } from './config'
import { hashPassword } from './lib/passwords'
import { defaultRateRules } from './lib/rateRules'
import { createLogger, startServer } from './startServer'
import { insertUser } from './features/accounts/users.repo'
import { sha256 } from './lib/tokens'
import { csrfTokenFor } from './features/accounts/sessionCookie'

/** Microseconds of CPU (user and system) this process used since `before`. */
function cpuAfter(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before)
  return used.user + used.system
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? '30')
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('BENCH_SECONDS must be a positive number')
  const connections = process.env.BENCH_CONNECTIONS ? Number(process.env.BENCH_CONNECTIONS) : null
  if (connections !== null && (!Number.isInteger(connections) || connections <= 0)) throw new Error('BENCH_CONNECTIONS must be a positive whole number')
  const only = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(',').map((name) => name.trim())) : null
  const dataDir = mkdtempSync(join(tmpdir(), 'harness-bench-'))
  const base = readConfig()
  // On PostgreSQL the run uses a throw-away database beside the one DATABASE_URL names.
  const scratch = base.databaseUrl ? await createScratchDatabase(base.databaseUrl) : null
  const config = { ...base, databaseUrl: scratch?.url ?? null, port: 0, host: '127.0.0.1', dataDir, shellDir: null, mode: 'test' as const }
  // Warnings (e.g. a burst of 503s) go to stderr, so stdout stays one JSON document.
  const running = await startServer(config, { rateRules: defaultRateRules(1e9), log: createLogger('warn', pino.destination(2)) })
  const { db } = running.deps
  const now = new Date()
  await insertUser(db, { username: 'bench', usernameKey: 'bench', phone: '13800000000', email: null, emailKey: null, passwordHash: await hashPassword('bench-password-1'), now })
  const userId = String((await db('users').where({ username_key: 'bench' }).first()).id)
  const token = 'benchsessiontoken0123456789abcdef'
  await db('sessions').insert({ user_id: userId, token_hash: sha256(token), created_at: now, expires_at: new Date(now.getTime() + 86_400_000) })
  const form = { 'content-type': 'application/x-www-form-urlencoded' }
  const cases = [
    { name: 'visit', method: 'GET' as const, path: '/api/user/visit', headers: { cookie: `token=${token}` }, body: undefined },
    // A second device logging in sees the live session: full argon2 verify plus the 403 takeover answer.
    { name: 'login', method: 'POST' as const, path: '/api/user/loginByPhone', headers: form, body: 'phone=13800000000&password=bench-password-1' },
    { name: 'failedLogin', method: 'POST' as const, path: '/api/user/loginByPhone', headers: form, body: 'phone=13800000000&password=wrong-password' },
  ]
  const results: Record<string, unknown> = {}
  const unknown = [...(only ?? [])].filter((name) => !cases.some((c) => c.name === name))
  if (unknown.length > 0) throw new Error(`BENCH_CASES names unknown cases: ${unknown.join(', ')} (known: ${cases.map((c) => c.name).join(', ')})`)
  for (const c of cases.filter((c) => only === null || only.has(c.name))) {
    const cpuBefore = process.cpuUsage()
    const r = await autocannon({ url: running.url + c.path, method: c.method, headers: c.headers, body: c.body, connections: connections ?? (c.name === 'visit' ? 50 : 10), duration: seconds })
    results[c.name] = {
      connections: r.connections,
      requestsPerSecond: r.requests.average,
      // CPU of this process (server and autocannon) per answer: steadier than requests/s on a shared machine.
      cpuMsPerRequest: Number((cpuAfter(cpuBefore) / Math.max(1, r.requests.total) / 1000).toFixed(3)),
      latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
      total: r.requests.total,
      statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([status, stat]) => [status, stat.count])),
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    }
  }
  // autocannon drops its sockets at the deadline while the server may still be working through
  // queued argon2 logins; let those finish before the database closes.
  await new Promise((done) => setTimeout(done, 3000))
  await running.close()
  await scratch?.drop()
  rmSync(dataDir, { recursive: true, force: true })
  console.log(JSON.stringify({ benchmark: 'server', seconds, database: config.databaseUrl ? 'postgresql' : 'pglite', results }, null, 2))
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${(error as Error).message}`)
  process.exit(1)
})
