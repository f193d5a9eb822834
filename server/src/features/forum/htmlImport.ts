import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5'
import type { RichTextJson } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'

type Element = DefaultTreeAdapterTypes.Element
type ChildNode = DefaultTreeAdapterTypes.ChildNode

/** Deepest element nesting an HTML post may have; deeper input is refused before it is walked (security X5). */
export const HTML_MAX_DEPTH = 100

/** Elements whose whole subtree is dropped, text included: it is code or markup, never visible text. */
const SKIPPED = new Set(['script', 'style', 'template', 'iframe', 'noscript', 'noembed', 'noframes', 'object', 'embed', 'frameset', 'title', 'head', 'textarea', 'select'])

/** Unknown elements that still separate blocks of text (their text is kept, their markup dropped). */
const BLOCKISH = new Set([
  'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tfoot',
  'tr', 'td', 'th', 'caption', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'address', 'details', 'summary', 'form', 'fieldset', 'center', 'li',
])

/** HTML mark elements and the schema mark each one maps to; the order is the schema's mark order. */
const MARKS: Record<string, string> = { strong: 'strong', b: 'strong', em: 'em', i: 'em', s: 'strike', del: 'strike', u: 'underline', code: 'code' }
const MARK_ORDER = ['strong', 'em', 'strike', 'underline', 'code']

interface Inline {
  readonly type: 'text' | 'hard_break'
  text?: string
  readonly marks: readonly string[]
}

interface OpenTextblock {
  readonly type: 'paragraph' | 'heading'
  readonly level?: number
  readonly explicit: boolean
  readonly inline: Inline[]
}

/** Collects blocks in document order, with the text block currently being filled. */
class BlockSink {
  readonly blocks: RichTextJson[] = []
  private current: OpenTextblock | null = null

  addInline(inline: Inline): void {
    this.current ??= { type: 'paragraph', explicit: false, inline: [] }
    this.current.inline.push(inline)
  }

  startTextblock(type: 'paragraph' | 'heading', level?: number): void {
    this.endTextblock()
    this.current = { type, level, explicit: true, inline: [] }
  }

  endTextblock(): void {
    const block = this.current
    this.current = null
    if (!block) return
    const content = finishInline(block.inline)
    if (content.length === 0 && !block.explicit) return
    const json: RichTextJson = block.type === 'heading' ? { type: 'heading', attrs: { level: block.level ?? 1 } } : { type: 'paragraph' }
    this.blocks.push(content.length > 0 ? { ...json, content } : json)
  }

  addBlock(block: RichTextJson): void {
    this.endTextblock()
    this.blocks.push(block)
  }

  finish(): RichTextJson[] {
    this.endTextblock()
    return this.blocks
  }
}

/** Trims the whitespace at the ends of a text block and drops empty text nodes (the schema forbids them). */
function finishInline(inline: readonly Inline[]): RichTextJson[] {
  const items = inline.map((i) => ({ ...i }))
  const firstText = items.find((i) => i.type === 'text')
  if (firstText && items[0] === firstText) firstText.text = firstText.text!.replace(/^ +/, '')
  const last = items[items.length - 1]
  if (last?.type === 'text') last.text = last.text!.replace(/ +$/, '')
  const out: RichTextJson[] = []
  for (const item of items) {
    if (item.type === 'text' && item.text === '') continue
    const marks = item.marks.length > 0 ? { marks: item.marks.map((type) => ({ type })) } : {}
    out.push(item.type === 'text' ? { type: 'text', text: item.text!, ...marks } : { type: 'hard_break', ...marks })
  }
  return out
}

function withMark(marks: readonly string[], mark: string): string[] {
  if (marks.includes(mark)) return [...marks]
  return [...marks, mark].sort((a, b) => MARK_ORDER.indexOf(a) - MARK_ORDER.indexOf(b))
}

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node
}

/** The text of a subtree as a code block holds it: raw, `br` as a newline, skipped elements left out. */
function rawText(node: ChildNode, depth: number): string {
  if (depth > HTML_MAX_DEPTH) throw new ApiError(400, 'contentTooDeep', { field: 'content' })
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value
  if (!isElement(node) || SKIPPED.has(node.tagName)) return ''
  if (node.tagName === 'br') return '\n'
  return node.childNodes.map((child) => rawText(child, depth + 1)).join('')
}

