/**
 * A YAML reader that types values exactly as PyYAML's `yaml.safe_load` does under YAML 1.1:
 * `yes/no/on/off/true/false` (any of three casings) are booleans, `0123` is octal 83, `1:30` is
 * sexagesimal 90, `1_000` is 1000, `08500030` and `1e3` stay strings, `1.0` stays a float,
 * `~`/`null`/empty are None, `<<` merges (several per mapping allowed), duplicate keys keep the
 * last value, and anchors/aliases share values. Malformed input yields an error value with a
 * 1-based line and column; what aliases add is bounded so "billion laughs" input is refused.
 */
import { PyDate, PyDict, pyTypeName, type PyList, type PyValue } from './pyValue'
import { MAX_DEPTH as SYNTAX_MAX_DEPTH, parseYamlSyntax, YamlSyntaxError, type YamlMap, type YamlNode, type YamlScalar, type YamlSeq } from './yamlSyntax'

/** A node other than an alias. */
type ConcreteNode = YamlScalar | YamlSeq | YamlMap

/** Where and why a YAML text could not be read; line and column are 1-based. */
export interface YamlError {
  readonly message: string
  readonly line: number
  readonly column: number
}

/** The outcome of reading YAML: the Python value of its single document, or an error. */
export type YamlResult = { readonly ok: true; readonly value: PyValue } | { readonly ok: false; readonly error: YamlError }

/**
 * Limits on how far aliases may expand a document. What is written out in the file is read
 * whatever its size (the caller bounds the text); only what aliases and merge keys add is bounded.
 */
export interface YamlLimits {
  /**
   * Most values (scalars, lists, dicts, each dict key and value) that aliases and merge keys may add
   * beyond the values written in the file, so "billion laughs" input is refused. Default 1,000,000.
   */
  readonly maxAliasValues?: number
  /** Deepest nesting the expanded document may reach. Default 500. */
  readonly maxDepth?: number
}

const YAML_TAG = 'tag:yaml.org,2002:'
const BOOL_RE = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/
const FLOAT_RE = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/
const INT_RE = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/
const NULL_RE = /^(?:~|null|Null|NULL|)$/
const TIMESTAMP_RE =
  /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]*))?(?:[ \t]*(Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?)?$/
const DATE_ONLY_RE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/
const NON_PRINTABLE = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u

/** The YAML 1.1 tag PyYAML's resolver gives a plain (unquoted, untagged) scalar. */
export type ImplicitTag = 'bool' | 'float' | 'int' | 'merge' | 'null' | 'timestamp' | 'value' | 'str'

/** Which tag PyYAML's implicit resolver assigns to the plain scalar `text` (checked in PyYAML's order). */
export function implicitTag(text: string): ImplicitTag {
  if (BOOL_RE.test(text)) return 'bool'
  if (FLOAT_RE.test(text)) return 'float'
  if (INT_RE.test(text)) return 'int'
  if (text === '<<') return 'merge'
  if (NULL_RE.test(text)) return 'null'
  if (DATE_ONLY_RE.test(text) || (TIMESTAMP_RE.test(text) && /[Tt \t]/.test(text))) return 'timestamp'
  if (text === '=') return 'value'
  return 'str'
}

class ConstructError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message)
  }
}

function fail(message: string, at: { line: number; column: number }): never {
  throw new ConstructError(message, at.line, at.column)
}

/** PyYAML's `construct_yaml_int`: strips `_`, reads 0b/0x/leading-0 octal/sexagesimal; null if invalid. */
export function constructInt(text: string): bigint | null {
  let v = text.replace(/_/g, '')
  if (v === '') return null
  const sign = v[0] === '-' ? -1n : 1n
  if (v[0] === '-' || v[0] === '+') v = v.slice(1)
  if (v === '0') return 0n
  const parse = (digits: string, re: RegExp, prefix: string): bigint | null => (re.test(digits) ? BigInt(prefix + digits) : null)
  let r: bigint | null
  if (v.startsWith('0b')) r = parse(v.slice(2), /^[01]+$/, '0b')
  else if (v.startsWith('0x')) r = parse(v.slice(2), /^[0-9a-fA-F]+$/, '0x')
  else if (v[0] === '0') r = parse(v, /^[0-7]+$/, '0o')
  else if (v.includes(':')) {
    const parts = v.split(':')
    if (!parts.every((p) => /^[0-9]+$/.test(p))) return null
    r = parts.reduce((acc, p) => acc * 60n + BigInt(p), 0n)
  } else r = parse(v, /^[0-9]+$/, '')
  return r === null ? null : sign * r
}

