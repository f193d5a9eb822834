/** WireViz interchange: import WireViz YAML (YAML 1.1 as PyYAML reads it) and produce its BOM. */

/** The whole pipeline: YAML text → document → harness → BOM, and the BOM as TSV. */
export { importWireviz, wirevizBomTsv, type WirevizImport, type WirevizImportError, type WirevizImportResult } from './wirevizImport'
/** WireViz 0.4.1 BOM rows and their TSV, CSV and JSON renderings. */
export { bomTable, bomToCsv, bomToJson, bomToTsv, generateBom, OPTIONAL_COLUMNS, type BomColumn, type BomRow, type WirevizBom } from './wirevizBom'
/** The WireViz document model (templates, options, connection sets, BOM items). */
export { parseWirevizDocument, type WirevizDocument, type WirevizIssue } from './wirevizModel'
/** The instantiated harness (connector and cable instances from the connection sets). */
export { buildHarness, type WirevizHarness } from './wirevizHarness'
/** The PyYAML-compatible YAML 1.1 reader. */
export { loadYaml11, type YamlError, type YamlLimits, type YamlResult } from './yaml11'
/** Python values as the YAML reader produces them. */
export { PyDate, PyDict, type PyValue } from './pyValue'
/** A WireViz file opened as a native harness document (records on a generated star topology, with notes). */
export { importWirevizHarness, type WirevizHarnessResult } from './importWirevizHarness'
export type { WirevizHarnessNote, WirevizHarnessNoteCode } from './wirevizHarnessNotes'
export type { PinReference, WirevizConnection, WirevizMate } from './wirevizHarness'
/** AWG to mm² by ASTM B258. */
export { awgToMm2 } from './wirevizGauge'
