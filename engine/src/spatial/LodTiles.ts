import type { AnyId } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { levelAt, type LodLevel } from './lodRules'
import { LodTile, type LodTileData } from './LodTile'
import type { SheetBox, SpatialChange, SpatialEntry, SpatialIndex } from './SpatialIndex'
import { ALL_TILES, Z_MAX, Z_MIN, clipPiece, cellColumnRow, forTilesOnPolyline, parseTileKey, tileCell, tileKey, tileRange, tileScale, tileSide, zoomFor, type TileKey } from './tileGrid'

/** What a level-of-detail viewport query answers: the zoom step, its level and the tiles the box meets. */
export interface LodView {
  /** The zoom step of the tiles (tiles are 2^z mm on a side). */
  readonly z: number
  readonly level: LodLevel
  /** The tiles that meet the box and draw something, each with its version. */
  readonly tiles: readonly LodTileData[]
}

/** Tuning of {@link LodTiles}: how many tiles a level may have to be kept complete, and how many others to cache. */
export interface LodTilesOptions {
  /** Zoom steps whose tiles over the drawing number at most this are built on open and kept current (default 512). */
  readonly eagerTiles?: number
  /** How many tiles built on request are cached before the oldest are dropped (default 4096). */
  readonly cacheTiles?: number
}

/**
 * The level-of-detail tiles of an open document: a viewport query answers, for a box in sheet mm and
 * a scale in screen px per mm, the tiles of the matching zoom step with what is legible at that scale
 * (see {@link LodTile}); what it returns grows with the screen, not with the harness. The coarse steps
 * (overview and outline levels, where one screen can show the whole harness) are built on open and
 * kept current edit by edit from the spatial index's changes, adding and taking away only the moved
 * records; finer tiles are built on request from the R-tree, cached, and dropped when an edit touches
 * them. {@link tilesTouched} names the tiles a set of changed records touches, so the canvas
 * refetches only those.
 */
export class LodTiles {
  /** The built tiles of each zoom step (kept from open or cached), by {@link cell}. */
  private readonly steps = new Map<number, Map<number, LodTile>>()
  private readonly eager = new Set<number>()
  /** Tiles built on request, oldest first. */
  private readonly cached = new Set<LodTile>()
  /** For each wire or cavity listed in a cached detail tile, those tiles. */
  private readonly pinTiles = new Map<string, Set<LodTile>>()
  /** Each record's entry before the last update that touched it, and the detail tiles wires and cavities were in. */
  private readonly previous = new Map<string, SpatialEntry>()
  private readonly previousTiles = new Map<string, TileKey[]>()
  private readonly cacheTiles: number
  private counter = 0
  private top = Z_MAX
  private lastTouched: TileKey[] = []
  /** The entries the last spatial update took away and put back (where moved records were and are). */
  private lastEntries: SpatialEntry[] = []
  private readonly stopListening: () => void

  constructor(private readonly doc: DocReader, private readonly spatial: SpatialIndex, options: LodTilesOptions = {}) {
    this.cacheTiles = options.cacheTiles ?? 4096
    this.buildEager(options.eagerTiles ?? 512)
    this.stopListening = spatial.listen((change) => this.update(change))
  }

  /** Stops following the spatial index (a closed document, or tiles built only to be measured). */
  close(): void {
    this.stopListening()
  }

  /** The zoom steps kept complete and current (coarse ones), finest first. */
  get eagerSteps(): number[] {
    return [...this.eager].sort((a, b) => a - b)
  }

