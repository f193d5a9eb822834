/**
 * The KBL file as a small element tree read with the streaming `saxes` parser: every element
 * keeps its local name, attributes, trimmed text and the 1-based line and column of its `<`, so
 * every later message can name the place in the file. Namespaces are resolved (the root's
 * namespace tells a KBL file from other XML); everything below the root is unqualified in KBL.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes'

/** A place in the XML text: 1-based line and 1-based column (counted in UTF-16 code units). */
export interface KblPosition {
  readonly line: number
  readonly column: number
}

/** Why a KBL file could not be imported, and where: line and column (1-based) and the element path. */
export interface KblError extends KblPosition {
  readonly message: string
  /** Element path such as `/KBL_container/Segment[Segment_1]/Start_node`, when an element is to blame. */
  readonly path?: string
}

/** One XML element of a KBL file. */
export interface KblElement extends KblPosition {
  /** Local name (KBL elements below the root carry no namespace). */
  readonly name: string
  /** Namespace URI of the element ('' for unqualified names). */
  readonly uri: string
  /** Attributes by qualified name (`id`, `xsi:type`). */
  readonly attributes: Readonly<Record<string, string>>
  readonly children: KblElement[]
  readonly parent: KblElement | null
  /** Character content directly inside the element, trimmed. */
  text: string
}

/** Bounds that keep a hostile file from exhausting the worker. */
export interface KblTreeLimits {
  /** Deepest element nesting accepted (KBL needs about 8). */
  readonly maxDepth: number
  /**
   * Most elements accepted (the 1.8 MB corpus file has about 60 000; an aircraft harness of
   * 100,000 wires as the engine exports it, about 6.6 million).
   */
  readonly maxElements: number
}

/** The default {@link KblTreeLimits}: depth 64, sixteen million elements (room for an aircraft harness). */
export const DEFAULT_TREE_LIMITS: KblTreeLimits = { maxDepth: 64, maxElements: 16_000_000 }

/** The result of {@link parseKblTree}. */
export type KblTreeResult =
  | { readonly ok: true; readonly root: KblElement; /** Elements with an `id` attribute, in file order. */ readonly withId: readonly KblElement[] }
  | { readonly ok: false; readonly error: KblError }

/** Thrown inside the saxes callbacks to stop at the first problem; never leaves this module. */
class StopParsing extends Error {}

/**
 * Parses XML text into an element tree. Not well-formed XML, a missing root, too deep nesting or
 * too many elements come back as an error value with the parser's line and column; never throws.
 */
