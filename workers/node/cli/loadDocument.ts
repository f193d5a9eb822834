import { importKbl, type HarnessRecord, type KblImportReport } from '@harness/engine'
import { CliError } from './CliError'
import type { InputFormat } from './readInput'
import { nativeCodec } from '../../src/api/nativeCodec'

/** A harness document read from a file, with what the importer reported. */
export interface LoadedDocument {
  readonly format: Exclude<InputFormat, 'wireviz'>
  readonly records: HarnessRecord[]
  readonly kbl?: KblImportReport
}

/**
 * Reads a KBL file, a native document or its JSON rendering into records; an unreadable file is
 * a one-line error naming the place (line and column for XML, byte offset for native files).
 */
export function loadDocument(path: string, format: InputFormat, bytes: Buffer): LoadedDocument {
  switch (format) {
    case 'kbl': {
      const result = importKbl(bytes.toString('utf8'))
      if (!result.ok) throw new CliError(`${path}: line ${result.error.line}, column ${result.error.column}: ${result.error.message}`)
      return { format, records: result.records, kbl: result.report }
    }
    case 'native': {
      const result = nativeCodec.decode(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      if (!result.ok) throw new CliError(`${path}: ${result.error.message}`)
      return { format, records: result.records }
    }
    case 'json': {
      const result = nativeCodec.fromJson(bytes.toString('utf8'))
      if (!result.ok) throw new CliError(`${path}: ${result.error.message}`)
      return { format, records: result.records }
    }
    case 'wireviz':
      throw new CliError(`${path}: a WireViz file has no bundle topology to open as a document; use 'harness bom' or 'harness info'`)
    default: {
      const never: never = format
      throw new CliError(`${path}: unknown format ${String(never)}`)
    }
  }
}