/** PyYAML's `construct_yaml_float`: strips `_`, reads .inf/.nan and sexagesimal; null if invalid. */
export function constructFloat(text: string): number | null {
  let v = text.replace(/_/g, '').toLowerCase()
  if (v === '') return null
  const sign = v[0] === '-' ? -1 : 1
  if (v[0] === '-' || v[0] === '+') v = v.slice(1)
  if (v === '.inf') return sign * Infinity
  if (v === '.nan') return NaN
  const num = (p: string): number | null => (/^(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[-+]?[0-9]+)?$/.test(p) ? Number(p) : null)
  if (v.includes(':')) {
    const parts = v.split(':').map(num)
    if (parts.some((p) => p === null)) return null
    let value = 0
    let base = 1
    for (const d of (parts as number[]).reverse()) {
      value += d * base
      base *= 60
    }
    return sign * value
  }
  const f = num(v)
  return f === null ? null : sign * f
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** PyYAML's `construct_yaml_timestamp` as Python's `str()` of the date/datetime; null if invalid. */
export function constructTimestamp(text: string): PyDate | null {
  const m = TIMESTAMP_RE.exec(text)
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const dim = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > dim) return null
  const p2 = (n: number): string => String(n).padStart(2, '0')
  const date = `${String(year).padStart(4, '0')}-${p2(month)}-${p2(day)}`
  if (m[4] === undefined) return new PyDate(date)
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6])]
  if (hour > 23 || minute > 59 || second > 59) return null
  let out = `${date} ${p2(hour)}:${p2(minute)}:${p2(second)}`
  const micro = Number((m[7] ?? '').slice(0, 6).padEnd(6, '0'))
  if (micro) out += `.${String(micro).padStart(6, '0')}`
  if (m[9] !== undefined) {
    const offset = Number(m[10]) * 60 + Number(m[11] ?? 0)
    if (offset >= 24 * 60) return null
    out += offset === 0 ? '+00:00' : `${m[9]}${p2(Math.floor(offset / 60))}:${p2(offset % 60)}`
  } else if (m[8] === 'Z') out += '+00:00'
  return new PyDate(out)
}

const BOOL_VALUES: Readonly<Record<string, boolean>> = { yes: true, no: false, true: true, false: false, on: true, off: false }

/** Normalises a written tag (`!!int`, `!<tag:...>`, `!`) to its full form; `!` means "string". */
function fullTag(tag: string): string {
  if (tag === '!') return `${YAML_TAG}str`
  if (tag.startsWith('!!')) return YAML_TAG + tag.slice(2)
  if (tag.startsWith('!<') && tag.endsWith('>')) return tag.slice(2, -1)
  return tag
}

class Constructor {
  private readonly anchors = new Map<string, ConcreteNode>()
  private readonly done = new Map<YamlNode, PyValue>()
  private readonly inProgress = new Set<YamlNode>()
  /** Values written in the file: each node is constructed once, however many aliases name it. */
  written = 0
  /** Whether an alias or a merge key was followed: only then can a value appear more than once. */
  shared = false
  /** How many more dict entries merge keys may copy (each copy is work the file did not write out). */
  private mergeBudget: number

  constructor(private readonly maxAliasValues: number) {
    this.mergeBudget = maxAliasValues
  }

  private spend(n: number, at: { line: number; column: number }): void {
    this.shared = true
    this.mergeBudget -= n
    if (this.mergeBudget < 0) fail(`aliases expand the document by more than the ${this.maxAliasValues} values they may add`, at)
  }

