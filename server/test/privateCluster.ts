import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * A PostgreSQL cluster of a test's own (security section 6): made with `initdb` in a temporary
 * folder, listening on a free loopback port, so a test may restart it or kill its postmaster
 * without touching any other database on the machine.
 */
export interface PrivateCluster {
  /** Connection URL of its `postgres` database as the `postgres` superuser (trust auth on loopback). */
  readonly url: string
  /** `pg_ctl restart -m fast`: disconnects every client, shuts down cleanly and starts again. */
  restart(): Promise<void>
  /** Terminates every backend serving `database` (pg_terminate_backend), as an operator would. */
  terminateBackends(database: string): Promise<number>
  /** `kill -9` of the postmaster; resolves once it is gone. Its backends follow it down. */
  killPostmaster(): Promise<void>
  /** Starts the cluster again (after a kill, PostgreSQL runs crash recovery first). */
  start(): Promise<void>
  /** Runs one SQL statement through psql and answers its unaligned output. */
  sql(statement: string, database?: string): Promise<string>
  /** Stops the cluster at once and deletes its folder. */
  destroy(): Promise<void>
}

/** The folder of PostgreSQL's server programs: `PG_BIN`, else the newest Debian installation. */
function binDir(): string | null {
  const usable = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'psql'))
  if (process.env.PG_BIN) return usable(process.env.PG_BIN) ? process.env.PG_BIN : null
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))
  return versions.map((v) => join(root, v, 'bin')).find(usable) ?? null
}

/** PostgreSQL refuses to run as root; as root the cluster runs as the `postgres` user through runuser. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'))
  if (!line) return null
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

/** Why a private cluster cannot be made here, or null when it can. */
export function privateClusterUnavailable(): string | null {
  const bin = binDir()
  if (!bin) return 'no PostgreSQL server programs (initdb, pg_ctl, psql) in PG_BIN or /usr/lib/postgresql/*/bin; install postgresql'
  if (process.getuid?.() === 0) {
    if (!runAs()) return 'running as root without a "postgres" user to run PostgreSQL as'
    if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'running as root without runuser to start PostgreSQL as the postgres user'
  }
  return null
}

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Makes, starts and answers a private cluster; throws when {@link privateClusterUnavailable} has a reason. */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const reason = privateClusterUnavailable()
  if (reason) throw new Error(reason)
  const bin = binDir()!
  const user = runAs()
  const dir = mkdtempSync(join(tmpdir(), 'harness-pg-'))
  const data = join(dir, 'data')
  if (user) chownSync(dir, user.uid, user.gid)
  const port = await freePort()
  const program = async (name: string, args: string[]): Promise<string> => {
    const command = join(bin, name)
    const { stdout } = user ? await run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: dir }) : await run(command, args, { cwd: dir })
    return stdout
  }
  const pgCtl = (...args: string[]) => program('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', ...args])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on`
  await program('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
  await pgCtl('-o', options, 'start')
  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
  const sql = (statement: string, database = 'postgres') => program('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-XAtc', statement]).then((out) => out.trim())
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', 'restart').then(() => undefined),
    async terminateBackends(database) {
      const out = await sql(`select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = '${database.replace(/'/g, "''")}' and pid <> pg_backend_pid()`)
      return Number(out)
    },
    async killPostmaster() {
      const pid = postmasterPid()
      process.kill(pid, 'SIGKILL')
      for (let waited = 0; alive(pid) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
    },
    async start() {
      // Backends of a killed postmaster may hold its shared memory for a moment; retry until they are gone.
      for (let attempt = 0; ; attempt++) {
        try {
          await pgCtl('-o', options, 'start')
          return
        } catch (error) {
          if (attempt >= 20) throw error
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
      }
    },
    sql,
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
