import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { DEFAULT_SETTINGS, pageDimensions } from './defaults'
import { PAGE_MARGIN_MM, pageFor, placeOnPage } from './placeOnPage'
import type { HarnessRecord, NodeRecord, SegmentRecord, SettingsRecord } from './records'

const settingsOf = (records: readonly HarnessRecord[]) => records.find((r): r is SettingsRecord => r.typeName === 'settings')!
const node = (records: readonly HarnessRecord[], id: string) => records.find((r): r is NodeRecord => r.id === id)!

describe('placeOnPage', () => {
  it('picks the smallest A format that holds the drawing with its margins, landscape when wider', () => {
    expect(pageFor(200, 100)).toMatchObject({ pageSize: 'a4', landscape: true })
    expect(pageFor(100, 200)).toMatchObject({ pageSize: 'a4', landscape: false })
    expect(pageFor(500, 300)).toMatchObject({ pageSize: 'a2', landscape: true })
    expect(pageFor(600, 300)).toMatchObject({ pageSize: 'a1', landscape: true })
    // Beyond A0: a custom page of the drawing and its margins, in whole centimetres.
    expect(pageFor(3000, 400)).toEqual({ pageSize: 'custom', landscape: false, customPageWidth: 3040, customPageHeight: 440 })
  })

  it('moves a drawing far from the origin a margin inside the page, and gives the page in the settings', () => {
    // Nodes where a vehicle has them: x 2400-3000, y -150 (up) to 100.
    const records = harness().node('A', 'connector', [2400, -150]).node('B', 'connector', [3000, 100]).segment('A', 'B', 700).records
    const placed = placeOnPage(records)
    expect(node(placed, 'A').position).toEqual([PAGE_MARGIN_MM, PAGE_MARGIN_MM])
    expect(node(placed, 'B').position).toEqual([620, 270])
    const settings = settingsOf(placed)
    expect(settings).toMatchObject({ pageSize: 'a1', landscape: true, grid: DEFAULT_SETTINGS.grid })
    const [width, height] = pageDimensions(settings)
    expect(620 + PAGE_MARGIN_MM).toBeLessThanOrEqual(width)
    expect(270 + PAGE_MARGIN_MM).toBeLessThanOrEqual(height)
    // Lengths are the segments' own: unchanged.
    expect(placed.find((r): r is SegmentRecord => r.typeName === 'segment')!.length).toBe(700)
  })

  it('moves bend points, labels and tables with the nodes, keeps other settings, and changes nothing placed twice', () => {
    const records: HarnessRecord[] = harness().node('A', 'branch', [1000, 1000]).node('B', 'branch', [1100, 1000]).segment('A', 'B', 100).records
      .map((r) => (r.typeName === 'segment' ? { ...r, points: [[1050, 980]] as const } : r) as HarnessRecord)
    records.push({ ...DEFAULT_SETTINGS, unit: 1 } as SettingsRecord)
    const placed = placeOnPage(records)
    expect(placed.find((r): r is SegmentRecord => r.typeName === 'segment')!.points).toEqual([[70, 20]])
    expect(node(placed, 'A').position).toEqual([20, 40])
    expect(settingsOf(placed)).toMatchObject({ unit: 1, pageSize: 'a4', landscape: true })
    expect(placed.filter((r) => r.typeName === 'settings')).toHaveLength(1)
    expect(placeOnPage(placed)).toEqual(placed)
    // Nothing drawn: nothing changes.
    expect(placeOnPage([])).toEqual([])
  })
})
