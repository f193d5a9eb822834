/**
 * Builds the WireViz harness from a document's connection sets, as WireViz 0.4.1's `parse()` and
 * `Harness.connect()` do: each `X1`, `T.D` or `T.` reference creates or reuses a connector or
 * cable instance (in order of first appearance, column by column), pin and wire references are
 * resolved through pin labels, wire colours and wire labels, and every connection records which
 * connector pins are populated and how many terminations each cable has (for BOM multipliers).
 * The connections themselves (connector pin → cable wire → connector pin) and the mates drawn
 * with arrows are kept in set order, for importers that need the wiring and not just the BOM.
 */
import type { CableTemplate, Checked, ConnectorTemplate, WirevizDocument, WirevizIssue, WirevizOptions } from './wirevizModel'
import { MAX_COUNT } from './wirevizModel'
import { pyStr } from './pyFormat'
import { pyParseInt } from './pyNumber'
import { pyEq, pyHashKey, PyDict, pyTypeName, type PyList, type PyValue } from './pyValue'

/** A connector in the harness: its template, designator and which pins are populated. */
export interface ConnectorInstance {
  readonly name: string
  readonly template: ConnectorTemplate
  /** Whether the designator is shown (and so listed in the BOM). */
  readonly showName: boolean
  /** Number of distinct pins reached by wires, pin mates or loops. */
  readonly populated: number
}

/** A cable or bundle in the harness, with its number of connection records (terminations). */
export interface CableInstance {
  readonly name: string
  readonly template: CableTemplate
  readonly showName: boolean
  readonly terminations: number
}

/** A connector pin named in a connection: the connector's designator and the pin id (labels resolved). */
export interface PinReference {
  readonly connector: string
  readonly pin: PyValue
}

/**
 * One connection record of a cable (WireViz's `Connection`): the wire (a number 1..wirecount
 * after colours and labels are resolved, `'s'` for the shield, or whatever else was written)
 * and the connector pins before it (`from`, the left side) and after it (`to`, the right side).
 */
export interface WirevizConnection {
  readonly cable: string
  readonly wire: PyValue
  readonly from: PinReference | null
  readonly to: PinReference | null
}

/** A mate drawn with an arrow: `pin` for a single-line arrow (per row), `connector` for a double-line one. */
export interface WirevizMate {
  readonly kind: 'pin' | 'connector'
  readonly from: PinReference
  readonly to: PinReference
}

/** The instantiated harness: connectors and cables in creation order, plus the BOM extras. */
export interface WirevizHarness {
  readonly options: WirevizOptions
  readonly connectors: readonly ConnectorInstance[]
  readonly cables: readonly CableInstance[]
  readonly additionalBomItems: WirevizDocument['additionalBomItems']
  /** Every connection record, in connection-set order (set by set, row by row, left to right). */
  readonly connections: readonly WirevizConnection[]
  /** Every mate, in connection-set order. */
  readonly mates: readonly WirevizMate[]
}

class Stop extends Error {
  constructor(readonly issue: WirevizIssue) {
    super(issue.message)
  }
}

function stop(path: string, message: string): never {
  throw new Stop({ path, message })
}

const ARROW = /^\s*<?(?:-+|=+)>?\s*$/

/** Whether `s` is a WireViz arrow (`-->`, `<==>`, `=`, ...): a run of `-` or of `=` with optional heads. */
export function isArrow(s: string): boolean {
  return ARROW.test(s)
}

/** WireViz's pin-list expansion: `"1-4"` → 1,2,3,4 and `"4-1"` → 4,3,2,1; ints where possible, else text. */
export function expandPins(value: PyValue, path: string): Checked<PyValue[]> {
  try {
    return { ok: true, value: expand(value, path) }
  } catch (e) {
    if (e instanceof Stop) return { ok: false, error: e.issue }
    throw e
  }
}

