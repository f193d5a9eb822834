/**
 * WireViz 0.4.1's bill of materials for a harness, exactly as `generate_bom()` builds it: one
 * entry per connector, per cable (or per wire of a bundle), per additional component and per
 * `additional_bom_items` entry; whitespace collapsed; entries grouped on (description, unit, P/N,
 * manufacturer, MPN, supplier, SPN) with quantities summed (lengths in the cable's length unit,
 * other quantities in pieces or the component's unit) and designators merged; sorted by that key
 * and numbered from 1. {@link bomToTsv} writes WireViz's `.bom.tsv` byte for byte.
 */
import { translateColor } from './colors'
import { pyRoundValue, pyStr } from './pyFormat'
import { intToFloat, isIntegral, PY_WHITESPACE, pyMul, pySum, type PyNum } from './pyNumber'
import { compareCodePoints, pyCompare, pyHashKey, pyTruthy, pyTypeName, type PyValue } from './pyValue'
import type { CableInstance, ConnectorInstance, WirevizHarness } from './wirevizHarness'
import type { AdditionalComponent, Checked, PartData, WirevizIssue } from './wirevizModel'

/** The optional BOM columns, in WireViz's order; each appears only if some row has a value for it. */
export const OPTIONAL_COLUMNS = ['pn', 'manufacturer', 'mpn', 'supplier', 'spn'] as const

/** One of the optional BOM columns. */
export type BomColumn = (typeof OPTIONAL_COLUMNS)[number]

const HEADINGS: Readonly<Record<BomColumn, string>> = { pn: 'P/N', manufacturer: 'Manufacturer', mpn: 'MPN', supplier: 'Supplier', spn: 'SPN' }

/**
 * One BOM line. Text is as WireViz prints it (Python `str()`, HTML links still present); `qty`
 * is the summed quantity (an int as bigint, or a float rounded to 3 decimals) in `unit`.
 */
export interface BomRow {
  readonly id: number
  readonly description: string
  readonly qty: bigint | number
  readonly unit: string
  readonly designators: readonly string[]
  readonly pn: string
  readonly manufacturer: string
  readonly mpn: string
  readonly supplier: string
  readonly spn: string
}

/** A whole BOM: its rows and which optional columns WireViz would include. */
export interface WirevizBom {
  readonly rows: readonly BomRow[]
  readonly columns: readonly BomColumn[]
}

/** One raw BOM entry before grouping; `qty` undefined means "counts as 1". */
interface Entry {
  readonly values: ReadonlyMap<string, PyValue>
  readonly qty: PyValue | undefined
}

class BomError extends Error {
  constructor(readonly issue: WirevizIssue) {
    super(issue.message)
  }
}

function stop(path: string, message: string): never {
  throw new BomError({ path, message })
}

const WS_RUN = new RegExp(`[${PY_WHITESPACE}]+`, 'g')
const WS_EDGE = new RegExp(`^[${PY_WHITESPACE}]+|[${PY_WHITESPACE}]+$`, 'g')

/** WireViz's `clean_whitespace`: collapse whitespace runs to one space, trim, then `" ,"` → `","`. */
export function cleanWhitespace(s: string): string {
  return s.replace(WS_EDGE, '').replace(WS_RUN, ' ').replaceAll(' ,', ',')
}

/** WireViz's `make_str`: a list joined with ", ", None as "", anything else as Python `str()`. */
function makeStr(v: PyValue): string {
  if (Array.isArray(v)) return v.map(pyStr).join(', ')
  return v === null ? '' : pyStr(v)
}

/** WireViz's `remove_links`: `<a href=...>text</a>` becomes `text`. */
export function removeLinks(s: string): string {
  return s.replace(/<[aA] [^>]*>([^<]*)<\/[aA]>/g, (_, text: string) => text)
}

function colorPart(color: PyValue, mode: PyValue, path: string): string {
  if (!pyTruthy(color)) return ''
  if (typeof color !== 'string') stop(path, `a colour must be text, got ${pyTypeName(color)}`)
  if (typeof mode !== 'string') stop('options.color_mode', `the colour mode must be text, got ${pyTypeName(mode)}`)
  const t = translateColor(color, mode)
  if (!t.ok) stop(path, t.message)
  return `, ${t.text}`
}

function entry(description: string, qty: PyValue | undefined, unit: PyValue, designator: string | null, parts: PartData): Entry {
  const values = new Map<string, PyValue>([
    ['description', description],
    ['unit', unit],
    ['designators', designator],
    ['pn', parts.pn],
    ['manufacturer', parts.manufacturer],
    ['mpn', parts.mpn],
    ['supplier', parts.supplier],
    ['spn', parts.spn],
  ])
  return { values, qty }
}

