import { describe, expect, it } from 'vitest'
import { bundleArea, bundleDiameter, coveredDiameter, equalWireFactor, tapeLayerCount } from './bundleDiameter'

const rayfast = [1.19, 1.19, 1.19, 1.4, 1.4, 1.4, 1.4, 1.4, 1.65]

describe('bundleDiameter', () => {
  it('reproduces the IS-Rayfast worked example 3×1.19 + 5×1.40 + 1×1.65 mm → 4.9 mm (B2)', () => {
    const r = bundleDiameter(rayfast)
    expect(r.basis).toBe('packing')
    expect(Math.abs(r.diameter - 4.9)).toBeLessThanOrEqual(0.05)
    expect(r.diameter).toBeCloseTo(1.2 * Math.sqrt(16.7708), 6)
  })

  it('uses k for the packing method and √Σd² for the area-equivalent method (B1)', () => {
    expect(bundleDiameter([3, 4], { method: 'areaEquivalent' })).toEqual({ diameter: 5, basis: 'areaEquivalent' })
    expect(bundleDiameter([3, 4, 5, 6], { method: 'packing', k: 1.27 }).diameter).toBeCloseTo(1.27 * Math.sqrt(86), 12)
  })

  it('never packs below the two thickest wires side by side (the packing factor is for many wires)', () => {
    // 1.27·√(9 + 16) = 6.35 mm, but a 3 mm and a 4 mm wire touching are 7 mm across.
    expect(bundleDiameter([3, 4], { method: 'packing', k: 1.27 })).toEqual({ diameter: 7, basis: 'packing' })
    expect(bundleDiameter([1.4, 1.4]).diameter).toBeCloseTo(2.8, 12)
    // Three: 1.2·√(3·1.96) = 2.91 mm against 2.8 mm side by side.
    expect(bundleDiameter([1.4, 1.4, 1.4]).diameter).toBeCloseTo(1.2 * Math.sqrt(3 * 1.96), 12)
    // The area-equivalent method stays the no-void lower bound it is named for.
    expect(bundleDiameter([3, 4], { method: 'areaEquivalent' }).diameter).toBe(5)
  })

  it('takes one wire as its own bundle by every method (no room between wires to pack)', () => {
    expect(bundleDiameter([1.4])).toEqual({ diameter: 1.4, basis: 'packing' })
    expect(bundleDiameter([1.4], { method: 'packing', k: 1.5 }).diameter).toBe(1.4)
    expect(bundleDiameter([1.4], { method: 'areaEquivalent' }).diameter).toBe(1.4)
    expect(bundleDiameter([1.4], { method: 'equalWireTable' }).diameter).toBe(1.4)
    // Two wires lie side by side.
    expect(bundleDiameter([1.4, 1.4]).diameter).toBeCloseTo(2.8, 9)
  })

  it('holds the IS-Rayfast equal-wire table (B4)', () => {
    const expected: [number, number][] = [
      [1, 1], [2, 2], [3, 2.16], [4, 2.41], [5, 2.7], [6, 3], [7, 3], [8, 3.6], [9, 4], [12, 4],
      [13, 4.41], [14, 4.41], [15, 4.7], [16, 4.7], [17, 5], [19, 5], [20, 5.31], [21, 5.31],
      [22, 5.61], [24, 5.61], [25, 6], [27, 6], [28, 6.41], [30, 6.41], [31, 6.7], [33, 6.7],
      [34, 7], [37, 7], [38, 7.31], [40, 7.31], [41, 7.61], [44, 7.61], [45, 8], [48, 8],
      [49, 8.41], [52, 8.41], [53, 8.7], [56, 8.7], [57, 9], [61, 9],
    ]
    for (const [n, f] of expected) expect(equalWireFactor(n), `n = ${n}`).toBe(f)
    expect(equalWireFactor(0)).toBe(0)
    expect(equalWireFactor(62)).toBeNull()
    expect(() => equalWireFactor(2.5)).toThrow(RangeError)
  })

  it('applies the table to equal wires: 7 × 1.6 mm → 4.8 mm', () => {
    const r = bundleDiameter(Array(7).fill(1.6), { method: 'equalWireTable' })
    expect(r.basis).toBe('equalWireTable')
    expect(r.diameter).toBeCloseTo(4.8, 12)
  })

  it('falls back to packing for unequal wires unless the largest diameter is asked for', () => {
    const fallback = bundleDiameter(rayfast, { method: 'equalWireTable' })
    expect(fallback).toEqual(bundleDiameter(rayfast))
    const largest = bundleDiameter(rayfast, { method: 'equalWireTable', unequal: 'largest' })
    expect(largest.basis).toBe('equalWireTableLargest')
    expect(largest.diameter).toBeCloseTo(4 * 1.65, 12)
  })

  it('treats diameters within the geometry tolerance as equal', () => {
    const r = bundleDiameter([1.6, 1.6 + 5e-7], { method: 'equalWireTable' })
    expect(r.basis).toBe('equalWireTable')
  })

  it('falls back to packing above 61 wires', () => {
    const r = bundleDiameter(Array(62).fill(1), { method: 'equalWireTable' })
    expect(r.basis).toBe('packing')
    expect(r.diameter).toBeCloseTo(1.2 * Math.sqrt(62), 12)
  })

  it('gives 0 for a segment without wires', () => {
    expect(bundleDiameter([])).toEqual({ diameter: 0, basis: 'none' })
    expect(bundleDiameter([], { method: 'equalWireTable' }).diameter).toBe(0)
  })

  it('throws a RangeError for negative, NaN or infinite diameters and a bad k', () => {
    expect(() => bundleDiameter([1, -0.5])).toThrow(/wire diameter \[1\] must be ≥ 0/)
    expect(() => bundleDiameter([Number.NaN])).toThrow(RangeError)
    expect(() => bundleDiameter([Number.POSITIVE_INFINITY])).toThrow(RangeError)
    expect(() => bundleDiameter([1], { method: 'packing', k: 0 })).toThrow(/k must be > 0/)
  })
})

