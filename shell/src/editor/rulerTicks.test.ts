import { describe, expect, it } from 'vitest'
import { gridStep, niceStep, tickLabel, ticksBetween } from './rulerTicks'

describe('ruler ticks and grid', () => {
  it('picks 1, 2 or 5 times a power of ten, marks at least minPx apart', () => {
    expect(niceStep(0.5, 50)).toBe(100)
    expect(niceStep(3, 50)).toBe(20)
    expect(niceStep(1, 50)).toBe(50)
    expect(niceStep(0.001, 50)).toBe(50_000)
    expect(niceStep(200, 50)).toBeCloseTo(0.5, 9)
  })

  it('lists the multiples of a step in a range', () => {
    expect(ticksBetween(-25, 60, 20)).toEqual([-20, 0, 20, 40, 60])
    expect(ticksBetween(0, 10, 0)).toEqual([])
    expect(ticksBetween(0, 1e9, 1, 3)).toEqual([0, 1, 2])
  })

  it('thins the grid by tens when its lines would crowd', () => {
    expect(gridStep(10, 1, 8)).toBe(10)
    expect(gridStep(10, 0.5, 8)).toBe(100)
    expect(gridStep(10, 0.005, 8)).toBe(10_000)
    expect(gridStep(0, 1, 8)).toBe(0)
  })

  it('labels ticks with the decimals their step needs', () => {
    expect(tickLabel(120, 20)).toBe('120')
    expect(tickLabel(0.5, 0.5)).toBe('0.5')
    expect(tickLabel(0.25, 0.05)).toBe('0.25')
  })
})