  /** Follows an alias to its anchored node (registering anchors as they are met, in document order). */
  private deref(node: YamlNode): ConcreteNode {
    if (node.kind !== 'alias') {
      if (node.anchor !== null && !this.done.has(node) && !this.inProgress.has(node)) {
        const seen = this.anchors.get(node.anchor)
        if (seen !== undefined && seen !== node) fail(`found duplicate anchor '${node.anchor}'`, node)
        this.anchors.set(node.anchor, node)
      }
      return node
    }
    const target = this.anchors.get(node.name)
    if (target === undefined) fail(`found undefined alias '${node.name}'`, node)
    this.shared = true
    return target
  }

  construct(raw: YamlNode, asKey = false): PyValue {
    const node = this.deref(raw)
    // Only an anchored node can be reached twice (through its aliases), so only anchored nodes are
    // cached and watched for recursion: a large file without anchors costs no map per value.
    const anchored = node.anchor !== null
    if (anchored) {
      const cached = this.done.get(node)
      if (cached !== undefined) return cached
      if (this.inProgress.has(node)) fail('recursive aliases are not supported', raw)
      this.inProgress.add(node)
    }
    this.written += 1
    let value: PyValue
    if (node.kind === 'scalar') value = this.scalar(node, asKey)
    else if (node.kind === 'seq') {
      if (node.tag !== null && fullTag(node.tag) !== `${YAML_TAG}seq`) fail(`could not determine a constructor for the tag '${node.tag}'`, node)
      value = node.items.map((item) => this.construct(item))
    } else value = this.mapping(node)
    if (anchored) {
      this.inProgress.delete(node)
      this.done.set(node, value)
    }
    return value
  }

  private scalar(node: YamlScalar, asKey: boolean): PyValue {
    let tag: string
    if (node.tag !== null) {
      const full = fullTag(node.tag)
      tag = full.startsWith(YAML_TAG) ? full.slice(YAML_TAG.length) : full
    } else tag = node.plain ? implicitTag(node.value) : 'str'
    const text = node.value
    switch (tag) {
      case 'str':
        return text
      case 'null':
        return null
      case 'bool': {
        const b = BOOL_VALUES[text.toLowerCase()]
        if (b === undefined) fail(`invalid boolean '${text}'`, node)
        return b
      }
      case 'int': {
        const i = constructInt(text)
        if (i === null) fail(`invalid integer '${text}'`, node)
        return i
      }
      case 'float': {
        const f = constructFloat(text)
        if (f === null) fail(`invalid float '${text}'`, node)
        return f
      }
      case 'timestamp': {
        const d = constructTimestamp(text)
        if (d === null) fail(`invalid date or time '${text}'`, node)
        return d
      }
      case 'value':
        if (asKey) return text
        break
      case 'merge':
        break
    }
    return fail(`could not determine a constructor for the tag '${node.tag ?? YAML_TAG + tag}'`, node)
  }

  private isMergeKey(key: YamlNode): boolean {
    const k = key.kind === 'alias' ? this.deref(key) : key
    if (k.kind !== 'scalar') return false
    if (k.tag !== null) return fullTag(k.tag) === `${YAML_TAG}merge`
    return k.plain && k.value === '<<'
  }

  private mergeSources(value: YamlNode, owner: YamlMap): PyDict[] {
    const target = this.deref(value)
    // PyYAML lets a mapping merge its own anchor; that adds nothing beyond its own keys.
    if (target === owner) return []
    if (target.kind === 'map') return [this.construct(value) as PyDict]
    if (target.kind === 'seq') {
      const dicts = target.items.map((item) => {
        if (this.deref(item).kind !== 'map') fail(`expected a mapping for merging, but found ${this.deref(item).kind === 'seq' ? 'a sequence' : 'a scalar'}`, item)
        return this.construct(item) as PyDict
      })
      return dicts.reverse()
    }
    return fail('expected a mapping or list of mappings for merging, but found a scalar', owner)
  }

