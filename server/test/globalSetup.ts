import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

/** Where the server tests' bundled document worker is written (the server runs it as a worker thread). */
export const TEST_DOCUMENT_WORKER = new URL('../../test-output/server/document.worker.mjs', import.meta.url)

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Bundles the document worker once before the server tests, as the product's build does, so
 * every test server runs engine jobs in a real worker thread.
 */
export default async function setup(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ['server/src/documents/documentWorker.ts'],
    outfile: fileURLToPath(TEST_DOCUMENT_WORKER),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    alias: {
      '@harness/protocol/generated': `${root}/protocol/src/generated/index.ts`,
      '@harness/protocol': `${root}/protocol/src/index.ts`,
      '@harness/engine': `${root}/engine/src/index.ts`,
    },
    tsconfig: `${root}/server/tsconfig.json`,
    logLevel: 'warning',
  })
}
