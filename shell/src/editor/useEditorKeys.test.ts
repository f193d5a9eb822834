import { describe, expect, it } from 'vitest'
import { typesText } from './useEditorKeys'

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
