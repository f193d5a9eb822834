import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { AccountPaths } from '@harness/protocol'

/** The built product (dist/server/main.mjs serving dist/shell) running as its own process. */
export interface ProductServer {
  readonly url: string
  readonly dataDir: string
  /** What the process printed, for diagnosis when a test fails. */
  readonly output: string[]
  /** The newest verification code sent to `to`, read from the development outbox. */
  latestCode(to: string): Promise<string>
  /**
   * Registers an account by e-mail through the API, as the sign-up form would (on a fresh install
   * the first one becomes the administrator); rejects with the server's answer on failure.
   */
  registerByEmail(account: { email: string; username: string; password: string; inviteCode?: string }): Promise<void>
  /** Runs the account command-line tool on this server's data folder while the server is stopped. */
  cli(...args: string[]): Promise<string>
  /** Kills the server process outright (SIGKILL), as a power cut would. */
  crash(): Promise<void>
  /** Starts the server again on the same port and data folder. */
  restart(): Promise<void>
  stop(): Promise<void>
}

const root = resolve(import.meta.dirname, '../..')

/**
 * Starts the product exactly as the README's start command does (after the build), on a free port
 * with a fresh embedded database and the development outbox, and waits until it prints its address.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'harness-e2e-'))
  const output: string[] = []
  const fullEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '20', DATABASE_URL: '', SMTP_URL: '', SMS_URL: '', ...env }
  let port = '0'
  let child: ChildProcess
  const launch = async (): Promise<string> => {
    child = spawn(process.execPath, ['dist/server/main.mjs'], { cwd: root, env: { ...fullEnv, PORT: port }, stdio: ['ignore', 'pipe', 'pipe'] })
    const started = await waitForAddress(child, output)
    port = new URL(started).port
    return started
  }
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    }
  }
  const url = await launch()
  const latestCode = async (to: string): Promise<string> => {
    const response = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(to)}`)
    const body = (await response.json()) as { data: Array<{ code: string | null }> }
    const code = body.data.find((m) => m.code)?.code
    if (!code) throw new Error(`no code in the outbox for ${to}`)
    return code
  }
  return {
    url,
    dataDir,
    output,
    latestCode,
    async registerByEmail({ email, username, password, inviteCode }) {
      const post = async (path: string, body: Record<string, string>) => {
        const response = await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        const answer = (await response.json()) as { code: number; message: string }
        if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`)
      }
      const invite: Record<string, string> = inviteCode === undefined ? {} : { inviteCode }
      await post(AccountPaths.sendRegisterEmailCode, { email, ...invite })
      await post(AccountPaths.registerByEmail, { email, emailcode: await latestCode(email), username, password, ...invite })
    },
    async cli(...args) {
      await halt()
      const result = spawnSync(process.execPath, ['dist/server/cli.mjs', ...args], { cwd: root, env: fullEnv, encoding: 'utf8' })
      await launch()
      if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`)
      return result.stdout
    },
    async crash() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGKILL')
        await exited
      }
    },
    async restart() {
      await launch()
    },
    async stop() {
      await halt()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Waits until the server process prints its address; rejects with its output if it exits first. */
function waitForAddress(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 60_000)
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      output.push(text)
      const match = /running at (http:\/\/\S+)/.exec(text)
      if (match) {
        clearTimeout(timer)
        resolveUrl(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output.join('')}`))
    })
  })
}