  /**
   * The tiles a viewport `box` (sheet mm) shows at `scale` screen px per mm. Overview scales smaller
   * than the one that fits the whole drawing in a few tiles use that step's tiles (no bigger on
   * screen, and built on open), judging label legibility there.
   */
  query(box: SheetBox, scale: number): LodView {
    const wanted = zoomFor(scale)
    const z = wanted > this.top && levelAt(tileScale(this.top)) === 'overview' ? this.top : wanted
    const r = tileRange(box, z)
    const level = levelAt(tileScale(z))
    const tiles: LodTileData[] = []
    for (let x = r.x0; x <= r.x1; x++) {
      for (let y = r.y0; y <= r.y1; y++) {
        const tile = this.tileAt(z, x, y)
        if (tile && !tile.empty) tiles.push(tile.read())
      }
    }
    if (level !== 'overview') {
      for (const key of this.bodiesReachingIn(box, z, r)) {
        const [x, y] = key
        const tile = this.tileAt(z, x, y)
        if (tile && !tile.empty) tiles.push(tile.read())
      }
    }
    return { z, level, tiles }
  }

  /**
   * The tiles outside the range `r` of step `z` that list a body reaching into `box`: a body
   * (connector, splice, table, label) is listed by the tile holding its anchor, and a tall
   * connector or a long table anchored beyond the view's tiles still shows in the view. Such a
   * body crosses the range's edge, so the four edges are searched, not the whole view (at the
   * outline level a view holds thousands of records).
   */
  private bodiesReachingIn(box: SheetBox, z: number, r: { x0: number; y0: number; x1: number; y1: number }): [number, number][] {
    const side = tileSide(z)
    const minX = r.x0 * side, minY = r.y0 * side, maxX = (r.x1 + 1) * side, maxY = (r.y1 + 1) * side
    const edges: SheetBox[] = [
      { minX, minY: box.minY, maxX: minX, maxY: box.maxY }, { minX: maxX, minY: box.minY, maxX, maxY: box.maxY },
      { minX: box.minX, minY, maxX: box.maxX, maxY: minY }, { minX: box.minX, minY: maxY, maxX: box.maxX, maxY },
    ]
    const found = new Map<string, [number, number]>()
    for (const edge of edges) {
      for (const entry of this.spatial.search(edge)) {
        if (entry.kind !== 'box' || entry.maxX < box.minX || entry.minX > box.maxX || entry.maxY < box.minY || entry.minY > box.maxY) continue
        const [ax, ay] = entry.shape[0]!
        const x = Math.floor(ax / side)
        const y = Math.floor(ay / side)
        if (x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1) continue
        found.set(`${x}/${y}`, [x, y])
      }
    }
    return [...found.values()]
  }

  /** The tiles of the given keys (for refetching after an edit); unknown or malformed keys are left out. */
  tilesOf(keys: readonly string[]): LodTileData[] {
    const out: LodTileData[] = []
    for (const key of keys) {
      const c = parseTileKey(key)
      const tile = c ? this.tileAt(c.z, c.x, c.y) : null
      if (tile) out.push(tile.read())
    }
    return out
  }

  /**
   * The keys of the tiles that records `ids` touch where they are drawn now and where they were drawn
   * before the last edit that changed them, at the zoom steps `steps` (default: every step that has
   * tiles built). A node brings its segments, connectors and splices; a wire the connectors or
   * splices of its ends; a cavity its connector. Records the tiles never draw (terminals, seals…)
   * touch none.
   */
  tilesTouched(ids: Iterable<string>, steps?: readonly number[]): TileKey[] {
    const shapes: (readonly (readonly [number, number])[])[] = []
    const keys = new Set<TileKey>()
    const addEntry = (entry: SpatialEntry | undefined) => void (entry && shapes.push(entry.shape))
    const addPlace = (id: string) => {
      addEntry(this.spatial.entry(id))
      addEntry(this.previous.get(id))
    }
    for (const id of ids) {
      addPlace(id)
      for (const key of this.previousTiles.get(id) ?? []) keys.add(key)
      for (const tile of this.pinTiles.get(id) ?? []) keys.add(tile.key)
      for (const place of this.pinPlaces(id)) shapes.push(place.shape)
      const record = this.doc.get(id)
      if (record?.typeName === 'node') {
        for (const s of this.doc.segmentsAt(record.id)) addPlace(s.id)
        for (const c of this.doc.connectorsAt(record.id)) addPlace(c.id)
        for (const s of this.doc.splicesAt(record.id)) addPlace(s.id)
      }
    }
    for (const z of steps ?? [...this.steps.keys()]) {
      if (z < Z_MIN || z > Z_MAX) continue
      for (const shape of shapes) forTilesOnPolyline(shape, z, (x, y) => keys.add(tileKey(z, x, y)))
    }
    return [...keys]
  }

