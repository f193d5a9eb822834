/**
 * A WireViz 0.4.1 harness file as typed data: connector and cable templates (keyed by template
 * name), the connection sets, `additional_bom_items` and `options` (notably `color_mode`), read
 * from the Python value of the YAML. Part data keeps its YAML 1.1 Python type so it prints as
 * WireViz prints it. A template that fails validation is kept as an error naming its place
 * (`cables.W1.wirecount`) and reported only if a connection set uses it, as WireViz does.
 */
import { COLOR_CODES, isColorCode } from './colors'
import { pyParseFloat } from './pyNumber'
import { pyHashKey, PyDict, pyEq, pyTruthy, pyTypeName, type PyList, type PyValue } from './pyValue'

/** A validation problem and the place in the document it concerns, e.g. `connectors.X1.pins`. */
export interface WirevizIssue {
  readonly message: string
  readonly path: string
}

/** A value, or the issue that prevented it. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: WirevizIssue }

/** The five optional part-data fields, as written (a bundle may give one list item per wire). */
export interface PartData {
  readonly pn: PyValue
  readonly manufacturer: PyValue
  readonly mpn: PyValue
  readonly supplier: PyValue
  readonly spn: PyValue
}

/** A BOM quantity: an int (bigint) or a float (number), as in Python. */
export type Quantity = bigint | number

/** An extra part listed with a connector or cable; its BOM qty is `qty` × the multiplier's value. */
export interface AdditionalComponent extends PartData {
  /** BOM description: `type` then `, subtype`, each right-stripped. */
  readonly description: string
  readonly qty: Quantity
  readonly unit: PyValue
  /** `pincount`/`populated`/`unpopulated` (connectors), `wirecount`/`terminations`/`length`/`total_length` (cables), or null for 1. */
  readonly multiplier: string | null
}

/** A connector template (`connectors:` entry) after WireViz's defaults and checks. */
export interface ConnectorTemplate extends PartData {
  readonly type: PyValue
  readonly subtype: PyValue
  readonly pincount: number
  readonly pins: PyList
  readonly pinlabels: PyList
  /** Connector colour code or hex (empty string when none). */
  readonly color: string
  readonly simple: boolean
  /** Explicit `show_name`, or null for the default (hidden for `style: simple` and `__` names). */
  readonly showName: boolean | null
  readonly showPincount: boolean
  /** Pin pairs shorted by loop wires; both pins count as populated. */
  readonly loops: ReadonlyArray<readonly [PyValue, PyValue]>
  readonly ignoreInBom: boolean
  readonly additionalComponents: readonly AdditionalComponent[]
}

/** A cable or bundle template (`cables:` entry) after WireViz's defaults and checks. */
export interface CableTemplate extends PartData {
  readonly type: PyValue
  readonly bundle: boolean
  /** Gauge as written: a number, or the number text of a "0.25 mm2" string; falsy means none. */
  readonly gauge: PyValue
  readonly gaugeUnit: PyValue
  /** Length of the cable (and of every wire of a bundle), in `lengthUnit`; 0 when not given. */
  readonly length: Quantity
  readonly lengthUnit: PyValue
  readonly wirecount: number
  /** One colour per wire (may be empty strings or non-strings as written). */
  readonly colors: PyList
  readonly wirelabels: PyList
  readonly shield: boolean
  readonly color: string
  readonly showName: boolean | null
  readonly ignoreInBom: boolean
  readonly additionalComponents: readonly AdditionalComponent[]
}

/** The harness-wide `options:` that matter for the BOM and connection parsing. */
export interface WirevizOptions {
  /** `SHORT` (default), `FULL`, `ger`, `hex`, ... as written. */
  readonly colorMode: PyValue
  /** Separator of `TEMPLATE.DESIGNATOR` references, `.` by default. */
  readonly templateSeparator: PyValue
}

/** A whole WireViz document. Templates that failed their checks are kept as errors. */
export interface WirevizDocument {
  readonly options: WirevizOptions
  readonly connectors: ReadonlyMap<string, Checked<ConnectorTemplate>>
  readonly cables: ReadonlyMap<string, Checked<CableTemplate>>
  /** The `connections:` list as written (each set is checked while building the harness). */
  readonly connections: PyList
  /** The `additional_bom_items:` entries (dicts), appended to the BOM unchanged. */
  readonly additionalBomItems: readonly PyDict[]
}

