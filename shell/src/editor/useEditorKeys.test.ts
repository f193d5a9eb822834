import { describe, expect, it } from 'vitest'
import { historyOfDocument, typesText } from './useEditorKeys'

describe('typesText', () => {
  it('keeps keys with fields that take text, not with check boxes and buttons', () => {
    const el = (tagName: string, type?: string, isContentEditable = false) => ({ tagName, isContentEditable, ...(type ? { type } : {}) })
    expect(typesText(el('INPUT', 'text'))).toBe(true)
    expect(typesText(el('INPUT', 'number'))).toBe(true)
    expect(typesText(el('INPUT'))).toBe(true)
    expect(typesText(el('TEXTAREA'))).toBe(true)
    expect(typesText(el('SELECT'))).toBe(true)
    expect(typesText(el('DIV', undefined, true))).toBe(true)
    // Ticking the unrouted-leads box or autosave leaves the tool keys working.
    expect(typesText(el('INPUT', 'checkbox'))).toBe(false)
    expect(typesText(el('INPUT', 'radio'))).toBe(false)
    expect(typesText(el('BUTTON'))).toBe(false)
    expect(typesText(el('DIV'))).toBe(false)
  })
})

describe('historyOfDocument', () => {
  const field = (inStep: boolean) => ({ getAttribute: (name: string) => (inStep && name === 'data-document-history' ? 'true' : null) })
  const key = (k: string, ctrl = true, meta = false, alt = false) => ({ key: k, ctrlKey: ctrl, metaKey: meta, altKey: alt })
  it('gives undo and redo to the document from a field that shows the value as applied', () => {
    expect(historyOfDocument(field(true), key('z'))).toBe(true)
    expect(historyOfDocument(field(true), key('Z'))).toBe(true)
    expect(historyOfDocument(field(true), key('y'))).toBe(true)
    expect(historyOfDocument(field(true), key('z', false, true))).toBe(true)
  })
  it('leaves every other key, and undo in a field with text of its own, to the field', () => {
    expect(historyOfDocument(field(false), key('z'))).toBe(false)
    expect(historyOfDocument(field(true), key('z', false))).toBe(false)
    expect(historyOfDocument(field(true), key('a'))).toBe(false)
    expect(historyOfDocument(field(true), key('z', true, false, true))).toBe(false)
  })
})
