import { Schema, type MarkSpec, type NodeSpec } from 'prosemirror-model'

/**
 * The one rich-text schema of forum issues and replies (specification section 2, the editor's
 * toolbar): paragraph, headings 1-3, bullet and ordered lists, blockquote, code block, horizontal
 * rule and hard break; marks bold, italic, strike, underline and code. Nothing else exists: no
 * links, images or raw HTML, so no stored content can carry script. The server validates every
 * post against it and the shell's editor is built on it. prosemirror-model works without a DOM,
 * which is why this contract can live in protocol.
 */
const nodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: { content: 'inline*', group: 'block', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
  heading: {
    attrs: { level: { default: 1, validate: (value: unknown) => checkLevel(value) } },
    content: 'inline*',
    group: 'block',
    defining: true,
    parseDOM: [1, 2, 3].map((level) => ({ tag: `h${level}`, attrs: { level } })),
    toDOM: (node) => [`h${node.attrs.level as number}`, 0],
  },
  blockquote: { content: 'block+', group: 'block', defining: true, parseDOM: [{ tag: 'blockquote' }], toDOM: () => ['blockquote', 0] },
  code_block: {
    content: 'text*',
    marks: '',
    group: 'block',
    code: true,
    defining: true,
    parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' }],
    toDOM: () => ['pre', ['code', 0]],
  },
  horizontal_rule: { group: 'block', parseDOM: [{ tag: 'hr' }], toDOM: () => ['hr'] },
  bullet_list: { content: 'list_item+', group: 'block', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
  ordered_list: { content: 'list_item+', group: 'block', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] },
  list_item: { content: 'paragraph block*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
  text: { group: 'inline' },
  hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
}

const marks: Record<string, MarkSpec> = {
  strong: { parseDOM: [{ tag: 'strong' }, { tag: 'b' }], toDOM: () => ['strong', 0] },
  em: { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] },
  strike: { parseDOM: [{ tag: 's' }, { tag: 'del' }], toDOM: () => ['s', 0] },
  underline: { parseDOM: [{ tag: 'u' }], toDOM: () => ['u', 0] },
  code: { parseDOM: [{ tag: 'code' }], toDOM: () => ['code', 0] },
}

function checkLevel(value: unknown): void {
  if (value !== 1 && value !== 2 && value !== 3) throw new RangeError('heading level must be 1, 2 or 3')
}

/** The forum's rich-text schema. */
export const richTextSchema = new Schema({ nodes, marks })

/** Limits of one post: nesting depth, node count and serialised size (security X5). */
export const RICH_TEXT_LIMITS = { maxDepth: 20, maxNodes: 10_000, maxBytes: 256 * 1024 } as const