/** Most pins, wires or range members one item may have; larger values are refused as absurd. */
export const MAX_COUNT = 100_000

const PART_KEYS = ['pn', 'manufacturer', 'mpn', 'supplier', 'spn'] as const
const CONNECTOR_KEYS = new Set([
  'bgcolor', 'bgcolor_title', 'manufacturer', 'mpn', 'supplier', 'spn', 'pn', 'style', 'category', 'type', 'subtype', 'pincount',
  'image', 'notes', 'pins', 'pinlabels', 'pincolors', 'color', 'show_name', 'show_pincount', 'hide_disconnected_pins', 'loops',
  'ignore_in_bom', 'additional_components',
])
const CABLE_KEYS = new Set([
  'bgcolor', 'bgcolor_title', 'manufacturer', 'mpn', 'supplier', 'spn', 'pn', 'category', 'type', 'gauge', 'gauge_unit', 'show_equiv',
  'length', 'length_unit', 'color', 'wirecount', 'shield', 'image', 'notes', 'colors', 'wirelabels', 'color_code', 'show_name',
  'show_wirecount', 'show_wirenumbers', 'ignore_in_bom', 'additional_components',
])
const COMPONENT_KEYS = new Set(['type', 'subtype', 'manufacturer', 'mpn', 'supplier', 'spn', 'pn', 'qty', 'unit', 'qty_multiplier', 'bgcolor'])
const IMAGE_KEYS = new Set(['src', 'scale', 'width', 'height', 'fixedsize', 'bgcolor', 'caption'])
const OPTION_KEYS = new Set(['fontname', 'bgcolor', 'bgcolor_node', 'bgcolor_connector', 'bgcolor_cable', 'bgcolor_bundle', 'color_mode', 'mini_bom_mode', 'template_separator'])
const OLD_CONNECTOR_KEYS: Readonly<Record<string, string>> = {
  pinout: "was renamed to 'pinlabels' in v0.2",
  pinnumbers: "was renamed to 'pins' in v0.2",
  autogenerate: 'is replaced with new syntax in v0.4',
}
const CONNECTOR_MULTIPLIERS = new Set(['pincount', 'populated', 'unpopulated'])
const CABLE_MULTIPLIERS = new Set(['wirecount', 'terminations', 'length', 'total_length'])

class Invalid extends Error {
  constructor(readonly issue: WirevizIssue) {
    super(issue.message)
  }
}

function invalid(path: string, message: string): never {
  throw new Invalid({ path, message })
}

/** Attribute `key` of `d` (Python `d.get(key)`), null when absent. */
function attr(d: PyDict, key: string): PyValue {
  return d.get(key) ?? null
}

/** Checks keyword arguments as a Python dataclass constructor does: string keys, known names. */
function checkKeys(d: PyDict, allowed: ReadonlySet<string>, path: string, what: string): void {
  for (const k of d.keys()) {
    if (typeof k !== 'string') invalid(path, `${what}: keywords must be strings, got ${pyTypeName(k)}`)
    if (!allowed.has(k)) invalid(`${path}.${k}`, `${what} got an unexpected attribute '${k}'`)
  }
}

function asList(v: PyValue, path: string): PyList {
  if (v === null) return []
  if (!Array.isArray(v)) invalid(path, `expected a list, got ${pyTypeName(v)}`)
  return v as PyList
}

/** A count attribute: an int in 0..MAX_COUNT, or null when absent or zero-like. */
function asCount(v: PyValue, path: string): number | null {
  if (v === null) return null
  if (typeof v !== 'bigint') invalid(path, `expected a whole number, got ${pyTypeName(v)} ${String(v)}`)
  if (v < 0n || v > BigInt(MAX_COUNT)) invalid(path, `${v} is out of range (0 to ${MAX_COUNT})`)
  return v === 0n ? null : Number(v)
}

function asQuantity(v: PyValue, path: string): Quantity {
  if (typeof v === 'boolean') return v ? 1n : 0n
  if (typeof v === 'bigint' || typeof v === 'number') return v
  return invalid(path, `expected a number, got ${pyTypeName(v)}`)
}

function colorText(v: PyValue, path: string): string {
  if (!pyTruthy(v)) return ''
  if (typeof v !== 'string') invalid(path, `expected a colour string, got ${pyTypeName(v)}`)
  return v as string
}

