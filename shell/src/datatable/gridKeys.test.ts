import { describe, expect, it } from 'vitest'
import { editorCommand, gridCommand, type KeyPress } from './gridKeys'

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods })

describe('gridCommand', () => {
  it('moves with arrows, Tab and Shift+Enter; Shift+arrows extend', () => {
    expect(gridCommand(press('ArrowDown'))).toEqual({ kind: 'move', rows: 1, columns: 0, extend: false })
    expect(gridCommand(press('ArrowLeft', { shiftKey: true }))).toEqual({ kind: 'move', rows: 0, columns: -1, extend: true })
    expect(gridCommand(press('Tab'))).toEqual({ kind: 'move', rows: 0, columns: 1, extend: false })
    expect(gridCommand(press('Tab', { shiftKey: true }))).toEqual({ kind: 'move', rows: 0, columns: -1, extend: false })
    expect(gridCommand(press('Enter', { shiftKey: true }))).toEqual({ kind: 'move', rows: -1, columns: 0, extend: false })
  })

  it('jumps and pages', () => {
    expect(gridCommand(press('ArrowDown', { ctrlKey: true }))).toEqual({ kind: 'jump', to: 'bottom', extend: false })
    expect(gridCommand(press('Home', { metaKey: true, shiftKey: true }))).toEqual({ kind: 'jump', to: 'first', extend: true })
    expect(gridCommand(press('End'))).toEqual({ kind: 'jump', to: 'rowEnd', extend: false })
    expect(gridCommand(press('PageDown'))).toEqual({ kind: 'page', direction: 1, extend: false })
  })

  it('edits, types, clears and toggles', () => {
    expect(gridCommand(press('Enter'))).toEqual({ kind: 'edit' })
    expect(gridCommand(press('F2'))).toEqual({ kind: 'edit' })
    expect(gridCommand(press('x'))).toEqual({ kind: 'type', text: 'x' })
    expect(gridCommand(press('导'))).toEqual({ kind: 'type', text: '导' })
    expect(gridCommand(press('Delete'))).toEqual({ kind: 'clear' })
    expect(gridCommand(press('Backspace'))).toEqual({ kind: 'clear' })
    expect(gridCommand(press(' '))).toEqual({ kind: 'toggle' })
    expect(gridCommand(press('Escape'))).toEqual({ kind: 'collapse' })
  })

  it('maps the Ctrl shortcuts, and leaves unknown keys alone', () => {
    expect(gridCommand(press('z', { ctrlKey: true }))).toEqual({ kind: 'undo' })
    expect(gridCommand(press('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'redo' })
    expect(gridCommand(press('y', { metaKey: true }))).toEqual({ kind: 'redo' })
    expect(gridCommand(press('s', { ctrlKey: true }))).toEqual({ kind: 'save' })
    expect(gridCommand(press('f', { ctrlKey: true }))).toEqual({ kind: 'find' })
    expect(gridCommand(press('a', { ctrlKey: true }))).toEqual({ kind: 'selectAll' })
    expect(gridCommand(press('Enter', { ctrlKey: true }))).toEqual({ kind: 'insertRow' })
    expect(gridCommand(press('Delete', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'deleteRows' })
    expect(gridCommand(press('c', { ctrlKey: true }))).toBeNull()
    expect(gridCommand(press('F5'))).toBeNull()
    expect(gridCommand(press('x', { altKey: true }))).toBeNull()
  })
})

describe('editorCommand', () => {
  it('commits with Enter and Tab, cancels with Escape, breaks lines with Alt+Enter', () => {
    expect(editorCommand(press('Enter'), 'edit')).toEqual({ kind: 'commit', rows: 1, columns: 0 })
    expect(editorCommand(press('Enter', { shiftKey: true }), 'edit')).toEqual({ kind: 'commit', rows: -1, columns: 0 })
    expect(editorCommand(press('Tab', { shiftKey: true }), 'enter')).toEqual({ kind: 'commit', rows: 0, columns: -1 })
    expect(editorCommand(press('Escape'), 'enter')).toEqual({ kind: 'cancel' })
    expect(editorCommand(press('Enter', { altKey: true }), 'edit')).toEqual({ kind: 'newline' })
  })

  it('moves with arrows after typing, and moves the caret after F2', () => {
    expect(editorCommand(press('ArrowRight'), 'enter')).toEqual({ kind: 'commit', rows: 0, columns: 1 })
    expect(editorCommand(press('ArrowRight'), 'edit')).toBeNull()
    expect(editorCommand(press('ArrowLeft', { shiftKey: true }), 'enter')).toBeNull()
    expect(editorCommand(press('a'), 'enter')).toBeNull()
  })
})
