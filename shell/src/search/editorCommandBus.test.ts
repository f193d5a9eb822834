import { describe, expect, it } from 'vitest'
import { editorCommandUsable } from './editorCommandBus'

describe('which editor commands the palette offers', () => {
  it('needs an open editor, and edit mode for the commands that change the document', () => {
    expect(editorCommandUsable('fitAll', { open: false, editing: false })).toBe(false)
    expect(editorCommandUsable('fitAll', { open: true, editing: false })).toBe(true)
    expect(editorCommandUsable('reportCutTable', { open: true, editing: false })).toBe(true)
    expect(editorCommandUsable('undo', { open: true, editing: false })).toBe(false)
    expect(editorCommandUsable('deleteSelection', { open: true, editing: true })).toBe(true)
  })
})