  /**
   * The built tiles that lie within a reach of records `ids` and of what the last spatial update
   * moved, where they are drawn now and where they were before: at each step `z` with tiles
   * built, those within `reachOf(z)` mm of a record's drawn shape (none where the reach is 0). A
   * tile places its names and bundle lengths among the housings and bundles around it, so a
   * record that moved, was renamed or changed size can move what tiles it does not touch write.
   * A node brings its segments, connectors and splices. A bundle is followed tile by tile along
   * its line, with a ring of tiles as wide as the reach around each, not by its bounding box (a
   * long diagonal bundle would name every tile of the view).
   *
   * Example: with a reach of 36 mm at the step of 64 mm tiles, connector X1 (a 12 × 14 mm body)
   * moved from (10, 10) to (20, 10) names the built tiles of columns -1 to 0 and rows -1 to 0.
   */
  tilesNear(ids: Iterable<string>, reachOf: (z: number) => number): TileKey[] {
    const entries: SpatialEntry[] = [...this.lastEntries]
    const addPlace = (id: string) => {
      const now = this.spatial.entry(id)
      const before = this.previous.get(id)
      if (now) entries.push(now)
      if (before) entries.push(before)
    }
    for (const id of ids) {
      addPlace(id)
      const record = this.doc.get(id)
      if (record?.typeName === 'node') {
        for (const s of this.doc.segmentsAt(record.id)) addPlace(s.id)
        for (const c of this.doc.connectorsAt(record.id)) addPlace(c.id)
        for (const s of this.doc.splicesAt(record.id)) addPlace(s.id)
      }
    }
    const keys = new Set<TileKey>()
    for (const [z, tiles] of this.steps) {
      const reach = reachOf(z)
      if (!(reach > 0) || tiles.size === 0) continue
      // A shape within a tile or two: the tiles its box widened by the reach meets. A longer one:
      // the tiles around each tile its line crosses, in a ring as wide as the reach.
      const side = tileSide(z)
      const ring = Math.ceil(reach / side)
      const crossed = new Set<number>()
      for (const e of entries) {
        if (e.maxX - e.minX <= 2 * side && e.maxY - e.minY <= 2 * side) {
          const r = tileRange({ minX: e.minX - reach, minY: e.minY - reach, maxX: e.maxX + reach, maxY: e.maxY + reach }, z)
          for (let x = r.x0; x <= r.x1; x++) for (let y = r.y0; y <= r.y1; y++) if (tiles.has(tileCell(x, y))) keys.add(tileKey(z, x, y))
        } else forTilesOnPolyline(e.shape, z, (x, y) => void crossed.add(tileCell(x, y)))
      }
      for (const c of crossed) {
        const [x, y] = cellColumnRow(c)
        for (let dx = -ring; dx <= ring; dx++) for (let dy = -ring; dy <= ring; dy++) if (tiles.has(tileCell(x + dx, y + dy))) keys.add(tileKey(z, x + dx, y + dy))
      }
    }
    return [...keys]
  }

  /**
   * Gives tiles `keys` new versions (every tile built for {@link ALL_TILES}): what they draw
   * changed without anything moving (a wire's colour, a bundle's diameter, the drawing settings),
   * so a scene held at the old version is drawn again. Tiles not built get new versions when built.
   */
  redraw(keys: readonly TileKey[]): void {
    if (keys.includes(ALL_TILES)) {
      for (const tiles of this.steps.values()) for (const tile of tiles.values()) tile.redraw(++this.counter)
      return
    }
    for (const key of keys) {
      const at = parseTileKey(key)
      const tile = at && this.steps.get(at.z)?.get(tileCell(at.x, at.y))
      if (tile) tile.redraw(++this.counter)
    }
  }

