/**
 * YAML text → syntax tree of one document: block and flow mappings and sequences, plain, quoted
 * and block (`|`, `>`) scalars, comments, anchors, aliases and tags, as PyYAML's scanner reads
 * them. Scalars stay text here; typing them by YAML 1.1 rules is `yaml11.ts`'s job. Positions are
 * 1-based line and column. Malformed input raises {@link YamlSyntaxError}, caught by the caller.
 */

/** Where a node starts, 1-based. */
export interface YamlMark {
  readonly line: number
  readonly column: number
}

/** Anchor and tag written before a node (`&name`, `!!str`). */
interface Props {
  anchor: string | null
  tag: string | null
  mark: YamlMark | null
}

/** A scalar; `plain` is false for quoted and block scalars, which never resolve to non-strings. */
export interface YamlScalar extends YamlMark {
  readonly kind: 'scalar'
  readonly value: string
  readonly plain: boolean
  anchor: string | null
  tag: string | null
}

/** A sequence. */
export interface YamlSeq extends YamlMark {
  readonly kind: 'seq'
  readonly items: YamlNode[]
  anchor: string | null
  tag: string | null
}

/** A mapping as written: pairs in order, duplicates and merge keys still present. */
export interface YamlMap extends YamlMark {
  readonly kind: 'map'
  readonly pairs: Array<[YamlNode, YamlNode]>
  anchor: string | null
  tag: string | null
}

/** A reference `*name` to an anchored node. */
export interface YamlAlias extends YamlMark {
  readonly kind: 'alias'
  readonly name: string
  anchor: null
  tag: null
}

/** Any node of the syntax tree. */
export type YamlNode = YamlScalar | YamlSeq | YamlMap | YamlAlias

/** A syntax error with its 1-based position (internal; converted to an error value by yaml11). */
export class YamlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message)
  }
}

/** Deepest nesting of collections the parser reads; deeper input is a syntax error. */
export const MAX_DEPTH = 200
const FLOW_INDICATORS = ',[]{}'
const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\x0b', f: '\f', r: '\r', e: '\x1b',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
}
const ESCAPE_HEX: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 }

function isBlank(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === ''
}

/**
 * Parses YAML `source` (already normalised to `\n` line ends) into the root node of its single
 * document, or null for an empty stream. Throws {@link YamlSyntaxError} on malformed input.
 */
export function parseYamlSyntax(source: string): YamlNode | null {
  return new Parser(source).parseStream()
}

class Parser {
  private pos = 0
  private depth = 0
  private readonly lineStarts: number[] = [0]