describe('coveredDiameter', () => {
  it('adds 1/(1−r) tape thicknesses per side (B7)', () => {
    expect(tapeLayerCount(0.5)).toBe(2)
    expect(tapeLayerCount(0.5, true)).toBe(4)
    expect(tapeLayerCount(0)).toBe(1)
    const r = coveredDiameter(10, [{ kind: 'tape', thickness: 0.13, overlapRatio: 0.5 }])
    expect(r.diameter).toBeCloseTo(10.52, 12)
  })

  it('doubles the layers for KBL double overlap', () => {
    const r = coveredDiameter(10, [{ kind: 'tape', thickness: 0.13, overlapRatio: 0.5, doubleOverlap: true }])
    expect(r.diameter).toBeCloseTo(11.04, 12)
  })

  it('puts a tube at max(D, ID) + 2·wall and stacks layers innermost first', () => {
    const r = coveredDiameter(10, [
      { kind: 'tape', thickness: 0.2, overlapRatio: 0 },
      { kind: 'tube', innerDiameter: 13, wallThickness: 0.5 },
      { kind: 'tube', innerDiameter: 12, wallThickness: 1 },
    ])
    expect(r.afterLayer).toEqual([10.4, 14, 16])
    expect(r.diameter).toBe(16)
  })

  it('returns the bundle diameter without layers and rejects bad layers', () => {
    expect(coveredDiameter(4.9, [])).toEqual({ diameter: 4.9, afterLayer: [] })
    expect(() => coveredDiameter(10, [{ kind: 'tape', thickness: 0.1, overlapRatio: 1 }])).toThrow(RangeError)
    expect(() => coveredDiameter(-1, [])).toThrow(RangeError)
  })

  it('converts a diameter to the area KBL and VEC exchange (B8)', () => {
    expect(bundleArea(2)).toBeCloseTo(Math.PI, 12)
  })
})