function showFlag(v: PyValue): boolean | null {
  return v === null ? null : pyTruthy(v)
}

function partData(d: PyDict): PartData {
  return { pn: attr(d, 'pn'), manufacturer: attr(d, 'manufacturer'), mpn: attr(d, 'mpn'), supplier: attr(d, 'supplier'), spn: attr(d, 'spn') }
}

function checkImage(v: PyValue, path: string): void {
  if (!(v instanceof PyDict)) return
  checkKeys(v, IMAGE_KEYS, path, 'Image')
  if (!v.has('src')) invalid(`${path}.src`, "Image is missing the required attribute 'src'")
}

function parseComponents(v: PyValue, path: string, allowed: ReadonlySet<string>): AdditionalComponent[] {
  return asList(v, path).map((item, i) => {
    const at = `${path}[${i}]`
    if (!(item instanceof PyDict)) return invalid(at, `expected a mapping, got ${pyTypeName(item)}`)
    checkKeys(item, COMPONENT_KEYS, at, 'AdditionalComponent')
    const type = attr(item, 'type')
    if (!item.has('type')) invalid(`${at}.type`, "AdditionalComponent is missing the required attribute 'type'")
    if (typeof type !== 'string') invalid(`${at}.type`, `expected text, got ${pyTypeName(type)}`)
    const subtype = attr(item, 'subtype')
    if (pyTruthy(subtype) && typeof subtype !== 'string') invalid(`${at}.subtype`, `expected text, got ${pyTypeName(subtype)}`)
    const mult = attr(item, 'qty_multiplier')
    let multiplier: string | null = null
    if (pyTruthy(mult)) {
      if (typeof mult !== 'string' || !allowed.has(mult)) invalid(`${at}.qty_multiplier`, `invalid qty multiplier '${String(mult)}' (expected one of ${[...allowed].join(', ')})`)
      multiplier = mult
    }
    const description = (type as string).trimEnd() + (pyTruthy(subtype) ? `, ${(subtype as string).trimEnd()}` : '')
    return {
      description,
      qty: item.has('qty') ? asQuantity(attr(item, 'qty'), `${at}.qty`) : 1n,
      unit: attr(item, 'unit'),
      multiplier,
      ...partData(item),
    }
  })
}

function parseConnector(d: PyDict, path: string): ConnectorTemplate {
  for (const [old, why] of Object.entries(OLD_CONNECTOR_KEYS)) if (d.has(old)) invalid(`${path}.${old}`, `'${old}' ${why}`)
  checkKeys(d, CONNECTOR_KEYS, path, 'Connector')
  checkImage(attr(d, 'image'), `${path}.image`)
  const simple = pyEq(attr(d, 'style'), 'simple')
  let pincount = asCount(attr(d, 'pincount'), `${path}.pincount`)
  let pins = asList(attr(d, 'pins'), `${path}.pins`)
  const pinlabels = asList(attr(d, 'pinlabels'), `${path}.pinlabels`)
  const pincolors = asList(attr(d, 'pincolors'), `${path}.pincolors`)
  if (simple) {
    if (pincount !== null && pincount > 1) invalid(`${path}.pincount`, 'connectors with style set to simple may only have one pin')
    pincount = 1
  }
  if (pincount === null) {
    pincount = Math.max(pins.length, pinlabels.length, pincolors.length)
    if (pincount === 0) invalid(path, 'you need to specify at least one of pincount, pins, pinlabels, or pincolors')
  }
  if (pins.length === 0) pins = Array.from({ length: pincount }, (_, i) => BigInt(i + 1))
  const seen = new Set<string>()
  for (const p of pins) {
    const h = pyHashKey(p)
    if (h === null) invalid(`${path}.pins`, `pin ids must be numbers or text, got ${pyTypeName(p)}`)
    if (seen.has(h)) invalid(`${path}.pins`, 'pins are not unique')
    seen.add(h)
  }
  const loops = asList(attr(d, 'loops'), `${path}.loops`).map((loop, i) => {
    const at = `${path}.loops[${i}]`
    if (!Array.isArray(loop) || loop.length !== 2) invalid(at, 'loops must be between exactly two pins')
    const pair = loop as PyList
    for (const pin of pair) if (!pins.some((p) => pyEq(p, pin))) invalid(at, `unknown loop pin '${String(pin)}'`)
    return [pair[0] as PyValue, pair[1] as PyValue] as const
  })
  const showPincount = attr(d, 'show_pincount')
  return {
    type: attr(d, 'type'),
    subtype: attr(d, 'subtype'),
    pincount,
    pins,
    pinlabels,
    color: colorText(attr(d, 'color'), `${path}.color`),
    simple,
    showName: showFlag(attr(d, 'show_name')),
    showPincount: showPincount === null ? !simple : pyTruthy(showPincount),
    loops,
    ignoreInBom: pyTruthy(attr(d, 'ignore_in_bom')),
    additionalComponents: parseComponents(attr(d, 'additional_components'), `${path}.additional_components`, CONNECTOR_MULTIPLIERS),
    ...partData(d),
  }
}

