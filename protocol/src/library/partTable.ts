import { PART_STATUSES, PART_USAGES, type PartStatus, type PartUsage } from '../harness/enums'
import { booleanFromText, numberFromText } from '../datatable/cellText'
import { PART_LINKS_MAX, type PartRelation } from '../api/library'
import { LIBRARY_PART_KINDS, PART_KIND_DEFS, type LibraryPartKind, type ParameterDef, type ParameterValue } from './partParameters'

/**
 * Parts from a spreadsheet (xlsx or CSV): which column holds what (a mapping, proposed from the
 * headings and corrected by the user), and the parts its rows state. The headings the library's
 * export writes (`零件号`, `类型`, `截面积 [mm²]` …) map by themselves, so an exported list edited in
 * a spreadsheet comes back without a mapping step; English headings and parameter keys map too.
 *
 * A table states values, so an import lets them replace the library's: an empty cell states
 * nothing and changes nothing. That holds for links too: a cell of a housing's terminals (or any
 * part's alternatives) lists part numbers, and the import makes them the relation's links.
 */

/** The columns of links: part numbers a housing takes (terminals, seals, plugs) or that may replace a part (alternatives). */
export type PartLinkField = 'terminals' | 'seals' | 'plugs' | 'alternatives'

/** The relation each link column states. */
export const LINK_FIELD_RELATION: Readonly<Record<PartLinkField, PartRelation>> = { terminals: 'terminal', seals: 'seal', plugs: 'plug', alternatives: 'alternative' }

/** The heading the export writes for each relation's column (and the name import messages give it). */
export const LINK_HEADING: Readonly<Record<PartRelation, string>> = { terminal: '配套端子', seal: '配套防水栓', plug: '配套堵头', alternative: '替代件' }

/** The part fields a column can hold, besides parameters. */
export type PartTableField =
  | 'partNumber' | 'kind' | 'description' | 'manufacturer' | 'manufacturerPartNumber' | 'supplier' | 'supplierPartNumber'
  | 'status' | 'usage' | 'weight' | 'unitCost' | 'params' | PartLinkField

/** Every field in the order the mapping screen offers them. */
export const PART_TABLE_FIELDS: readonly PartTableField[] = [
  'partNumber', 'kind', 'description', 'manufacturer', 'manufacturerPartNumber', 'supplier', 'supplierPartNumber', 'status', 'usage', 'weight', 'unitCost', 'params',
  'terminals', 'seals', 'plugs', 'alternatives',
]

/** Whether a field is a column of links. */
export function isLinkField(field: string): field is PartLinkField {
  return Object.hasOwn(LINK_FIELD_RELATION, field)
}

/**
 * What one column holds: a field, one parameter (`param:<key>`, a key of some kind's parameters),
 * or nothing (`ignore`). `params` is the export's column of mixed kinds: `key=value; key=value`.
 */
export type PartColumnTarget = PartTableField | `param:${string}` | 'ignore'

/**
 * How a table maps to parts: one target per column, in the columns' order, and the kind of
 * every row when no column holds kinds (null when one does).
 */
export interface PartTableMapping {
  readonly columns: readonly PartColumnTarget[]
  readonly kind: LibraryPartKind | null
}

/** A cell as a spreadsheet gives it: text, a number, a boolean or empty. */
export type PartTableCell = string | number | boolean | null

/** The fields a row states (absent: the cell was empty or the column is not mapped). */
export interface PartTableFields {
  readonly description?: string
  readonly manufacturer?: string
  readonly manufacturerPartNumber?: string
  readonly supplier?: string
  readonly supplierPartNumber?: string
  readonly status?: PartStatus
  readonly usage?: PartUsage
  /** g per piece, or g/m for parts sold by the metre. */
  readonly weight?: number
  /** CNY per piece or per m. */
  readonly unitCost?: number
}

/**
 * One row read as a part: its sheet row (1 is the heading row), kind, part number, the fields and
 * parameters it states, and the part numbers it links to by relation (a relation is absent when
 * its cell was empty or no column holds it; an empty list when the cell said none: `-`, `—` or 无).
 */
