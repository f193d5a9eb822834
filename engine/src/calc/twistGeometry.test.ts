import { describe, expect, it } from 'vitest'
import { GEOMETRY_TOLERANCE } from './numberChecks'
import {
  MAX_WIRES_PER_LAYER,
  SHEATH_PITCH,
  TOP_PARENT_DEFAULTS,
  groupPitch,
  helixTakeUpFactor,
  layerClearance,
  layoutWireTree,
  sampleHelix,
  topParentGroup,
  twistLayout,
  type Vec3,
} from './twistGeometry'
import { twistTakeUpFactor } from './wireLength'

const same = (n: number, d: number) => Array<number>(n).fill(d)

describe('twistLayout layers', () => {
  it('keeps at most 6 wires per layer, the innermost layer taking the remainder', () => {
    const counts = (n: number) => twistLayout({ mtype: 'twisted', memberDiameters: same(n, 1.6), pitch: 25 }).layers.map((l) => l.members.length)
    expect(counts(1)).toEqual([1])
    expect(counts(2)).toEqual([2])
    expect(counts(6)).toEqual([6])
    expect(counts(7)).toEqual([1, 6])
    expect(counts(12)).toEqual([6, 6])
    expect(counts(13)).toEqual([1, 6, 6])
    expect(counts(20)).toEqual([2, 6, 6, 6])
    for (let n = 1; n <= 40; n++) {
      const layout = twistLayout({ mtype: 'twisted', memberDiameters: same(n, 1), pitch: 30 })
      expect(layout.layers.length).toBe(Math.ceil(n / MAX_WIRES_PER_LAYER))
      expect(layout.layers.every((l) => l.members.length <= MAX_WIRES_PER_LAYER)).toBe(true)
      expect(layout.members.map((m) => m.member)).toEqual([...Array(n).keys()])
    }
  })

  it('puts a pair at radius d/2, so its take-up matches the twisted-pair factor', () => {
    const pair = twistLayout({ mtype: 'twisted', memberDiameters: [1.6, 1.6], pitch: 25 })
    expect(pair.layers[0]!.radius).toBeCloseTo(0.8, 12)
    expect(pair.members[0]!.takeUpFactor).toBeCloseTo(twistTakeUpFactor(1.6, 25), 12)
    expect(pair.members[0]!.takeUpFactor.toFixed(3)).toBe('1.020')
    expect(pair.members.map((m) => m.phase)).toEqual([0, Math.PI])
    expect(pair.outerDiameter).toBeCloseTo(3.2, 12)
  })

  it('computes the ring radii (d + g)/(2·sin(π/k)) and the 1 + 6 stranding', () => {
    const three = twistLayout({ mtype: 'twisted', memberDiameters: same(3, 2), pitch: 40, gap: 0.5 })
    expect(three.layers[0]!.radius).toBeCloseTo(2.5 / Math.sqrt(3), 12)
    const seven = twistLayout({ mtype: 'twisted', memberDiameters: same(7, 1), pitch: 40 })
    expect(seven.layers.map((l) => l.radius)).toEqual([0, expect.closeTo(1, 12)])
    expect(seven.outerDiameter).toBeCloseTo(3, 12)
    const single = twistLayout({ mtype: 'twisted', memberDiameters: [2.2], pitch: 40 })
    expect(single.layers[0]!.radius).toBe(0)
    expect(single.outerDiameter).toBe(2.2)
  })

  it('keeps adjacent wires of a layer apart (centre distance ≥ od − 1e-6) for mixed diameters and gaps', () => {
    let seed = 1
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
    for (let trial = 0; trial < 200; trial++) {
      const n = 1 + Math.floor(rand() * 30)
      const diameters = Array.from({ length: n }, () => 0.3 + rand() * 4)
      const gap = rand() < 0.3 ? 0 : rand()
      const layout = twistLayout({ mtype: 'twisted', memberDiameters: diameters, pitch: 20 + rand() * 100, gap })
      expect(layerClearance(layout, diameters)).toBeGreaterThanOrEqual(-GEOMETRY_TOLERANCE)
      // Members of different layers clear each other radially too.
      for (let j = 1; j < layout.layers.length; j++) {
        const inner = layout.layers[j - 1]!
        const outer = layout.layers[j]!
        expect(outer.radius - inner.radius).toBeGreaterThanOrEqual((inner.maxDiameter + outer.maxDiameter) / 2 + gap - GEOMETRY_TOLERANCE)
      }
    }
  })

  it('touches exactly at gap 0 (the tightest ring)', () => {
    const six = twistLayout({ mtype: 'twisted', memberDiameters: same(6, 1.2), pitch: 30 })
    expect(Math.abs(layerClearance(six, same(6, 1.2)))).toBeLessThanOrEqual(GEOMETRY_TOLERANCE)
  })
})

