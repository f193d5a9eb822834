import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { smallHarness } from './__fixtures__/reportHarnesses'
import { assemblyTable } from './assemblyTable'

/**
 * Half-overlap 19 × 0.13 mm tape over 100 mm of a bundle of two 1.3 mm wires, in m: the bundle is
 * the two wires side by side (2.6 mm), more than the packing formula's 1.2·√(2·1.3²) = 2.21 mm.
 */
function expectedTapeMetres(): number {
  const d = Math.max(1.2 * Math.sqrt(2 * 1.3 * 1.3), 2 * 1.3)
  const pitch = 19 * 0.5
  const perMm = Math.hypot(Math.PI * (d + 0.13), pitch) / pitch
  return Math.round(100 * perMm) / 1000
}

describe('assemblyTable', () => {
  it('lays wires, fills connectors cavity by cavity, joins splices, then tapes and clips', () => {
    const doc = new Editor(smallHarness(harness)).doc
    const steps = assemblyTable(doc, deriveHarness(doc))
    expect(steps.map((s) => [s.step, s.operation, s.object, s.position, s.wires, s.partNumber, s.quantity, s.unit, s.note])).toEqual([
      [1, 'layWire', 'LOST', '', 'LOST', '', 1, 'pc', 'cannotConnectToGraph'],
      [2, 'layWire', 'W1', 'NA-J > J-NB', 'W1', 'FLRYB-0.35', 1, 'pc', ''],
      [3, 'layWire', 'W2', 'NA-J > J-NS', 'W2', 'FLRYB-0.35', 1, 'pc', ''],
      [4, 'layWire', 'W10', 'J-NB > J-NS', 'W10', 'FLRYB-0.5', 1, 'pc', ''],
      [5, 'fitSeal', 'X1', '1', 'W1', 'SEAL-1', 1, 'pc', ''],
      [6, 'insertTerminal', 'X1', '1', 'W1', 'TRM-064', 1, 'pc', ''],
      [7, 'insertTerminal', 'X1', '2', 'W2', 'TRM-064', 1, 'pc', ''],
      [8, 'insertTerminal', 'X1', '3', 'LOST', '', 1, 'pc', 'no terminal on this wire end'],
      [9, 'fitPlug', 'X1', '4', '', 'PLUG-1', 1, 'pc', ''],
      [10, 'insertTerminal', 'X2', '1', 'W1', 'TRM-064', 1, 'pc', ''],
      [11, 'insertTerminal', 'X2', '2', 'W10', 'TRM-15', 1, 'pc', ''],
      [12, 'insertTerminal', 'X9', '1', 'LOST', '', 1, 'pc', 'no terminal on this wire end'],
      [13, 'joinSplice', 'SP1', 'NS', 'W2, W10', 'SPL-1', 1, 'pc', ''],
      [14, 'wrapTape', 'P1', 'NA-J 0–100 mm', '', 'TAPE-19', expectedTapeMetres(), 'm', ''],
      [15, 'fitClip', 'C1', 'J-NB @ 25 mm', '', 'CLIP-8', 1, 'pc', ''],
    ])
    expect(expectedTapeMetres()).toBeCloseTo(0.135, 3)
    expect(steps[13]).toMatchObject({ segment: 'NA-J', from: 0, to: 100, ids: ['P1', 'NA-J'] })
    expect(steps[14]).toMatchObject({ segment: 'J-NB', from: 25, to: 25, ids: ['C1', 'J-NB'] })
    expect(steps[5]).toMatchObject({ segment: '', from: null, to: null, ids: ['T1', 'W1', 'X1:1'] })
  })
})
