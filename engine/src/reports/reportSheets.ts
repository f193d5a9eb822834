import type { ReportColumnSet } from '@harness/protocol'
import { PartCatalog } from '../library/PartCatalog'
import type { DerivedHarness } from '../derive/deriveHarness'
import type { DocReader } from '../store/DocReader'
import { assemblyTable } from './assemblyTable'
import { bom as harnessBom, NO_PART_NUMBER } from './bom'
import { generatedText } from './generatedText'
import { manufacturingBom, manufacturingInput } from './manufacturingBom'
import { WireCutRows, wireCutTable } from './wireCutTable'

/** The reports the report worker builds. */
export type ReportKind = 'cut-table' | 'assembly' | 'bom' | 'manufacturing-bom'

/** Every report kind. */
export const REPORT_KINDS: readonly ReportKind[] = ['cut-table', 'assembly', 'bom', 'manufacturing-bom']

/** One column of a report sheet: the row key, its headings and its width in characters. */
export interface ReportColumn {
  readonly key: string
  readonly zh: string
  readonly en: string
  readonly width: number
  /** True for a column of figures (counts, lengths in mm, sizes): its heading and cells align right. */
  readonly numeric?: true
  /** Decimals the panel shows in every row of a column of figures: 1 for lengths in mm (4038.0 above 730.4). */
  readonly decimals?: number
}

/** A report as a sheet: title, columns and rows of plain cells (strings, numbers, empty). */
export interface ReportSheet {
  readonly kind: ReportKind
  readonly title: { readonly zh: string; readonly en: string }
  readonly columns: readonly ReportColumn[]
  readonly rows: ReadonlyArray<ReadonlyArray<string | number | null>>
  /**
   * Per row, the records it is about (a cut-table row's wire, an assembly step's records, the
   * parts a BOM row groups), when asked for with `withIds`; for selecting them from the row.
   */
  readonly rowIds?: ReadonlyArray<readonly string[]>
}

const col = (key: string, zh: string, en: string, width = 12): ReportColumn => ({ key, zh, en, width })
/** A column of figures ({@link ReportColumn.numeric}). */
const num = (key: string, zh: string, en: string, width = 12): ReportColumn => ({ key, zh, en, width, numeric: true })
/** A column of lengths in mm, shown to one decimal ({@link ReportColumn.decimals}). */
const mm = (key: string, zh: string, en: string, width = 12): ReportColumn => ({ key, zh, en, width, numeric: true, decimals: 1 })

const CUT_TABLE: readonly ReportColumn[] = [
  num('line', '序号', 'Line', 6), col('wireNumber', '线号', 'Wire', 10), col('kind', '类型', 'Kind', 6), col('multicore', '多芯线', 'Multicore', 10),
  col('modules', '模块', 'Modules', 14), col('partNumber', '导线料号', 'Part no.', 16), col('wireType', '线型', 'Wire type', 12),
  num('csa', '截面积 mm²', 'CSA mm²', 9), mm('od', '外径 mm', 'OD mm', 8), col('colors', '颜色', 'Colours', 10),
  mm('productionLength', '下线长度 mm', 'Cut length mm', 12), mm('dmuLength', 'DMU 长度 mm', 'DMU length mm', 12), mm('drawingLength', '图纸长度 mm', 'Drawing length mm', 12),
  num('quantity', '数量', 'Qty', 6),
  col('aConnector', 'A端连接器', 'A connector', 12), col('aCavity', 'A端孔位', 'A cavity', 8), col('aTerminal', 'A端端子', 'A terminal', 14), col('aSeal', 'A端防水栓', 'A seal', 14), mm('aStrip', 'A端剥线 mm', 'A strip mm', 9), col('aSplice', 'A端接点', 'A splice', 10),
  col('bConnector', 'B端连接器', 'B connector', 12), col('bCavity', 'B端孔位', 'B cavity', 8), col('bTerminal', 'B端端子', 'B terminal', 14), col('bSeal', 'B端防水栓', 'B seal', 14), mm('bStrip', 'B端剥线 mm', 'B strip mm', 9), col('bSplice', 'B端接点', 'B splice', 10),
  col('twistGroup', '绞线组', 'Twist group', 10), mm('layLength', '绞距 mm', 'Lay length mm', 9), col('status', '状态', 'Status', 12),
]

