import {
  DerivedColumns, Editor, IncrementalDerived, MapStore, SpatialIndex, buildGraph, deriveHarness, routeWire, touchedIds,
  type Command, type CommandOutcome, type DerivedHarness, type DocReader, type HarnessRecord, type NodeRecord, type OpenDocument,
} from '@harness/engine'
import { createEngineApi } from '../../src/api/engineApi'
import { nativeCodec } from '../../src/api/nativeCodec'
import { benchViewport, type ViewportBench } from './benchViewport'
import { ENGINE_COMMANDS, type EngineCommand, type EngineCommandName } from '../../src/api/engineCommands'

/** Which engine assembly a benchmark run measures: the worker API over columns, or the previous object store. */
export type BenchStore = 'columns' | 'previous'

/**
 * An open document as the benchmark drives it: edits, undo and redo, its derived data, and the
 * from-scratch computations the table reports (route all wires, derive all).
 */
export interface BenchDocument {
  readonly doc: DocReader
  /** Milliseconds of each phase of the open: decode, index, derive, spatial. */
  readonly openPhasesMs: Readonly<Record<string, number>>
  apply(name: EngineCommandName, args: unknown): Promise<unknown>
  undo(): Promise<unknown>
  redo(): Promise<unknown>
  derived(): DerivedHarness
  viewport(box: { minX: number; minY: number; maxX: number; maxY: number }): Promise<readonly unknown[]>
  hitTest(point: readonly [number, number], tolerance: number): Promise<unknown>
  routeAll(): void
  deriveAll(): void
  /** The level-of-detail viewport rows (fit, a tenth, a hundredth), where the store has tiles. */
  viewportLevels(nodes: readonly NodeRecord[], repeat: number): ViewportBench | null
}

/**
 * Opens native `bytes` the way users' documents open. `columns`: through the engine worker's API
 * in this thread (decode, index, derive, spatial, and every edit's change event with its derived
 * changes, to a subscribed listener); `previous`: the object store with {@link IncrementalDerived}.
 */
export async function openBenchDocument(bytes: Uint8Array, store: BenchStore): Promise<BenchDocument> {
  if (store === 'columns') {
    let inside: OpenDocument | null = null
    const api = createEngineApi(nativeCodec, (opened) => (inside = opened))
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
    const phases: Record<string, number> = {}
    const opened = await api.open(buffer, (p) => {
      if (p.done) phases[p.phase] = Math.round(p.ms)
    })
    if (!opened.ok) throw new Error(`bench: open failed: ${opened.message}`)
    // A subscribed listener, as the shell is: every edit builds and delivers its change event.
    let events = 0
    await api.subscribe(() => void (events += 1))
    const open = inside as OpenDocument | null
    if (!open) throw new Error('bench: the engine API opened nothing')
    return {
      doc: open.editor.doc,
      openPhasesMs: phases,
      apply: (name, args) => api.apply({ name, args } as EngineCommand),
      undo: () => api.undo(),
      redo: () => api.redo(),
      derived: () => open.derived.get(),
      viewport: (box) => api.viewport(box),
      hitTest: (point, tolerance) => api.hitTest(point as never, tolerance),
      routeAll: () => routeAllIndexes(open.editor.doc),
      deriveAll: () => new DerivedColumns(open.editor.doc),
      viewportLevels: (nodes, repeat) => benchViewport(open.editor.doc, open.spatial, nodes, repeat, open.lod),
    }
  }
  const started = Date.now()
  const decoded = nativeCodec.decode(bytes)
  if (!decoded.ok) throw new Error(`bench: decode failed: ${decoded.error.message}`)
  return openPrevious(decoded.records, Date.now() - started)
}

/** The previous assembly: object store, {@link IncrementalDerived}, spatial index, synchronous edits. */
function openPrevious(records: HarnessRecord[], decodeMs: number): BenchDocument {
  const [editor, index] = phase(() => new Editor(records, (r) => new MapStore(r)))
  const [derived, derive] = phase(() => new IncrementalDerived(editor.doc))
  const [spatial, spatialMs] = phase(() => new SpatialIndex(editor.doc))
  const openPhasesMs = { decode: decodeMs, index, derive, spatial: spatialMs }
  editor.subscribe((event) => {
    spatial.update(touchedIds(event.diff))
    derived.update(event.diff)
  })
  const run = (name: EngineCommandName, args: unknown): CommandOutcome => editor.run(ENGINE_COMMANDS[name] as Command<unknown>, args, { label: name })
  return {
    doc: editor.doc,
    openPhasesMs,
    apply: async (name, args) => run(name, args),
    undo: async () => editor.undo(),
    redo: async () => editor.redo(),
    derived: () => derived.get(),
    viewport: async (box) => spatial.query(box),
    hitTest: async (point, tolerance) => spatial.hitTest(point as never, tolerance),
    routeAll: () => {
      const graph = buildGraph(editor.doc)
      for (const wire of editor.doc.all('wire')) routeWire(editor.doc, graph, wire)
    },
    deriveAll: () => deriveHarness(editor.doc),
    viewportLevels: () => null,
  }
}

/** Routes every wire by node indexes, as {@link DerivedColumns} does (no route objects). */
function routeAllIndexes(doc: DocReader): void {
  const graph = buildGraph(doc)
  doc.eachWireWithEnds((_wire, partA, partB) => {
    if (partA && partB) graph.routeIndexes(graph.nodeIndexOf(partA.nodeId), graph.nodeIndexOf(partB.nodeId))
  })
}

/** Runs `work`; answers its value and the milliseconds it took. */
function phase<T>(work: () => T): [T, number] {
  const started = Date.now()
  const value = work()
  return [value, Date.now() - started]
}