  constructor(private readonly src: string) {
    for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) this.lineStarts.push(i + 1)
  }

  // ---- position helpers -------------------------------------------------------------------

  private lineIndex(pos: number): number {
    let lo = 0
    let hi = this.lineStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((this.lineStarts[mid] as number) <= pos) lo = mid
      else hi = mid - 1
    }
    return lo
  }

  private column(pos = this.pos): number {
    return pos - (this.lineStarts[this.lineIndex(pos)] as number)
  }

  private mark(pos = this.pos): YamlMark {
    const li = this.lineIndex(pos)
    return { line: li + 1, column: pos - (this.lineStarts[li] as number) + 1 }
  }

  private fail(message: string, pos = this.pos): never {
    const m = this.mark(pos)
    throw new YamlSyntaxError(message, m.line, m.column)
  }

  private ch(offset = 0): string {
    return this.src[this.pos + offset] ?? ''
  }

  private atEnd(): boolean {
    return this.pos >= this.src.length
  }

  private describe(): string {
    const c = this.ch()
    return c === '' ? 'end of input' : c === '\n' ? 'line break' : c === '\t' ? "'\\t'" : `'${c}'`
  }

  // ---- whitespace, comments, document markers ---------------------------------------------

  /** Skips spaces. Like PyYAML, tabs are not separators outside quoted and block scalars. */
  private skipInline(): void {
    while (this.ch() === ' ') this.pos++
  }

  private skipQuotedSpace(): void {
    while (this.ch() === ' ' || this.ch() === '\t') this.pos++
  }

  /** At a comment start, a line break or the end: nothing more on this line. */
  private atLineEnd(): boolean {
    const c = this.ch()
    return c === '' || c === '\n' || c === '#'
  }

  /** Skips spaces, comments and line breaks up to the next content; a tab there is an error. */
  private skipToContent(): void {
    for (;;) {
      this.skipInline()
      if (this.ch() === '#') while (!this.atEnd() && this.ch() !== '\n') this.pos++
      if (this.ch() === '\n') {
        this.pos++
        continue
      }
      if (this.ch() === '\t') this.fail("found character '\\t' that cannot start any token")
      return
    }
  }

  private atDocumentMarker(): boolean {
    if (this.column() !== 0) return false
    const three = this.src.slice(this.pos, this.pos + 3)
    return (three === '---' || three === '...') && isBlank(this.ch(3))
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) this.fail(`nesting deeper than ${MAX_DEPTH} levels`)
  }

  // ---- stream and document ----------------------------------------------------------------

  parseStream(): YamlNode | null {
    if (this.ch() === '\uFEFF') this.pos++
    this.skipToContent()
    let explicit = false
    while (this.ch() === '%' && this.column() === 0) {
      if (!/^%(YAML|TAG)[ \t]/.test(this.src.slice(this.pos, this.pos + 6))) this.fail('unknown or malformed directive')
      while (!this.atEnd() && this.ch() !== '\n') this.pos++
      this.skipToContent()
      explicit = true
    }
    let root: YamlNode | null = null
    if (this.atDocumentMarker() && this.ch() === '-') {
      this.pos += 3
      root = this.parseBlockValue(-1, 'doc')
    } else if (explicit) {
      this.fail("expected '<document start>'")
    } else if (!this.atEnd() && !this.atDocumentMarker()) {
      const props = this.parseProps()
      root = this.atLineEnd() ? this.parseNextLineValue(-1, false, props) : this.parseBlockNodeAt(-1, props, true)
    }
    this.skipToContent()
    if (this.atDocumentMarker() && this.ch() === '.') {
      this.pos += 3
      this.skipToContent()
    }
    if (!this.atEnd()) {
      if (this.atDocumentMarker() || this.ch() === '%') this.fail('expected a single document in the stream')
      this.fail(`expected the end of the document, but found ${this.describe()}`)
    }
    return root
  }

  // ---- block structure --------------------------------------------------------------------

  private emptyScalar(props: Props, at = this.pos): YamlScalar {
    const m = props.mark ?? this.mark(at)
    return { kind: 'scalar', value: '', plain: true, anchor: props.anchor, tag: props.tag, line: m.line, column: m.column }
  }

  /** Parses `&anchor` and `!tag` (either order) followed by blanks. */
  private parseProps(): Props {
    const props: Props = { anchor: null, tag: null, mark: null }
    for (;;) {
      const c = this.ch()
      if (c !== '&' && c !== '!') return props
      const start = this.pos
      props.mark ??= this.mark()
      this.pos++
      if (c === '!' && this.ch() === '<') {
        while (!this.atEnd() && this.ch() !== '>' && this.ch() !== '\n') this.pos++
        if (this.ch() !== '>') this.fail("expected '>' to close a verbatim tag", start)
        this.pos++
      } else if (c === '&') {
        this.pos = this.anchorNameEnd(this.pos)
      } else {
        while (!isBlank(this.ch())) this.pos++
      }
      const text = this.src.slice(start + 1, this.pos)
      if (c === '&') {
        if (props.anchor !== null) this.fail('a node may have only one anchor', start)
        if (text === '') this.fail('expected an anchor name', start)
        props.anchor = text
      } else {
        if (props.tag !== null) this.fail('a node may have only one tag', start)
        props.tag = '!' + text
      }
      this.skipInline()
    }
  }

  /**
   * The value after a `key:`, a `- ` or a `---`, where `indent` is the column of that mapping or
   * sequence: on the same line, or on following lines indented deeper (a sequence may sit at the
   * mapping's own column), or empty.
   */
  private parseBlockValue(indent: number, ctx: 'map' | 'seq' | 'doc'): YamlNode {
    this.skipInline()
    const props = this.parseProps()
    if (this.atLineEnd()) return this.parseNextLineValue(indent, ctx === 'map', props)
    if (ctx === 'seq') return this.parseBlockNodeAt(indent, props, true)
    return this.parseInlineNode(indent, props)
  }

  /** A value that starts on a following line (possibly after a line holding only its anchor or tag). */
  private parseNextLineValue(indent: number, allowIndentlessSeq: boolean, props: Props): YamlNode {
    const here = this.pos
    this.skipToContent()
    if (this.atEnd() || this.atDocumentMarker()) return this.emptyScalar(props, here)
    const c = this.column()
    if (c > indent && (this.ch() === '&' || this.ch() === '!')) {
      const start = this.pos
      const more = this.parseProps()
      if ((more.anchor !== null && props.anchor !== null) || (more.tag !== null && props.tag !== null)) this.fail('a node may have only one anchor and one tag', start)
      const merged: Props = { anchor: props.anchor ?? more.anchor, tag: props.tag ?? more.tag, mark: props.mark ?? more.mark }
      if (this.atLineEnd()) return this.parseNextLineValue(indent, allowIndentlessSeq, merged)
      return this.parseBlockNodeAt(indent, merged, true)
    }
    if (c > indent) return this.parseBlockNodeAt(indent, props, false)
    if (c === indent && allowIndentlessSeq && this.atSeqEntry()) return this.parseBlockSeq(c, props, true)
    return this.emptyScalar(props, here)
  }

  private atSeqEntry(): boolean {
    return this.ch() === '-' && isBlank(this.ch(1))
  }

  /** A block node whose content starts here: a sequence, a mapping, or a single scalar/flow node. */
  private parseBlockNodeAt(parentIndent: number, props: Props, propsOnSameLine: boolean): YamlNode {
    this.enter()
    try {
      const c = this.column()
      if (this.atSeqEntry()) return this.parseBlockSeq(c, props, false)
      if (this.ch() === '?' && isBlank(this.ch(1))) this.fail('explicit mapping keys (?) are not supported')
      const start = this.pos
      const key = this.tryImplicitKey(propsOnSameLine ? props : null)
      if (key) return this.parseBlockMapping(c, key, propsOnSameLine ? null : props)
      this.pos = start
      return this.parseInlineNode(parentIndent, props)
    } finally {
      this.depth--
    }
  }

  /** Tries to read `key:` on this line; on success the position is just after the colon. */
  private tryImplicitKey(props: Props | null): YamlNode | null {
    const start = this.pos
    const ownProps = props ?? this.parseProps()
    let node: YamlNode
    const c = this.ch()
    const line = this.lineIndex(this.pos)
    if (c === '*') node = this.parseAlias(ownProps)
    else if (c === '"' || c === "'") node = this.parseQuoted(ownProps)
    else if (c === '[' || c === '{') node = this.parseFlowCollection(ownProps)
    else if (c === ':' && isBlank(this.ch(1)) && (ownProps.anchor !== null || ownProps.tag !== null)) node = this.emptyScalar(ownProps)
    else if (this.canStartPlain(false)) node = this.parsePlain(Infinity, false, ownProps)
    else {
      this.pos = start
      return null
    }
    this.skipInline()
    if (this.ch() === ':' && isBlank(this.ch(1)) && this.lineIndex(this.pos) === line) {
      this.pos++
      return node
    }
    this.pos = start
    return null
  }

  private parseBlockMapping(indent: number, firstKey: YamlNode, props: Props | null): YamlMap {
    const m = props?.mark ?? { line: firstKey.line, column: firstKey.column }
    const map: YamlMap = { kind: 'map', pairs: [], anchor: props?.anchor ?? null, tag: props?.tag ?? null, line: m.line, column: m.column }
    let key = firstKey
    for (;;) {
      map.pairs.push([key, this.parseBlockValue(indent, 'map')])
      this.skipToContent()
      if (this.atEnd() || this.atDocumentMarker()) return map
      const c = this.column()
      if (c < indent) return map
      if (c > indent) this.fail(`bad indentation of a mapping entry: found ${this.describe()}`)
      if (this.atSeqEntry()) this.fail('expected a mapping key, but found a sequence entry')
      const next = this.tryImplicitKey(null)
      if (!next) this.fail("could not find the expected ':' of a mapping key")
      key = next
    }
  }

  private parseBlockSeq(indent: number, props: Props, indentless: boolean): YamlSeq {
    const m = props.mark ?? this.mark()
    const seq: YamlSeq = { kind: 'seq', items: [], anchor: props.anchor, tag: props.tag, line: m.line, column: m.column }
    for (;;) {
      this.pos++ // the '-'
      seq.items.push(this.parseBlockValue(indent, 'seq'))
      this.skipToContent()
      if (this.atEnd() || this.atDocumentMarker()) return seq
      const c = this.column()
      if (c < indent) return seq
      if (c === indent && this.atSeqEntry()) continue
      if (c === indent && indentless) return seq
      this.fail(`expected a sequence entry '- ', but found ${this.describe()}`)
    }
  }

  /** A node that must fit the current line (plus continuation lines of scalars and flow collections). */
  private parseInlineNode(parentIndent: number, props: Props): YamlNode {
    const c = this.ch()
    let node: YamlNode
    if (c === '*') node = this.parseAlias(props)
    else if (c === '|' || c === '>') return this.parseBlockScalar(parentIndent, props)
    else if (c === '[' || c === '{') node = this.parseFlowCollection(props)
    else if (c === '"' || c === "'") node = this.parseQuoted(props)
    else if (this.atSeqEntry()) this.fail('block sequence entries are not allowed in this context')
    else if (this.canStartPlain(false)) node = this.parsePlain(parentIndent, false, props)
    else this.fail(`found ${this.describe()}, which cannot start any token`)
    this.skipInline()
    if (this.ch() === ':' && isBlank(this.ch(1))) this.fail('mapping values are not allowed here')
    if (!this.atLineEnd()) this.fail(`expected the end of the line, but found ${this.describe()}`)
    return node
  }

  /** End of an anchor or alias name starting at `from`: ASCII letters, digits, `-`, `_`, then a separator. */
  private anchorNameEnd(from: number): number {
    let end = from
    while (/^[0-9A-Za-z_-]$/.test(this.src[end] ?? '')) end++
    const next = this.src[end] ?? ''
    if (end === from || !(isBlank(next) || '?:,]}%@`'.includes(next))) {
      this.fail(`expected an alphabetic or numeric character in an anchor or alias name, but found ${next === '' ? 'end of input' : `'${next}'`}`, end)
    }
    return end
  }

  private parseAlias(props: Props): YamlAlias {
    if (props.anchor !== null || props.tag !== null) this.fail('an alias may not have an anchor or a tag')
    const m = this.mark()
    const start = ++this.pos
    this.pos = this.anchorNameEnd(start)
    return { kind: 'alias', name: this.src.slice(start, this.pos), anchor: null, tag: null, line: m.line, column: m.column }
  }

  // ---- scalars ----------------------------------------------------------------------------

  private scalar(value: string, plain: boolean, props: Props, m: YamlMark): YamlScalar {
    const at = props.mark ?? m
    return { kind: 'scalar', value, plain, anchor: props.anchor, tag: props.tag, line: at.line, column: at.column }
  }

  private canStartPlain(flow: boolean): boolean {
    const c = this.ch()
    if (isBlank(c)) return false
    if (c === '-' || (!flow && (c === '?' || c === ':'))) return !isBlank(this.ch(1))
    return !',[]{}#&*!|>\'"%@`'.includes(c)
  }

  /**
   * A plain scalar; continuation lines must be indented deeper than `parentIndent` (block
   * context). Line breaks fold to spaces, blank lines to newlines. Ends after its last character.
   */
  private parsePlain(parentIndent: number, flow: boolean, props: Props): YamlScalar {
    const m = this.mark()
    let out = ''
    for (;;) {
      const lineStart = this.pos
      let end = this.pos
      for (;;) {
        const c = this.ch()
        if (c === '' || c === '\n' || c === '\t') break
        if (c === ':' && (isBlank(this.ch(1)) || (flow && FLOW_INDICATORS.includes(this.ch(1))))) break
        if (flow && ',?[]{}'.includes(c)) break
        if (c === '#' && this.pos > lineStart && this.src[this.pos - 1] === ' ') break
        this.pos++
        if (c !== ' ') end = this.pos
      }
      out += this.src.slice(lineStart, end)
      this.pos = end
      if (parentIndent === Infinity) return this.scalar(out, true, props, m)
      // Look ahead for a continuation line.
      const save = this.pos
      this.skipInline()
      if (this.ch() !== '\n') {
        this.pos = save
        return this.scalar(out, true, props, m)
      }
      let breaks = 0
      while (this.ch() === '\n') {
        this.pos++
        breaks++
        this.skipInline()
      }
      const c = this.ch()
      if (c === '' || c === '#' || this.atDocumentMarker() || (!flow && this.column() <= parentIndent) || (flow && FLOW_INDICATORS.includes(c))) {
        this.pos = save
        return this.scalar(out, true, props, m)
      }
      if (!flow && c === ':' && isBlank(this.ch(1))) {
        this.pos = save
        return this.scalar(out, true, props, m)
      }
      out += breaks === 1 ? ' ' : '\n'.repeat(breaks - 1)
    }
  }

  /** A single- or double-quoted scalar, which may span lines (folded like plain scalars). */
  private parseQuoted(props: Props): YamlScalar {
    const m = this.mark()
    const start = this.pos
    const q = this.ch()
    this.pos++
    let out = ''
    for (;;) {
      let ws = ''
      for (;;) {
        const c = this.ch()
        if (c === '') this.fail('unexpected end of input inside a quoted scalar', start)
        if (c === q) {
          if (q === "'" && this.ch(1) === "'") {
            out += ws + "'"
            ws = ''
            this.pos += 2
            continue
          }
          this.pos++
          return this.scalar(out + ws, false, props, m)
        }
        if (c === '\n') break
        if (c === ' ' || c === '\t') {
          ws += c
          this.pos++
          continue
        }
        out += ws
        ws = ''
        if (c === '\\' && q === '"') {
          const e = this.ch(1)
          if (e === '\n') {
            this.pos += 2
            this.skipQuotedSpace()
            while (this.ch() === '\n') {
              out += '\n'
              this.pos++
              this.skipQuotedSpace()
            }
            continue
          }
          const hex = ESCAPE_HEX[e]
          if (hex !== undefined) {
            const digits = this.src.slice(this.pos + 2, this.pos + 2 + hex)
            if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== hex) this.fail('expected hexadecimal digits in an escape')
            const code = parseInt(digits, 16)
            if (code > 0x10ffff) this.fail('escaped code point out of range')
            out += String.fromCodePoint(code)
            this.pos += 2 + hex
            continue
          }
          const rep = ESCAPES[e]
          if (rep === undefined) this.fail(`found unknown escape character ${e === '' ? 'at end of input' : `'${e}'`}`)
          out += rep
          this.pos += 2
          continue
        }
        out += c
        this.pos++
      }
      // Line break inside the scalar: fold.
      let breaks = 0
      while (this.ch() === '\n') {
        this.pos++
        breaks++
        if (this.atDocumentMarker()) this.fail('unexpected document separator inside a quoted scalar')
        this.skipQuotedSpace()
      }
      out += breaks === 1 ? ' ' : '\n'.repeat(breaks - 1)
    }
  }

  /** A literal (`|`) or folded (`>`) block scalar with optional chomping and indentation indicators. */
  private parseBlockScalar(parentIndent: number, props: Props): YamlScalar {
    const m = this.mark()
    const folded = this.ch() === '>'
    this.pos++
    let chomp: 'clip' | 'strip' | 'keep' = 'clip'
    let increment = 0
    for (let i = 0; i < 2; i++) {
      const c = this.ch()
      if ((c === '+' || c === '-') && chomp === 'clip') {
        chomp = c === '+' ? 'keep' : 'strip'
        this.pos++
      } else if (c >= '1' && c <= '9' && increment === 0) {
        increment = Number(c)
        this.pos++
      } else if (c === '0') this.fail('expected an indentation indicator in the range 1-9')
    }
    this.skipInline()
    if (this.ch() === '#') while (!this.atEnd() && this.ch() !== '\n') this.pos++
    if (!this.atEnd() && this.ch() !== '\n') this.fail('expected chomping or indentation indicators, but found ' + this.describe())
    const minIndent = Math.max(parentIndent + 1, 1)
    let indent: number
    let breaks: string[] = []
    this.pos++ // the line break (or past the end)
    if (this.pos > this.src.length) this.pos = this.src.length
    if (increment > 0) {
      indent = minIndent + increment - 1
      breaks = this.blockBreaks(indent)
    } else {
      let maxIndent = 0
      for (;;) {
        while (this.ch() === ' ') this.pos++
        maxIndent = Math.max(maxIndent, this.column())
        if (this.ch() !== '\n') break
        breaks.push('\n')
        this.pos++
      }
      indent = Math.max(minIndent, maxIndent)
    }
    let out = ''
    let lineBreak = ''
    while (this.column() === indent && !this.atEnd()) {
      out += breaks.join('')
      const leadingNonSpace = this.ch() !== ' ' && this.ch() !== '\t'
      const start = this.pos
      while (!this.atEnd() && this.ch() !== '\n') this.pos++
      out += this.src.slice(start, this.pos)
      lineBreak = this.atEnd() ? '' : '\n'
      if (!this.atEnd()) this.pos++
      breaks = this.blockBreaks(indent)
      if (this.column() === indent && !this.atEnd()) {
        if (folded && lineBreak === '\n' && leadingNonSpace && this.ch() !== ' ' && this.ch() !== '\t') {
          if (breaks.length === 0) out += ' '
        } else {
          out += lineBreak
        }
      } else break
    }
    if (chomp !== 'strip') out += lineBreak
    if (chomp === 'keep') out += breaks.join('')
    return this.scalar(out, false, props, m)
  }

  /** Skips up to `indent` spaces on each following empty line, collecting their line breaks. */
  private blockBreaks(indent: number): string[] {
    const breaks: string[] = []
    while (this.column() < indent && this.ch() === ' ') this.pos++
    while (this.ch() === '\n') {
      breaks.push('\n')
      this.pos++
      while (this.column() < indent && this.ch() === ' ') this.pos++
    }
    return breaks
  }

  // ---- flow collections -------------------------------------------------------------------

  private skipFlowSpace(): void {
    for (;;) {
      this.skipInline()
      if (this.ch() === '#') while (!this.atEnd() && this.ch() !== '\n') this.pos++
      if (this.ch() !== '\n') return
      this.pos++
      if (this.atDocumentMarker()) this.fail('unexpected document marker inside a flow collection')
    }
  }

  private parseFlowCollection(props: Props): YamlSeq | YamlMap {
    this.enter()
    try {
      const m = props.mark ?? this.mark()
      const start = this.pos
      const isSeq = this.ch() === '['
      const close = isSeq ? ']' : '}'
      this.pos++
      const items: YamlNode[] = []
      const pairs: Array<[YamlNode, YamlNode]> = []
      for (;;) {
        this.skipFlowSpace()
        if (this.ch() === close) {
          this.pos++
          break
        }
        if (this.atEnd()) this.fail(`unexpected end of input inside a flow ${isSeq ? 'sequence' : 'mapping'}`, start)
        if (this.ch() === ',') this.fail(`expected a node, but found ','`)
        if (this.ch() === '?' && isBlank(this.ch(1))) this.fail('explicit mapping keys (?) are not supported')
        const key = this.parseFlowNode()
        this.skipFlowSpace()
        let value: YamlNode | null = null
        if (this.ch() === ':') {
          this.pos++
          this.skipFlowSpace()
          value = this.ch() === ',' || this.ch() === close ? this.emptyScalar({ anchor: null, tag: null, mark: null }) : this.parseFlowNode()
          this.skipFlowSpace()
        }
        if (isSeq) {
          if (value === null) items.push(key)
          else items.push({ kind: 'map', pairs: [[key, value]], anchor: null, tag: null, line: key.line, column: key.column })
        } else {
          pairs.push([key, value ?? this.emptyScalar({ anchor: null, tag: null, mark: null })])
        }
        if (this.ch() === ',') {
          this.pos++
          continue
        }
        if (this.ch() === close) {
          this.pos++
          break
        }
        this.fail(`expected ',' or '${close}', but found ${this.describe()}`)
      }
      if (isSeq) return { kind: 'seq', items, anchor: props.anchor, tag: props.tag, line: m.line, column: m.column }
      return { kind: 'map', pairs, anchor: props.anchor, tag: props.tag, line: m.line, column: m.column }
    } finally {
      this.depth--
    }
  }

  private parseFlowNode(): YamlNode {
    const props = this.parseProps()
    this.skipFlowSpace()
    const c = this.ch()
    if (c === '*') return this.parseAlias(props)
    if (c === '[' || c === '{') return this.parseFlowCollection(props)
    if (c === '"' || c === "'") return this.parseQuoted(props)
    if (c === ',' || c === ']' || c === '}' || c === ':') {
      if (props.anchor === null && props.tag === null) this.fail(`expected a node, but found ${this.describe()}`)
      return this.emptyScalar(props)
    }
    if (!this.canStartPlain(true)) this.fail(`found ${this.describe()}, which cannot start any token`)
    return this.parsePlain(-1, true, props)
  }
}