function connectorMultiplier(c: ConnectorInstance, m: string | null): PyNum {
  if (m === 'pincount') return BigInt(c.template.pincount)
  if (m === 'populated') return BigInt(c.populated)
  if (m === 'unpopulated') return BigInt(Math.max(0, c.template.pincount - c.populated))
  return 1n
}

function cableMultiplier(c: CableInstance, m: string | null, path: string): PyNum {
  if (m === 'wirecount') return BigInt(c.template.wirecount)
  if (m === 'terminations') return BigInt(c.terminations)
  if (m === 'length') return c.template.length
  if (m === 'total_length') return pyMul(c.template.length, BigInt(c.template.wirecount)) ?? stop(path, 'length × wirecount overflows')
  return 1n
}

function componentEntries(parts: readonly AdditionalComponent[], multiplier: (m: string | null) => PyNum, designator: string | null, path: string): Entry[] {
  const out: Entry[] = []
  for (const part of parts) {
    const m = multiplier(part.multiplier)
    if (m === 0n || m === 0) continue // a zero multiplier drops the component
    const qty = pyMul(part.qty, m) ?? stop(path, 'quantity overflows')
    out.push(entry(part.description, qty, part.unit, designator, part))
  }
  return out
}

function rawEntries(h: WirevizHarness): Entry[] {
  const mode = h.options.colorMode
  const out: Entry[] = []
  for (const c of h.connectors) {
    const t = c.template
    const path = `connectors.${c.name}`
    const designator = c.showName ? c.name : null
    if (!t.ignoreInBom) {
      const description =
        'Connector' +
        (pyTruthy(t.type) ? `, ${pyStr(t.type)}` : '') +
        (pyTruthy(t.subtype) ? `, ${pyStr(t.subtype)}` : '') +
        (t.showPincount ? `, ${t.pincount} pins` : '') +
        colorPart(t.color, mode, `${path}.color`)
      out.push(entry(description, undefined, null, designator, t))
    }
    out.push(...componentEntries(t.additionalComponents, (m) => connectorMultiplier(c, m), designator, path))
  }
  for (const c of h.cables) {
    const t = c.template
    const path = `cables.${c.name}`
    const designator = c.showName ? c.name : null
    if (!t.ignoreInBom) {
      const type = pyTruthy(t.type) ? `, ${pyStr(t.type)}` : ''
      if (!t.bundle) {
        const description =
          'Cable' +
          type +
          `, ${t.wirecount}` +
          (pyTruthy(t.gauge) ? ` x ${pyStr(t.gauge)} ${pyStr(t.gaugeUnit)}` : ' wires') +
          (t.shield ? ' shielded' : '') +
          colorPart(t.color, mode, `${path}.color`)
        out.push(entry(description, t.length, t.lengthUnit, designator, t))
      } else {
        t.colors.forEach((color, i) => {
          const description = 'Wire' + type + (pyTruthy(t.gauge) ? `, ${pyStr(t.gauge)} ${pyStr(t.gaugeUnit)}` : '') + colorPart(color, mode, `${path}.colors[${i}]`)
          const pick = (v: PyValue): PyValue => (Array.isArray(v) ? (v[i] ?? null) : v)
          const parts = { pn: pick(t.pn), manufacturer: pick(t.manufacturer), mpn: pick(t.mpn), supplier: pick(t.supplier), spn: pick(t.spn) }
          out.push(entry(description, t.length, t.lengthUnit, designator, parts))
        })
      }
    }
    out.push(...componentEntries(t.additionalComponents, (m) => cableMultiplier(c, m, path), designator, path))
  }
  for (const item of h.additionalBomItems) {
    const values = new Map<string, PyValue>()
    for (const [k, v] of item.entries()) if (typeof k === 'string') values.set(k, v)
    out.push({ values, qty: item.has('qty') ? (item.get('qty') as PyValue) : undefined })
  }
  return out.map((e) => {
    const values = new Map<string, PyValue>()
    for (const [k, v] of e.values) values.set(k, typeof v === 'string' ? cleanWhitespace(v) : v)
    return { values, qty: typeof e.qty === 'string' ? cleanWhitespace(e.qty) : e.qty }
  })
}

const KEY_FIELDS = ['description', 'unit', ...OPTIONAL_COLUMNS] as const

function keyOf(e: Entry): string[] {
  return KEY_FIELDS.map((f) => cleanWhitespace(makeStr(e.values.get(f) ?? null)))
}

function compareKeys(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < a.length; i++) {
    const c = compareCodePoints(a[i] as string, b[i] as string)
    if (c !== 0) return c
  }
  return 0
}