export interface TablePart {
  readonly row: number
  readonly kind: LibraryPartKind
  readonly partNumber: string
  readonly fields: PartTableFields
  readonly params: Readonly<Record<string, ParameterValue>>
  readonly links: Readonly<Partial<Record<PartRelation, readonly string[]>>>
}

/** A row that does not read as a part, and why (a message naming the column). */
export interface TableProblem {
  readonly row: number
  readonly partNumber: string
  readonly kind: LibraryPartKind | null
  /** What is wrong: the catalogue key of the message and its values. */
  readonly key:
    | 'tableNoPartNumber' | 'tableKindUnknown' | 'tableValueUnreadable' | 'tableParameterNotOfKind' | 'tableDuplicate'
    | 'tableLinksNotOfKind' | 'tableLinksTooMany' | 'tableLinkToItself'
  readonly values: Readonly<Record<string, string | number>>
}

/** The rows of a table as parts, and the rows that do not read. */
export interface TableParts {
  readonly parts: readonly TablePart[]
  readonly problems: readonly TableProblem[]
}

/** Most columns a part table may have. */
export const PART_TABLE_COLUMNS_MAX = 256

/** A heading reduced for matching: lower case, no unit in brackets, no spaces, underscores, hyphens or full stops. */
export function headingKey(heading: string): string {
  return heading.toLowerCase().replace(/[[(（［【][^\])）］】]*[\])）］】]\s*$/u, '').replace(/[\s_\-.:：]/gu, '')
}

const FIELD_HEADINGS: Readonly<Record<PartTableField, readonly string[]>> = {
  partNumber: ['零件号', '内部零件号', '零件编号', '物料号', 'partnumber', 'partno', 'pn', 'number', 'internalpartnumber'],
  kind: ['类型', '零件类型', 'kind', 'type', 'parttype'],
  description: ['描述', '名称', '零件描述', 'description', 'name'],
  manufacturer: ['制造商', '生产商', 'manufacturer', 'maker'],
  manufacturerPartNumber: ['制造商零件号', 'manufacturerpartnumber', 'mpn'],
  supplier: ['供应商', 'supplier', 'vendor'],
  supplierPartNumber: ['供应商零件号', 'supplierpartnumber', 'spn', 'vendorpartnumber'],
  status: ['状态', 'status'],
  usage: ['用途', '使用', 'usage'],
  weight: ['重量', 'weight', 'mass'],
  unitCost: ['单价', '价格', '成本', 'unitcost', 'cost', 'price'],
  params: ['参数', 'parameters', 'params'],
  terminals: ['配套端子', '端子', 'terminals', 'matingterminals'],
  seals: ['配套防水栓', '防水栓', '配套密封件', '密封件', 'seals', 'cavityseals'],
  plugs: ['配套堵头', '堵头', '盲堵', 'plugs', 'cavityplugs'],
  alternatives: ['替代件', '替代零件', '可替代零件', 'alternatives', 'alternativeparts'],
}

/** Every parameter of every kind, `kind`'s first: the parameters a heading may name. */
function parametersFor(kind: LibraryPartKind | null): ParameterDef[] {
  const kinds = kind ? [kind, ...LIBRARY_PART_KINDS.filter((k) => k !== kind)] : LIBRARY_PART_KINDS
  return kinds.flatMap((k) => PART_KIND_DEFS[k].parameters)
}

/** The target a heading names, or `ignore`: a field by its Chinese or English names, else a parameter by name or key. */
export function targetOfHeading(heading: string, kind: LibraryPartKind | null): PartColumnTarget {
  const key = headingKey(heading)
  if (key === '') return 'ignore'
  for (const field of PART_TABLE_FIELDS) if (FIELD_HEADINGS[field].includes(key)) return field
  const parameter = parametersFor(kind).find((p) => headingKey(p.zh) === key || headingKey(p.en) === key || p.key.toLowerCase() === key)
  return parameter ? `param:${parameter.key}` : 'ignore'
}

/**
 * The mapping proposed for `headings`: each heading's target ({@link targetOfHeading}), a field
 * or parameter taken by the first column naming it only. Without a kind column, every row is
 * of `kind` (the kind the user picks; null leaves the mapping to be completed).
 */
