/**
 * The KBL file as a small element tree read with the streaming `saxes` parser: every element
 * keeps its local name, attributes, trimmed text and the 1-based line and column of its `<`, so
 * every later message can name the place in the file. Namespaces are resolved (the root's
 * namespace tells a KBL file from other XML); everything below the root is unqualified in KBL.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes'

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
  /** Most elements accepted (the 1.8 MB corpus file has about 60 000). */
  readonly maxElements: number
}

/** The default {@link KblTreeLimits}: depth 64, four million elements. */
export const DEFAULT_TREE_LIMITS: KblTreeLimits = { maxDepth: 64, maxElements: 4_000_000 }

/** The result of {@link parseKblTree}. */
export type KblTreeResult = { readonly ok: true; readonly root: KblElement } | { readonly ok: false; readonly error: KblError }

/** Thrown inside the saxes callbacks to stop at the first problem; never leaves this module. */
class StopParsing extends Error {}

/**
 * Parses XML text into an element tree. Not well-formed XML, a missing root, too deep nesting or
 * too many elements come back as an error value with the parser's line and column; never throws.
 */
export function parseKblTree(xml: string, limits: KblTreeLimits = DEFAULT_TREE_LIMITS): KblTreeResult {
  const lineStarts = computeLineStarts(xml)
  const parser = new SaxesParser({ xmlns: true, position: true })
  const stack: KblElement[] = []
  const texts: string[][] = []
  let root: KblElement | null = null
  let count = 0
  let error: KblError | null = null
  let tagStart: KblPosition = { line: 1, column: 1 }

  const stop = (message: string, at: KblPosition = { line: parser.line, column: parser.columnIndex + 1 }): never => {
    error ??= { message, line: at.line, column: at.column }
    throw new StopParsing(message)
  }

  parser.on('opentagstart', () => {
    // saxes reports the position after the name and the character that ended it; find the '<'.
    const offset = Math.min(xml.length, (lineStarts[parser.line - 1] ?? 0) + parser.columnIndex)
    tagStart = positionOf(lineStarts, Math.max(0, xml.lastIndexOf('<', offset - 1)))
  })
  parser.on('opentag', (tag: SaxesTagNS) => {
    count += 1
    if (count > limits.maxElements) stop(`more than ${limits.maxElements} elements`, tagStart)
    if (stack.length >= limits.maxDepth) stop(`elements nested deeper than ${limits.maxDepth}`, tagStart)
    const attributes: Record<string, string> = {}
    for (const attribute of Object.values(tag.attributes)) attributes[attribute.name] = attribute.value
    const parent = stack[stack.length - 1] ?? null
    const element: KblElement = { name: tag.local, uri: tag.uri, attributes, children: [], parent, text: '', ...tagStart }
    if (parent) parent.children.push(element)
    else root = element
    stack.push(element)
    texts.push([])
  })
  parser.on('text', (text) => texts[texts.length - 1]?.push(text))
  parser.on('cdata', (text) => texts[texts.length - 1]?.push(text))
  parser.on('closetag', () => {
    const element = stack.pop()
    const parts = texts.pop()
    if (element && parts && parts.length > 0) element.text = parts.join('').trim()
  })
  parser.on('error', (e) => stop(e.message.replace(/^\d+:\d+:\s*/, '')))

  try {
    parser.write(xml).close()
  } catch (e) {
    if (!(e instanceof StopParsing)) throw e
  }
  if (error) return { ok: false, error }
  if (!root) return { ok: false, error: { message: 'no root element', line: parser.line, column: parser.columnIndex + 1 } }
  return { ok: true, root }
}

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
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 10) starts.push(i + 1)
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1)
  }
  return starts
}

/** The 1-based line and column of a character offset. */
function positionOf(lineStarts: readonly number[], offset: number): KblPosition {
  let lo = 0
  let hi = lineStarts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (lineStarts[mid]! <= offset) lo = mid
    else hi = mid - 1
  }
  return { line: lo + 1, column: offset - lineStarts[lo]! + 1 }
}
