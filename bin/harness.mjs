#!/usr/bin/env node
// `npx harness ...`: runs the command-line tool, building it first when the bundle is missing.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bundle = join(root, 'dist/cli/harness.mjs')
if (!existsSync(bundle)) {
  const built = spawnSync(process.execPath, [join(root, 'esbuild.config.mjs'), '--server-only'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (built.status !== 0) {
    console.error('harness: building the command-line tool failed')
    process.exit(1)
  }
}
await import(bundle)