/** Converts children into blocks of their own (the content of a blockquote or list item). */
function blocksOf(children: readonly ChildNode[], depth: number): RichTextJson[] {
  const sink = new BlockSink()
  for (const child of children) walk(child, sink, [], depth + 1)
  return sink.finish()
}

/** A list item's content: it must start with a paragraph. */
function listItem(blocks: RichTextJson[]): RichTextJson {
  if (blocks[0]?.type !== 'paragraph') blocks.unshift({ type: 'paragraph' })
  return { type: 'list_item', content: blocks }
}

/** A bullet or ordered list: `li` children become items, stray content becomes an item of its own. */
function list(element: Element, depth: number): RichTextJson | null {
  const items: RichTextJson[] = []
  let stray: ChildNode[] = []
  const flushStray = () => {
    if (stray.length > 0) {
      const blocks = blocksOf(stray, depth)
      if (blocks.length > 0) items.push(listItem(blocks))
      stray = []
    }
  }
  for (const child of element.childNodes) {
    if (isElement(child) && child.tagName === 'li') {
      flushStray()
      items.push(listItem(blocksOf(child.childNodes, depth + 1)))
    } else {
      stray.push(child)
    }
  }
  flushStray()
  if (items.length === 0) return null
  return { type: element.tagName === 'ol' ? 'ordered_list' : 'bullet_list', content: items }
}

function walk(node: ChildNode, sink: BlockSink, marks: readonly string[], depth: number): void {
  if (depth > HTML_MAX_DEPTH) throw new ApiError(400, 'contentTooDeep', { field: 'content' })
  if (node.nodeName === '#text') {
    const text = (node as DefaultTreeAdapterTypes.TextNode).value.replace(/[\t\n\f\r ]+/g, ' ')
    if (text !== '') sink.addInline({ type: 'text', text, marks })
    return
  }
  if (!isElement(node) || SKIPPED.has(node.tagName)) return
  const tag = node.tagName
  const children = node.childNodes
  const mark = MARKS[tag]
  if (mark) {
    for (const child of children) walk(child, sink, withMark(marks, mark), depth + 1)
    return
  }
  switch (tag) {
    case 'br':
      sink.addInline({ type: 'hard_break', marks })
      return
    case 'hr':
      sink.addBlock({ type: 'horizontal_rule' })
      return
    case 'p':
    case 'h1':
    case 'h2':
    case 'h3':
      if (tag === 'p') sink.startTextblock('paragraph')
      else sink.startTextblock('heading', Number(tag.slice(1)))
      for (const child of children) walk(child, sink, marks, depth + 1)
      sink.endTextblock()
      return
    case 'pre': {
      const text = rawText(node, depth)
      sink.addBlock(text === '' ? { type: 'code_block' } : { type: 'code_block', content: [{ type: 'text', text }] })
      return
    }
    case 'blockquote': {
      const blocks = blocksOf(children, depth)
      sink.addBlock({ type: 'blockquote', content: blocks.length > 0 ? blocks : [{ type: 'paragraph' }] })
      return
    }
    case 'ul':
    case 'ol': {
      const built = list(node, depth)
      if (built) sink.addBlock(built)
      else sink.endTextblock()
      return
    }
    default:
      // Any other element is dropped and its text kept; block-like ones still separate paragraphs.
      if (BLOCKISH.has(tag)) sink.endTextblock()
      for (const child of children) walk(child, sink, marks, depth + 1)
      if (BLOCKISH.has(tag)) sink.endTextblock()
  }
}

/**
 * Parses an HTML post (from an API client) into a rich-text document of the forum schema (DESIGN 3):
 * p, h1-h3, ul/ol/li, blockquote, pre, hr, br and the marks strong/b, em/i, s/del, u and code are
 * mapped; every other element is dropped and its text kept, except the subtrees of script, style,
 * iframe and the like, which are dropped whole. Attributes are never read, so no link, handler or
 * URL can survive (security X6). The result still goes through `validateRichText`.
 */
export function htmlToRichText(html: string): RichTextJson {
  const fragment = parseFragment(html)
  const blocks = blocksOf(fragment.childNodes, 0)
  return { type: 'doc', content: blocks.length > 0 ? blocks : [{ type: 'paragraph' }] }
}