function expand(value: PyValue, path: string): PyValue[] {
  const out: PyValue[] = []
  for (const item of Array.isArray(value) ? (value as PyList) : [value]) {
    const e = pyStr(item)
    const dash = e.indexOf('-')
    if (dash < 0) {
      out.push(pyParseInt(e) ?? e)
      continue
    }
    const a = pyParseInt(e.slice(0, dash))
    const b = pyParseInt(e.slice(dash + 1))
    if (a === null || b === null) {
      out.push(e)
      continue
    }
    const span = a < b ? b - a : a - b
    if (span >= BigInt(MAX_COUNT) || out.length + Number(span) > MAX_COUNT) stop(path, `range '${e}' has more than ${MAX_COUNT} members`)
    const step = a <= b ? 1n : -1n
    for (let x = a; ; x += step) {
      out.push(x)
      if (x === b) break
    }
  }
  return out
}

interface MutableConnector {
  name: string
  template: ConnectorTemplate
  showName: boolean
  pins: Set<string>
}

interface MutableCable {
  name: string
  template: CableTemplate
  showName: boolean
  terminations: number
}

type Item = { designator: string; pin: PyValue }

function indexOf(list: PyList, v: PyValue): number {
  return list.findIndex((x) => pyEq(x, v))
}

function countOf(list: PyList, v: PyValue): number {
  return list.filter((x) => pyEq(x, v)).length
}

class Builder {
  private readonly connectors = new Map<string, MutableConnector>()
  private readonly cables = new Map<string, MutableCable>()
  private readonly templateOf = new Map<string, string>()
  private readonly autoCount = new Map<string, number>()
  private readonly connections: WirevizConnection[] = []
  private readonly mates: WirevizMate[] = []

  constructor(private readonly doc: WirevizDocument) {}

  private resolveDesignator(inp: PyValue, path: string): string {
    if (typeof inp !== 'string') stop(path, `a designator must be text, got ${pyTypeName(inp)} ${pyStr(inp)}`)
    const sep = this.doc.options.templateSeparator
    if (typeof sep !== 'string' || sep === '') stop('options.template_separator', 'the template separator must be non-empty text')
    if (!inp.includes(sep)) {
      if (!this.templateOf.has(inp)) this.templateOf.set(inp, inp)
      return inp
    }
    const parts = inp.split(sep)
    if (parts.length > 2) stop(path, `${inp} - found more than one separator (${sep})`)
    const template = parts[0] as string
    let designator = parts[1] as string
    if (designator === '') {
      const n = (this.autoCount.get(template) ?? 0) + 1
      this.autoCount.set(template, n)
      designator = `__${template}_${n}`
    }
    const known = this.templateOf.get(designator)
    if (known === undefined) this.templateOf.set(designator, template)
    else if (known !== template) stop(path, `trying to redefine ${designator} from ${known} to ${template}`)
    return designator
  }

  private template<T>(checked: Checked<T>): T {
    if (!checked.ok) throw new Stop(checked.error)
    return checked.value
  }

  /** Creates instances for one item if needed and returns its kind. */
  private instantiate(designator: string, path: string): 'connector' | 'cable/arrow' {
    const template = this.templateOf.get(designator) as string
    if (this.connectors.has(designator)) return 'connector'
    const ct = this.doc.connectors.get(template)
    if (ct !== undefined) {
      const t = this.template(ct)
      const pins = new Set<string>()
      for (const loop of t.loops) for (const pin of loop) pins.add(pyHashKey(pin) as string)
      const showName = t.showName ?? (!t.simple && !designator.startsWith('__'))
      this.connectors.set(designator, { name: designator, template: t, showName, pins })
      return 'connector'
    }
    if (this.cables.has(designator)) return 'cable/arrow'
    const cb = this.doc.cables.get(template)
    if (cb !== undefined) {
      const t = this.template(cb)
      this.cables.set(designator, { name: designator, template: t, showName: t.showName ?? !designator.startsWith('__'), terminations: 0 })
      return 'cable/arrow'
    }
    if (isArrow(designator)) return 'cable/arrow'
    return stop(path, `${template} is an unknown template/designator/arrow`)
  }

