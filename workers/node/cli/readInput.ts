import { readFile, stat } from 'node:fs/promises'
import { extname } from 'node:path'
import { CliError } from './CliError'

/** Largest input file the tool reads, in bytes (a guard against reading a disk image by mistake). */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024

/** The kinds of file the tool reads. */
export type InputFormat = 'wireviz' | 'kbl' | 'native' | 'json'

/** Reads a file whole, with a clear message when it is missing, a folder or too large. */
export async function readInput(path: string): Promise<Buffer> {
  const info = await stat(path).catch(() => null)
  if (!info) throw new CliError(`cannot read ${path}: no such file`)
  if (!info.isFile()) throw new CliError(`cannot read ${path}: not a file`)
  if (info.size > MAX_INPUT_BYTES) throw new CliError(`cannot read ${path}: larger than ${MAX_INPUT_BYTES} bytes`)
  return readFile(path)
}

/**
 * The format of an input file, by its extension and, for unknown extensions, its first bytes:
 * WireViz YAML (.yml, .yaml), KBL XML (.kbl, .xml, or XML whose root is a KBL container), the
 * native document (.harness, or the FlatBuffers file identifier), or the JSON debug rendering.
 */
export function detectFormat(path: string, bytes: Uint8Array): InputFormat {
  const ext = extname(path).toLowerCase()
  if (ext === '.yml' || ext === '.yaml') return 'wireviz'
  if (ext === '.kbl' || ext === '.xml') return 'kbl'
  if (ext === '.harness') return 'native'
  if (ext === '.json') return 'json'
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8')
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'HRNS') return 'native'
  if (/^\s*(<\?xml[^>]*>\s*)?<([A-Za-z_][\w.-]*:)?KBL_container/.test(head)) return 'kbl'
  if (/^\s*\{/.test(head)) return 'json'
  throw new CliError(`cannot tell the format of ${path}: use .yml/.yaml (WireViz), .kbl/.xml (KBL), .harness (native) or .json`)
}