describe('pitches and top-parent defaults', () => {
  it('fixes sheathed and shielded pitch at 500 mm whatever is given', () => {
    expect(SHEATH_PITCH).toBe(500)
    expect(groupPitch('sheathed', 80)).toBe(500)
    expect(groupPitch('shielded')).toBe(500)
    expect(twistLayout({ mtype: 'shielded', memberDiameters: [1, 1, 1], pitch: 12 }).members.every((m) => m.pitch === 500)).toBe(true)
  })

  it('takes the given pitch for twisted groups and requires one', () => {
    expect(groupPitch('twisted', 25)).toBe(25)
    expect(() => groupPitch('twisted')).toThrow(/needs a pitch/)
    expect(() => groupPitch('twisted', 0)).toThrow(RangeError)
  })

  it('groups top parents with pitch 500, od 1, gap 0.5', () => {
    expect(TOP_PARENT_DEFAULTS).toEqual({ pitch: 500, od: 1, gap: 0.5 })
    const group = topParentGroup([1, 1])
    expect(group).toMatchObject({ mtype: 'topparent', pitch: 500, od: 1, gap: 0.5 })
    const layout = twistLayout(group)
    expect(layout.pitch).toBe(500)
    expect(layout.gap).toBe(0.5)
    expect(layout.layers[0]!.radius).toBeCloseTo(0.75, 12)
    expect(twistLayout({ mtype: 'topparent', memberDiameters: [1, 1] }).gap).toBe(0.5)
  })

  it('rejects bad member diameters and gaps', () => {
    expect(() => twistLayout({ mtype: 'twisted', memberDiameters: [1, 0], pitch: 20 })).toThrow(/memberDiameters\[1\]/)
    expect(() => twistLayout({ mtype: 'twisted', memberDiameters: [1], pitch: 20, gap: -1 })).toThrow(RangeError)
    expect(twistLayout({ mtype: 'twisted', memberDiameters: [], pitch: 20 }).outerDiameter).toBe(0)
  })
})

describe('layoutWireTree', () => {
  it('lays out a shielded cable of two twisted pairs bottom-up', () => {
    const pair = { mtype: 'twisted' as const, pitch: 25, children: [{ od: 1.6 }, { od: 1.6 }] }
    const cable = layoutWireTree({ mtype: 'shielded', od: 8, children: [pair, pair] })
    expect(cable.children[0]!.od).toBeCloseTo(3.2, 12)
    expect(cable.layout!.pitch).toBe(500)
    expect(cable.layout!.layers[0]!.radius).toBeCloseTo(1.6, 12)
    expect(cable.od).toBe(8)
    const bare = layoutWireTree({ mtype: 'sheathed', od: 2, children: [pair, pair] })
    expect(bare.od).toBeCloseTo(6.4, 12)
    expect(() => layoutWireTree({})).toThrow(/needs an od/)
    expect(() => layoutWireTree({ children: [{ od: 1 }] })).toThrow(/needs an mtype/)
  })
})

describe('sampleHelix', () => {
  const straight: Vec3[] = [[0, 0, 0], [0, 0, 100]]

  it('stays at the helix radius from a straight path and advances one turn per pitch', () => {
    const pts = sampleHelix(straight, { radius: 0.8, pitch: 25, phase: 0 })
    expect(pts.length).toBe(65)
    for (const p of pts) expect(Math.hypot(p[0], p[1])).toBeCloseTo(0.8, 9)
    // After a full pitch the member is back at its starting angle.
    expect(pts[16]![2]).toBeCloseTo(25, 9)
    expect(pts[16]![0]).toBeCloseTo(pts[0]![0], 9)
    expect(pts[16]![1]).toBeCloseTo(pts[0]![1], 9)
    // The polyline length approaches take-up × path length.
    let length = 0
    for (let i = 1; i < pts.length; i++) length += Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1], pts[i]![2] - pts[i - 1]![2])
    expect(length / 100).toBeCloseTo(helixTakeUpFactor(0.8, 25), 2)
  })

  it('keeps the angle frozen in the head and tail untwist lengths', () => {
    const pts = sampleHelix(straight, { radius: 1, pitch: 25, phase: Math.PI / 2 }, { headUntwist: 20, tailUntwist: 30 })
    const at = (z: number) => pts.find((p) => Math.abs(p[2] - z) < 1e-9)!
    expect(at(0)[0]).toBeCloseTo(at(12.5)[0], 9)
    expect(at(0)[1]).toBeCloseTo(at(12.5)[1], 9)
    expect(at(75)[0]).toBeCloseTo(at(100)[0], 9)
    expect(at(75)[1]).toBeCloseTo(at(100)[1], 9)
  })

  it('follows a bent path at the helix radius from each piece', () => {
    const bent: Vec3[] = [[0, 0, 0], [100, 0, 0], [100, 100, 0], [100, 100, 0]]
    const pts = sampleHelix(bent, { radius: 2, pitch: 50, phase: 0 })
    const second = pts.filter((p) => p[1] > 3) // the first piece stays within |y| ≤ 2
    expect(second.length).toBeGreaterThan(0)
    for (const p of second) expect(Math.hypot(p[0] - 100, p[2])).toBeCloseTo(2, 9)
    expect(() => sampleHelix([[0, 0, 0]], { radius: 1, pitch: 10, phase: 0 })).toThrow(RangeError)
    expect(() => sampleHelix([[0, 0, 0], [0, 0, 0]], { radius: 1, pitch: 10, phase: 0 })).toThrow(RangeError)
  })
})
