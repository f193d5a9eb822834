import { describe, expect, it } from 'vitest'
import {
  EMPIRICAL_TAPE_CORRECTION,
  heatShrinkFit,
  protectionMaterial,
  tapeLength,
  tapePerMetre,
  tapePitch,
  tubeCutLength,
  type TapeWinding,
} from './protectionMaterial'

/** The harness-domain 3.3 worked example: D = 10 mm, t = 0.13 mm, w = 19 mm. */
const D = 10
const tape = { width: 19, thickness: 0.13 }
const two = (x: number) => x.toFixed(2)

describe('tapePerMetre (worked example)', () => {
  it('gives 3.50 m/m at r = 0.5 and 3.57 with A = 1.02', () => {
    expect(tapePitch(tape, { kind: 'overlap', overlapRatio: 0.5 })).toBe(9.5)
    expect(two(tapePerMetre(D, tape, { kind: 'overlap', overlapRatio: 0.5 }))).toBe('3.50')
    expect(two(tapePerMetre(D, tape, { kind: 'overlap', overlapRatio: 0.5 }, EMPIRICAL_TAPE_CORRECTION))).toBe('3.57')
  })
  it('gives 2.45 m/m at r = 0.25', () => {
    expect(two(tapePerMetre(D, tape, { kind: 'overlap', overlapRatio: 0.25 }))).toBe('2.45')
  })
  it('gives 1.95 m/m butt-wound', () => {
    expect(two(tapePerMetre(D, tape, { kind: 'overlap', overlapRatio: 0 }))).toBe('1.95')
    expect(tapePerMetre(D, tape, { kind: 'spiral', gradient: 19 })).toBeCloseTo(tapePerMetre(D, tape, { kind: 'overlap', overlapRatio: 0 }), 12)
  })
  it('gives 1.23 m/m spaced with g = 25 mm (KBL on space and spare)', () => {
    expect(two(tapePerMetre(D, tape, { kind: 'onSpace', gap: 25 }))).toBe('1.23')
    expect(two(tapePerMetre(D, tape, { kind: 'spare', gap: 25 }))).toBe('1.23')
  })
  it('doubles for double overlap and is 1 for a longitudinal wrap', () => {
    const single = tapePerMetre(D, tape, { kind: 'overlap', overlapRatio: 0.5 })
    expect(tapePerMetre(D, tape, { kind: 'doubleOverlap', overlapRatio: 0.5 })).toBeCloseTo(2 * single, 12)
    expect(tapePerMetre(D, tape, { kind: 'longitudinal' })).toBe(1)
  })
  it('throws RangeError for impossible windings', () => {
    expect(() => tapePerMetre(D, tape, { kind: 'overlap', overlapRatio: 1 })).toThrow(RangeError)
    expect(() => tapePerMetre(D, tape, { kind: 'onSpace', gap: -1 })).toThrow(RangeError)
    expect(() => tapePerMetre(D, tape, { kind: 'spiral', gradient: 0 })).toThrow(RangeError)
    expect(() => tapePerMetre(Number.NaN, tape, { kind: 'spiral', gradient: 5 })).toThrow(RangeError)
    expect(() => tapePerMetre(D, { width: 0, thickness: 0.1 }, { kind: 'overlap', overlapRatio: 0.5 })).toThrow(RangeError)
  })
})

describe('tapeLength', () => {
  it('is A·L·rate plus 2·n_end turns of π·D_m', () => {
    const r = tapeLength({ protectedLength: 1000, bundleDiameter: D, tape, winding: { kind: 'overlap', overlapRatio: 0.5 }, correction: 1.02, endTurns: 2 })
    if (!r.ok) throw new Error('expected a quantity')
    const rate = tapePerMetre(D, tape, { kind: 'overlap', overlapRatio: 0.5 }, 1.02)
    expect(r.perMetre).toBe(rate)
    expect(r.length).toBeCloseTo(1000 * rate + 4 * Math.PI * 10.13, 9)
  })

  it('counts spot taping as (⌊L/e⌋ + 1)·k turns', () => {
    const r = tapeLength({ protectedLength: 300, bundleDiameter: D, tape, winding: { kind: 'spot', spacing: 100 } })
    expect(r).toMatchObject({ ok: true, perMetre: null })
    if (r.ok) expect(r.length).toBeCloseTo(4 * 3 * Math.PI * 10.13, 9)
    const five = tapeLength({ protectedLength: 299, bundleDiameter: D, tape, winding: { kind: 'spot', spacing: 100, turns: 5 } })
    if (five.ok) expect(five.length).toBeCloseTo(3 * 5 * Math.PI * 10.13, 9)
  })

  it('needs π·D + seam overlap of width for a longitudinal wrap', () => {
    const winding: TapeWinding = { kind: 'longitudinal', seamOverlap: 5 }
    const narrow = tapeLength({ protectedLength: 500, bundleDiameter: D, tape, winding })
    expect(narrow).toEqual({ ok: false, reason: 'tapeTooNarrow', minimumWidth: Math.PI * 10 + 5 })
    const wide = tapeLength({ protectedLength: 500, bundleDiameter: D, tape: { width: 40, thickness: 0.1 }, winding })
    expect(wide).toMatchObject({ ok: true, length: 500, perMetre: 1 })
  })
})

