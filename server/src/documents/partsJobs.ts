import { importKbl, importWirevizHarness, partsOfHarness, type HarnessPart, type HarnessRecord, type PartConflict } from '@harness/engine'
import { decodeHarness } from './harnessJobs'

/** What reading a file's parts answers: the parts it uses, or why the file does not read. */
export type HarnessPartsAnswer =
  | { readonly ok: true; readonly format: string; readonly parts: readonly HarnessPart[]; readonly conflicts: readonly PartConflict[] }
  | { readonly ok: false; readonly key: 'importUnsupported' | 'importFailed'; readonly detail: string }

/** The extensions a part import reads: KBL, WireViz, the native file. */
export const PART_IMPORT_EXTENSIONS = ['.kbl', '.xml', '.yml', '.yaml', '.harness'] as const

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/** The records of a harness file by its extension, or why not (line and column where the reader has them). */
function recordsOf(name: string, bytes: Uint8Array): { ok: true; records: HarnessRecord[]; format: string } | { ok: false; key: 'importUnsupported' | 'importFailed'; detail: string } {
  const dot = name.lastIndexOf('.')
  const ext = dot < 0 ? '' : name.slice(dot).toLowerCase()
  if (ext === '.harness') {
    const decoded = decodeHarness(bytes)
    return decoded.ok ? { ok: true, records: decoded.records, format: 'native' } : { ok: false, key: 'importFailed', detail: decoded.detail }
  }
  if (!(PART_IMPORT_EXTENSIONS as readonly string[]).includes(ext)) return { ok: false, key: 'importUnsupported', detail: ext === '' ? 'no file extension' : `extension ${ext}` }
  const text = utf8(bytes)
  if (text === null) return { ok: false, key: 'importFailed', detail: 'the file is not UTF-8 text' }
  if (ext === '.yml' || ext === '.yaml') {
    const imported = importWirevizHarness(text)
    return imported.ok ? { ok: true, records: imported.records, format: 'wireviz' } : { ok: false, key: 'importFailed', detail: imported.error.message }
  }
  const kbl = importKbl(text)
  if (!kbl.ok) return { ok: false, key: 'importFailed', detail: `line ${kbl.error.line}, column ${kbl.error.column}: ${kbl.error.message}` }
  return { ok: true, records: kbl.records, format: `kbl ${kbl.report.version.release}` }
}

/**
 * The library parts a harness file uses (`partsOfHarness`): a KBL file's part masters, a WireViz
 * file's parts, or a native file's. Runs in the document worker: reading an aircraft-size KBL file
 * takes seconds.
 */
export function harnessParts(name: string, bytes: Uint8Array): HarnessPartsAnswer {
  const read = recordsOf(name, bytes)
  if (!read.ok) return read
  const { parts, conflicts } = partsOfHarness(read.records)
  return { ok: true, format: read.format, parts, conflicts }
}
