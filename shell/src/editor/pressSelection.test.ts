import { describe, expect, it } from 'vitest'
import { PressSelection } from './pressSelection'

/** Record ids as the tool sends them. */
const ids = (...names: string[]) => names as never[]
const select = (state: string, selection: never[] | null) => ({ tool: 'select', state, selection })

describe('the selection a press makes', () => {
  it('is held while a press of the select tool is on, and shown when it ends', () => {
    const s = new PressSelection()
    expect(s.take(select('pointing', ids('X1')))).toBeNull()
    expect(s.active).toBe(true)
    expect(s.take(select('translating', null))).toBeNull()
    expect(s.take(select('translating', null))).toBeNull()
    expect(s.take(select('idle', null))).toEqual(['X1'])
    expect(s.active).toBe(false)
    // Nothing is held any more: later updates pass through.
    expect(s.take(select('idle', null))).toBeNull()
    expect(s.take(select('idle', ids('W1')))).toEqual(['W1'])
  })

  it('passes a release that selects by itself, a press that selects nothing new, and a box drawn on empty sheet', () => {
    const s = new PressSelection()
    expect(s.take(select('pointing', ids('X1')))).toBeNull()
    expect(s.take(select('idle', ids('X1', 'X2')))).toEqual(['X1', 'X2'])
    expect(s.take(select('pointing', null))).toBeNull()
    expect(s.take(select('idle', null))).toBeNull()
    expect(s.take(select('pointing', ids()))).toBeNull()
    expect(s.take(select('brushing', ids('W1', 'W2')))).toBeNull()
    expect(s.take(select('idle', null))).toEqual(['W1', 'W2'])
  })

  it('shows at once what the drawing tools select between their clicks, and ends a press when the tool changes', () => {
    const s = new PressSelection()
    expect(s.take({ tool: 'bundle', state: 'drawing', selection: ids('S1') })).toEqual(['S1'])
    expect(s.take({ tool: 'bundle', state: 'drawing', selection: ids('S2') })).toEqual(['S2'])
    expect(s.take(select('pointing', ids('X1')))).toBeNull()
    expect(s.take({ tool: 'wire', state: 'idle', selection: null })).toEqual(['X1'])
    expect(s.active).toBe(false)
  })
})
