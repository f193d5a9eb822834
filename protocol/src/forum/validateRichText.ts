import { Node as PmNode } from 'prosemirror-model'
import type { MessageKey } from '../messages/zhCN'
import { isBlankText } from '../validation/invisibleText'
import { RICH_TEXT_LIMITS, richTextSchema } from './richTextSchema'

/** A ProseMirror document as JSON: what the API stores and sends. */
export interface RichTextJson {
  readonly type: string
  readonly content?: readonly RichTextJson[]
  readonly text?: string
  readonly attrs?: Readonly<Record<string, unknown>>
  readonly marks?: ReadonlyArray<{ readonly type: string; readonly attrs?: Readonly<Record<string, unknown>> }>
}

/** The outcome of checking posted content: the validated document, or the message to show. */
export type RichTextCheck =
  | { readonly ok: true; readonly doc: PmNode; readonly json: RichTextJson }
  | { readonly ok: false; readonly key: MessageKey; readonly detail: string }

/** Depth and node count of a JSON tree, stopping as soon as a limit is passed (no deep recursion). */
function measure(value: unknown): { depth: number; nodes: number; tooDeep: boolean; tooMany: boolean } {
  let nodes = 0
  let depth = 0
  const stack: Array<[unknown, number]> = [[value, 1]]
  while (stack.length > 0) {
    const [node, level] = stack.pop()!
    nodes += 1
    depth = Math.max(depth, level)
    if (level > RICH_TEXT_LIMITS.maxDepth) return { depth, nodes, tooDeep: true, tooMany: false }
    if (nodes > RICH_TEXT_LIMITS.maxNodes) return { depth, nodes, tooDeep: false, tooMany: true }
    const content = (node as { content?: unknown } | null)?.content
    if (Array.isArray(content)) for (const child of content) stack.push([child, level + 1])
  }
  return { depth, nodes, tooDeep: false, tooMany: false }
}

/**
 * The first attribute the schema does not define, on a node or a mark ("paragraph.style"), or
 * null. ProseMirror ignores unknown attributes when reading JSON; the forum refuses them instead,
 * so what is stored is exactly what the schema allows (security X3).
 */
function strayAttribute(value: unknown): string | null {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop() as { type?: unknown; attrs?: unknown; marks?: unknown; content?: unknown } | null
    if (typeof node !== 'object' || node === null) continue
    const type = typeof node.type === 'string' ? richTextSchema.nodes[node.type] : undefined
    if (type && node.attrs !== undefined) {
      if (typeof node.attrs !== 'object' || node.attrs === null) return `${type.name}.attrs`
      for (const key of Object.keys(node.attrs)) if (!Object.hasOwn(type.spec.attrs ?? {}, key)) return `${type.name}.${key}`
    }
    if (Array.isArray(node.marks)) {
      for (const mark of node.marks as Array<{ type?: unknown; attrs?: unknown }>) {
        const markType = typeof mark?.type === 'string' ? richTextSchema.marks[mark.type] : undefined
        if (markType && mark.attrs !== undefined && typeof mark.attrs === 'object' && mark.attrs !== null) {
          for (const key of Object.keys(mark.attrs)) if (!Object.hasOwn(markType.spec.attrs ?? {}, key)) return `${markType.name}.${key}`
        }
      }
    }
    if (Array.isArray(node.content)) stack.push(...node.content)
  }
  return null
}

/**
 * Checks posted rich text against the forum schema (security X2-X5): size, depth and node count
 * first (without recursion), then `Node.fromJSON` and `check()`, which refuse unknown node and mark
 * types, bad attributes and wrong structure. Text that shows nothing (white space, zero-width
 * characters) is refused with 不能回复空内容 (spec 5).
 */
export function validateRichText(value: unknown): RichTextCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, key: 'contentInvalid', detail: 'content must be a document object' }
  const shape = measure(value)
  if (shape.tooDeep) return { ok: false, key: 'contentTooDeep', detail: `deeper than ${RICH_TEXT_LIMITS.maxDepth}` }
  if (shape.tooMany) return { ok: false, key: 'contentTooLarge', detail: `more than ${RICH_TEXT_LIMITS.maxNodes} nodes` }
  const size = JSON.stringify(value).length
  if (size > RICH_TEXT_LIMITS.maxBytes) return { ok: false, key: 'contentTooLarge', detail: `${size} bytes` }
  const stray = strayAttribute(value)
  if (stray) return { ok: false, key: 'contentInvalid', detail: stray }
  let doc: PmNode
  try {
    doc = PmNode.fromJSON(richTextSchema, value)
    doc.check()
  } catch (error) {
    return { ok: false, key: 'contentInvalid', detail: error instanceof Error ? error.message : String(error) }
  }
  if (doc.type !== richTextSchema.topNodeType) return { ok: false, key: 'contentInvalid', detail: 'the top node must be doc' }
  if (isBlank(doc)) return { ok: false, key: 'replyEmpty', detail: 'no text' }
  return { ok: true, doc, json: doc.toJSON() as RichTextJson }
}

/**
 * True when a document holds no visible text: nothing but white space and invisible characters
 * (zero-width spaces, soft hyphens, Hangul fillers…), or nothing but empty blocks.
 */
export function isBlank(doc: PmNode): boolean {
  let blank = true
  doc.descendants((node) => {
    if (!blank) return false
    if (node.isText && !isBlankText(node.text ?? '')) blank = false
    if (node.type.name === 'horizontal_rule') blank = false
    return blank
  })
  return blank
}

/** The plain text of a document (for search and notices), blocks separated by newlines. */
export function plainText(doc: PmNode): string {
  return doc.textBetween(0, doc.content.size, '\n', ' ')
}
