import { xlsxBytes } from '../lib/xlsxBytes'
import { canonicalHarnessText, readCanonicalHarness } from './canonicalHarness'
import type { FactoryFormat, FactoryReport, FileSummary, WorkspaceConfig } from '@harness/protocol'
import {
  buildReportSheet, spreadsheetRows, compareHarnesses, COLUMN_SET_REPORT, decodeDocument, DEFAULT_SETTINGS, GENERIC_SETTINGS, deriveHarness, encodeDocument, generateHarness, importKbl, selectColumns,
  harnessCounts, harnessSearchText, partUses, settingsUnderConfig, sheetToCsv, Store, type HarnessRecord, type HarnessSearchText, type PartUses, type ReportSheet, type SettingsRecord,
} from '@harness/engine'
import { kblImportNotes, type KblImportNote } from './kblImportNotes'

/**
 * The harness work the server hands to its document worker: checking uploaded documents with the
 * engine's decoder, importing KBL, making the empty and the sample harness, and the factory
 * folder's reports. Every function is pure over bytes and answers expected failures as values.
 */

/** Why harness bytes were refused: no harness document at all, or one whose content is damaged. */
export type HarnessRefusal = { readonly ok: false; readonly key: 'fileInvalid' | 'dataFormatIncorrect'; readonly detail: string }

/** A harness file's native bytes and its canonical stored form, with what lists show of it. */
export interface HarnessBytes {
  readonly ok: true
  readonly bytes: Uint8Array
  readonly canonical: Uint8Array
  readonly summary: FileSummary
  /** The part numbers it uses, for the library's "where used". */
  readonly partUses: PartUses
  /** Its content index for the text search (`harnessSearchText`). */
  readonly searchText: HarnessSearchText
}

/** Record counts of a harness: the totals a file list and a version row show. */
export function harnessSummary(records: readonly HarnessRecord[]): FileSummary {
  const c = harnessCounts(records)
  return {
    kind: 'harness', records: records.length, connectors: c.connectors, wires: c.byType.wire, splices: c.splices, segments: c.segments,
    multicores: c.multicores, protections: c.protections,
  }
}

/**
 * Decodes harness bytes with the engine's checked decoder. Bytes that are not a harness document
 * at all (empty, another file type, another FlatBuffers identifier) answer `fileInvalid`; a harness
 * document with damaged content answers `dataFormatIncorrect`, with the decoder's detail.
 */
export function decodeHarness(bytes: Uint8Array): { readonly ok: true; readonly records: HarnessRecord[] } | HarnessRefusal {
  if (bytes.length < 8 || String.fromCharCode(...bytes.subarray(4, 8)) !== 'HRNS') {
    return { ok: false, key: 'fileInvalid', detail: 'not a harness document (no HRNS file identifier)' }
  }
  const decoded = decodeDocument(bytes)
  if (!decoded.ok) return { ok: false, key: 'dataFormatIncorrect', detail: decoded.error.message }
  return { ok: true, records: decoded.records }
}

/** The canonical stored form of records, as UTF-8 bytes. */
function canonicalBytes(records: readonly HarnessRecord[]): Uint8Array {
  return new TextEncoder().encode(canonicalHarnessText(records))
}

/** Checks uploaded harness bytes and summarises them; the bytes are kept as sent, beside their canonical form. */
export function checkHarness(bytes: Uint8Array): HarnessBytes | HarnessRefusal {
  const decoded = decodeHarness(bytes)
  if (!decoded.ok) return decoded
  const records = decoded.records
  return { ok: true, bytes, canonical: canonicalBytes(records), summary: harnessSummary(records), partUses: partUses(records), searchText: harnessSearchText(records) }
}

/** Encodes records as a harness file with its canonical form and summary. */
export function harnessFile(records: readonly HarnessRecord[]): HarnessBytes {
  return {
    ok: true, bytes: encodeDocument(records), canonical: canonicalBytes(records), summary: harnessSummary(records), partUses: partUses(records), searchText: harnessSearchText(records),
  }
}

/** The content index of a stored version, from its canonical form (for versions stored before the index existed). */
export function searchTextFromCanonical(canonical: Uint8Array): { readonly ok: true; readonly searchText: HarnessSearchText } | HarnessRefusal {
  const read = readCanonicalHarness(canonical)
  if (!read.ok) return { ok: false, key: 'dataFormatIncorrect', detail: read.detail }
  return { ok: true, searchText: harnessSearchText(read.records) }
}

/**
 * The native bytes of a stored version, encoded afresh from its canonical form (older versions keep
 * only that), with its content index (a restored version becomes current and searchable again).
 */
export function nativeFromCanonical(canonical: Uint8Array): { readonly ok: true; readonly bytes: Uint8Array; readonly searchText: HarnessSearchText } | HarnessRefusal {
  const read = readCanonicalHarness(canonical)
  if (!read.ok) return { ok: false, key: 'dataFormatIncorrect', detail: read.detail }
  return { ok: true, bytes: encodeDocument(read.records), searchText: harnessSearchText(read.records) }
}

