#!/usr/bin/env node
/**
 * `harness`: the command-line host of the harness engine. Commands that compute run the engine in
 * Node worker threads through the same entries the browser uses.
 *
 *   harness bom FILE [--format tsv|csv|json] [--out FILE]
 *   harness info FILE [--json]
 *   harness import FILE --out DOC
 *   harness check DOC [--json]
 *   harness report cut-table|assembly|bom|manufacturing-bom DOC --format xlsx|csv|json --out FILE [--lang zh|en]
 *   harness generate --size S|M|L|XL --seed N --out DOC
 *   harness bench [--sizes S,M,L,XL] [--repeat N]
 *
 * Bad arguments exit 2 and bad input exits 1, each with one line on stderr and no stack trace.
 */
import { benchCommand } from './commands/benchCommand'
import { bomCommand } from './commands/bomCommand'
import { checkCommand } from './commands/checkCommand'
import { exportCommand } from './commands/exportCommand'
import { generateCommand } from './commands/generateCommand'
import { importCommand } from './commands/importCommand'
import { infoCommand } from './commands/infoCommand'
import { reportCommand } from './commands/reportCommand'
import { CliError } from './CliError'

const USAGE = `usage: harness <command> [arguments]

commands:
  bom FILE [--format tsv|csv|json] [--out FILE]   bill of materials of a WireViz file
  info FILE [--json]                              what a file holds, counted by kind
  import FILE --out DOC                           KBL (or JSON) to a native .harness document
  export DOC --to kbl --out FILE                  a document as KBL 2.4 SR-1
  check DOC [--json]                              design-rule check; exit 3 on errors
  report cut-table|assembly|bom|manufacturing-bom DOC --format xlsx|csv|json --out FILE [--lang zh|en]
                                                  manufacturing report, built in a report worker
  generate --size S|M|L|XL --seed N --out DOC     deterministic synthetic harness
  bench [--sizes S,M,L,XL] [--repeat N]           engine measurements as JSON
`

/** Runs one command line; answers the exit code. */
export async function run(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv
  const threadUrl = new URL('./engine.thread.mjs', import.meta.url)
  try {
    switch (command) {
      case 'bom':
        await bomCommand(rest)
        return 0
      case 'info':
        await infoCommand(rest)
        return 0
      case 'import':
        await importCommand(rest)
        return 0
      case 'export':
        await exportCommand(rest)
        return 0
      case 'check':
        return await checkCommand(rest, threadUrl)
      case 'report':
        await reportCommand(rest, new URL('./report.thread.mjs', import.meta.url))
        return 0
      case 'generate':
        await generateCommand(rest)
        return 0
      case 'bench':
        await benchCommand(rest)
        return 0
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        process.stdout.write(USAGE)
        return command === undefined ? 2 : 0
      default:
        process.stderr.write(`harness: unknown command "${command}"\n${USAGE}`)
        return 2
    }
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`harness ${command}: ${error.message}\n`)
      return error.exitCode
    }
    process.stderr.write(`harness ${command}: internal error: ${(error as Error).message}\n`)
    return 1
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`harness: ${(error as Error).message}\n`)
    process.exitCode = 1
  },
)
