import { richTextSchema } from '@harness/protocol'
import { baseKeymap, chainCommands, lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands'
import { history, redo, undo } from 'prosemirror-history'
import { keymap } from 'prosemirror-keymap'
import type { MarkType, NodeType } from 'prosemirror-model'
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list'
import type { Command, EditorState, Plugin } from 'prosemirror-state'
import type { UiKey } from '../i18n/uiZhCN'
import type { IconName } from '../ui/Icon'

/**
 * The commands of the forum editor on `richTextSchema`: the toolbar of specification section 2
 * (bold, italic, strike, underline, code, paragraph, headings 1-3, bullet and ordered lists, quote,
 * code block, horizontal rule, undo, redo), each with how to tell it is active, and the keyboard
 * shortcuts. Free of React so the editor component only draws buttons.
 */

const { nodes, marks } = richTextSchema

/** One toolbar button: its label key, icon, shortcut hint, command and active test. */
export interface ToolbarItem {
  readonly id: string
  /** Catalogue key of the accessible name (also the tooltip). */
  readonly label: UiKey
  /** What the button shows: one of the shell's line icons, like every other button. */
  readonly icon: IconName
  /** Shortcut shown in the tooltip ('Mod' is Ctrl or ⌘). */
  readonly shortcut?: string
  readonly command: Command
  /** Whether the button is pressed for `state`; absent for one-shot actions (rule, undo, redo). */
  readonly isActive?: (state: EditorState) => boolean
  /** Starts a new group (a separator is drawn before it). */
  readonly groupStart?: boolean
}

/** True when the stored marks or the selection carry `type`. */
export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()))
  return state.doc.rangeHasMark(from, to, type)
}

/** True when the selection's innermost textblock is of `type` (with `attrs`, when given). */
export function blockActive(state: EditorState, type: NodeType, attrs?: Readonly<Record<string, unknown>>): boolean {
  const parent = state.selection.$from.parent
  if (parent.type !== type) return false
  return Object.entries(attrs ?? {}).every(([key, value]) => parent.attrs[key] === value)
}

/** True when the selection lies inside a node of `type` at any depth. */
export function insideNode(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type === type) return true
  return false
}

/** The innermost list around the selection, or null. */
function innermostList(state: EditorState): NodeType | null {
  const { $from } = state.selection
  for (let depth = $from.depth; depth > 0; depth--) {
    const type = $from.node(depth).type
    if (type === nodes.bullet_list || type === nodes.ordered_list) return type
  }
  return null
}

/** Wraps the selection in a list of `type`; inside such a list already, lifts it out (a toggle). */
function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    if (innermostList(state) === type) return liftListItem(nodes.list_item!)(state, dispatch)
    return wrapInList(type)(state, dispatch)
  }
}

/** Wraps the selection in a blockquote; inside one already, lifts it out. */
const toggleQuote: Command = (state, dispatch) =>
  insideNode(state, nodes.blockquote!) ? lift(state, dispatch) : wrapIn(nodes.blockquote!)(state, dispatch)

/** Turns the textblock into `type`; when it already is one, back into a paragraph. */
function toggleBlock(type: NodeType, attrs?: Readonly<Record<string, unknown>>): Command {
  return (state, dispatch) =>
    blockActive(state, type, attrs)
      ? setBlockType(nodes.paragraph!)(state, dispatch)
      : setBlockType(type, attrs as Record<string, unknown> | undefined)(state, dispatch)
}

/** Inserts a horizontal rule in place of the selection. */
export const insertHorizontalRule: Command = (state, dispatch) => {
  const rule = nodes.horizontal_rule!
  const { $from } = state.selection
  const index = $from.index()
  if (!$from.parent.canReplaceWith(index, index, rule) && $from.depth === 0) return false
  if (dispatch) dispatch(state.tr.replaceSelectionWith(rule.create()).scrollIntoView())
  return true
}

/** Inserts a hard line break (Shift-Enter). */
const insertHardBreak: Command = (state, dispatch) => {
  if (state.selection.$from.parent.type.spec.code) return false
  if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes.hard_break!.create()).scrollIntoView())
  return true
}

const mark = (type: MarkType | undefined): Command => toggleMark(type!)