  /** Resolves a pin reference (id or unique label) of connector `name`, WireViz's way; null if it is not a label. */
  private labelledPin(name: string, pin: PyValue, path: string): PyValue | null {
    const c = this.connectors.get(name) as MutableConnector
    const { pins, pinlabels } = c.template
    const pi = indexOf(pins, pin)
    const li = indexOf(pinlabels, pin)
    if (pi >= 0 && li >= 0 && pi !== li) stop(path, `${name}:${pyStr(pin)} is defined both in pinlabels and pins, for different pins`)
    let resolved: PyValue | null = null
    if (li >= 0) {
      if (countOf(pinlabels, pin) > 1) stop(path, `${name}:${pyStr(pin)} is defined more than once`)
      if (li >= pins.length) stop(path, `${name}:${pyStr(pin)} has a label but no pin`)
      resolved = pins[li] as PyValue
    }
    const id = resolved ?? pin
    if (indexOf(pins, id) < 0) stop(path, `${name}:${pyStr(id)} not found`)
    return resolved
  }

  private connect(from: Item | null, via: Item, to: Item | null, path: string): void {
    const fromName = from?.designator ?? null
    const toName = to?.designator ?? null
    let fromPin = from?.pin ?? null
    let toPin = to?.pin ?? null
    for (const item of [from, to]) {
      if (item === null || !this.connectors.has(item.designator)) continue
      const resolved = this.labelledPin(item.designator, item.pin, path)
      if (resolved === null) continue
      // WireViz assigns the resolved pin by connector name, so with the same connector on both
      // sides of a cable a label on either side sets both pins.
      if (item.designator === fromName) fromPin = resolved
      if (item.designator === toName) toPin = resolved
    }
    const cable = this.cables.get(via.designator) as MutableCable
    const { colors, wirelabels, wirecount } = cable.template
    let wire = via.pin
    const ci = indexOf(colors, wire)
    const li = indexOf(wirelabels, wire)
    if (ci >= 0 && li >= 0 && ci !== li) stop(path, `${via.designator}:${pyStr(wire)} is defined both in colors and wirelabels, for different wires`)
    if (ci >= 0) {
      if (countOf(colors, wire) > 1) stop(path, `${via.designator}:${pyStr(wire)} is used for more than one wire`)
      wire = BigInt(ci + 1)
    } else if (li >= 0) {
      if (countOf(wirelabels, wire) > 1) stop(path, `${via.designator}:${pyStr(wire)} is used for more than one wire`)
      wire = BigInt(li + 1)
    }
    // Drawing the diagram indexes the colour list with an int wire number (Python allows negatives).
    if (typeof wire === 'bigint' && (wire > BigInt(wirecount) || wire < -BigInt(wirecount))) stop(path, `${via.designator} has no wire ${wire}`)
    cable.terminations++
    if (fromName !== null) this.connectors.get(fromName)?.pins.add(pyHashKey(fromPin) as string)
    if (toName !== null) this.connectors.get(toName)?.pins.add(pyHashKey(toPin) as string)
    const end = (name: string | null, pin: PyValue): PinReference | null => (name !== null && this.connectors.has(name) ? { connector: name, pin } : null)
    this.connections.push({ cable: via.designator, wire, from: end(fromName, fromPin), to: end(toName, toPin) })
  }

  private matePins(from: Item, to: Item, path: string): void {
    for (const item of [from, to]) {
      const c = this.connectors.get(item.designator) as MutableConnector
      // The diagram looks mated pins of non-simple connectors up by id; a label or unknown pin fails there.
      if (!c.template.simple && indexOf(c.template.pins, item.pin) < 0) stop(path, `${item.designator}:${pyStr(item.pin)} is not a pin id (pin mates use pin ids)`)
      c.pins.add(pyHashKey(item.pin) as string)
    }
  }