function parseGauge(d: PyDict, path: string): { gauge: PyValue; gaugeUnit: PyValue } {
  const gauge = attr(d, 'gauge')
  const unit = attr(d, 'gauge_unit')
  if (typeof gauge === 'string') {
    const parts = gauge.split(' ')
    if (parts.length !== 2) invalid(`${path}.gauge`, `gauge '${gauge}' must be a number, or number and unit separated by a space`)
    const u = parts[1] as string
    return { gauge: parts[0] as string, gaugeUnit: u.toUpperCase() === 'AWG' ? 'AWG' : u.replaceAll('mm2', 'mm\u00b2') }
  }
  if (gauge !== null && unit === null) return { gauge, gaugeUnit: 'mm\u00b2' }
  return { gauge, gaugeUnit: unit }
}

function parseLength(d: PyDict, path: string): { length: Quantity; lengthUnit: PyValue } {
  const length = d.has('length') ? attr(d, 'length') : 0n
  const unit = attr(d, 'length_unit')
  if (typeof length === 'string') {
    const parts = length.split(' ')
    const value = parts.length === 2 ? pyParseFloat(parts[0] as string) : null
    if (value === null) invalid(`${path}.length`, `length '${length}' must be a number, or number and unit separated by a space`)
    return { length: value, lengthUnit: parts[1] as string }
  }
  if (typeof length !== 'bigint' && typeof length !== 'number' && typeof length !== 'boolean') invalid(`${path}.length`, 'length has a non-numeric value')
  return { length: asQuantity(length, `${path}.length`), lengthUnit: unit ?? 'm' }
}

function parseCable(d: PyDict, path: string): CableTemplate {
  checkKeys(d, CABLE_KEYS, path, 'Cable')
  checkImage(attr(d, 'image'), `${path}.image`)
  const bundle = pyEq(attr(d, 'category'), 'bundle')
  const { gauge, gaugeUnit } = parseGauge(d, path)
  const { length, lengthUnit } = parseLength(d, path)
  let wirecount = asCount(attr(d, 'wirecount'), `${path}.wirecount`)
  let colors = asList(attr(d, 'colors'), `${path}.colors`)
  const code = attr(d, 'color_code')
  if (wirecount !== null) {
    if (colors.length === 0) {
      if (pyTruthy(code)) {
        if (typeof code !== 'string' || !isColorCode(code)) invalid(`${path}.color_code`, `unknown color code '${String(code)}'`)
        colors = COLOR_CODES[code as string] ?? []
      } else colors = Array.from({ length: wirecount }, () => '')
    }
    const n = wirecount
    colors = Array.from({ length: n }, (_, i) => colors[i % colors.length] as PyValue)
  } else {
    if (colors.length === 0) invalid(`${path}.wirecount`, 'unknown number of wires: specify wirecount or colors (implicit length)')
    if (colors.length > MAX_COUNT) invalid(`${path}.colors`, `more than ${MAX_COUNT} wires`)
    wirecount = colors.length
  }
  const wirelabels = asList(attr(d, 'wirelabels'), `${path}.wirelabels`)
  const shield = pyTruthy(attr(d, 'shield'))
  if (shield && wirelabels.some((l) => pyEq(l, 's'))) invalid(`${path}.wirelabels`, '"s" may not be used as a wire label for a shielded cable')
  const parts = partData(d)
  for (const key of PART_KEYS) {
    const v = parts[key]
    if (!Array.isArray(v)) continue
    if (!bundle) invalid(`${path}.${key}`, 'lists of part data are only supported for bundles')
    if (v.length !== wirecount) invalid(`${path}.${key}`, `lists of part data must match wirecount (${v.length} given, ${wirecount} wires)`)
  }
  return {
    type: attr(d, 'type'),
    bundle,
    gauge,
    gaugeUnit,
    length,
    lengthUnit,
    wirecount,
    colors,
    wirelabels,
    shield,
    color: colorText(attr(d, 'color'), `${path}.color`),
    showName: showFlag(attr(d, 'show_name')),
    ignoreInBom: pyTruthy(attr(d, 'ignore_in_bom')),
    additionalComponents: parseComponents(attr(d, 'additional_components'), `${path}.additional_components`, CABLE_MULTIPLIERS),
    ...parts,
  }
}

