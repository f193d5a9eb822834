import { describe, expect, it } from 'vitest'
import type { CatalogPart } from '@harness/protocol'
import type { Wrapping } from '@harness/engine'
import { generic, partRangeProblem, proposedTubeDiameter, tubeFitProblem, withMaterial, withWinding, wrappingOfPart } from './wrapChoice'

/** A library protection part as the catalogue gives it. */
const part = (partNumber: string, params: CatalogPart['params'], status: CatalogPart['status'] = 'normal'): CatalogPart =>
  ({ partNumber, kind: 'protection', description: `${partNumber} desc`, status, params, links: {} })

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

  it('takes a library part\'s material, sizes and numbers; a tube part without a wall gets its material\'s usual one', () => {
    expect(wrappingOfPart(part('HB-PR-HS-6', { material: 'heatShrinkTube', winding: 'tube', innerDiameter: 6, bundleDiameterMin: 2, bundleDiameterMax: 5.5 }))).toEqual({
      material: 'heatShrinkTube', winding: 'tube', width: 6, thickness: 0.5, overlap: 0, partNumber: 'HB-PR-HS-6', description: 'HB-PR-HS-6 desc',
    })
    expect(wrappingOfPart(part('HB-PR-DT-19', { material: 'ductTape', winding: 'overlap', width: 19, thickness: 0.3 }))).toMatchObject({
      material: 'ductTape', winding: 'overlap', width: 19, thickness: 0.3, overlap: 0.5, partNumber: 'HB-PR-DT-19',
    })
    // A tape the library winds spaced or spot-tapes gets that winding's usual gap or pitch.
    expect(wrappingOfPart(part('T-SP', { material: 'pvcTape', winding: 'spot', width: 9 }))).toMatchObject({ winding: 'spot', pitch: 75, overlap: 0, thickness: 0.13 })
    // Not a usable protection: invalid, another material, a tube without its inner diameter, another kind.
    expect(wrappingOfPart(part('X', { material: 'pvcTape' }, 'invalid'))).toBeNull()
    expect(wrappingOfPart(part('X', { material: 'paper' }))).toBeNull()
    expect(wrappingOfPart(part('X', { material: 'pvcTube', winding: 'tube' }))).toBeNull()
    expect(wrappingOfPart({ ...part('X', { material: 'pvcTape' }), kind: 'clip' })).toBeNull()
  })

  it('makes the wrapping generic when the material or a size changes, and keeps the part through a tape winding', () => {
    const duct = wrappingOfPart(part('HB-PR-DT-19', { material: 'ductTape', winding: 'overlap', width: 19, thickness: 0.3 }))!
    expect(withWinding(duct, 'doubleOverlap', 5)).toMatchObject({ winding: 'doubleOverlap', partNumber: 'HB-PR-DT-19' })
    expect(withMaterial(duct, 'pvcTape', 5).partNumber).toBeUndefined()
    expect(withWinding(duct, 'tube', 5).partNumber).toBeUndefined()
    expect(generic(duct)).toEqual({ material: 'ductTape', winding: 'overlap', width: 19, thickness: 0.3, overlap: 0.5 })
  })

  it('says when the selected bundles are outside the range a part is made for', () => {
    const hs6 = part('HB-PR-HS-6', { material: 'heatShrinkTube', innerDiameter: 6, bundleDiameterMin: 2, bundleDiameterMax: 5.5 })
    expect(partRangeProblem(hs6, 7.1)).toEqual({ min: 2, max: 5.5, bundle: 7.1 })
    expect(partRangeProblem(hs6, 1.2)).toEqual({ min: 2, max: 5.5, bundle: 1.2 })
    expect(partRangeProblem(hs6, 4)).toBeNull()
    expect(partRangeProblem(hs6, 0)).toBeNull()
    expect(partRangeProblem(part('T', { material: 'pvcTape' }), 30)).toBeNull()
  })
})