/** The toolbar, left to right. */
export const TOOLBAR: readonly ToolbarItem[] = [
  { id: 'strong', label: 'editorBold', icon: 'bold', shortcut: 'Mod-B', command: mark(marks.strong), isActive: (s) => markActive(s, marks.strong!) },
  { id: 'em', label: 'editorItalic', icon: 'italic', shortcut: 'Mod-I', command: mark(marks.em), isActive: (s) => markActive(s, marks.em!) },
  { id: 'strike', label: 'editorStrike', icon: 'strike', shortcut: 'Mod-Shift-S', command: mark(marks.strike), isActive: (s) => markActive(s, marks.strike!) },
  { id: 'underline', label: 'editorUnderline', icon: 'underline', shortcut: 'Mod-U', command: mark(marks.underline), isActive: (s) => markActive(s, marks.underline!) },
  { id: 'code', label: 'editorCode', icon: 'inlineCode', shortcut: 'Mod-E', command: mark(marks.code), isActive: (s) => markActive(s, marks.code!) },
  { id: 'paragraph', label: 'editorParagraph', icon: 'paragraph', shortcut: 'Mod-Alt-0', command: setBlockType(nodes.paragraph!), isActive: (s) => blockActive(s, nodes.paragraph!), groupStart: true },
  ...([1, 2, 3] as const).map((level): ToolbarItem => ({
    id: `h${level}`,
    label: `editorHeading${level}`,
    icon: `heading${level}`,
    shortcut: `Mod-Alt-${level}`,
    command: toggleBlock(nodes.heading!, { level }),
    isActive: (s) => blockActive(s, nodes.heading!, { level }),
  })),
  { id: 'bullet_list', label: 'editorBulletList', icon: 'bulletList', shortcut: 'Mod-Shift-8', command: toggleList(nodes.bullet_list!), isActive: (s) => innermostList(s) === nodes.bullet_list, groupStart: true },
  { id: 'ordered_list', label: 'editorOrderedList', icon: 'orderedList', shortcut: 'Mod-Shift-7', command: toggleList(nodes.ordered_list!), isActive: (s) => innermostList(s) === nodes.ordered_list },
  { id: 'blockquote', label: 'editorQuote', icon: 'quote', shortcut: 'Mod-Shift-B', command: toggleQuote, isActive: (s) => insideNode(s, nodes.blockquote!) },
  { id: 'code_block', label: 'editorCodeBlock', icon: 'codeBlock', shortcut: 'Mod-Alt-C', command: toggleBlock(nodes.code_block!), isActive: (s) => blockActive(s, nodes.code_block!) },
  { id: 'horizontal_rule', label: 'editorRule', icon: 'horizontalRule', command: insertHorizontalRule },
  { id: 'undo', label: 'editorUndo', icon: 'undo', shortcut: 'Mod-Z', command: undo, groupStart: true },
  { id: 'redo', label: 'editorRedo', icon: 'redo', shortcut: 'Mod-Shift-Z', command: redo },
]

/** The key bindings: marks, blocks, lists (Enter splits a list item), history, and the base keymap. */
function editorKeymap(): Record<string, Command> {
  const byId = new Map(TOOLBAR.map((item) => [item.id, item.command]))
  const get = (id: string): Command => byId.get(id)!
  const listItem = nodes.list_item!
  return {
    'Mod-b': get('strong'),
    'Mod-i': get('em'),
    'Mod-u': get('underline'),
    'Mod-Shift-s': get('strike'),
    'Mod-e': get('code'),
    'Mod-Alt-0': get('paragraph'),
    'Mod-Alt-1': get('h1'),
    'Mod-Alt-2': get('h2'),
    'Mod-Alt-3': get('h3'),
    'Mod-Shift-8': get('bullet_list'),
    'Mod-Shift-7': get('ordered_list'),
    'Mod-Shift-b': get('blockquote'),
    'Mod-Alt-c': get('code_block'),
    'Mod-z': undo,
    'Mod-Shift-z': redo,
    'Mod-y': redo,
    Enter: splitListItem(listItem),
    'Shift-Enter': chainCommands(insertHardBreak),
    'Mod-Enter': chainCommands(insertHardBreak),
    Tab: sinkListItem(listItem),
    'Shift-Tab': liftListItem(listItem),
  }
}

/** The plugins of a fresh editor state: history, the forum key bindings, then the base keymap. */
export function editorPlugins(): Plugin[] {
  return [history(), keymap(editorKeymap()), keymap(baseKeymap)]
}
