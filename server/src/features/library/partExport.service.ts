import type { Knex } from 'knex'
import {
  LINK_HEADING, PART_KIND_DEFS, guardFormula, linkCellText, writeDelimited, type LibraryPartKind, type ParameterValue, type PartRelation, type PartView,
} from '@harness/protocol'
import { xlsxBytes, type SheetColumn } from '../../lib/xlsxBytes'
import type { Auth } from '../accounts/auth'
import { partQueryOf, relaxedQuery, type PartListRequest } from './partList.service'
import { allPartRows, linkTargetsOf } from './parts.repo'
import { partView } from './parts.service'

/** Most parts one export writes. */
export const EXPORT_PARTS_MAX = 100_000

/** A part as an export writes it: its view and the part numbers it links to by relation. */
interface ExportedPart extends PartView {
  readonly links: Readonly<Partial<Record<PartRelation, readonly string[]>>>
}

/** One column of an export: its heading and how a part fills it (a text or a number; '' for none). */
interface ExportColumn {
  readonly header: string
  readonly width: number
  readonly value: (part: ExportedPart) => string | number
}

const text = (header: string, width: number, value: (p: ExportedPart) => string): ExportColumn => ({ header, width, value })

/** A relation's column: the linked part numbers as a table import reads them (`linkCellText`). */
const linkColumn = (relation: PartRelation): ExportColumn => text(LINK_HEADING[relation], 30, (p) => linkCellText(p.links[relation] ?? []))

/**
 * The common columns, then each parameter of `kind` in its own column (with its unit), or one
 * column of all parameters when kinds are mixed; then the links: a housing's terminals, seals and
 * plugs (where housings may be among the parts) and every part's alternatives.
 */
function columnsFor(kind: LibraryPartKind | null): ExportColumn[] {
  const common: ExportColumn[] = [
    text('零件号', 22, (p) => p.partNumber), text('类型', 14, (p) => PART_KIND_DEFS[p.kind].zh), text('描述', 30, (p) => p.description),
    text('制造商', 16, (p) => p.manufacturer), text('制造商零件号', 20, (p) => p.manufacturerPartNumber), text('供应商', 16, (p) => p.supplier),
    text('供应商零件号', 20, (p) => p.supplierPartNumber), text('状态', 8, (p) => (p.status === 'invalid' ? '无效' : '正常')),
    text('用途', 10, (p) => ({ optional: '可选', mandatory: '必选', customerSpecified: '客户指定' })[p.usage]),
    { header: '重量', width: 10, value: (p) => p.weight ?? '' }, { header: '单价', width: 10, value: (p) => p.unitCost ?? '' },
  ]
  if (kind === null) {
    const all = (p: PartView) => Object.entries(p.params).map(([k, v]) => `${k}=${String(v)}`).join('; ')
    return [...common, text('参数', 40, all), ...(['terminal', 'seal', 'plug', 'alternative'] as const).map(linkColumn)]
  }
  const cell = (v: ParameterValue | undefined): string | number => (v === undefined ? '' : typeof v === 'boolean' ? (v ? '是' : '否') : v)
  const links = kind === 'connector' ? (['terminal', 'seal', 'plug', 'alternative'] as const) : (['alternative'] as const)
  return [
    ...common,
    ...PART_KIND_DEFS[kind].parameters.map((d): ExportColumn => ({ header: d.unit ? `${d.zh} [${d.unit}]` : d.zh, width: 14, value: (p) => cell(p.params[d.key]) })),
    ...links.map(linkColumn),
  ]
}

/**
 * The parts a list would show (same library, kind, status, search, filters and order, the same
 * second try with a Chinese word's pieces), all of
 * them up to {@link EXPORT_PARTS_MAX}, as an xlsx workbook or CSV text for spreadsheets (UTF-8
 * with a byte-order mark, texts a spreadsheet would run as formulas guarded): the common fields,
 * then the kind's parameters each in a column with its unit, then the links by part number (a
 * part links only within its library or to wider ones, so the caller sees every linked part).
 * A table import reads every column back. Answers the bytes and how many parts they hold.
 */
export async function exportParts(db: Knex, auth: Auth, request: Omit<PartListRequest, 'page' | 'pageSize'>, format: 'xlsx' | 'csv'): Promise<{ bytes: Uint8Array; parts: number }> {
  // One snapshot for the parts and their links: no part doubled or skipped, no link to a part renamed meanwhile.
  const { rows, links } = await db.transaction(async (trx) => {
    // What the list shows: the parts holding a Chinese word's pieces when none holds the word.
    const strict = await partQueryOf(trx, auth, request)
    const found = await allPartRows(trx, strict, EXPORT_PARTS_MAX)
    const relaxed = found.length === 0 ? relaxedQuery(strict) : null
    const rows = relaxed ? await allPartRows(trx, relaxed, EXPORT_PARTS_MAX) : found
    return { rows, links: await linkTargetsOf(trx, rows.map((p) => p.id)) }
  }, { isolationLevel: 'repeatable read' })
  const parts = rows.map((p): ExportedPart => {
    const numbers: Partial<Record<PartRelation, string[]>> = {}
    for (const target of links.get(p.id) ?? []) (numbers[target.relation] ??= []).push(target.partNumber)
    return { ...partView(p, false), links: numbers }
  })
  const columns = columnsFor(request.kind)
  if (format === 'csv') {
    const records = [columns.map((c) => guardFormula(c.header)), ...parts.map((p) => columns.map((c) => {
      const v = c.value(p)
      return typeof v === 'number' ? String(v) : guardFormula(v)
    }))]
    return { bytes: new TextEncoder().encode('\uFEFF' + writeDelimited(records, ',')), parts: parts.length }
  }
  const sheetColumns: SheetColumn[] = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }))
  const bytes = await xlsxBytes((sheet) => {
    const ws = sheet('零件', sheetColumns)
    for (const p of parts) ws.addRow(Object.fromEntries(columns.map((c, i) => [`c${i}`, c.value(p)]))).commit()
  }, { useSharedStrings: false })
  return { bytes, parts: parts.length }
}
