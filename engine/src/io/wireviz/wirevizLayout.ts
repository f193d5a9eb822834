/**
 * Where the connectors and the cables' branch nodes of an imported WireViz harness go on the
 * sheet, in columns as WireViz's diagram puts them (Graphviz, left to right): in a connection set
 * the item before a cable is left of it and the item after it right of it, and a mate arrow puts
 * its left connector before its right one.
 *
 * Columns are the longest-path layering of those left-to-right relations: an item's column is one
 * more than the largest column of the items left of it. Where the relations form a cycle (X1 → W1
 * → X2 and X2 → W2 → X1), the relation that closes the cycle in a depth-first walk (items in
 * order of first appearance) is ignored. Within a column, items are stacked top to bottom, each
 * in a box as tall as its pins need, with a gap between boxes, so no two connectors overlap.
 * Positions are sheet millimetres, x to the right and y down.
 */
import type { SheetPoint } from '../../model/records'
import type { WirevizHarness } from './wirevizHarness'

/** Horizontal distance between columns, in mm. */
export const COLUMN_PITCH_MM = 80
/** Vertical space per connector pin, in mm. */
export const PIN_PITCH_MM = 5
/** Height of a box beyond its pins (title), and of a cable's branch node, in mm. */
export const BOX_MARGIN_MM = 10
/** Vertical gap between two boxes of one column, in mm. */
export const BOX_GAP_MM = 10

/** The placement of one connector or cable: its column, its box (top and height) and its node's point. */
export interface LayoutBox {
  readonly column: number
  readonly top: number
  readonly height: number
  /** Where the item's node is drawn: the column's x and the middle of the box, in mm. */
  readonly position: SheetPoint
}

/** The placement of every connector and cable of a harness, by designator. */
export type WirevizLayout = ReadonlyMap<string, LayoutBox>

/** Designators in order of first appearance in connections and mates, then any others in creation order. */
function appearanceOrder(harness: WirevizHarness): string[] {
  const seen = new Set<string>()
  const add = (name: string | undefined) => {
    if (name !== undefined) seen.add(name)
  }
  for (const c of harness.connections) {
    add(c.from?.connector)
    add(c.cable)
    add(c.to?.connector)
  }
  for (const m of harness.mates) {
    add(m.from.connector)
    add(m.to.connector)
  }
  for (const c of harness.connectors) add(c.name)
  for (const c of harness.cables) add(c.name)
  return [...seen]
}

/** The left-to-right relations (index of the left item → indexes of the right items), without repeats. */
function relations(harness: WirevizHarness, indexOf: ReadonlyMap<string, number>): number[][] {
  const next: Set<number>[] = Array.from({ length: indexOf.size }, () => new Set<number>())
  const link = (left: string, right: string) => {
    const a = indexOf.get(left)!
    const b = indexOf.get(right)!
    if (a !== b) next[a]!.add(b)
  }
  for (const c of harness.connections) {
    if (c.from) link(c.from.connector, c.cable)
    if (c.to) link(c.cable, c.to.connector)
  }
  for (const m of harness.mates) link(m.from.connector, m.to.connector)
  return next.map((s) => [...s])
}

/**
 * Columns by longest path after dropping the relations that close a cycle (iterative DFS, see the
 * module comment), and for each item the items left of it by the relations kept.
 */
function columns(next: readonly (readonly number[])[]): { column: number[]; previous: number[][] } {
  const n = next.length
  const state = new Uint8Array(n) // 0 unvisited, 1 on the walk, 2 done
  const kept: number[][] = Array.from({ length: n }, () => [])
  const finished: number[] = []
  for (let root = 0; root < n; root++) {
    if (state[root] !== 0) continue
    const stack: [number, number][] = [[root, 0]]
    state[root] = 1
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!
      const [v, i] = top
      if (i === next[v]!.length) {
        stack.pop()
        state[v] = 2
        finished.push(v)
        continue
      }
      top[1] = i + 1
      const w = next[v]![i]!
      if (state[w] === 1) continue // closes a cycle: ignored
      kept[v]!.push(w)
      if (state[w] === 0) {
        state[w] = 1
        stack.push([w, 0])
      }
    }
  }
  const column = new Array<number>(n).fill(0)
  const previous: number[][] = Array.from({ length: n }, () => [])
  for (let k = finished.length - 1; k >= 0; k--) {
    const v = finished[k]!
    for (const w of kept[v]!) {
      column[w] = Math.max(column[w]!, column[v]! + 1)
      previous[w]!.push(v)
    }
  }
  return { column, previous }
}

/**
 * Lays out the connectors and cables of `harness` (see the module comment). Columns are filled
 * left to right; an item aims for the mean height of the items left of it (so a cable sits level
 * with the connectors it leaves), items of a column are stacked in the order of those heights
 * (ties and unlinked items in order of first appearance), and none moves up into the box above it.
 */
export function layoutWirevizHarness(harness: WirevizHarness): WirevizLayout {
  const order = appearanceOrder(harness)
  const indexOf = new Map(order.map((name, i) => [name, i]))
  const { column, previous } = columns(relations(harness, indexOf))
  const pins = new Map(harness.connectors.map((c) => [c.name, c.template.pincount]))
  const byColumn: number[][] = []
  order.forEach((_, i) => (byColumn[column[i]!] ??= []).push(i))
  const centre = new Float64Array(order.length)
  const out = new Map<string, LayoutBox>()
  byColumn.forEach((items, col) => {
    const aim = new Map(items.map((i) => {
      const left = previous[i]!
      return [i, left.length === 0 ? Infinity : left.reduce((sum, v) => sum + centre[v]!, 0) / left.length]
    }))
    items.sort((a, b) => aim.get(a)! - aim.get(b)! || a - b)
    let cursor = 0
    for (const i of items) {
      const count = pins.get(order[i]!)
      const height = count === undefined ? BOX_MARGIN_MM : BOX_MARGIN_MM + count * PIN_PITCH_MM
      const wanted = aim.get(i)!
      const top = Number.isFinite(wanted) ? Math.max(cursor, wanted - height / 2) : cursor
      cursor = top + height + BOX_GAP_MM
      centre[i] = top + height / 2
      out.set(order[i]!, { column: col, top, height, position: [col * COLUMN_PITCH_MM, top + height / 2] })
    }
  })
  return out
}
