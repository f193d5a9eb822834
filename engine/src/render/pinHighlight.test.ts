import { describe, expect, it } from 'vitest'
import type { CavityId, WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { drawnPin, pinOutline, wireHighlight } from './pinHighlight'

const rounded = (lines: readonly Float32Array[]) => lines.map((line) => Array.from(line, (v) => Math.round(v * 100) / 100))

// X1 (4 cavities) at A (0, 0), a 40 mm bundle to splice S1 at B (40, 0); W1 from pin 1 to the splice.
const open = (turn = 0) => {
  const built = harness().node('A', 'connector', [0, 0]).node('B', 'splice', [40, 0]).segment('A', 'B', 40)
    .connector('X1', 'A', 4).splice('S1', 'B').wire('W1', 'X1:1', 'S1')
  return OpenDocument.fromRecords(built.records.map((r) => (r.typeName === 'connector' ? { ...r, rotation: turn } : r))).editor.doc
}

describe('pin highlight', () => {
  it('finds a pin where the canvas draws it, and outlines its box', () => {
    const doc = open()
    const pin = drawnPin(doc, 'X1:1' as CavityId)!
    expect([pin.connectorId, ...[...pin.centre, pin.side].map((v) => Math.round(v * 100) / 100)]).toEqual(['X1', 3.99, -4.5, 2.1])
    expect(rounded([pinOutline(pin)])).toEqual([[2.94, -5.55, 5.04, -5.55, 5.04, -3.45, 2.94, -3.45, 2.94, -5.55]])
    expect(drawnPin(doc, 'X9:1' as CavityId)).toBeNull()
  })

  it('runs a wire from its pin to the body\'s edge, then along its route from there (the worked example)', () => {
    const doc = open()
    expect(rounded(wireHighlight(doc, doc.getOf('wire', 'W1' as WireId)!, [Float32Array.of(0, 0, 40, 0)]))).toEqual([[3.99, -4.5, 6, 0], [6, 0, 40, 0]])
  })

  it('follows a turned body: turned a quarter, pin 1 sits near the bottom edge and the lead leaves through the right one', () => {
    const doc = open(90)
    const lines = rounded(wireHighlight(doc, doc.getOf('wire', 'W1' as WireId)!, [Float32Array.of(0, 0, 40, 0)]))
    // Turned, the body is 14 mm wide and 12 mm tall: its right edge, an end of the pin row, is at
    // x = 7. The lead leaves the pin's outer side into the strip along the bottom edge, runs to
    // the end margin, then up to where the route leaves.
    expect(lines).toEqual([[4.5, 3.99, 4.5, 5.04, 4.5, 5.52, 6.5, 5.52, 7, 0], [7, 0, 40, 0]])
  })

  it('leaves an unrouted wire and a route ending inside the body without a cut beyond its end', () => {
    const doc = open()
    const wire = doc.getOf('wire', 'W1' as WireId)!
    expect(wireHighlight(doc, wire, [])).toEqual([])
    // A route 4 mm long ends inside the 12 mm body: it shrinks to its far point, the lead still goes to the edge.
    expect(rounded(wireHighlight(doc, wire, [Float32Array.of(0, 0, 4, 0)]))).toEqual([[3.99, -4.5, 6, 0], [4, 0, 4, 0]])
  })
})