export function parseKblTree(xml: string, limits: KblTreeLimits = DEFAULT_TREE_LIMITS): KblTreeResult {
  const lineStarts = computeLineStarts(xml)
  // Namespaces are resolved here rather than by saxes: a KBL file declares them once, on the root,
  // and saxes' own resolution builds objects for every attribute of millions of elements.
  const parser = new SaxesParser({ xmlns: false, position: true })
  const scopes: { readonly depth: number; readonly bindings: Readonly<Record<string, string>> }[] = [{ depth: -1, bindings: XML_BINDINGS }]
  // Elements are built as plain objects of one shape; leaves share the empty children array and
  // attribute-less elements the empty attribute object, since an aircraft harness has millions.
  const stack: MutableElement[] = []
  const texts: string[] = []
  const withId: KblElement[] = []
  let root: MutableElement | null = null
  let count = 0
  let error: KblError | null = null
  let tagLine = 1
  let tagColumn = 1

  const stop = (message: string, at: KblPosition = { line: parser.line, column: parser.columnIndex + 1 }): never => {
    error ??= { message, line: at.line, column: at.column }
    throw new StopParsing(message)
  }

  parser.on('opentagstart', () => {
    // saxes reports the position after the name and the character that ended it; find the '<'.
    let line = parser.line
    const offset = Math.min(xml.length, (lineStarts[line - 1] ?? 0) + parser.columnIndex)
    const at = Math.max(0, xml.lastIndexOf('<', offset - 1))
    while (line > 1 && lineStarts[line - 1]! > at) line -= 1
    tagLine = line
    tagColumn = at - lineStarts[line - 1]! + 1
  })
  parser.on('opentag', (tag: SaxesTagPlain) => {
    count += 1
    const at = { line: tagLine, column: tagColumn }
    if (count > limits.maxElements) stop(`more than ${limits.maxElements} elements`, at)
    if (stack.length >= limits.maxDepth) stop(`elements nested deeper than ${limits.maxDepth}`, at)
    let attributes: Record<string, string> = NO_ATTRIBUTES
    let declared: Record<string, string> | null = null
    for (const key in tag.attributes) {
      if (attributes === NO_ATTRIBUTES) attributes = {}
      const value = tag.attributes[key] as string
      attributes[key] = value
      if (key === 'xmlns' || key.startsWith('xmlns:')) (declared ??= {})[key === 'xmlns' ? '' : key.slice(6)] = value
    }
    if (declared) scopes.push({ depth: stack.length, bindings: { ...scopes[scopes.length - 1]!.bindings, ...declared } })
    const colon = tag.name.indexOf(':')
    const prefix = colon === -1 ? '' : tag.name.slice(0, colon)
    const uri = scopes[scopes.length - 1]!.bindings[prefix]
    if (uri === undefined && prefix !== '') stop(`unbound namespace prefix: "${prefix}"`, at)
    const parent = stack[stack.length - 1] ?? null
    const element: MutableElement = {
      name: colon === -1 ? tag.name : tag.name.slice(colon + 1), uri: uri ?? '', attributes, children: NO_CHILDREN, parent, text: '', line: tagLine, column: tagColumn,
    }
    if (attributes.id !== undefined) withId.push(element)
    if (parent) {
      if (parent.children === NO_CHILDREN) parent.children = [element]
      else parent.children.push(element)
    } else root = element
    stack.push(element)
    texts.push('')
  })
  const addText = (text: string) => {
    if (texts.length > 0) texts[texts.length - 1] += text
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => {
    const element = stack.pop()
    const text = texts.pop()
    if (scopes[scopes.length - 1]!.depth === stack.length) scopes.pop()
    if (element && text) element.text = text.trim()
  })
  parser.on('error', (e) => stop(e.message.replace(/^\d+:\d+:\s*/, '')))

  try {
    parser.write(xml).close()
  } catch (e) {
    if (!(e instanceof StopParsing)) throw e
  }
  if (error) return { ok: false, error }
  if (!root) return { ok: false, error: { message: 'no root element', line: parser.line, column: parser.columnIndex + 1 } }
  return { ok: true, root, withId }
}

/** The prefix bound in every XML document. */
const XML_BINDINGS: Readonly<Record<string, string>> = { xml: 'http://www.w3.org/XML/1998/namespace' }

/** A {@link KblElement} while the parser builds it (its children array is replaced on the first child). */
type MutableElement = { -readonly [K in keyof KblElement]: KblElement[K] }

const NO_CHILDREN: KblElement[] = Object.freeze([]) as unknown as KblElement[]
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>

/** The element path of `element` for messages, with KBL ids in brackets: `/KBL_container/Node[Node_1]`. */
export function elementPath(element: KblElement): string {
  const parts: string[] = []
  for (let e: KblElement | null = element; e; e = e.parent) {
    const id = e.attributes.id
    parts.push(id === undefined ? e.name : `${e.name}[${id}]`)
  }
  return '/' + parts.reverse().join('/')
}

/** The error value for a problem found at `element`. */
export function errorAt(element: KblElement, message: string): KblError {
  return { message, line: element.line, column: element.column, path: elementPath(element) }
}

/** Offsets where each line starts (saxes counts \n, \r\n and a lone \r as one line break). */
function computeLineStarts(text: string): number[] {
  const starts = [0]
  if (text.indexOf('\r') === -1) {
    // The common case, found by the engine's native search: only \n breaks lines.
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
    return starts
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 10) starts.push(i + 1)
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1)
  }
  return starts
}