describe('tubeCutLength', () => {
  it('adds end allowances to braided and PET tube', () => {
    expect(tubeCutLength(250, { kind: 'braided', endAllowance: 10 })).toBe(270)
    expect(tubeCutLength(250, { kind: 'pet' })).toBe(250)
  })
  it('rounds corrugated tube cut on the wave up to the corrugation pitch', () => {
    expect(tubeCutLength(250, { kind: 'corrugated', endAllowance: 5, corrugationPitch: 4, cutOnWave: true })).toBe(260)
    expect(tubeCutLength(251, { kind: 'corrugated', corrugationPitch: 4, cutOnWave: true })).toBe(252)
    expect(tubeCutLength(252 + 1e-9, { kind: 'corrugated', corrugationPitch: 4, cutOnWave: true })).toBe(252)
    expect(tubeCutLength(251, { kind: 'corrugated', corrugationPitch: 4 })).toBe(251)
    expect(() => tubeCutLength(251, { kind: 'corrugated', cutOnWave: true })).toThrow(/corrugationPitch/)
  })
  it('divides heat-shrink by (1 − longitudinal shrinkage)', () => {
    expect(tubeCutLength(95, { kind: 'heatShrink', longitudinalShrinkage: 0.05 })).toBeCloseTo(100, 12)
    expect(tubeCutLength(40, { kind: 'heatShrink', longitudinalShrinkage: 0.2, endAllowance: 5 })).toBeCloseTo(62.5, 12)
    expect(() => tubeCutLength(40, { kind: 'heatShrink', longitudinalShrinkage: 1 })).toThrow(RangeError)
  })
  it('checks a heat-shrink size against the bundle', () => {
    expect(heatShrinkFit(8, 12, 6)).toEqual({ ok: true })
    expect(heatShrinkFit(13, 12, 6)).toEqual({ ok: false, reason: 'bundleAboveSuppliedDiameter' })
    expect(heatShrinkFit(5, 12, 6)).toEqual({ ok: false, reason: 'bundleBelowRecoveredDiameter' })
  })
})

describe('protectionMaterial (specification wrapping types)', () => {
  const L = 1000
  it('maps every tape wrapping type to its winding', () => {
    const rate = (w: TapeWinding) => tapePerMetre(D, tape, w as Exclude<TapeWinding, { kind: 'spot' }>)
    expect(protectionMaterial({ type: 'overlapTape', tape, overlapRatio: 0.5 }, L, D)).toMatchObject({ material: 'tape', perMetre: rate({ kind: 'overlap', overlapRatio: 0.5 }) })
    expect(protectionMaterial({ type: 'spacedTape', tape, gap: 25 }, L, D)).toMatchObject({ perMetre: rate({ kind: 'onSpace', gap: 25 }) })
    expect(protectionMaterial({ type: 'spiralTape', tape }, L, D)).toMatchObject({ perMetre: rate({ kind: 'spiral', gradient: 19 }) })
    expect(protectionMaterial({ type: 'spiralTape', tape, gap: 25 }, L, D)).toMatchObject({ perMetre: rate({ kind: 'spiral', gradient: 44 }) })
    expect(protectionMaterial({ type: 'pvcTape', tape, winding: { kind: 'doubleOverlap', overlapRatio: 0.5 } }, L, D)).toMatchObject({ perMetre: rate({ kind: 'doubleOverlap', overlapRatio: 0.5 }) })
    const duct = protectionMaterial({ type: 'ductTape', tape, winding: { kind: 'overlap', overlapRatio: 0.5 } }, L, D, { correction: 1.02 })
    expect(duct.ok && duct.material === 'tape' && two(duct.length / L)).toBe('3.57')
  })
  it('maps the tube wrapping types to cut lengths', () => {
    expect(protectionMaterial({ type: 'petTube', endAllowance: 10 }, L, D)).toEqual({ ok: true, material: 'tube', cutLength: 1020 })
    expect(protectionMaterial({ type: 'heatShrinkBraidedTube', longitudinalShrinkage: 0.2 }, 400, D)).toEqual({ ok: true, material: 'tube', cutLength: 500 })
    expect(protectionMaterial({ type: 'corrugatedTube', variant: 'slit', corrugationPitch: 3, cutOnWave: true }, 100, D)).toEqual({ ok: true, material: 'tube', cutLength: 102 })
  })
  it('passes a too-narrow longitudinal wrap through as a value', () => {
    expect(protectionMaterial({ type: 'pvcTape', tape, winding: { kind: 'longitudinal' } }, L, D)).toMatchObject({ ok: false, reason: 'tapeTooNarrow' })
  })
})