const ASSEMBLY: readonly ReportColumn[] = [
  num('step', '工步', 'Step', 6), col('operation', '工序', 'Operation', 14), col('object', '对象', 'Object', 16), col('position', '位置', 'Position', 18),
  col('wires', '导线', 'Wires', 14), col('segment', '分支', 'Segment', 12), mm('from', '起点 mm', 'From mm', 9), mm('to', '终点 mm', 'To mm', 9),
  col('partNumber', '料号', 'Part no.', 16), num('quantity', '数量', 'Qty', 8), col('unit', '单位', 'Unit', 6), col('note', '说明', 'Note', 20),
]

const BOM: readonly ReportColumn[] = [
  num('item', '序号', 'Item', 6), col('category', '类别', 'Category', 12), col('partNumber', '料号', 'Part no.', 16), col('description', '描述', 'Description', 24),
  num('quantity', '数量', 'Qty', 9), col('unit', '单位', 'Unit', 6), col('designators', '位号', 'Designators', 24), col('usage', '用途', 'Usage', 10), col('status', '状态', 'Status', 8),
]

// The manufacturing BOM (spec 3, manufacturing BOM state): the BOM's columns, then the fields that
// plan its production, then the quantity to plan.
const MANUFACTURING_BOM: readonly ReportColumn[] = [
  ...BOM.slice(0, 6),
  num('cellCount', '工位数', 'Cells', 6), col('cellType', '工位类型', 'Cell type', 12), col('rawMaterial', '原材料', 'Raw material', 8),
  col('autoSupply', '自动供料', 'Auto supply', 8), col('process', '工艺', 'Process', 10), col('resources', '资源', 'Resources', 16),
  col('connectWay', '连接方式', 'Connect way', 10), num('moveMinutes', '搬运时间 min', 'Move min', 9), num('quantityRatio', '用量系数', 'Qty ratio', 8),
  num('plannedQuantity', '计划数量', 'Planned qty', 10),
]

/** Chinese labels of the coded values reports carry (operations, categories, statuses, units, usage). */
export const VALUE_LABELS_ZH: Readonly<Record<string, string>> = {
  twistWires: '绞线', layWire: '布线', fitSeal: '装防水栓', insertTerminal: '插端子', fitPlug: '装堵头', joinSplice: '接点压接', wrapTape: '缠胶带',
  slideTube: '套管', fitClip: '装卡扣', fitGrommet: '装过线胶圈',
  connector: '连接器', terminal: '端子', seal: '防水栓', plug: '堵头', splice: '接点', wire: '导线', multicore: '多芯线',
  tape: '胶带', tube: '套管', clip: '卡扣', grommet: '过线胶圈', core: '芯线',
  ok: '正常', openEnd: '端点未连接', cannotConnectToGraph: '无法连接到该图形', nonPositiveLength: '长度无效', endPartMismatch: '端子或防水栓不匹配',
  normal: '正常', invalid: '失效', optional: '可选', mandatory: '必选', customerSpecified: '客户指定', pc: '个', m: '米',
  insertion: '插装', crimping: '压接', sealing: '装防水栓', plugging: '装堵头', splicing: '接点焊接', cutting: '下线', taping: '缠胶带',
  tubing: '套管', fixing: '固定', insert: '插入', crimp: '压接', ultrasonicWeld: '超声波焊接', wrap: '缠绕', slide: '套入',
}

/**
 * English words for the coded values whose code is not one (the rest, such as connector, mandatory
 * or pc, read as they are): an English sheet no longer shows "layWire" or "customerSpecified".
 */
