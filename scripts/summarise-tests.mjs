// Adds up the Vitest JSON reports in a folder and prints one closing line "N passed, N failed".
// Exits 1 when any test failed, when a report is missing its results, or when no test ran.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: summarise-tests.mjs <folder of vitest json reports>')
  process.exit(2)
}
let passed = 0
let failed = 0
let skipped = 0
for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  // A file that failed to load has no failed tests but fails its suite.
  if (report.success === false && (report.numFailedTests ?? 0) === 0) failed += Math.max(1, report.numFailedTestSuites ?? 0)
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