  /** The keys of the tiles the last edit changed or dropped (at the steps that had tiles built). */
  get touchedByLastChange(): readonly TileKey[] {
    return this.lastTouched
  }

  private tileAt(z: number, x: number, y: number): LodTile | null {
    const known = this.steps.get(z)?.get(tileCell(x, y))
    if (known) return known
    if (this.eager.has(z)) return null
    return this.buildOnRequest(z, x, y)
  }

  private buildOnRequest(z: number, x: number, y: number): LodTile {
    const tile = this.newTile(z, x, y)
    for (const entry of this.spatial.search(tile.box)) tile.add(entry, this.doc)
    if (tile.level === 'detail') {
      for (const id of tile.listedIds()) {
        if (this.spatial.entry(id)) continue
        let set = this.pinTiles.get(id)
        if (!set) this.pinTiles.set(id, (set = new Set()))
        set.add(tile)
      }
    }
    this.cached.add(tile)
    while (this.cached.size > this.cacheTiles) this.drop(this.cached.values().next().value!)
    return tile
  }

  private newTile(z: number, x: number, y: number, tiles = this.stepTiles(z)): LodTile {
    const tile = new LodTile(z, x, y, ++this.counter)
    tiles.set(tileCell(x, y), tile)
    return tile
  }

  private stepTiles(z: number): Map<number, LodTile> {
    let tiles = this.steps.get(z)
    if (!tiles) this.steps.set(z, (tiles = new Map()))
    return tiles
  }

  private drop(tile: LodTile): void {
    this.cached.delete(tile)
    this.steps.get(tile.z)?.delete(tileCell(tile.x, tile.y))
    if (tile.level === 'detail') {
      for (const id of tile.listedIds()) {
        const set = this.pinTiles.get(id)
        set?.delete(tile)
        if (set?.size === 0) this.pinTiles.delete(id)
      }
    }
  }

  /**
   * Builds the coarse steps: from the one that holds the drawing in at most 6 × 6 tiles (a screen's
   * worth: fit-all) down, while the tiles over the drawing number at most `maxTiles` and the level is
   * not `detail` (whose tiles list wires and cavities, which the spatial index does not follow).
   */
  private buildEager(maxTiles: number): void {
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity
    for (const e of this.spatial.all()) {
      minX = Math.min(minX, e.minX); minY = Math.min(minY, e.minY)
      maxX = Math.max(maxX, e.maxX); maxY = Math.max(maxY, e.maxY)
    }
    if (minX > maxX) return
    const bounds = { minX, minY, maxX, maxY }
    const span = (z: number) => {
      const r = tileRange(bounds, z)
      return { cols: r.x1 - r.x0 + 1, rows: r.y1 - r.y0 + 1 }
    }
    let top = Z_MIN
    while (top < Z_MAX && (span(top).cols > 6 || span(top).rows > 6)) top += 1
    this.top = top
    for (let z = top; z >= Z_MIN && span(z).cols * span(z).rows <= maxTiles && levelAt(tileScale(z)) !== 'detail'; z--) this.eager.add(z)
    for (const entry of this.spatial.all()) this.addEager(entry)
  }

  private addEager(entry: SpatialEntry, touched?: Set<LodTile>): void {
    for (const z of this.eager) {
      const tiles = this.stepTiles(z)
      forTilesOnPolyline(entry.shape, z, (x, y) => {
        const tile = tiles.get(tileCell(x, y)) ?? this.newTile(z, x, y, tiles)
        tile.add(entry, this.doc)
        touched?.add(tile)
      })
    }
  }