export const VALUE_LABELS_EN: Readonly<Record<string, string>> = {
  twistWires: 'twist wires', layWire: 'lay wire', fitSeal: 'fit seal', insertTerminal: 'insert terminal', fitPlug: 'fit plug',
  joinSplice: 'join splice', wrapTape: 'wrap tape', slideTube: 'slide tube', fitClip: 'fit clip', fitGrommet: 'fit grommet',
  openEnd: 'open end', cannotConnectToGraph: 'not connected to the bundles', nonPositiveLength: 'length not positive', endPartMismatch: 'terminal or seal does not fit',
  customerSpecified: 'customer specified', ultrasonicWeld: 'ultrasonic weld',
}

const CODED = new Set(['operation', 'category', 'status', 'usage', 'unit', 'kind', 'process', 'connectWay'])

/** The label of coded value `code` in `language`, or the code itself (own keys only: no inherited "constructor"). */
function codedLabel(code: string, language: 'zh' | 'en'): string {
  const labels = language === 'zh' ? VALUE_LABELS_ZH : VALUE_LABELS_EN
  return Object.hasOwn(labels, code) ? labels[code]! : code
}

/**
 * Whether cell `key` of `row` holds text the report made up (see generatedText.ts), named in the
 * sheet's language: an assembly step's note, the "(no part number)" mark (`NO_PART_NUMBER`), a BOM line's
 * description when no part had one. A designer's own text is never touched.
 */
function isGenerated(row: Record<string, unknown>, key: string, value: string): boolean {
  if (key === 'note') return true
  if (key === 'partNumber') return value === NO_PART_NUMBER
  return key === 'description' && row.generatedDescription === true
}

/** The cell of field `key` of report row `r` in `language`: coded values and made-up texts named, booleans as words. */
function cellOf(r: Record<string, unknown>, key: string, language: 'zh' | 'en'): string | number | null {
  const v = r[key]
  if (v === null || v === undefined) return null
  if (typeof v === 'string' && CODED.has(key)) return codedLabel(v, language)
  if (typeof v === 'string' && isGenerated(r, key, v)) return generatedText(v, language)
  if (typeof v === 'number' || typeof v === 'string') return v
  if (typeof v === 'boolean') return v ? (language === 'zh' ? '是' : 'yes') : ''
  if (Array.isArray(v)) return v.join(', ')
  return String(v)
}

function cells(row: object, columns: readonly ReportColumn[], language: 'zh' | 'en'): Array<string | number | null> {
  const r = row as Record<string, unknown>
  return columns.map((c) => cellOf(r, c.key, language))
}

/**
 * Builds one report of a document as a sheet (harness-domain 3.5 and 3.6, spec 3): the wire-cut
 * table, the assembly table or the BOM, with Chinese and English headings. `withIds` adds, per
 * row, the records it is about where a row is about records (the cut table's wires). `catalog`,
 * the part library, lets the cut table's status say which wires carry a terminal or seal that
 * does not fit.
 */
