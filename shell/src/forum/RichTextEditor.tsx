import { isBlank, richTextSchema, type RichTextJson } from '@harness/protocol'
import { EditorState } from 'prosemirror-state'
import { EditorView } from 'prosemirror-view'
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { useI18n } from '../i18n/useI18n'
import { Icon } from '../ui/Icon'
import { editorPlugins, TOOLBAR } from './editorCommands'

/** What the editor's parent can do with it (through `ref`). */
export interface RichTextEditorHandle {
  /** The current document as JSON of `richTextSchema`. */
  getJSON(): RichTextJson
  /** True when the document holds no visible text (spec 5: such a reply is refused). */
  isBlank(): boolean
  /** Empties the editor and its undo history (after a successful post, spec 4). */
  clear(): void
  /** Moves the keyboard focus into the text. */
  focus(): void
}

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** Accessible name of the editable area. */
  readonly label: string
  readonly placeholder?: string
  /** `data-testid` of the editable area; the toolbar buttons get `<testId>-<item>`. */
  readonly testId?: string
  readonly ref?: Ref<RichTextEditorHandle>
  /** Called after every change of the document. */
  readonly onChange?: () => void
}

/** A fresh, empty editor state with the forum's plugins. */
function emptyState(): EditorState {
  return EditorState.create({ schema: richTextSchema, plugins: editorPlugins() })
}

/** True for the untouched document (one empty paragraph): the placeholder shows. */
function looksEmpty(state: EditorState): boolean {
  const first = state.doc.firstChild
  return state.doc.childCount === 1 && first !== null && first.type === richTextSchema.nodes.paragraph && first.content.size === 0
}

const isMac = typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform)

/** A shortcut for the tooltip: 'Mod-Shift-Z' → 'Ctrl+Shift+Z' (or ⌘ on a Mac). */
function shortcutText(shortcut: string): string {
  return shortcut.replace('Mod', isMac ? '⌘' : 'Ctrl').replaceAll('-', '+')
}

/**
 * The forum's rich-text editor (spec 2): a ProseMirror view on `richTextSchema` under a toolbar of
 * icon buttons — bold, italic, strike, underline, code, paragraph, headings 1-3, bullet and
 * ordered lists, quote, code block, horizontal rule, undo and redo — each named for assistive
 * technology (`aria-label`, `aria-keyshortcuts`) and with a tooltip of its name and shortcut on
 * hover and keyboard focus. Toggle buttons report their state with `aria-pressed`; commands that
 * cannot apply are disabled. Keyboard shortcuts are in
 * `editorCommands`. The parent reads the document and clears it through {@link RichTextEditorHandle}.
 */
export function RichTextEditor({ label, placeholder, testId, ref, onChange }: RichTextEditorProps) {
  const { t } = useI18n()
  const mount = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const changed = useRef(onChange)
  changed.current = onChange
  // The toolbar re-renders from this copy of the view's state after each transaction.
  const [state, setState] = useState<EditorState>(emptyState)
  const texts = useRef({ label, placeholder: placeholder ?? '' })
  texts.current = { label, placeholder: placeholder ?? '' }

  useEffect(() => {
    const host = mount.current
    if (!host) return
    const editor: EditorView = new EditorView(host, {
      state: emptyState(),
      attributes: (current) => ({
        class: `rich-text rich-text-editable${looksEmpty(current) ? ' rich-text-empty' : ''}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': texts.current.label,
        'data-placeholder': texts.current.placeholder,
        ...(testId ? { 'data-testid': testId } : {}),
      }),
      dispatchTransaction(transaction) {
        const next = editor.state.apply(transaction)
        editor.updateState(next)
        setState(next)
        if (transaction.docChanged) changed.current?.()
      },
    })
    view.current = editor
    setState(editor.state)
    return () => {
      editor.destroy()
      view.current = null
    }
  }, [testId])

  useImperativeHandle(ref, () => ({
    getJSON: () => (view.current?.state.doc.toJSON() ?? emptyState().doc.toJSON()) as RichTextJson,
    isBlank: () => (view.current ? isBlank(view.current.state.doc) : true),
    clear: () => {
      const editor = view.current
      if (!editor) return
      const fresh = emptyState()
      editor.updateState(fresh)
      setState(fresh)
      changed.current?.()
    },
    focus: () => view.current?.focus(),
  }), [])

  return (
    <div className="rich-editor">
      <div className="rich-toolbar" role="toolbar" aria-label={t('editorToolbar')}>
        {TOOLBAR.map((item) => {
          const active = item.isActive ? item.isActive(state) : undefined
          const enabled = item.command(state)
          const name = t(item.label)
          return (
            <span key={item.id} className="rich-toolbar-slot">
              {item.groupStart ? <span className="rich-toolbar-separator" aria-hidden="true" /> : null}
              <button
                type="button"
                className={`rich-tool rich-tool-${item.id}${active ? ' rich-tool-active' : ''}`}
                aria-label={name}
                aria-pressed={active}
                aria-keyshortcuts={item.shortcut ? item.shortcut.replace('Mod', isMac ? 'Meta' : 'Control').replaceAll('-', '+') : undefined}
                data-tooltip={item.shortcut ? `${name} (${shortcutText(item.shortcut)})` : name}
                disabled={!enabled && !active}
                data-testid={testId ? `${testId}-${item.id}` : undefined}
                // Keep the selection in the text: act on mouse down without taking the focus.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  const editor = view.current
                  if (!editor) return
                  item.command(editor.state, editor.dispatch, editor)
                  editor.focus()
                }}
              >
                <Icon name={item.icon} size={18} />
              </button>
            </span>
          )
        })}
      </div>
      <div ref={mount} className="rich-editor-frame" />
    </div>
  )
}
