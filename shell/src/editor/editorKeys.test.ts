import { describe, expect, it } from 'vitest'
import { editorKeyAction, type EditorKeyPress } from './editorKeys'

const press = (key: string, more: Partial<EditorKeyPress> = {}): EditorKeyPress =>
  ({ key, code: '', ctrl: false, shift: false, alt: false, tool: 'select', editable: true, hasSelection: true, ...more })

describe('editor keys', () => {
  it('types a length into the bundle tool, Backspace included, and deletes with Delete', () => {
    expect(editorKeyAction(press('5', { tool: 'bundle' }))).toEqual({ kind: 'toTool' })
    expect(editorKeyAction(press('Backspace', { tool: 'bundle' }))).toEqual({ kind: 'toTool' })
    expect(editorKeyAction(press('Delete', { tool: 'bundle' }))).toEqual({ kind: 'delete' })
    expect(editorKeyAction(press('Backspace'))).toEqual({ kind: 'delete' })
  })

  it('picks tools by their keys, only select in view mode, and keeps Ctrl+S, Ctrl+C and Ctrl+V for the clipboard and saving', () => {
    expect(editorKeyAction(press('w'))).toEqual({ kind: 'tool', tool: 'wire' })
    expect(editorKeyAction(press('k'))).toEqual({ kind: 'tool', tool: 'cable' })
    expect(editorKeyAction(press('w', { editable: false }))).toBeNull()
    expect(editorKeyAction(press('v', { editable: false }))).toEqual({ kind: 'tool', tool: 'select' })
    expect(editorKeyAction(press('s', { ctrl: true }))).toEqual({ kind: 'save' })
    expect(editorKeyAction(press('c', { ctrl: true }))).toEqual({ kind: 'copy' })
    expect(editorKeyAction(press('v', { ctrl: true }))).toEqual({ kind: 'paste' })
    expect(editorKeyAction(press('c', { ctrl: true, hasSelection: false }))).toBeNull()
    expect(editorKeyAction(press('Z', { ctrl: true, shift: true }))).toEqual({ kind: 'redo' })
  })

  it('nudges with arrows (finely with Shift) only with something selected in edit mode; Shift+1 and Shift+2 fit', () => {
    expect(editorKeyAction(press('ArrowLeft', { shift: true }))).toEqual({ kind: 'nudge', dx: -1, dy: 0, fine: true })
    expect(editorKeyAction(press('ArrowLeft', { hasSelection: false }))).toBeNull()
    expect(editorKeyAction(press('!', { shift: true, code: 'Digit1' }))).toEqual({ kind: 'fitAll' })
    expect(editorKeyAction(press('x'))).toBeNull()
  })

  it('turns connectors with Shift+R (Shift+Alt+R anticlockwise) and mirrors them with Shift+X, only with a selection in edit mode', () => {
    expect(editorKeyAction(press('R', { shift: true, code: 'KeyR' }))).toEqual({ kind: 'rotate', quarters: 1 })
    expect(editorKeyAction(press('®', { shift: true, alt: true, code: 'KeyR' }))).toEqual({ kind: 'rotate', quarters: -1 })
    expect(editorKeyAction(press('X', { shift: true, code: 'KeyX' }))).toEqual({ kind: 'mirror' })
    expect(editorKeyAction(press('R', { shift: true, code: 'KeyR', editable: false }))).toBeNull()
    expect(editorKeyAction(press('X', { shift: true, code: 'KeyX', hasSelection: false }))).toBeNull()
    expect(editorKeyAction(press('r'))).toEqual({ kind: 'tool', tool: 'reference' })
  })
})
