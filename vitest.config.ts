import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = {
  // The more specific alias first: '@harness/protocol' would otherwise also match its subpath.
  '@harness/protocol/generated': fileURLToPath(new URL('./protocol/src/generated/index.ts', import.meta.url)),
  '@harness/protocol': fileURLToPath(new URL('./protocol/src/index.ts', import.meta.url)),
  '@harness/engine': fileURLToPath(new URL('./engine/src/index.ts', import.meta.url)),
}

// Four projects: pure unit tests, server integration tests on a real database (PGlite by default,
// PostgreSQL when DATABASE_URL is set), database fault tests on private PostgreSQL clusters, and
// end-to-end tests in Chromium against the built product.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['protocol/**/*.test.ts', 'engine/**/*.test.ts', 'workers/**/*.test.ts', 'shell/**/*.test.ts', 'tests/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Fault tests (security F1, F3): each makes a PostgreSQL cluster of its own, restarts it or
          // kills it under load. One file at a time; they do not depend on DATABASE_URL.
          name: 'fault',
          include: ['server/**/*.fault.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