function checked<T>(fn: () => T): Checked<T> {
  try {
    return { ok: true, value: fn() }
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: e.issue }
    throw e
  }
}

function templates<T>(section: PyValue, name: string, parse: (d: PyDict, path: string) => T): Map<string, Checked<T>> {
  const out = new Map<string, Checked<T>>()
  if (!(section instanceof PyDict)) return out // WireViz treats a section of the wrong type as empty
  for (const [key, attribs] of section.entries()) {
    const path = `${name}.${typeof key === 'string' ? key : String(key)}`
    if (!(attribs instanceof PyDict)) invalid(path, `expected a mapping of attributes, got ${pyTypeName(attribs)}`)
    // WireViz lists unused templates by joining their names, which fails for a non-text name.
    if (typeof key !== 'string') invalid(path, `a ${name} name must be text, got ${pyTypeName(key)}`)
    out.set(key, checked(() => parse(attribs, path)))
  }
  return out
}

/**
 * Reads the Python value of a WireViz YAML document into a {@link WirevizDocument}, or returns
 * the first problem WireViz would stop on before building the harness (a non-mapping top level,
 * bad `options`, a template that is not a mapping, a malformed `additional_bom_items`).
 */
export function parseWirevizDocument(data: PyValue): Checked<WirevizDocument> {
  return checked(() => {
    if (!(data instanceof PyDict)) invalid('', `expected a mapping as the top level of the YAML input, got ${pyTypeName(data)}`)
    const section = (name: string, fallback: PyValue): PyValue => (data.has(name) ? attr(data, name) : fallback)
    const options = section('options', new PyDict())
    if (!(options instanceof PyDict)) invalid('options', `expected a mapping, got ${pyTypeName(options)}`)
    checkKeys(options, OPTION_KEYS, 'options', 'Options')
    const metadata = section('metadata', new PyDict())
    if (!(metadata instanceof PyDict)) invalid('metadata', `expected a mapping, got ${pyTypeName(metadata)}`)
    for (const k of metadata.keys()) if (typeof k !== 'string') invalid('metadata', 'metadata keys must be strings')
    const tweak = section('tweak', new PyDict())
    if (!(tweak instanceof PyDict)) invalid('tweak', `expected a mapping, got ${pyTypeName(tweak)}`)
    checkKeys(tweak, new Set(['override', 'append']), 'tweak', 'Tweak')
    const connectors = templates(attr(data, 'connectors'), 'connectors', parseConnector)
    const cables = templates(attr(data, 'cables'), 'cables', parseCable)
    const connections = attr(data, 'connections')
    const items = data.has('additional_bom_items') ? attr(data, 'additional_bom_items') : []
    if (!Array.isArray(items)) invalid('additional_bom_items', `expected a list, got ${pyTypeName(items)}`)
    const bomItems = (items as PyList).map((item, i) => {
      if (!(item instanceof PyDict)) invalid(`additional_bom_items[${i}]`, `expected a mapping, got ${pyTypeName(item)}`)
      if (item.has('key')) invalid(`additional_bom_items[${i}].key`, "'key' is reserved by WireViz's BOM grouping")
      return item
    })
    return {
      options: {
        colorMode: options.has('color_mode') ? attr(options, 'color_mode') : 'SHORT',
        templateSeparator: options.has('template_separator') ? attr(options, 'template_separator') : '.',
      },
      connectors,
      cables,
      connections: Array.isArray(connections) ? connections : [],
      additionalBomItems: bomItems,
    }
  })
}
