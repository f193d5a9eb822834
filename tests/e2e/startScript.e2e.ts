import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The README's start command, `bash scripts/start.sh`, as a person runs it: it builds and starts
 * the product and prints its address, and nothing of npm's configuration warnings, even in a
 * shell that exported `npm_config_nodedir` for native builds (the setting only the install uses).
 */
const root = resolve(import.meta.dirname, '../..')

describe('the start command', () => {
  it('starts the product with a clean output, and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'harness-start-'))
    const child = spawn('bash', ['scripts/start.sh'], {
      cwd: root,
      env: { ...process.env, npm_config_nodedir: '/usr', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: '', SMS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    try {
      await expect.poll(() => output, { timeout: 90_000, interval: 200 }).toMatch(/running at http:\/\/\S+/)
      const url = /running at (http:\/\/\S+)/.exec(output)![1]!.replace('localhost', '127.0.0.1')
      expect((await fetch(`${url}/healthz`)).status).toBe(200)
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(output).not.toMatch(/npm warn|Unknown (env|user|project) config/i)
      expect(output).toContain('esbuild: built')
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
