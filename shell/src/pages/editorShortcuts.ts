import type { UiKey } from '../i18n/uiZhCN'

/**
 * The harness editor's keys as the help page lists them, by group: what to press and what it
 * does (the description's key in the interface catalogue). The keys themselves are what
 * `editor/editorKeys.ts` maps; a test checks every tool key here is one the editor knows.
 */
export interface ShortcutGroup {
  readonly title: UiKey
  readonly keys: readonly (readonly [keys: string, what: UiKey])[]
}

/** Every group of the editor's keys, in the order the help page shows them. */
export const EDITOR_SHORTCUTS: readonly ShortcutGroup[] = [
  {
    title: 'keysGroupTools',
    keys: [
      ['V', 'keySelect'], ['B', 'keyBundle'], ['C', 'keyConnector'], ['S', 'keySplice'], ['W', 'keyWire'], ['K', 'keyCable'],
      ['R', 'keyReference'], ['L', 'keyClip'], ['G', 'keyGrommet'], ['T', 'keyLabel'], ['Y', 'keyTable'],
    ],
  },
  {
    title: 'keysGroupDrawing',
    keys: [
      ['0-9', 'keyTypedLength'], ['Shift + 单击 / click', 'keyBendPoint'], ['Enter / Esc', 'keyEndDrawing'],
      ['Ctrl + 单击 / click', 'keyRemoveBend'], ['Esc', 'keyCancel'],
    ],
  },
  {
    title: 'keysGroupEditing',
    keys: [
      ['Ctrl + Z', 'keyUndo'], ['Ctrl + Shift + Z / Ctrl + Y', 'keyRedo'], ['Ctrl + S', 'keySave'], ['Ctrl + A', 'keySelectAll'],
      ['Ctrl + C / Ctrl + V', 'keyCopyPaste'], ['Ctrl + D', 'keyDuplicate'], ['Delete', 'keyDelete'], ['← ↑ → ↓', 'keyNudge'],
      ['Shift + R / Shift + Alt + R', 'keyRotate'], ['Shift + X', 'keyMirror'],
    ],
  },
  {
    title: 'keysGroupView',
    keys: [
      ['+ / -', 'keyZoom'], ['Shift + 1', 'keyFitAll'], ['Shift + 2', 'keyFitSelection'], ['空格 / Space + 拖动 / drag', 'keyPan'],
      ['Ctrl + K', 'keyPalette'],
    ],
  },
]
