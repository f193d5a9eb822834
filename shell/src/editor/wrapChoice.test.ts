import { describe, expect, it } from 'vitest'
import type { Wrapping } from '@harness/engine'
import { proposedTubeDiameter, tubeFitProblem, withMaterial, withWinding } from './wrapChoice'

const tape: Wrapping = { material: 'pvcTape', winding: 'overlap', width: 19, thickness: 0.13, overlap: 0.5, gap: 20, pitch: 75 }

describe('the wrap dialog\'s picks', () => {
  it('makes a tube of a tube material, its inner diameter clearing the bundle, never the tape\'s width', () => {
    const tube = withMaterial(tape, 'corrugatedTubeSlit', 2.9)
    expect(tube).toMatchObject({ material: 'corrugatedTubeSlit', winding: 'tube', width: 4, thickness: 0.3, overlap: 0 })
    expect(withMaterial(tape, 'heatShrinkTube', 8.6)).toMatchObject({ winding: 'tube', width: 10, thickness: 0.5 })
    // Back to a tape: its usual size again.
    expect(withMaterial(tube, 'ductTape', 2.9)).toMatchObject({ material: 'ductTape', winding: 'overlap', width: 19, thickness: 0.13, overlap: 0.5 })
  })

  it('keeps what was typed when the pick stays of the same kind', () => {
    expect(withMaterial({ ...tape, width: 25 }, 'ductTape', 3)).toMatchObject({ material: 'ductTape', width: 25, winding: 'overlap' })
    const tube = { ...withMaterial(tape, 'pvcTube', 3), width: 12 }
    expect(withMaterial(tube, 'corrugatedTube', 3)).toMatchObject({ material: 'corrugatedTube', width: 12 })
    expect(withWinding(tape, 'spaced', 3)).toMatchObject({ winding: 'spaced', width: 19, material: 'pvcTape' })
  })

  it('takes a tube material with the tube winding and a tape with a tape winding', () => {
    expect(withWinding(tape, 'tube', 5)).toMatchObject({ material: 'corrugatedTube', winding: 'tube', width: 6 })
    expect(withWinding(withWinding(tape, 'tube', 5), 'spiral', 5)).toMatchObject({ material: 'pvcTape', winding: 'spiral', width: 19 })
  })

  it('proposes whole millimetres with 15 % room, at least 4, and says when a tube is narrower than the bundle', () => {
    expect([0, 2.9, 3.5, 8.6, 20].map(proposedTubeDiameter)).toEqual([4, 4, 5, 10, 23])
    const tube = withMaterial(tape, 'pvcTube', 3)
    expect(tubeFitProblem({ ...tube, width: 3 }, 4.2)).toEqual({ inner: 3, bundle: 4.2 })
    expect(tubeFitProblem(tube, 3)).toBeNull()
    expect(tubeFitProblem(tape, 30)).toBeNull()
  })
})