/** The harness a new file starts with: a valid document holding nothing (the drawing settings take their defaults when it opens). */
export function emptyHarness(): HarnessBytes {
  return harnessFile([])
}

/** The generic drawing a new file starts with: nothing but the generic settings (points, letter portrait; spec 3). */
export function emptyDrawing(): HarnessBytes {
  return harnessFile([GENERIC_SETTINGS])
}

/** A KBL 2.3/2.4/2.5 file as a harness file, or the importer's error with its line and column. */
export function kblHarness(text: string): (HarnessBytes & { readonly format: string; readonly notes: readonly KblImportNote[] }) | { readonly ok: false; readonly detail: string } {
  const result = importKbl(text)
  if (!result.ok) return { ok: false, detail: `line ${result.error.line}, column ${result.error.column}: ${result.error.message}` }
  return { ...harnessFile(result.records), format: `kbl ${result.report.version.release}`, notes: kblImportNotes(result.report) }
}

/** The records of a document with its settings as the project's configuration sets them (the engine's rule when a file opens). */
export function underConfig(records: readonly HarnessRecord[], config: WorkspaceConfig): HarnessRecord[] {
  const settings = (records.find((r) => r.typeName === 'settings') as SettingsRecord | undefined) ?? DEFAULT_SETTINGS
  return [...records.filter((r) => r.typeName !== 'settings'), settingsUnderConfig(settings, config)]
}

/** A made report: its bytes and how many rows it holds. */
export interface ReportFile {
  readonly ok: true
  readonly bytes: Uint8Array
  readonly rows: number
}

/**
 * Builds a factory report of a stored harness version (its canonical form) under the project's configuration: the engine
 * derives routes and lengths with the configured add-on rules and diameter method, the report
 * keeps the team's column set, and the sheet is written as CSV (UTF-8 with a BOM, so spreadsheet
 * programs read Chinese headings) or as xlsx with exceljs' streaming writer.
 */
export async function harnessReport(canonical: Uint8Array, config: WorkspaceConfig, report: FactoryReport, format: FactoryFormat): Promise<ReportFile | HarnessRefusal> {
  const read = readCanonicalHarness(canonical)
  if (!read.ok) return { ok: false, key: 'dataFormatIncorrect', detail: read.detail }
  const store = new Store(underConfig(read.records, config))
  const sheet = selectColumns(buildReportSheet(COLUMN_SET_REPORT[report], store, deriveHarness(store), 'zh'), config.reportColumns[report])
  const out = format === 'csv' ? new TextEncoder().encode('\uFEFF' + sheetToCsv(sheet, 'zh')) : await sheetToXlsx(sheet)
  return { ok: true, bytes: out, rows: sheet.rows.length }
}

/** One sheet as xlsx bytes: bold frozen headings, column widths, rows committed as written. */
function sheetToXlsx(sheet: ReportSheet): Promise<Uint8Array> {
  return xlsxBytes((addSheet) => {
    const ws = addSheet(sheet.title.zh, sheet.columns.map((c) => ({ header: c.zh, key: c.key, width: c.width })))
    for (const row of spreadsheetRows(sheet)) ws.addRow(row).commit()
  }, { useSharedStrings: false })
}

/** The harness part of a comparison (the server adds which versions were compared). */
export interface HarnessDifferences {
  readonly ok: true
  readonly countsBefore: Readonly<Record<string, number>>
  readonly countsAfter: Readonly<Record<string, number>>
  readonly added: number
  readonly removed: number
  readonly changed: number
  readonly changes: readonly { readonly kind: 'added' | 'removed' | 'changed'; readonly id: string; readonly typeName: string; readonly label: string; readonly fields: readonly string[] }[]
  readonly truncated: boolean
}

/**
 * Compares two versions of a harness: a stored version (its canonical form) with another stored
 * version, or with unsaved native bytes a designer sent (checked like a save). At most `limit`
 * changes are listed.
 */
export function compareHarnessVersions(
  before: Uint8Array,
  after: { readonly canonical: Uint8Array } | { readonly native: Uint8Array },
  limit: number,
): HarnessDifferences | HarnessRefusal {
  const a = readCanonicalHarness(before)
  if (!a.ok) return { ok: false, key: 'dataFormatIncorrect', detail: a.detail }
  let records: HarnessRecord[]
  if ('canonical' in after) {
    const b = readCanonicalHarness(after.canonical)
    if (!b.ok) return { ok: false, key: 'dataFormatIncorrect', detail: b.detail }
    records = b.records
  } else {
    const b = decodeHarness(after.native)
    if (!b.ok) return b
    records = b.records
  }
  const c = compareHarnesses(a.records, records, { limit })
  return {
    ok: true, countsBefore: c.before, countsAfter: c.after, added: c.added, removed: c.removed, changed: c.changed,
    changes: c.changes.map((x) => ({ kind: x.kind, id: x.id, typeName: x.typeName, label: x.label, fields: x.fields })), truncated: c.truncated,
  }
}
