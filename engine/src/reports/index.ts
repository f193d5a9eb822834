/**
 * Manufacturing reports as plain rows computed from a document and its derived data: the wire-cut
 * table, the assembly table, the bill of materials and the manufacturing BOM (harness-domain 3.5
 * and 3.6, specification section 3).
 */
export { compareNatural, mmToM, roundMm, type QuantityUnit } from './reportCells'
export { sealIn, wireEndInfo, type WireEndInfo } from './wireEndInfo'
export { WireCutRows, sortForCutTable, wireCutTable, type WireCutRow, type WireCutStatus } from './wireCutTable'
export { assemblyTable, type AssemblyOperation, type AssemblyStep } from './assemblyTable'
export { BOM_CATEGORIES, NO_PART_NUMBER, bom, isLengthCategory, type BomCategory, type BomLine } from './bom'
export {
  defaultManufacturingFields,
  manufacturingBom,
  manufacturingInput,
  manufacturingLineFields,
  manufacturingLineKey,
  type ManufacturingBomResult,
  type ManufacturingBomRow,
  type ManufacturingFieldIssue,
  type ManufacturingFields,
  type ManufacturingFieldsInput,
} from './manufacturingBom'
export {
  buildReportSheet, reportWindows, selectColumns, sheetToCsv, sheetToJson, spreadsheetRows, COLUMN_SET_REPORT, REPORT_COLUMNS, REPORT_COLUMN_KEYS, REPORT_KINDS, VALUE_LABELS_ZH, VALUE_LABELS_EN,
  type ReportColumn, type ReportKind, type ReportSheet, type ReportWindows,
} from './reportSheets'
export { sortedWindows, type ReportSort } from './sortedWindows'
export { generatedText } from './generatedText'
