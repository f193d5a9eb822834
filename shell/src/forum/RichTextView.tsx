import { richTextSchema, type RichTextJson } from '@harness/protocol'
import { DOMSerializer, Node as PmNode } from 'prosemirror-model'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useI18n } from '../i18n/useI18n'

/** Props of {@link RichTextView}. */
export interface RichTextViewProps {
  /** Stored content: ProseMirror JSON of `richTextSchema`. */
  readonly content: RichTextJson
  readonly testId?: string
  readonly className?: string
}

const serializer = DOMSerializer.fromSchema(richTextSchema)

/** The document for `content`, or null when it does not fit the schema. */
export function parseStoredContent(content: RichTextJson): PmNode | null {
  try {
    const doc = PmNode.fromJSON(richTextSchema, content)
    doc.check()
    return doc
  } catch {
    return null
  }
}

/**
 * Shows stored forum content read-only. The JSON is read through the schema and written to the
 * page with ProseMirror's `DOMSerializer`, which builds elements and text nodes itself — no HTML
 * string is ever parsed, so `<script>` in a post shows as those characters and nothing runs.
 * Content that does not fit the schema is not shown; a notice says so.
 */
export function RichTextView({ content, testId, className }: RichTextViewProps) {
  const { t } = useI18n()
  const host = useRef<HTMLDivElement>(null)
  const doc = useMemo(() => parseStoredContent(content), [content])

  useLayoutEffect(() => {
    const target = host.current
    if (!target) return
    if (!doc) {
      target.replaceChildren()
      return
    }
    target.replaceChildren(serializer.serializeFragment(doc.content, { document }))
  }, [doc])

  return (
    <div className={`rich-text rich-text-view${className ? ` ${className}` : ''}`} data-testid={testId}>
      <div ref={host} />
      {doc ? null : <p className="rich-text-invalid">{t('forumContentUnreadable')}</p>}
    </div>
  )
}