  private connectionSet(raw: PyValue, path: string): void {
    if (!Array.isArray(raw)) stop(path, `a connection set must be a list, got ${pyTypeName(raw)}`)
    const set = raw as PyList
    const counts: number[] = []
    set.forEach((entry, i) => {
      if (Array.isArray(entry)) counts.push(entry.length)
      else if (entry instanceof PyDict) {
        if (entry.size === 0) stop(`${path}[${i}]`, 'empty mapping in a connection set')
        counts.push(expand(entry.entries()[0]![1], `${path}[${i}]`).length)
      }
    })
    const effective = counts.some((c) => c !== 0) ? counts : [1]
    if (new Set(effective).size > 1) stop(path, 'all items in a connection set must reference the same number of connections')
    const count = effective[0] as number
    const columns: Item[][] = set.map((entry, i) => {
      const at = `${path}[${i}]`
      if (typeof entry === 'string') {
        return Array.from({ length: count }, () => ({ designator: this.resolveDesignator(entry, at), pin: 1n as PyValue }))
      }
      if (Array.isArray(entry)) return (entry as PyList).map((d, j) => ({ designator: this.resolveDesignator(d, `${at}[${j}]`), pin: 1n }))
      if (entry instanceof PyDict) {
        const [key, value] = entry.entries()[0]!
        const designator = this.resolveDesignator(key, at)
        return expand(value, `${at}.${designator}`).map((pin) => ({ designator, pin }))
      }
      return stop(at, `expected a designator, a list or a mapping, got ${pyTypeName(entry)}`)
    })
    let expected: 'connector' | 'cable/arrow' | null = null
    columns.forEach((column, i) => {
      for (const item of column) {
        const kind = this.instantiate(item.designator, `${path}[${i}]`)
        expected ??= kind
        if (kind !== expected) stop(`${path}[${i}]`, `expected a ${expected}, but "${item.designator}" is a ${kind}`)
      }
      if (expected === null) stop(`${path}[${i}]`, 'a connection set may not start with an empty list')
      expected = expected === 'connector' ? 'cable/arrow' : 'connector'
    })
    const rows = Math.min(...columns.map((c) => c.length))
    for (let r = 0; r < rows; r++) {
      const row = columns.map((c) => c[r] as Item)
      row.forEach((item, i) => {
        const at = `${path}[${i}]`
        if (this.cables.has(item.designator)) {
          this.connect(i > 0 ? (row[i - 1] as Item) : null, item, i < row.length - 1 ? (row[i + 1] as Item) : null, at)
        } else if (isArrow(item.designator)) {
          if (i === 0) stop(at, 'an arrow cannot be at the start of a connection set')
          if (i === row.length - 1) stop(at, 'an arrow cannot be at the end of a connection set')
          const from = row[i - 1] as Item
          const to = row[i + 1] as Item
          if (item.designator.includes('-')) {
            this.matePins(from, to, at)
            this.mates.push({ kind: 'pin', from: { connector: from.designator, pin: from.pin }, to: { connector: to.designator, pin: to.pin } })
          } else if (r === 0) {
            this.mates.push({ kind: 'connector', from: { connector: from.designator, pin: from.pin }, to: { connector: to.designator, pin: to.pin } })
          }
        }
      })
    }
  }

  build(): WirevizHarness {
    this.doc.connections.forEach((set, i) => this.connectionSet(set, `connections[${i}]`))
    return {
      options: this.doc.options,
      connectors: [...this.connectors.values()].map((c) => ({ name: c.name, template: c.template, showName: c.showName, populated: c.pins.size })),
      cables: [...this.cables.values()].map((c) => ({ name: c.name, template: c.template, showName: c.showName, terminations: c.terminations })),
      additionalBomItems: this.doc.additionalBomItems,
      connections: this.connections,
      mates: this.mates,
    }
  }
}

/**
 * Instantiates the harness of `doc` by walking its connection sets, or returns the first problem
 * WireViz would stop on (unknown designator, unknown pin, bad alternation, template errors, ...).
 */
export function buildHarness(doc: WirevizDocument): Checked<WirevizHarness> {
  try {
    return { ok: true, value: new Builder(doc).build() }
  } catch (e) {
    if (e instanceof Stop) return { ok: false, error: e.issue }
    throw e
  }
}
