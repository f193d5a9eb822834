import { isBlankText, type RichTextJson } from '@harness/protocol'

/**
 * Converting the Reply dialog's plain textarea text into a rich-text document of the forum schema
 * (spec 2: "a Reply dialog with a plain textarea"). Pure, DOM-free and free of ProseMirror so it is
 * unit-tested directly; the server validates the result against `richTextSchema` like any post.
 */

/** Normalises line endings (CRLF and lone CR become LF). */
function normaliseLineEndings(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}

/**
 * One paragraph's inline content: its lines (none blank) joined by hard breaks, spaces kept as typed.
 */
function paragraphContent(lines: readonly string[]): RichTextJson[] {
  const content: RichTextJson[] = []
  lines.forEach((line, index) => {
    if (index > 0) content.push({ type: 'hard_break' })
    content.push({ type: 'text', text: line })
  })
  return content
}

/**
 * The document for `text`: paragraphs are separated by one or more blank lines, single line breaks
 * inside a paragraph become hard breaks. Text is stored as text, never parsed as markup, so
 * `<script>` typed here shows as those characters. Text that shows nothing gives an empty document
 * (one empty paragraph), which the protocol's `isBlankText` reports and the server refuses.
 */
export function plainTextToDocument(text: string): RichTextJson {
  const blocks: string[][] = []
  let current: string[] = []
  for (const line of normaliseLineEndings(text).split('\n')) {
    if (isBlankText(line)) {
      if (current.length > 0) blocks.push(current)
      current = []
    } else {
      current.push(line)
    }
  }
  if (current.length > 0) blocks.push(current)
  if (blocks.length === 0) return { type: 'doc', content: [{ type: 'paragraph' }] }
  return {
    type: 'doc',
    content: blocks.map((lines) => ({ type: 'paragraph', content: paragraphContent(lines) })),
  }
}
