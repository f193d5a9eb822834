import { describe, expect, it } from 'vitest'
import type { ProtectionId, SegmentId } from '@harness/protocol'
import { createProtection, createSegment } from '../model/factories'
import type { Mm } from '../model/units'
import { protectionRangeFinding } from './designRules'

const segment = createSegment({ id: 'S1' as SegmentId, name: 'S1', startNodeId: 'A' as never, endNodeId: 'B' as never, length: 111.547601 as Mm })
const run = (start: number, end: number) => createProtection({ id: 'P1' as ProtectionId, segmentId: segment.id, start: start as Mm, end: end as Mm })

describe('protectionRangeFinding', () => {
  it('finds a run of no length or beyond its segment, its range and the length to 0.1 mm', () => {
    expect(protectionRangeFinding(run(0, 0), segment)).toEqual({ rule: 'protectionOutsideSegment', severity: 'error', ids: ['P1', 'S1'], detail: '0..0 on 111.5 mm' })
    expect(protectionRangeFinding(run(10.04, 200.26), segment)?.detail).toBe('10..200.3 on 111.5 mm')
    expect(protectionRangeFinding(run(-1, 50), segment)?.rule).toBe('protectionOutsideSegment')
  })

  it('shows more digits where 0.1 mm would make the range look as if it lay on the segment', () => {
    expect(protectionRangeFinding(run(-0.04, 50), segment)?.detail).toBe('-0.04..50 on 111.55 mm')
    expect(protectionRangeFinding(run(0, 111.549), segment)?.detail).toBe('0..111.549 on 111.548 mm')
  })

  it('finds nothing for a run that lies on its segment, up to its very end', () => {
    expect(protectionRangeFinding(run(0, 111.547601), segment)).toBeNull()
    expect(protectionRangeFinding(run(20, 30), segment)).toBeNull()
  })
})
