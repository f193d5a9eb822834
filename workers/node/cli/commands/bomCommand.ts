import { bomTable, bomToCsv, bomToJson, importWireviz, wirevizBomTsv } from '@harness/engine'
import { writeXlsxReport } from '../../xlsxReport'
import { choice, parseCommandArgs, required } from '../args'
import { CliError } from '../CliError'
import { describeWirevizError } from '../describeWirevizError'
import { detectFormat, readInput } from '../readInput'
import { writeOutput } from '../writeOutput'

const FORMATS = ['tsv', 'csv', 'json', 'xlsx'] as const

/**
 * `harness bom FILE [--format tsv|csv|json|xlsx] [--out FILE]`: the bill of materials of a WireViz
 * file (TSV byte for byte as WireViz 0.4.1 writes it), printed or written to `--out` (xlsx needs it).
 */
export async function bomCommand(argv: readonly string[]): Promise<void> {
  const args = parseCommandArgs(argv, { format: { type: 'string' }, out: { type: 'string' } }, { min: 1, max: 1, names: 'FILE' })
  const format = choice('format', args.values.format, FORMATS, 'tsv')
  const path = args.positionals[0]!
  const input = await readInput(path)
  if (detectFormat(path, input) !== 'wireviz') throw new CliError(`${path} is not a WireViz file (.yml/.yaml)`)
  const text = input.toString('utf8')
  let output: string
  if (format === 'tsv') {
    const tsv = wirevizBomTsv(text)
    if (!tsv.ok) throw new CliError(`${path}: ${describeWirevizError(tsv.error)}`)
    output = tsv.value
  } else {
    const imported = importWireviz(text)
    if (!imported.ok) throw new CliError(`${path}: ${describeWirevizError(imported.error)}`)
    if (format === 'xlsx') {
      const out = required('out', args.values.out)
      const [header = [], ...rows] = bomTable(imported.value.bom)
      const columns = header.map((h, i) => ({ key: String(i), zh: h, en: h, width: Math.max(8, Math.min(60, h.length + 4)) }))
      await writeXlsxReport(out, [{ kind: 'bom', title: { zh: 'BOM', en: 'BOM' }, columns, rows }], 'en')
      return
    }
    output = format === 'csv' ? bomToCsv(imported.value.bom) : bomToJson(imported.value.bom)
  }
  await writeOutput(args.values.out, output)
}