  private mapping(node: YamlMap): PyDict {
    if (node.tag !== null && fullTag(node.tag) !== `${YAML_TAG}map`) fail(`could not determine a constructor for the tag '${node.tag}'`, node)
    const merged: Array<readonly [PyValue, PyValue]> = []
    const own: Array<readonly [PyValue, PyValue, YamlNode]> = []
    for (const [k, v] of node.pairs) {
      if (this.isMergeKey(k)) {
        this.deref(k)
        for (const d of this.mergeSources(v, node)) {
          this.spend(d.size, node)
          merged.push(...d.entries())
        }
      } else {
        const key = this.construct(k, true)
        own.push([key, this.construct(v), k])
      }
    }
    const dict = new PyDict()
    for (const [k, v] of merged) dict.set(k, v)
    for (const [k, v, at] of own) if (!dict.set(k, v)) fail(`found unhashable key (a ${pyTypeName(k)})`, at)
    return dict
  }
}

/**
 * Checks that the expanded value stays within the limits: at most `maxAliasValues` values more than
 * the `written` ones (a value shared through aliases counts each time it appears) and at most
 * `maxDepth` levels deep. Linear in the values written: a shared value is measured once.
 */
function checkExpansion(root: PyValue, written: number, limits: Required<YamlLimits>): string | null {
  const sizes = new Map<object, { size: number; depth: number }>()
  const measure = (v: PyValue): { size: number; depth: number } => {
    if (v === null || typeof v !== 'object' || v instanceof PyDate) return { size: 1, depth: 0 }
    const known = sizes.get(v)
    if (known) return known
    let size = 1
    let depth = 0
    const children: PyList = v instanceof PyDict ? v.entries().flat() : v
    for (const c of children) {
      const m = measure(c)
      size = Math.min(size + m.size, Number.MAX_SAFE_INTEGER)
      depth = Math.max(depth, m.depth + 1)
    }
    const r = { size, depth }
    sizes.set(v, r)
    return r
  }
  const { size, depth } = measure(root)
  if (size - written > limits.maxAliasValues) {
    return `aliases expand the document from ${written} to ${size} values, more than the ${limits.maxAliasValues} they may add`
  }
  if (depth > limits.maxDepth) return `the document nests ${depth} levels deep, more than the limit of ${limits.maxDepth}`
  return null
}

/** Line and column (1-based) of string offset `pos`. */
function positionOf(text: string, pos: number): { line: number; column: number } {
  let line = 1
  let start = 0
  for (let i = 0; i < pos; i++) {
    if (text.charCodeAt(i) === 10) {
      line++
      start = i + 1
    }
  }
  return { line, column: pos - start + 1 }
}

/**
 * Reads YAML `text` as PyYAML `safe_load` would (YAML 1.1 typing), returning the Python value of
 * its single document (null for an empty stream) or an error value naming line and column.
 * Never throws for any input string.
 */
export function loadYaml11(text: string, limits: YamlLimits = {}): YamlResult {
  if (typeof text !== 'string') throw new RangeError('loadYaml11: text must be a string')
  const lim: Required<YamlLimits> = { maxAliasValues: limits.maxAliasValues ?? 1_000_000, maxDepth: limits.maxDepth ?? 500 }
  const src = text.replace(/\r\n?|\x85/g, '\n')
  const bad = NON_PRINTABLE.exec(src)
  if (bad) {
    const code = (bad[0].codePointAt(0) as number).toString(16).padStart(4, '0')
    return { ok: false, error: { message: `special characters are not allowed (#x${code})`, ...positionOf(src, bad.index) } }
  }
  try {
    const root = parseYamlSyntax(src)
    if (root === null) return { ok: true, value: null }
    const constructor = new Constructor(lim.maxAliasValues)
    const value = constructor.construct(root)
    // Without aliases or merges the value is the tree written in the file, within the parser's depth.
    const plainTree = !constructor.shared && lim.maxDepth >= SYNTAX_MAX_DEPTH
    const problem = plainTree ? null : checkExpansion(value, constructor.written, lim)
    if (problem !== null) return { ok: false, error: { message: problem, line: root.line, column: root.column } }
    return { ok: true, value }
  } catch (e) {
    if (e instanceof YamlSyntaxError || e instanceof ConstructError) return { ok: false, error: { message: e.message, line: e.line, column: e.column } }
    throw e
  }
}