export function proposePartMapping(headings: readonly string[], kind: LibraryPartKind | null = null): PartTableMapping {
  const taken = new Set<PartColumnTarget>()
  const columns = headings.map((h): PartColumnTarget => {
    const target = targetOfHeading(h, kind)
    if (target === 'ignore' || taken.has(target)) return 'ignore'
    taken.add(target)
    return target
  })
  return { columns, kind: columns.includes('kind') ? null : kind }
}

/** Why a mapping cannot read any row: the catalogue key, or null when it can. */
export function mappingProblem(mapping: PartTableMapping): 'tableNoPartNumberColumn' | 'tableNoKind' | null {
  if (!mapping.columns.includes('partNumber')) return 'tableNoPartNumberColumn'
  if (!mapping.columns.includes('kind') && mapping.kind === null) return 'tableNoKind'
  return null
}

/** Whether `target` names a field or a parameter some kind has. */
export function isPartColumnTarget(target: string): target is PartColumnTarget {
  if (target === 'ignore' || (PART_TABLE_FIELDS as readonly string[]).includes(target)) return true
  if (!target.startsWith('param:')) return false
  const key = target.slice('param:'.length)
  return LIBRARY_PART_KINDS.some((k) => PART_KIND_DEFS[k].parameters.some((p) => p.key === key))
}

/** A cell as text: trimmed, '' for empty; numbers as JavaScript writes them, booleans as 是/否. */
export function tableCellText(cell: PartTableCell): string {
  if (cell === null) return ''
  if (typeof cell === 'boolean') return cell ? '是' : '否'
  return String(cell).trim()
}

/** A kind from its Chinese name (with or without the bracketed part), English name or key, or null. */
export function kindOfText(text: string): LibraryPartKind | null {
  const key = headingKey(text.replace(/[（(][^)）]*[)）]/gu, ''))
  const full = headingKey(text)
  for (const kind of LIBRARY_PART_KINDS) {
    const def = PART_KIND_DEFS[kind]
    const names = [def.zh, def.zh.replace(/（[^）]*）/gu, ''), def.en, def.en.replace(/\s*\([^)]*\)/gu, ''), kind].map(headingKey)
    if (names.includes(full) || names.includes(key)) return kind
  }
  return null
}

const STATUS_TEXT: Readonly<Record<string, PartStatus>> = { 正常: 'normal', 有效: 'normal', 无效: 'invalid', 作废: 'invalid' }
const USAGE_TEXT: Readonly<Record<string, PartUsage>> = { 可选: 'optional', 必选: 'mandatory', 客户指定: 'customerSpecified', customerspecified: 'customerSpecified' }
const YES = new Set(['yes', 'y', '1', '✓', '√', 'x'])
const NO = new Set(['no', 'n', '0', '×', '-'])

/** The largest weight (g or g/m) and unit cost (CNY) a part may state. */
const FIELD_MAX = { weight: 1e7, unitCost: 1e9 } as const

/** A cell as a number (a worksheet's number, or text read as one; a decimal comma is read as a point, a text that may be thousands is not), or null. */
function numberOf(cell: PartTableCell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null
  if (typeof cell !== 'string') return null
  const text = cell.trim()
  // "0,35" is a decimal comma; "1,234" may be a thousands separator: not read, so the row is listed, not guessed.
  if (/^[+-]?[1-9]\d{0,2}(,\d{3})+$/.test(text)) return null
  return numberFromText(/^[+-]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text)
}

/** A cell as a value of parameter `p`, or undefined when it does not read as one (ranges are checked when the part is stored). */
export function parameterValueOf(p: ParameterDef, cell: PartTableCell): ParameterValue | undefined {
  switch (p.type) {
    case 'number':
    case 'integer':
      return numberOf(cell) ?? undefined
    case 'boolean': {
      if (typeof cell === 'boolean') return cell
      const text = tableCellText(cell).toLowerCase()
      const read = booleanFromText(text)
      if (read !== null) return read
      return YES.has(text) ? true : NO.has(text) ? false : undefined
    }
    case 'choice': {
      const text = tableCellText(cell)
      return p.choices!.find((c) => c.toLowerCase() === text.toLowerCase()) ?? text
    }
    case 'text':
      return tableCellText(cell)
  }
}

