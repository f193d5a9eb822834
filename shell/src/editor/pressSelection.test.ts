import { describe, expect, it } from 'vitest'
import type { DragPreview } from '../../../workers/src/client/engineClient'
import { PressSelection } from './pressSelection'

/** Record ids as the tool sends them. */
const ids = (...names: string[]) => names as never[]
const preview = { start: [0, 0], from: [0, 0], legs: [], body: 'connector', size: 10, guides: null } as unknown as DragPreview

describe('the selection a press makes', () => {
  it('is held while the press may become a drag, and shown when it ends', () => {
    const s = new PressSelection()
    expect(s.take({ selection: ids('X1'), drag: preview })).toBeNull()
    expect(s.take({ selection: null })).toBeNull()
    expect(s.take({ selection: null })).toBeNull()
    expect(s.take({ selection: null, drag: null })).toEqual(['X1'])
    // Nothing is held any more: later updates pass through.
    expect(s.take({ selection: null })).toBeNull()
    expect(s.take({ selection: ids('W1') })).toEqual(['W1'])
  })

  it('passes a release that selects by itself, and a press that selects nothing new', () => {
    const s = new PressSelection()
    expect(s.take({ selection: ids('X1'), drag: preview })).toBeNull()
    expect(s.take({ selection: ids('X1', 'X2'), drag: null })).toEqual(['X1', 'X2'])
    expect(s.take({ selection: null, drag: preview })).toBeNull()
    expect(s.take({ selection: null, drag: null })).toBeNull()
    // A press on empty sheet clears the selection when it ends (a click, or the box it drew).
    expect(s.take({ selection: ids(), drag: preview })).toBeNull()
    expect(s.take({ selection: null, drag: null })).toEqual([])
  })
})
