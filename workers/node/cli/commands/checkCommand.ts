import { formatMessage } from '@harness/protocol'
import { RULE_MESSAGES, type RuleId } from '@harness/engine'
import { nativeCodec } from '../../../src/api/nativeCodec'
import { startEngineThread } from '../../startEngineThread'
import { parseCommandArgs } from '../args'
import { progressBar } from '../progressBar'
import { CliError } from '../CliError'
import { loadDocument } from '../loadDocument'
import { detectFormat, readInput } from '../readInput'
import { writeOutput } from '../writeOutput'

/** Exit code of `check` when the document has design-rule errors (bad input is 1, bad arguments 2). */
export const CHECK_FAILED_EXIT = 3

/**
 * `harness check DOC [--json]`: opens the document in an engine worker thread and lists its
 * design-rule findings (dictionary messages of spec 8) with the records they concern. Exits 3
 * when any finding is an error.
 */
export async function checkCommand(argv: readonly string[], threadUrl: URL): Promise<number> {
  const args = parseCommandArgs('check', argv, { json: { type: 'boolean' } }, { min: 1, max: 1, names: 'DOC' })
  const path = args.positionals[0]!
  const bytes = await readInput(path)
  const format = detectFormat(path, bytes)
  // A native file goes to the engine as it is; anything else is imported here and encoded.
  const native = format === 'native' ? bytes : nativeCodec.encode(loadDocument(path, format, bytes).records)
  const engine = startEngineThread(threadUrl)
  try {
    const bar = progressBar('check: opening')
    const opened = await engine.open(native.buffer.slice(native.byteOffset, native.byteOffset + native.byteLength) as ArrayBuffer, (p) => bar.update(Math.round(p.fraction * 100), 100, p.phase))
    bar.finish()
    if (!opened.ok) throw new CliError(`${path}: ${opened.message}`)
    const derived = await engine.api.derived()
    const errors = derived.findings.filter((f) => f.severity === 'error').length
    if (args.values.json) {
      await writeOutput(undefined, JSON.stringify({ file: path, errors, warnings: derived.findings.length - errors, findings: derived.findings }, null, 2) + '\n')
    } else {
      const lines = derived.findings.map((f) => `${f.severity.padEnd(7)} ${formatMessage(RULE_MESSAGES[f.rule as RuleId])} — ${f.ids.join(', ')}${f.detail ? ` (${f.detail})` : ''}`)
      lines.push(`${path}: ${errors} errors, ${derived.findings.length - errors} warnings, ${derived.wires.length} wires checked`)
      await writeOutput(undefined, lines.join('\n') + '\n')
    }
    return errors > 0 ? CHECK_FAILED_EXIT : 0
  } finally {
    await engine.terminate()
  }
}
