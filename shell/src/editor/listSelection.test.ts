import { describe, expect, it } from 'vitest'
import { extendsSelection, listSelection } from './listSelection'

describe('selection from a list row', () => {
  it('a plain click selects the row alone', () => {
    expect(listSelection(['W1', 'W2'], ['W3'], false)).toEqual(['W3'])
    expect(extendsSelection({ shiftKey: false, ctrlKey: false, metaKey: false })).toBe(false)
  })

  it('Shift, Ctrl or ⌘ adds the row, keeping the order of the selection', () => {
    expect(listSelection(['W1'], ['W2'], true)).toEqual(['W1', 'W2'])
    expect(listSelection(['W1', 'W2'], ['W2', 'W3'], true)).toEqual(['W1', 'W2', 'W3'])
    for (const key of ['shiftKey', 'ctrlKey', 'metaKey'] as const) expect(extendsSelection({ shiftKey: false, ctrlKey: false, metaKey: false, [key]: true })).toBe(true)
  })

  it('takes a row out when all its records are selected already', () => {
    expect(listSelection(['W1', 'W2'], ['W1'], true)).toEqual(['W2'])
    expect(listSelection(['W1', 'W2', 'W3'], ['W3', 'W1'], true)).toEqual(['W2'])
    expect(listSelection(['W1'], [], true)).toEqual(['W1'])
  })
})
