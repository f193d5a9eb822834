import { describe, expect, it } from 'vitest'
import { EDITOR_SHORTCUTS } from './editorShortcuts'

// PixiJS reads the browser's navigator when it loads (the tool palette's module graph holds it).
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { editorKeyAction } = await import('../editor/editorKeys')

const press = (key: string, extra: Partial<Parameters<typeof editorKeyAction>[0]> = {}) =>
  editorKeyAction({ key, code: '', ctrl: false, shift: false, alt: false, tool: 'select', editable: true, hasSelection: true, ...extra })

describe('the help page\'s editor keys', () => {
  it('lists as tools only keys the editor picks a tool with, each once', () => {
    const tools = EDITOR_SHORTCUTS.find((g) => g.title === 'keysGroupTools')!.keys.map(([key]) => key)
    expect(new Set(tools).size).toBe(tools.length)
    for (const key of tools) expect(press(key.toLowerCase())?.kind).toBe('tool')
  })

  it('lists the editing and view keys the editor answers', () => {
    expect(press('z', { ctrl: true })?.kind).toBe('undo')
    expect(press('y', { ctrl: true })?.kind).toBe('redo')
    expect(press('d', { ctrl: true })?.kind).toBe('duplicate')
    expect(press('!', { shift: true, code: 'Digit1' })?.kind).toBe('fitAll')
    expect(press('R', { shift: true, code: 'KeyR' })?.kind).toBe('rotate')
    const listed = EDITOR_SHORTCUTS.flatMap((g) => g.keys.map(([key]) => key))
    for (const key of ['Ctrl + Z', 'Ctrl + D', 'Shift + 1', 'Shift + 2', 'Shift + X', 'Ctrl + K', 'Delete']) expect(listed).toContain(key)
  })
})