  /** Follows one spatial update: eager tiles add and take away the moved records; cached tiles they touch are dropped. */
  private update(change: SpatialChange): void {
    const touched = new Set<LodTile>()
    for (const id of change.ids) {
      const pins = this.pinTiles.get(id)
      if (pins) this.previousTiles.set(id, [...pins].map((t) => t.key))
    }
    for (const entry of change.before) {
      this.previous.set(entry.id, entry)
      for (const z of this.eager) {
        const tiles = this.stepTiles(z)
        forTilesOnPolyline(entry.shape, z, (x, y) => {
          const tile = tiles.get(tileCell(x, y))
          if (!tile) return
          tile.remove(entry)
          touched.add(tile)
        })
      }
    }
    for (const entry of change.after) this.addEager(entry, touched)
    const keys = new Set<TileKey>()
    for (const tile of touched) {
      if (tile.changed) tile.version = ++this.counter
      keys.add(tile.key)
    }
    // Tiles built on request: drop those the change touches, where it was and where it is.
    const steps = this.cachedSteps()
    if (steps.length > 0) {
      const dropped = new Set<LodTile>()
      const shapes: (readonly (readonly [number, number])[])[] = [...change.before, ...change.after].map((e) => e.shape)
      for (const id of change.ids) {
        for (const tile of this.pinTiles.get(id) ?? []) dropped.add(tile)
        for (const place of this.pinPlaces(id)) shapes.push(place.shape)
      }
      for (const z of steps) for (const shape of shapes) this.forCachedTilesOn(shape, z, (tile) => dropped.add(tile))
      for (const tile of dropped) {
        this.drop(tile)
        keys.add(tile.key)
      }
    }
    this.lastTouched = [...keys]
    this.lastEntries = [...change.before, ...change.after]
  }

  /** Where a wire or cavity is drawn now: the entries of its ends' connectors and splices, or its connector's. */
  private pinPlaces(id: string): SpatialEntry[] {
    const record = this.doc.get(id)
    const places: SpatialEntry[] = []
    const add = (entryId: string) => {
      const entry = this.spatial.entry(entryId)
      if (entry) places.push(entry)
    }
    if (record?.typeName === 'cavity') add(record.connectorId)
    else if (record?.typeName === 'wire') {
      for (const end of [record.endA, record.endB]) {
        if (end.kind === 'splice') add(end.spliceId)
        else if (end.kind === 'cavity') {
          const cavity = this.doc.getOf('cavity', end.cavityId)
          if (cavity) add(cavity.connectorId)
        }
      }
    }
    return places
  }

  /**
   * Visits the built tiles of step `z` that `shape` meets: walking the tiles along it, or, when it
   * crosses more tiles than are built (a node moved across the sheet), testing the built ones.
   */
  private forCachedTilesOn(shape: readonly (readonly [number, number])[], z: number, visit: (tile: LodTile) => void): void {
    const tiles = this.steps.get(z)
    if (!tiles || tiles.size === 0) return
    let crossed = shape.length
    for (let i = 1; i < shape.length; i++) crossed += (2 * (Math.abs(shape[i]![0] - shape[i - 1]![0]) + Math.abs(shape[i]![1] - shape[i - 1]![1]))) / tileSide(z)
    if (crossed <= tiles.size || shape.length === 1) {
      forTilesOnPolyline(shape, z, (x, y) => {
        const tile = tiles.get(tileCell(x, y))
        if (tile) visit(tile)
      })
      return
    }
    const out = new Float64Array(4)
    for (const tile of [...tiles.values()]) {
      for (let i = 1; i < shape.length; i++) {
        if (clipPiece(shape[i - 1]![0], shape[i - 1]![1], shape[i]![0], shape[i]![1], tile.box, out)) {
          visit(tile)
          break
        }
      }
    }
  }

  /** The zoom steps with tiles built on request. */
  private cachedSteps(): number[] {
    const steps: number[] = []
    for (const [z, tiles] of this.steps) if (!this.eager.has(z) && tiles.size > 0) steps.push(z)
    return steps
  }
}