/** A field's value from a cell, or undefined when it does not read as one. */
function fieldValueOf(field: Exclude<PartTableField, 'partNumber' | 'kind' | 'params' | PartLinkField>, cell: PartTableCell): string | number | undefined {
  const text = tableCellText(cell)
  switch (field) {
    case 'status':
      return STATUS_TEXT[text] ?? (PART_STATUSES as readonly string[]).find((s) => s === text.toLowerCase())
    case 'usage':
      return USAGE_TEXT[text] ?? USAGE_TEXT[text.toLowerCase().replace(/[\s_-]/g, '')] ?? (PART_USAGES as readonly string[]).find((u) => u === text.toLowerCase())
    case 'weight':
    case 'unitCost': {
      const value = numberOf(cell)
      return value !== null && value >= 0 && value <= FIELD_MAX[field] ? value : undefined
    }
    default:
      return text
  }
}

/** What a link cell holds to say the part links to nothing of its relation (an empty cell states nothing). */
export const NO_LINKS: ReadonlySet<string> = new Set(['-', '—', '–', '无', 'none'])

/** The characters that part the numbers of a link cell. */
const LINK_SEPARATORS = new Set([';', '；', ',', '，', '、', '\r', '\n'])

/**
 * The part numbers a link cell lists, in order, each once (by `identity`): separated by
 * semicolons, commas (ASCII or full width), the enumeration comma 、 or line breaks; a number
 * holding any of those, or a double quote, is written in double quotes with its quotes doubled,
 * as {@link linkCellText} writes it (an unclosed quote runs to the end of the cell).
 *
 * Example: `T-1; "T-C,1"、t-1` lists `T-1` and `T-C,1`.
 */
export function linkNumbersOf(cell: PartTableCell, identity: (partNumber: string) => string): string[] {
  const text = tableCellText(cell)
  const seen = new Set<string>()
  const out: string[] = []
  const take = (number: string) => {
    if (number === '' || seen.has(identity(number))) return
    seen.add(identity(number))
    out.push(number)
  }
  let i = 0
  while (i < text.length) {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++
    if (text[i] === '"') {
      let number = ''
      for (i++; i < text.length; i++) {
        if (text[i] !== '"') number += text[i]
        else if (text[i + 1] === '"') number += text[i++]
        else break
      }
      take(number.trim())
      // Past the closing quote to the next separator.
      while (i < text.length && !LINK_SEPARATORS.has(text[i]!)) i++
    } else {
      let number = ''
      for (; i < text.length && !LINK_SEPARATORS.has(text[i]!); i++) number += text[i]
      take(number.trim())
    }
    i++
  }
  return out
}

/** A link cell listing `numbers` (see {@link linkNumbersOf}): `; ` between them, a number holding a separator or a quote quoted. */
export function linkCellText(numbers: readonly string[]): string {
  return numbers.map((n) => ([...n].some((c) => LINK_SEPARATORS.has(c) || c === '"') ? `"${n.replaceAll('"', '""')}"` : n)).join('; ')
}

/** The `key=value; key=value` text of the export's mixed-kind parameter column, as pairs. */
function parameterPairs(text: string): [string, string][] {
  return text.split(/[;；]/u).map((s) => s.trim()).filter((s) => s !== '').map((s) => {
    const at = s.search(/[=＝]/u)
    return at < 0 ? [s, ''] : [s.slice(0, at).trim(), s.slice(at + 1).trim()]
  })
}

/** One row of a table: its sheet row number (the heading row is 1) and its cells in column order. */
export interface PartTableRow {
  readonly row: number
  readonly cells: readonly PartTableCell[]
}

/**
 * The parts `rows` state under `mapping` (which must pass {@link mappingProblem}). A row without
 * a part number is a problem unless it is empty; so is a kind, a field or a parameter that does
 * not read, a parameter the row's kind does not have, and a part number (by `identity`, the
 * library's part-number identity) an earlier row already states; so are a housing's links on a
 * row of another kind, more than {@link PART_LINKS_MAX} part numbers in a cell, and a part listed
 * as its own link. Empty cells state nothing.
 */
