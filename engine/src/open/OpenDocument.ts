import { DerivedColumns, type ColumnsDelta } from '../derive/columns/DerivedColumns'
import { Editor } from '../Editor'
import type { HarnessRecord } from '../model/records'
import { LodTiles } from '../spatial/LodTiles'
import { SpatialIndex, spatialIdsOf } from '../spatial/SpatialIndex'
import type { IdSlots } from '../store/IdSlots'
import type { RecordsDiff } from '../store/RecordsDiff'
import { Store } from '../store/Store'
import { ALL_TILES, type TileKey } from '../spatial/tileGrid'
import { tilesOfChange } from './tilesOfChange'

/** The steps of opening a document, in order. */
export type OpenPhase = 'decode' | 'index' | 'derive' | 'spatial'

/** The phases of {@link OpenPhase} in order, for progress bars. */
export const OPEN_PHASES: readonly OpenPhase[] = ['decode', 'index', 'derive', 'spatial']

/**
 * One open-progress event: a phase started (`done` false) or finished (`done` true, with its
 * time in ms); `fraction` is the share of the phases finished, from 0 to 1.
 */
export interface OpenProgress {
  readonly phase: OpenPhase
  readonly done: boolean
  readonly fraction: number
  readonly ms: number
}

/** Hears open progress. */
export type OpenProgressListener = (progress: OpenProgress) => void

/**
 * A change of an open document: the version, the label, the record diff, what derived data did,
 * and the level-of-detail tiles it redrew (given new versions; {@link ALL_TILES} for all).
 */
export interface DocumentChange {
  readonly version: number
  readonly label: string
  readonly diff: RecordsDiff
  readonly derived: ColumnsDelta
  readonly tiles: readonly TileKey[]
}

/** Reads native bytes into records, or says why not. */
export type RecordsDecoder = (bytes: Uint8Array) => { ok: true; records: HarnessRecord[]; ids?: IdSlots } | { ok: false; error: { message: string } }

/**
 * An open harness document: the editor, its derived data and its spatial index, assembled in one
 * place and kept current together. The engine worker, the command-line tool and the benchmark all
 * open documents through it, so what the benchmark measures is the path users run: every committed
 * change updates the spatial index (and with it the level-of-detail tiles), then the derived data,
 * gives the tiles whose content changed new versions, then tells the subscribers.
 */
export class OpenDocument {
  readonly editor: Editor
  readonly derived: DerivedColumns
  readonly spatial: SpatialIndex
  /** The level-of-detail tiles of the canvas, kept current from the spatial index. */
  readonly lod: LodTiles
  private readonly listeners = new Set<(change: DocumentChange) => void>()

  private constructor(records: Iterable<HarnessRecord>, progress: PhaseClock, ids?: IdSlots) {
    this.editor = progress.run('index', () => new Editor(records, (r) => new Store(r, ids)))
    this.derived = progress.run('derive', () => new DerivedColumns(this.editor.doc))
    // The spatial phase builds the R-tree and the coarse level-of-detail tiles over it.
    const [spatial, lod] = progress.run('spatial', () => {
      const index = new SpatialIndex(this.editor.doc)
      return [index, new LodTiles(this.editor.doc, index)] as const
    })
    this.spatial = spatial
    this.lod = lod
    this.editor.subscribe((event) => {
      this.spatial.update(spatialIdsOf(event.diff))
      const derived = this.derived.update(event.diff)
      // Tiles whose content changed without moving get new versions too, so every canvas holding
      // their old scenes draws them again, whether or not it reads the change's tile list.
      const tiles = tilesOfChange(this.editor.doc, this.derived, this.lod, event.diff, derived.segments, derived.full)
      this.lod.redraw(tiles)
      const change: DocumentChange = { version: event.version, label: event.meta.label, diff: event.diff, derived, tiles }
      for (const listener of this.listeners) listener(change)
    })
  }

  /** Opens records already read (imports, tests, a new document); progress starts at `index`. */
  static fromRecords(records: Iterable<HarnessRecord>, onProgress?: OpenProgressListener): OpenDocument {
    const clock = new PhaseClock(onProgress)
    clock.skip('decode')
    return new OpenDocument(records, clock)
  }

  /** Decodes native bytes and opens them, reporting every phase; a damaged file answers why. */
  static decode(bytes: Uint8Array, decode: RecordsDecoder, onProgress?: OpenProgressListener): { ok: true; document: OpenDocument } | { ok: false; message: string } {
    const clock = new PhaseClock(onProgress)
    const decoded = clock.run('decode', () => decode(bytes))
    if (!decoded.ok) return { ok: false, message: decoded.error.message }
    return { ok: true, document: new OpenDocument(decoded.records, clock, decoded.ids) }
  }

  /**
   * Starts the derived data over after an update failed half-way (the commit stands): recomputes
   * it from the document and redraws every tile. Answers what the derived data did.
   */
  recover(diff: RecordsDiff): ColumnsDelta {
    this.spatial.update(spatialIdsOf(diff))
    const delta = this.derived.recompute()
    this.lod.redraw([ALL_TILES])
    return delta
  }

  /** Listens to changes; answers the function that stops listening. */
  subscribe(listener: (change: DocumentChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

/** Times the phases of one open and reports them. */
class PhaseClock {
  private finished = 0

  constructor(private readonly listener: OpenProgressListener | undefined) {}

  /** Runs one phase, reporting its start and its end. */
  run<T>(phase: OpenPhase, work: () => T): T {
    this.listener?.({ phase, done: false, fraction: this.finished / OPEN_PHASES.length, ms: 0 })
    const started = Date.now()
    const value = work()
    this.finished += 1
    this.listener?.({ phase, done: true, fraction: this.finished / OPEN_PHASES.length, ms: Date.now() - started })
    return value
  }

  /** Counts a phase that had nothing to do (records already decoded). */
  skip(phase: OpenPhase): void {
    this.finished += 1
    this.listener?.({ phase, done: true, fraction: this.finished / OPEN_PHASES.length, ms: 0 })
  }
}
