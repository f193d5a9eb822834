import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The built product (dist/server/main.mjs serving dist/shell) running as its own process. */
export interface ProductServer {
  readonly url: string
  readonly dataDir: string
  /** What the process printed, for diagnosis when a test fails. */
  readonly output: string[]
  /** The newest verification code sent to `to`, read from the development outbox. */
  latestCode(to: string): Promise<string>
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
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '20', DATABASE_URL: '', SMTP_URL: '', SMS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolveUrl, reject) => {
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
  return {
    url,
    dataDir,
    output,
    async latestCode(to) {
      const response = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(to)}`)
      const body = (await response.json()) as { data: Array<{ code: string | null }> }
      const code = body.data.find((m) => m.code)?.code
      if (!code) throw new Error(`no code in the outbox for ${to}`)
      return code
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
