import { describe, expect, it } from 'vitest'
import { kblIdOf, reimportedIdOf } from './kblIds'

/** An XML NCName as KBL ids must be (ASCII subset used by the writer). */
const NCNAME = /^[A-Za-z_][A-Za-z0-9._-]*$/

describe('kblIdOf', () => {
  it('writes the type separator as a dot and keeps letters, digits and underscores', () => {
    expect(kblIdOf('connector:X12')).toBe('connector.X12')
    expect(kblIdOf('cavity:X12:3')).toBe('cavity.X12.3')
    expect(kblIdOf('node:Node_1')).toBe('node.Node_1')
  })

  it('escapes every other character so that ids stay XML names and distinct', () => {
    const ids = ['wire:a.b', 'wire:a:b', 'wire:a-b', 'wire:a b', 'wire:a-2e-b', 'wire:ä', '1wire', 'wire:a_b']
    const out = ids.map(kblIdOf)
    for (const id of out) expect(id).toMatch(NCNAME)
    expect(new Set(out).size).toBe(ids.length)
    expect(kblIdOf('wire:a.b')).toBe('wire.a-2e-b')
  })

  it('names the record a re-import makes', () => {
    expect(reimportedIdOf('wire', 'wire:W7')).toBe('wire:wire.W7')
  })
})