export function buildReportSheet(
  kind: ReportKind, doc: DocReader, derived: DerivedHarness, language: 'zh' | 'en' = 'zh', withIds = false, catalog: PartCatalog = PartCatalog.EMPTY,
): ReportSheet {
  switch (kind) {
    case 'cut-table': {
      const rows = wireCutTable(doc, derived, catalog)
      const sheet = { kind, title: { zh: '下线表', en: 'Wire-cut table' }, columns: CUT_TABLE, rows: rows.map((r) => cells(r, CUT_TABLE, language)) }
      return withIds ? { ...sheet, rowIds: rows.map((r) => [r.wireId]) } : sheet
    }
    case 'assembly': {
      const rows = assemblyTable(doc, derived)
      const sheet = { kind, title: { zh: '装配表', en: 'Assembly table' }, columns: ASSEMBLY, rows: rows.map((r) => cells(r, ASSEMBLY, language)) }
      return withIds ? { ...sheet, rowIds: rows.map((r) => r.ids) } : sheet
    }
    case 'bom': {
      const rows = harnessBom(doc, derived)
      const sheet = { kind, title: { zh: '物料清单', en: 'Bill of materials' }, columns: BOM, rows: rows.map((r) => cells(r, BOM, language)) }
      return withIds ? { ...sheet, rowIds: rows.map((r) => r.ids) } : sheet
    }
    case 'manufacturing-bom': {
      const lines = harnessBom(doc, derived)
      // The built-in fields always pass their checks; the fields a user set (the settings'
      // manufacturing BOM state) were checked by the command that set them and by every reader.
      const planned = manufacturingBom(lines, manufacturingInput(doc.settings.manufacturing))
      if (!planned.ok) throw new RangeError(`buildReportSheet: built-in manufacturing fields refused: ${JSON.stringify(planned.issues)}`)
      const sheet = { kind, title: { zh: '制造物料清单', en: 'Manufacturing BOM' }, columns: MANUFACTURING_BOM, rows: planned.rows.map((r) => cells(r, MANUFACTURING_BOM, language)) }
      return withIds ? { ...sheet, rowIds: planned.rows.map((r) => r.ids) } : sheet
    }
    default: {
      const never: never = kind
      throw new RangeError(`buildReportSheet: unknown report ${String(never)}`)
    }
  }
}

/**
 * A report of one document version as the report panels read it, a window of rows at a time. The
 * wire-cut table (a row per wire: 100,000 at XL) makes only the rows a window asks for
 * ({@link WireCutRows}); the other reports are built whole once (a BOM line or an assembly step
 * needs the whole document). Valid while the document stays at that version.
 */
export interface ReportWindows {
  readonly kind: ReportKind
  readonly columns: readonly ReportColumn[]
  /** How many rows the whole report has. */
  readonly total: number
  /** Rows `offset` up to `end` (exclusive) as cells, with the records each row is about. */
  window(offset: number, end: number): { readonly rows: ReadonlyArray<ReadonlyArray<string | number | null>>; readonly rowIds: ReadonlyArray<readonly string[]> }
  /**
   * Column `k`'s cell of every row, in the report's order, the same as reading every window: for
   * a report whose rows are made on request (the cut table), without making the other columns.
   */
  column?(k: number): Array<string | number | null>
}

/**
 * The {@link ReportWindows} of report `kind` over `doc` at `derived`'s version, cells in
 * `language`, end parts checked against `catalog` (see {@link buildReportSheet}).
 */
export function reportWindows(kind: ReportKind, doc: DocReader, derived: DerivedHarness, language: 'zh' | 'en', catalog: PartCatalog = PartCatalog.EMPTY): ReportWindows {
  if (kind === 'cut-table') {
    const table = new WireCutRows(doc, derived, catalog)
    return {
      kind, columns: CUT_TABLE, total: table.count,
      window: (offset, end) => {
        const rows: Array<Array<string | number | null>> = []
        const rowIds: string[][] = []
        for (let i = Math.max(0, offset); i < Math.min(end, table.count); i++) {
          rows.push(cells(table.row(i), CUT_TABLE, language))
          rowIds.push([table.wireIdAt(i)])
        }
        return { rows, rowIds }
      },
      column: (k) => {
        const key = CUT_TABLE[k]!.key
        const out: Array<string | number | null> = []
        for (let i = 0; i < table.count; i++) out.push(cellOf(table.rowWith(i, key) as Record<string, unknown>, key, language))
        return out
      },
    }
  }
  const sheet = buildReportSheet(kind, doc, derived, language, true, catalog)
  return {
    kind, columns: sheet.columns, total: sheet.rows.length,
    window: (offset, end) => ({ rows: sheet.rows.slice(offset, end), rowIds: sheet.rowIds?.slice(offset, end) ?? [] }),
  }
}