export function partsOfTable(headings: readonly string[], rows: readonly PartTableRow[], mapping: PartTableMapping, identity: (partNumber: string) => string): TableParts {
  const parts: TablePart[] = []
  const problems: TableProblem[] = []
  const firstRow = new Map<string, number>()
  const column = (target: PartColumnTarget) => mapping.columns.indexOf(target)
  const numberColumn = column('partNumber')
  const kindColumn = column('kind')
  for (const { row, cells } of rows) {
    const partNumber = tableCellText(cells[numberColumn] ?? null)
    if (partNumber === '') {
      if (cells.some((c) => tableCellText(c) !== '')) problems.push({ row, partNumber, kind: null, key: 'tableNoPartNumber', values: { row } })
      continue
    }
    const kindCell = kindColumn < 0 ? '' : tableCellText(cells[kindColumn] ?? null)
    const kind = kindColumn < 0 ? mapping.kind : kindCell === '' ? mapping.kind : kindOfText(kindCell)
    if (kind === null) {
      problems.push({ row, partNumber, kind: null, key: 'tableKindUnknown', values: { row, value: kindCell } })
      continue
    }
    const problem = (key: TableProblem['key'], values: Record<string, string | number>) => problems.push({ row, partNumber, kind, key, values: { row, ...values } })
    const fields: Record<string, string | number> = {}
    const params: Record<string, ParameterValue> = {}
    const links: Partial<Record<PartRelation, string[]>> = {}
    let bad = false
    const setParameter = (key: string, cell: PartTableCell, heading: string) => {
      const def = PART_KIND_DEFS[kind].parameters.find((p) => p.key === key)
      if (!def) {
        problem('tableParameterNotOfKind', { column: heading, kind: PART_KIND_DEFS[kind].zh })
        bad = true
        return
      }
      const value = parameterValueOf(def, cell)
      if (value === undefined) {
        problem('tableValueUnreadable', { column: heading, value: tableCellText(cell) })
        bad = true
      } else if (value !== '') params[key] = value
    }
    mapping.columns.forEach((target, c) => {
      const cell = cells[c] ?? null
      if (bad || target === 'ignore' || target === 'partNumber' || target === 'kind' || tableCellText(cell) === '') return
      const heading = headings[c] ?? `#${c + 1}`
      if (target === 'params') {
        for (const [key, value] of parameterPairs(tableCellText(cell))) if (!bad) setParameter(key, value, `${heading}: ${key}`)
      } else if (isLinkField(target)) {
        const relation = LINK_FIELD_RELATION[target]
        // A dash or 无 states that the part links to nothing of the relation (an empty cell states nothing).
        const numbers = NO_LINKS.has(tableCellText(cell)) ? [] : linkNumbersOf(cell, identity)
        if (relation !== 'alternative' && kind !== 'connector') problem('tableLinksNotOfKind', { column: heading, kind: PART_KIND_DEFS[kind].zh })
        else if (numbers.length > PART_LINKS_MAX) problem('tableLinksTooMany', { column: heading, count: numbers.length, max: PART_LINKS_MAX })
        else if (numbers.some((n) => identity(n) === identity(partNumber))) problem('tableLinkToItself', { column: heading })
        else {
          // A cell of separators alone states nothing; a dash states none.
          if (numbers.length > 0 || NO_LINKS.has(tableCellText(cell))) links[relation] = numbers
          return
        }
        bad = true
      } else if (target.startsWith('param:')) {
        setParameter(target.slice('param:'.length), cell, heading)
      } else {
        const value = fieldValueOf(target as Exclude<PartTableField, 'partNumber' | 'kind' | 'params' | PartLinkField>, cell)
        if (value === undefined) {
          problem('tableValueUnreadable', { column: heading, value: tableCellText(cell) })
          bad = true
        } else fields[target] = value
      }
    })
    if (bad) continue
    const id = identity(partNumber)
    const earlier = firstRow.get(id)
    if (earlier !== undefined) {
      problem('tableDuplicate', { first: earlier })
      continue
    }
    firstRow.set(id, row)
    parts.push({ row, kind, partNumber, fields: fields as PartTableFields, params, links })
  }
  return { parts, problems }
}
