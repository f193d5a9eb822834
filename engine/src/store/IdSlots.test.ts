import { describe, expect, it } from 'vitest'
import { IdSlots, NO_SLOT } from './IdSlots'

describe('IdSlots', () => {
  it('interns ids to dense slots that stay theirs', () => {
    const ids = new IdSlots(2)
    expect(['cavity:a', 'wire:b', 'cavity:a', 'node:c'].map((id) => ids.intern(id))).toEqual([0, 1, 0, 2])
    expect(ids.find('wire:b')).toBe(1)
    expect(ids.find('nothing')).toBe(NO_SLOT)
    expect(ids.idAt(2)).toBe('node:c')
    expect(ids.rowAt(2)).toBe(NO_SLOT)
    ids.setRow(2, 3, 7)
    expect([ids.typeAt(2), ids.rowAt(2)]).toEqual([3, 7])
  })

  it('appends fresh ids in order with one probe each, and tells a duplicate', () => {
    const ids = new IdSlots(1)
    for (let i = 0; i < 100; i++) expect(ids.appendNew(`wire:${i}`)).toBe(true)
    expect(ids.size).toBe(100)
    expect(ids.find('wire:57')).toBe(57)
    expect(ids.typeAt(99)).toBe(255)
    expect(ids.rowAt(99)).toBe(NO_SLOT)
    expect(ids.appendNew('wire:3')).toBe(false)
  })
})