/** A sheet as CSV (RFC 4180, CRLF, headings in `language`). */
export function sheetToCsv(sheet: ReportSheet, language: 'zh' | 'en' = 'zh'): string {
  const quote = (v: string | number | null) => {
    const s = v === null ? '' : String(v)
    return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
  }
  const lines = [sheet.columns.map((c) => quote(c[language])).join(',')]
  for (const row of sheet.rows) lines.push(row.map(quote).join(','))
  return lines.join('\r\n') + '\r\n'
}

/** Columns that hold numbers kept as text (a cavity's name, "3"): a spreadsheet gets them as numbers. */
const NUMBER_TEXT_COLUMNS: ReadonlySet<string> = new Set(['aCavity', 'bCavity'])

/** Whole numbers as a cavity name writes them: no sign, no leading zero (a "03" stays text), at most nine digits. */
const WHOLE_NUMBER_TEXT = /^(?:0|[1-9]\d{0,8})$/

/**
 * A sheet's rows as a spreadsheet takes them: a cavity written as a whole number ("3") becomes
 * the number 3, so Excel sorts and filters it as one and flags no "number stored as text"; a
 * cavity name of other form ("A1", "03") stays text. The CSV and JSON forms keep the text.
 * Example: columns wireNumber, aCavity and row ['W1', '3'] → ['W1', 3].
 */
export function spreadsheetRows(sheet: ReportSheet): (string | number | null)[][] {
  const numeric = sheet.columns.map((c) => NUMBER_TEXT_COLUMNS.has(c.key))
  if (!numeric.includes(true)) return sheet.rows.map((row) => [...row])
  return sheet.rows.map((row) => row.map((v, i) => (numeric[i] && typeof v === 'string' && WHOLE_NUMBER_TEXT.test(v) ? Number(v) : v)))
}

/** A sheet as JSON: one object per row keyed by column key. */
export function sheetToJson(sheet: ReportSheet): string {
  const rows = sheet.rows.map((row) => Object.fromEntries(sheet.columns.map((c, i) => [c.key, row[i] ?? null])))
  return JSON.stringify({ report: sheet.kind, title: sheet.title, rows }, null, 2) + '\n'
}

/** The report kind of each configurable column set (workspace configuration, `reportColumns`). */
export const COLUMN_SET_REPORT: Readonly<Record<ReportColumnSet, ReportKind>> = { cutTable: 'cut-table', assembly: 'assembly', bom: 'bom' }

/** Every column of each report, in its default order: what a team may choose from for its column sets. */
export const REPORT_COLUMNS: Readonly<Record<ReportKind, readonly ReportColumn[]>> = { 'cut-table': CUT_TABLE, assembly: ASSEMBLY, bom: BOM, 'manufacturing-bom': MANUFACTURING_BOM }

/** The column keys of each configurable column set (the allowed values of `reportColumns`). */
export const REPORT_COLUMN_KEYS: Readonly<Record<ReportColumnSet, readonly string[]>> = {
  cutTable: CUT_TABLE.map((c) => c.key),
  assembly: ASSEMBLY.map((c) => c.key),
  bom: BOM.map((c) => c.key),
}

/**
 * A sheet with only the columns `keys` names, in that order (a team's column set). An empty list
 * keeps every column; unknown keys are a programmer error (the configuration was validated).
 */
export function selectColumns(sheet: ReportSheet, keys: readonly string[]): ReportSheet {
  if (keys.length === 0) return sheet
  const index = keys.map((key) => {
    const i = sheet.columns.findIndex((c) => c.key === key)
    if (i < 0) throw new RangeError(`selectColumns: ${sheet.kind} has no column ${key}`)
    return i
  })
  return { ...sheet, columns: index.map((i) => sheet.columns[i]!), rows: sheet.rows.map((row) => index.map((i) => row[i] ?? null)) }
}