function groupQty(group: readonly Entry[], path: string): bigint | number {
  const values = group.map((e) => {
    const q = e.qty === undefined ? 1n : e.qty
    if (typeof q === 'boolean') return q ? 1n : 0n
    if (typeof q !== 'bigint' && typeof q !== 'number') stop(path, `a quantity must be a number, got ${pyTypeName(q)} ${pyStr(q)}`)
    return q
  })
  const total = pySum(values) ?? stop(path, 'the quantity sum overflows')
  if (typeof total === 'bigint') {
    if (intToFloat(total) === null) stop(path, 'the quantity is too large')
    return total
  }
  if (isIntegral(total)) return BigInt(total)
  return pyRoundValue(total, 3)
}

function groupDesignators(group: readonly Entry[], path: string): string[] {
  const unique = new Map<string, PyValue>()
  for (const e of group) {
    const d = e.values.get('designators') ?? null
    const list = Array.isArray(d) ? d : d === null ? [] : [d]
    for (const x of list) {
      const h = pyHashKey(x)
      if (h === null) stop(path, `designators must be text or numbers, got ${pyTypeName(x)}`)
      if (!unique.has(h)) unique.set(h, x)
    }
  }
  const sorted = [...unique.values()].sort((a, b) => pyCompare(a, b) ?? stop(path, `cannot sort designators of types ${pyTypeName(a)} and ${pyTypeName(b)}`))
  return sorted.map(pyStr)
}

/**
 * The BOM of an instantiated harness by WireViz 0.4.1's algorithm, or the first problem WireViz
 * would stop on while building it (e.g. a non-numeric `qty`, an unknown colour mode).
 */
export function generateBom(h: WirevizHarness): Checked<WirevizBom> {
  try {
    const entries = rawEntries(h).map((e) => ({ e, key: keyOf(e) }))
    entries.sort((a, b) => compareKeys(a.key, b.key))
    const rows: BomRow[] = []
    const firstValues: Array<ReadonlyMap<string, PyValue>> = []
    for (let i = 0; i < entries.length; ) {
      let j = i + 1
      while (j < entries.length && compareKeys((entries[i] as { key: string[] }).key, (entries[j] as { key: string[] }).key) === 0) j++
      const group = entries.slice(i, j).map((x) => x.e)
      const first = (group[0] as Entry).values
      const path = `bom[${rows.length + 1}]`
      const text = (f: string): string => makeStr(first.get(f) ?? null)
      rows.push({
        id: rows.length + 1,
        description: text('description'),
        qty: groupQty(group, path),
        unit: text('unit'),
        designators: groupDesignators(group, path),
        pn: text('pn'),
        manufacturer: text('manufacturer'),
        mpn: text('mpn'),
        supplier: text('supplier'),
        spn: text('spn'),
      })
      firstValues.push(first)
      i = j
    }
    const columns = OPTIONAL_COLUMNS.filter((c) => firstValues.some((v) => pyTruthy(v.get(c) ?? null)))
    return { ok: true, value: { rows, columns } }
  } catch (e) {
    if (e instanceof BomError) return { ok: false, error: e.issue }
    throw e
  }
}

/** The printed form of a row's quantity: an int's digits, or Python's float repr (`0.433`, `2.0`). */
export function formatQty(qty: bigint | number): string {
  return pyStr(qty)
}

/** The table WireViz writes: header then one list of cell strings per row (links still present). */
export function bomTable(bom: WirevizBom): string[][] {
  const header = ['Id', 'Description', 'Qty', 'Unit', 'Designators', ...bom.columns.map((c) => HEADINGS[c])]
  const body = bom.rows.map((r) => [String(r.id), r.description, formatQty(r.qty), r.unit, r.designators.join(', '), ...bom.columns.map((c) => r[c])])
  return [header, ...body]
}

/** WireViz's `.bom.tsv`: tab-separated cells with HTML links removed, every line ending in "\n". */
export function bomToTsv(bom: WirevizBom): string {
  return bomTable(bom)
    .map((row) => row.map(removeLinks).join('\t') + '\n')
    .join('')
}

/** The BOM as RFC 4180 CSV (comma-separated, quoted where needed, CRLF line ends), links removed. */
export function bomToCsv(bom: WirevizBom): string {
  const cell = (s: string): string => (/[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s)
  return bomTable(bom)
    .map((row) => row.map((c) => cell(removeLinks(c))).join(',') + '\r\n')
    .join('')
}

/** The BOM as JSON: an array of row objects with the included columns, qty as a JSON number. */
export function bomToJson(bom: WirevizBom): string {
  const rows = bom.rows.map((r) => {
    const o: Record<string, unknown> = {
      id: r.id,
      description: removeLinks(r.description),
      qty: typeof r.qty === 'bigint' ? Number(r.qty) : r.qty,
      unit: r.unit,
      designators: r.designators,
    }
    for (const c of bom.columns) o[c] = removeLinks(r[c])
    return o
  })
  return JSON.stringify(rows, null, 2)
}

