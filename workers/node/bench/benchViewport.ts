import { LodTiles, type DocReader, type LodView, type NodeRecord, type SheetBox, type SpatialIndex } from '@harness/engine'
import { ms, percentiles, timed } from './measure'

/** The screen the viewport rows assume, in px (the canvas's benchmark viewport). */
export const SCREEN = { width: 1280, height: 720 } as const

/** One row of the viewport benchmark: a zoom (fit, a tenth, a hundredth of the drawing) and what its queries cost and return. */
export interface ViewportRow {
  readonly view: 'fit' | 'tenth' | 'hundredth'
  /** Screen px per sheet mm. */
  readonly scale: number
  /** Zoom step and level of detail of the answers. */
  readonly z: number
  readonly level: string
  /** Level-of-detail query at places seen for the first time (tiles built on request where not kept from open), ms. */
  readonly lodFirstMs: { p50: number; p95: number }
  /** The same places again (tiles cached), ms. */
  readonly lodMs: { p50: number; p95: number }
  /** Items returned (bundle strokes + connector points + listed records): median and most. */
  readonly lodItems: { p50: number; max: number }
  /** Tiles returned: most. */
  readonly lodTilesMax: number
  /** The plain query of the same boxes (every record whose bounds meet the box), ms, and the most records it returned. */
  readonly plainMs: { p50: number; p95: number }
  readonly plainRecordsMax: number
}

/** The viewport benchmark's answer: building the tiles kept from open, then one row per zoom. */
export interface ViewportBench {
  /** Building the coarse tiles afresh from the spatial index, as opening does, ms. */
  readonly lodBuildMs: number
  readonly lodEagerSteps: readonly number[]
  readonly rows: readonly ViewportRow[]
}

const items = (view: LodView) => view.tiles.reduce((n, t) => n + t.strokeCounts.length + t.points.length / 2 + t.ids.length, 0)

/**
 * Measures level-of-detail viewport queries on an open document: the build of the coarse tiles
 * (what opening adds), then at fit-all, a tenth and a hundredth of the drawing's width and height
 * on a {@link SCREEN}, `repeat × 20` queries centred on `nodes` (each place first seen, then again),
 * with the plain R-tree query of the same boxes beside them. `lod` is the document's tiles, which
 * the queries use (their cache then reflects earlier use); by default the freshly built ones are used.
 */
export function benchViewport(doc: DocReader, spatial: SpatialIndex, nodes: readonly NodeRecord[], repeat: number, lod?: LodTiles): ViewportBench {
  const built = timed(() => new LodTiles(doc, spatial))
  if (lod) built.value.close()
  const tiles = lod ?? built.value
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity
  for (const n of nodes) {
    minX = Math.min(minX, n.position[0]); maxX = Math.max(maxX, n.position[0])
    minY = Math.min(minY, n.position[1]); maxY = Math.max(maxY, n.position[1])
  }
  const width = Math.max(1, maxX - minX)
  const height = Math.max(1, maxY - minY)
  const rows: ViewportRow[] = []
  for (const [view, share] of [['fit', 1], ['tenth', 10], ['hundredth', 100]] as const) {
    const w = width / share
    const h = height / share
    const scale = Math.min(SCREEN.width / w, SCREEN.height / h)
    // The box is the whole screen at that scale, centred on a node (the drawing's centre at fit).
    const boxAt = (i: number): SheetBox => {
      const [cx, cy] = view === 'fit' ? [(minX + maxX) / 2, (minY + maxY) / 2] : nodes[(i * 7919) % nodes.length]!.position
      const hw = SCREEN.width / scale / 2
      const hh = SCREEN.height / scale / 2
      return { minX: cx - hw, minY: cy - hh, maxX: cx + hw, maxY: cy + hh }
    }
    const n = repeat * 20
    const counts: number[] = []
    let tilesMax = 0
    let last: LodView | null = null
    const first = percentiles(n, (i) => {
      last = tiles.query(boxAt(i), scale)
      counts.push(items(last))
      tilesMax = Math.max(tilesMax, last.tiles.length)
    })
    const again = percentiles(n, (i) => void tiles.query(boxAt(i), scale))
    let plainMax = 0
    const plain = percentiles(n, (i) => void (plainMax = Math.max(plainMax, spatial.query(boxAt(i)).length)))
    counts.sort((a, b) => a - b)
    const answer = last as LodView | null
    rows.push({
      view, scale: Math.round(scale * 1e4) / 1e4, z: answer?.z ?? -1, level: answer?.level ?? 'overview',
      lodFirstMs: first, lodMs: again, lodItems: { p50: counts[Math.floor(counts.length / 2)] ?? 0, max: counts[counts.length - 1] ?? 0 },
      lodTilesMax: tilesMax, plainMs: plain, plainRecordsMax: plainMax,
    })
  }
  if (!lod) built.value.close()
  return { lodBuildMs: ms(built.ms), lodEagerSteps: tiles.eagerSteps, rows }
}
