import { describe, expect, it } from 'vitest'
import { wireColorCodes } from './colors'
import { wirevizCavityId, wirevizDisplayName, wirevizSegmentId } from './wirevizNames'

describe('WireViz names and colours in documents', () => {
  it('names unnamed instances with the template separator and keeps real designators', () => {
    expect(wirevizDisplayName('__F_05_2', '.')).toBe('F_05.2')
    expect(wirevizDisplayName('__F_1', '/')).toBe('F/1')
    expect(wirevizDisplayName('X1', '.')).toBe('X1')
    expect(wirevizDisplayName('__odd', '.')).toBe('__odd')
  })

  it('keeps ids distinct for designators holding the id separator', () => {
    expect(wirevizCavityId('A:1', 1)).not.toBe(wirevizCavityId('A', 11))
    expect(wirevizSegmentId('W:1', 0)).toBe('segment:W:1:1')
    expect(wirevizSegmentId('W', 0)).toBe('segment:W:1')
  })

  it('turns WireViz colours into colour codes', () => {
    expect(wireColorCodes('GNYE')).toEqual(['GN', 'YE'])
    expect(wireColorCodes('rd')).toEqual(['RD'])
    expect(wireColorCodes('WHBURD')).toEqual(['WH', 'BU', 'RD'])
    expect(wireColorCodes('#FF0000:#123456')).toEqual(['RD', '#123456'])
    expect(wireColorCodes('XYZ')).toEqual(['XYZ'])
    expect(wireColorCodes('')).toEqual([])
    expect(wireColorCodes(null)).toEqual([])
    expect(wireColorCodes(3n)).toEqual([])
  })
})
