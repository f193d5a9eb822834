import {
  Interaction, OUTLINE_TYPES, OpenDocument, zoomFor, overviewNames, type OverviewName, pageDimensions, buildTileScene, findingRows, isCanvasEvent, outlineIds, outlineRow, inspectRecord, sceneTransferables,
  ALL_TILES, TYPE_NAMES, TOOL_IDS, isToolId, toolNeedsProblem, toolOptionsProblem, type ToolOptions, type FindingRow, type Inspection, type OutlineRow, type OutlineType, type TileScene, type ToolUpdate, type AnyId, type CommandOutcome, type HarnessRecord, type Hit, type ListenerFailure, type LodTileData, type LodView,
  type OpenProgressListener, type RecordsDiff, type WireDiameterTable, type SheetBox, type SheetPoint, type TileKey,
} from '@harness/engine'
import { isEngineCommandName, ENGINE_COMMANDS, type EngineCommand } from './engineCommands'
import { derivedChangesOf, summariseDerived, type DerivedChanges, type DerivedSummary } from './derivedSummary'
import { REPORT_KINDS, buildReportSheet, harnessBom, manufacturingLineFields, reportWindows, sortedWindows, type BomCategory, type ManufacturingFields, type ReportKind, type ReportSheet, type ReportSort, type ReportWindows } from '@harness/engine'
import { exportKbl, projectConfigPatch, sceneStyle, type SceneStyle } from '@harness/engine'
import { buildPreview3d, previewWiresOf, type Preview3dScene } from '@harness/engine'
import { INSPECTED_LIMIT, MAX_PICTURE_PX, paintSelectionLines, pictureSize, selectionLines, type SelectionLines, type SelectionPicturePlan } from '@harness/engine'
import { unroutedLeads, type UnroutedLeads, PartCatalog, assignEndParts, endAssignments, copyRecords, pasteReady, createRecords, MAX_CLIP_RECORDS, spliceOptimumPreview, addSpliceForWires, nextName, type UnmatchedEnd } from '@harness/engine'
import type { SegmentId, WireId, WorkspaceConfig } from '@harness/protocol'
import { readCatalogue } from './catalogInput'
import { readWireDiameters } from './wireDiameterInput'

/** Reads a native document (FlatBuffers) into records, or says why it cannot. */
export type DocumentDecoder = (bytes: Uint8Array) => { ok: true; records: HarnessRecord[] } | { ok: false; error: { message: string } }

/** Writes records as a native document. */
export type DocumentEncoder = (records: Iterable<HarnessRecord>) => Uint8Array

/** {@link DocumentEncoder} that lets other calls run while it writes; the bytes are the document when it was called. */
export type SlicedDocumentEncoder = (records: Iterable<HarnessRecord>) => Promise<Uint8Array>

/** What `open` answers: the document's size, or why it could not be read. */
export type OpenResult =
  | { readonly ok: true; readonly version: number; readonly counts: Readonly<Record<string, number>>; readonly sheet: SheetFrame }
  | { readonly ok: false; readonly message: string }

/**
 * What a command, undo or redo answers: the new version, or why nothing changed. A refusal names
 * its reason (a command's own, `invalidArguments` for a change that would store an invalid record,
 * `unknownCommand`, `nothingToUndo`); `internalError` says the command crashed, with its message
 * as detail, and that its partial changes were rolled back.
 */
export type ApplyResult = { readonly ok: true; readonly version: number } | { readonly ok: false; readonly reason: string; readonly detail?: string }

/** The change event subscribers hear: version, record diff and what the derived data did. */
export interface EngineEvent {
  readonly version: number
  /**
   * The document's content stamp after the change (`Editor.contentStamp`: 0 as opened; undo and
   * redo back to a state give its stamp again): the editor compares it with the one it saved.
   */
  readonly stamp: number
  readonly label: string
  readonly diff: RecordsDiff
  readonly derivedChanges: DerivedChanges
  /** The level-of-detail tiles the change touched (at the zoom steps with tiles built): refetch these; {@link ALL_TILES} for all. */
  readonly tiles: readonly TileKey[]
}

/** A subscriber to engine events. */
export type EngineListener = (event: EngineEvent) => void

/** A selection taken to light as a whole: its token for pictures, the ids found, its lines' box (sheet mm) and how many pieces they are. */
export interface WholeSelection {
  readonly token: number
  readonly found: number
  readonly box: SheetBox | null
  readonly pieces: number
}


/** Whether `plan` is one a picture can be painted for: a finite box with room, a scale and size within bounds. */
function planProblemFree(plan: SelectionPicturePlan): boolean {
  if (typeof plan !== 'object' || plan === null || typeof plan.box !== 'object' || plan.box === null) return false
  const { minX, minY, maxX, maxY } = plan.box
  if (![minX, minY, maxX, maxY, plan.pxPerMm, plan.lineWidthPx].every(Number.isFinite)) return false
  if (!(maxX > minX && maxY > minY && plan.pxPerMm > 0 && plan.lineWidthPx > 0 && plan.lineWidthPx <= 64)) return false
  if (typeof plan.colour !== 'string' || !/^#[0-9a-f]{6}$/i.test(plan.colour)) return false
  return (maxX - minX) * plan.pxPerMm <= MAX_PICTURE_PX + 1 && (maxY - minY) * plan.pxPerMm <= MAX_PICTURE_PX + 1
}

/** Most tiles one viewport query may span (a 4K screen at the finest step spans about 200). */
const MAX_VIEWPORT_TILES = 4096

/** What apply, undo and redo answer while a drag holds a history mark: nothing changed. */
const GESTURE_REFUSAL = { ok: false, reason: 'gestureInProgress', detail: 'a drag is in progress; finish or cancel it first' } as const

/** Marks `value`'s buffers for transfer to the caller's thread (Comlink's `transfer`); in-process, the value itself. */
export type Transfer = <T>(value: T, transferables: Transferable[]) => T

/** The sheet as the canvas frames it (see `sheet`). */
export interface SheetFrame {
  /** The box holding every drawn record, in sheet mm; null when nothing is drawn. */
  readonly extent: SheetBox | null
  /** The page: width and height in mm (turned for landscape), its format and orientation. */
  readonly page: { readonly width: number; readonly height: number; readonly size: string; readonly landscape: boolean }
  /** The grid: shown or not, its size in mm and its CSS colour. */
  readonly grid: { readonly visible: boolean; readonly size: number; readonly color: string }
  readonly pageView: boolean
  /** The drawing settings' lines, font, joints and page colour (as every tile's scene carries them). */
  readonly style: SceneStyle
  readonly rulers: boolean
  /** Display unit (spec 3: 1 points, 2 millimetres, 3 inches). */
  readonly unit: 1 | 2 | 3
}

/**
 * What the canvas asks for a viewport: the zoom step and level, the scenes of the tiles it does not
 * hold at their current version, and the keys of every tile the viewport shows (to drop the rest).
 */
export interface ViewportScenes {
  readonly z: number
  readonly level: string
  readonly keys: readonly TileKey[]
  readonly scenes: readonly TileScene[]
}

/**
 * The engine worker's API: a coarse, typed set of async calls over one open document. The worker is
 * the single writer (DESIGN 2.1): the shell forwards intent as command messages and mirrors the
 * change events. The same object runs in a browser worker, a Node worker thread, or in-process.
 */
export function createEngineApi(
  codec: { decode: DocumentDecoder; encode: DocumentEncoder; encodeInSlices?: SlicedDocumentEncoder },
  onAttach?: (opened: OpenDocument) => void,
  transfer: Transfer = (value) => value,
) {
  const empty = OpenDocument.fromRecords([])
  let editor = empty.editor
  let derived = empty.derived
  let spatial = empty.spatial
  let lod = empty.lod
  // New wires' outer diameters: the team's table when the editor set one; kept across documents.
  let wireDiameters: WireDiameterTable | null = null
  let interaction = new Interaction(editor, spatial)
  // The last outline list asked for, kept until the document or the question changes.
  let outlineCache: { version: number; key: string; ids: AnyId[] } | null = null
  // The last report shown in the editor's report panel, kept until the document or the report changes.
  let reportCache: { version: number; key: string; windows: ReportWindows } | null = null
  const listeners = new Set<EngineListener>()
  // The part library documents are checked against; kept across documents and set again by the editor.
  let catalog = PartCatalog.EMPTY
  // The lines of the last large selection lit as a whole, for the pictures the canvas asks of them.
  let whole: { token: number; lines: SelectionLines } | null = null
  let wholeTokens = 0

  const notify = (event: EngineEvent) => {
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (error) {
        console.error('engine: a change-event subscriber failed', error)
      }
    }
  }

  // A commit stands even when updating what is derived from it fails: log, rebuild the derived
  // data from the document, and still send the change (marked as a full recompute).
  const recover = (opened: OpenDocument, { error, event }: ListenerFailure) => {
    console.error(`engine: updating derived data after version ${event.version} (${event.meta.label}) failed; recomputing it`, error)
    try {
      const derivedChanges = derivedChangesOf(opened.derived, opened.recover(event.diff))
      notify({ version: event.version, stamp: opened.editor.contentStamp, label: event.meta.label, diff: event.diff, derivedChanges, tiles: [ALL_TILES] })
    } catch (again) {
      console.error(`engine: derived data of version ${event.version} could not be recomputed`, again)
    }
  }

  const attach = (opened: OpenDocument) => {
    onAttach?.(opened)
    if (catalog.size > 0) opened.derived.setCatalog(catalog)
    editor = opened.editor
    derived = opened.derived
    spatial = opened.spatial
    lod = opened.lod
    // A bundle is hit on its drawn width: the covered diameter where a protection is drawn over it.
    interaction = new Interaction(editor, spatial, wireDiameters ?? undefined, (id) => (opened.derived.segmentDiameterOf(id as SegmentId)?.covered ?? 0) / 2)
    outlineCache = null
    reportCache = null
    opened.subscribe((change) => {
      const derivedChanges = derivedChangesOf(derived, change.derived)
      notify({ version: change.version, stamp: opened.editor.contentStamp, label: change.label, diff: change.diff, derivedChanges, tiles: change.tiles })
    })
    opened.editor.onListenerFailure((failure) => recover(opened, failure))
  }

  // A viewport of more tiles than a screen ever shows is refused: answering it would take the
  // worker away for as long as the tiles are many.
  const viewportProblem = (box: SheetBox, scale: number): string | null => {
    if (!(scale > 0) || !Number.isFinite(scale)) return `scale must be a positive number of px per mm, not ${scale}`
    if (![box.minX, box.minY, box.maxX, box.maxY].every(Number.isFinite) || box.minX > box.maxX || box.minY > box.maxY) return 'box must have finite minX <= maxX and minY <= maxY'
    const side = Math.pow(2, zoomFor(scale))
    const tiles = (Math.floor((box.maxX - box.minX) / side) + 2) * (Math.floor((box.maxY - box.minY) / side) + 2)
    return tiles > MAX_VIEWPORT_TILES ? `the box spans ${tiles} tiles at this scale; at most ${MAX_VIEWPORT_TILES}` : null
  }

  // Records by type, from the store's per-type counts (no walk over the records at open).
  const counts = () => {
    const out: Record<string, number> = {}
    for (const typeName of TYPE_NAMES) {
      const n = editor.doc.count(typeName)
      if (n > 0) out[typeName] = n
    }
    return out
  }

  // The sheet of the open document; the open's answer carries it too, so the editor can fit its
  // first view in the render that shows the file opened.
  const sheetFrame = (): SheetFrame => {
    const settings = editor.doc.settings
    const [width, height] = pageDimensions(settings)
    return { extent: spatial.extent(), page: { width, height, size: settings.pageSize, landscape: settings.landscape }, grid: settings.grid, pageView: settings.pageView, style: sceneStyle(settings), rulers: settings.rulers, unit: settings.unit }
  }

  const outcome = (result: CommandOutcome): ApplyResult =>
    result === true ? { ok: true, version: editor.version } : { ok: false, reason: result.reason, ...(result.detail ? { detail: result.detail } : {}) }

  // A command message run on the document (the API's `apply`, and the calls that end in a command).
  const runCommand = (command: EngineCommand): ApplyResult => {
    if (interaction.busy) return GESTURE_REFUSAL
    if (!isEngineCommandName(command.name)) return { ok: false, reason: 'unknownCommand', detail: String(command.name) }
    // Every command takes its arguments as one object; anything else is refused before it runs.
    if (typeof command.args !== 'object' || command.args === null || Array.isArray(command.args)) {
      return { ok: false, reason: 'invalidArguments', detail: `${command.name} takes its arguments as an object` }
    }
    const run = ENGINE_COMMANDS[command.name] as (doc: unknown, args: unknown, tx?: unknown) => CommandOutcome
    // A cross-section's diameter comes from the table this worker holds (the team's), never from the message.
    const args = command.name === 'setWireSection' ? { ...command.args, diameters: wireDiameters } : command.args
    try {
      return outcome(editor.run(run as never, args as never, { label: command.label ?? command.name }))
    } catch (error) {
      console.error(`engine: command ${command.name} failed and was rolled back`, error)
      return { ok: false, reason: 'internalError', detail: error instanceof Error ? error.message : String(error) }
    }
  }

  return {
    /**
     * Opens a native document from its bytes (transferred, not copied); the old one closes.
     * `onProgress` (a Comlink proxy across threads) hears each phase: decode, index, derive, spatial.
     * The answer carries the version, the record counts and the sheet (as `sheet` answers it).
     */
    async open(buffer: ArrayBuffer, onProgress?: OpenProgressListener): Promise<OpenResult> {
      const opened = OpenDocument.decode(new Uint8Array(buffer), codec.decode, onProgress)
      if (!opened.ok) return { ok: false, message: opened.message }
      attach(opened.document)
      return { ok: true, version: editor.version, counts: counts(), sheet: sheetFrame() }
    },

    /** Opens a document from records (imports, tests). */
    async openRecords(records: HarnessRecord[], onProgress?: OpenProgressListener): Promise<OpenResult> {
      attach(OpenDocument.fromRecords(records, onProgress))
      return { ok: true, version: editor.version, counts: counts(), sheet: sheetFrame() }
    },

    /**
     * Runs a command message; unknown names and refusals come back as values, and so does a command
     * that throws (`internalError`, rolled back). Once committed, the answer is the new version.
     */
    async apply(command: EngineCommand): Promise<ApplyResult> {
      return runCommand(command)
    },

    /**
     * Brings the document's settings under its project's configuration (unit, wire-length add-on
     * rules, bundle-diameter method) as one undo step labelled `label`, reading and changing them
     * in one message so that no edit sent after it can come between. Answers the version and
     * whether the settings changed (not when the document already follows the configuration);
     * a configuration that is not one, or values the settings refuse, are refused as values.
     */
    async applyProjectConfig(config: WorkspaceConfig, label: string): Promise<(ApplyResult & { ok: false }) | { ok: true; version: number; changed: boolean }> {
      if (typeof config !== 'object' || config === null || typeof config.lengthRules !== 'object' || config.lengthRules === null) {
        return { ok: false, reason: 'invalidArguments', detail: 'not a project configuration' }
      }
      const patch = projectConfigPatch(editor.doc.settings, config)
      if (Object.keys(patch).length === 0) return { ok: true, version: editor.version, changed: false }
      const result = runCommand({ name: 'setProperties', args: { typeName: 'settings', id: 'settings', patch } as never, label })
      return result.ok ? { ...result, changed: true } : result
    },

    async undo(): Promise<ApplyResult> {
      if (interaction.busy) return GESTURE_REFUSAL
      return editor.undo() ? { ok: true, version: editor.version } : { ok: false, reason: 'nothingToUndo' }
    },

    async redo(): Promise<ApplyResult> {
      if (interaction.busy) return GESTURE_REFUSAL
      return editor.redo() ? { ok: true, version: editor.version } : { ok: false, reason: 'nothingToRedo' }
    },

    /**
     * The undo and redo status (specification section 3, part-panel state): how many steps undo
     * and redo can take, and the label of the step undo would revert, at the current version.
     */
    async history(): Promise<{ version: number; undo: number; redo: number; undoLabel: string | null }> {
      return { version: editor.version, undo: editor.history.undoDepth, redo: editor.history.redoDepth, undoLabel: editor.history.undoLabel }
    },

    /** Ids of the records a viewport (sheet mm) shows. */
    async viewport(box: SheetBox): Promise<AnyId[]> {
      return spatial.query(box)
    },

    /**
     * What the canvas draws in a viewport `box` (sheet mm) at `scale` screen px per mm, per tile and
     * level of detail: bundles thinned to the pixels and connector points when zoomed out, outlines,
     * and pins, wires and labels only where legible. A scale that is not a positive number is refused.
     */
    async viewportLod(box: SheetBox, scale: number): Promise<{ ok: true; view: LodView } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      const problem = viewportProblem(box, scale)
      if (problem !== null) return { ok: false, reason: 'invalidArguments', detail: problem }
      return { ok: true, view: lod.query(box, scale) }
    },

    /**
     * The drawable scenes of a viewport (`box` in sheet mm at `scale` px per mm): every tile it shows
     * by key, and the scenes of those whose version differs from `held` (key → version the canvas
     * draws), their typed arrays transferred. A scale or box that is not usable is refused.
     */
    async viewportScenes(box: SheetBox, scale: number, held: Readonly<Record<string, number>> = {}): Promise<{ ok: true; view: ViewportScenes } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      const problem = viewportProblem(box, scale)
      if (problem !== null) return { ok: false, reason: 'invalidArguments', detail: problem }
      if (typeof held !== 'object' || held === null || Array.isArray(held)) return { ok: false, reason: 'invalidArguments', detail: 'held must map tile keys to versions' }
      const view = lod.query(box, scale)
      const diameters = derived.get().diameters
      const scenes: TileScene[] = []
      for (const tile of view.tiles) {
        if (held[tile.key] !== tile.version) scenes.push(buildTileScene(tile, editor.doc, spatial, (id) => diameters.get(id), (id, limit) => derived.wiresThrough(id, limit)))
      }
      const result = { z: view.z, level: view.level, keys: view.tiles.map((t) => t.key), scenes }
      return { ok: true, view: transfer(result, scenes.flatMap(sceneTransferables)) }
    },

    /**
     * The connector and splice names to write over a view of `box` at `scale` px per mm where
     * the drawing's own names are too small to read: larger connectors first, none touching
     * another on the screen (`overviewNames`); none where the canvas draws names itself.
     */
    async overviewNames(box: SheetBox, scale: number): Promise<{ ok: true; names: OverviewName[] } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      const problem = viewportProblem(box, scale)
      if (problem !== null) return { ok: false, reason: 'invalidArguments', detail: problem }
      return { ok: true, names: overviewNames(editor.doc, spatial, box, scale) }
    },

    /**
     * The sheet the canvas frames: the box holding the drawing (null when empty), the page
     * (width × height in mm, turned for landscape), the grid and whether the page is shown.
     */
    async sheet(): Promise<SheetFrame> {
      return sheetFrame()
    },

    /**
     * Hands a pointer or key event of the canvas to the tool in use (positions in sheet mm; see
     * CanvasEvent: the pointer leaving the canvas clears the hover) and answers the session it
     * leaves: selection, hover, pan, brush, cursor. A drag
     * of a node runs commands, heard as change events; a malformed event is refused.
     */
    async pointer(event: unknown): Promise<{ ok: true; update: ToolUpdate } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      if (!isCanvasEvent(event)) return { ok: false, reason: 'invalidArguments', detail: 'not a pointer, key, leave or cancel event' }
      return { ok: true, update: interaction.handle(event) }
    },

    /** Selects records `ids` (from a list), dropping ids that do not exist; answers the session. */
    async select(ids: readonly string[]): Promise<ToolUpdate> {
      if (!Array.isArray(ids)) return interaction.update()
      return interaction.select(ids.filter((id) => typeof id === 'string').slice(0, 100_000) as AnyId[], editor.doc)
    },

    /** Selects every record of `typeName` (one of the outline's types), or everything drawn; answers the session. */
    async selectAll(typeName?: string): Promise<ToolUpdate> {
      const type = typeName !== undefined && (OUTLINE_TYPES as readonly string[]).includes(typeName) ? (typeName as OutlineType) : undefined
      return interaction.selectAll(editor.doc, type)
    },

    /**
     * Switches the canvas's tool (select, bundle, wire, connector, splice, reference, clip,
     * grommet; `options.cavities` for placed connectors) and answers the session. Refused while a
     * drag holds its history mark, in view mode for any tool but select, and for unknown tools or
     * options.
     */
    async setTool(tool: unknown, options?: unknown): Promise<{ ok: true; update: ToolUpdate } | { ok: false; reason: string; detail?: string }> {
      if (!isToolId(tool)) return { ok: false, reason: 'invalidArguments', detail: `tool must be one of ${TOOL_IDS.join(', ')}` }
      const problem = toolOptionsProblem(options) ?? toolNeedsProblem(tool, (options ?? {}) as ToolOptions)
      if (problem !== null) return { ok: false, reason: 'invalidArguments', detail: problem }
      if (interaction.busy) return GESTURE_REFUSAL
      if (!interaction.setTool(tool, (options ?? {}) as ToolOptions)) return { ok: false, reason: 'viewMode', detail: 'drawing tools need edit mode' }
      return { ok: true, update: interaction.update() }
    },

    /** Edit mode (tools may change the document) or view mode (they only select and pan; a drawing tool gives way to select); answers the session. */
    async setEditable(editable: boolean): Promise<ToolUpdate> {
      interaction.setEditable(editable === true)
      return interaction.update()
    },

    /**
     * A window of the harness outline: records of `type` whose name or id contains `filter`, in
     * natural order, rows `offset` to `offset + limit` (at most 500), and how many there are.
     */
    async outline(type: OutlineType, filter: string, offset: number, limit: number): Promise<{ ok: true; total: number; rows: OutlineRow[] } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      if (!OUTLINE_TYPES.includes(type) || typeof filter !== 'string' || filter.length > 200 || !Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 0) {
        return { ok: false, reason: 'invalidArguments', detail: 'type, filter (at most 200 characters), offset and limit (whole numbers) are required' }
      }
      const key = `${type}\u0000${filter}`
      if (!outlineCache || outlineCache.version !== editor.version || outlineCache.key !== key) outlineCache = { version: editor.version, key, ids: outlineIds(editor.doc, type, filter) }
      const state = derived.get()
      const rows: OutlineRow[] = []
      for (const id of outlineCache.ids.slice(offset, offset + Math.min(limit, 500))) {
        const row = outlineRow(editor.doc, state, id)
        if (row) rows.push(row)
      }
      return { ok: true, total: outlineCache.ids.length, rows }
    },

    /** A window of the design-rule findings (errors first), rows `offset` to `offset + limit` (at most 500), and how many there are. */
    async findings(offset: number, limit: number): Promise<{ total: number; rows: FindingRow[] }> {
      const all = findingRows(derived.get())
      const from = Number.isInteger(offset) && offset > 0 ? offset : 0
      return { total: all.length, rows: all.slice(from, from + Math.min(Number.isInteger(limit) && limit > 0 ? limit : 0, 500)) }
    },

    /**
     * The straight leads of the wires whose ends lie in separate bundles, for the canvas to show
     * them all ("rat's nest"): x1 y1 x2 y2 per lead in sheet mm (transferred), the wires in the
     * same order, and how many there are (at most MAX_UNROUTED_LEADS leads are carried).
     */
    async unroutedLeads(): Promise<UnroutedLeads> {
      const leads = unroutedLeads(editor.doc, derived.get())
      return transfer(leads, [leads.lines.buffer])
    },

    /**
     * Checks the document against a part library from now on (`parts` narrowest library first, as
     * the server's `partCatalogue` lists them; an empty list turns the library checks off). The
     * findings change, the document and its version do not. Answers the distinct part numbers
     * known and the number of findings.
     */
    async setPartCatalog(parts: unknown): Promise<{ ok: true; parts: number; findings: number } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      const read = readCatalogue(parts)
      if (!read.ok) return { ok: false, reason: 'invalidArguments', detail: read.detail }
      const next = read.parts.length === 0 ? PartCatalog.EMPTY : new PartCatalog(read.parts)
      derived.setCatalog(next)
      // Kept only once the document took it, so a catalogue that failed never reaches the next open.
      catalog = next
      // The cut table's status reads the library: a report kept from before would not say it.
      reportCache = null
      return { ok: true, parts: catalog.size, findings: derived.get().findings.length }
    },

    /**
     * Takes the outer diameter of a wire drawn without one (a generic wire, or a library wire whose
     * part states none) from `table` from now on: a team's dictionary table of cross-sections (mm²)
     * and outer diameters (mm), `{ source, columns, rows }`; null goes back to the engine's own.
     * The document does not change. Answers the rows read, or why the table cannot be used.
     */
    async setWireDiameters(table: unknown): Promise<{ ok: true; rows: number } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      const read = readWireDiameters(table)
      if (!read.ok) return { ok: false, reason: 'invalidArguments', detail: read.detail }
      wireDiameters = read.table
      interaction.setWireDiameters(read.table)
      return { ok: true, rows: read.table?.rows.length ?? 0 }
    },

    /**
     * Fits the library's terminals and seals to the cavity ends of `wireIds` (one undo step): each
     * end whose housing takes a terminal (and seal) that fits the wire gets it; the others are
     * answered as unmatched with the reason, and stay as they were. `assigned` 0 changes nothing.
     */
    async assignLibraryParts(wireIds: readonly string[]): Promise<{ ok: true; version: number; assigned: number; unmatched: UnmatchedEnd[] } | { ok: false; reason: string; detail?: string }> {
      if (interaction.busy) return GESTURE_REFUSAL
      if (!Array.isArray(wireIds) || !wireIds.every((id) => typeof id === 'string')) return { ok: false, reason: 'invalidArguments', detail: 'wireIds must be a list of ids' }
      const { assignments, unmatched } = endAssignments(editor.doc, catalog, [...new Set(wireIds)] as WireId[])
      if (assignments.length === 0) return { ok: true, version: editor.version, assigned: 0, unmatched }
      const result = outcome(editor.run(assignEndParts, { assignments }, { label: 'assignLibraryParts' }))
      return result.ok ? { ok: true, version: result.version, assigned: assignments.length, unmatched } : result
    },

    /**
     * Where splice `spliceId` would be shortest for the wires it joins, without moving it: the
     * point on the sheet, where it is now, the weighted lengths now and there, and the saving
     * (mm); or the refusal ('no optimal splice point could be computed').
     */
    async spliceOptimum(spliceId: string): Promise<ReturnType<typeof spliceOptimumPreview>> {
      if (typeof spliceId !== 'string') return { ok: false, reason: 'invalidArguments', detail: 'spliceId must be text' }
      return spliceOptimumPreview(editor.doc, spliceId as never)
    },

    /**
     * Automatic splice addition for wires `wireIds` that share an end: a splice (the next free SP
     * designator) where they are shortest, fed from the shared end by a new wire (the next free W
     * designator). One undo step; the dictionary's refusals ('automatic splice addition failed try
     * manual', 'please select wires to set') come back as the reason.
     */
    async autoSplice(wireIds: readonly string[]): Promise<ApplyResult> {
      if (interaction.busy) return GESTURE_REFUSAL
      if (!Array.isArray(wireIds) || !wireIds.every((id) => typeof id === 'string')) return { ok: false, reason: 'invalidArguments', detail: 'wireIds must be a list of ids' }
      const args = { wireIds: wireIds as never, name: nextName(editor.doc, 'splice', 'SP'), feedName: nextName(editor.doc, 'wire', 'W') }
      return outcome(editor.run(addSpliceForWires, args, { label: '自动添加接点' }))
    },

    /**
     * The 3D preview of the wires of selection `ids` (wires, the wires of connectors, splices and
     * segments, groups' members, cables' cores; every wire when `ids` is empty), their tubes'
     * centre lines transferred. Ids that are not text are refused.
     */
    async preview3d(ids: readonly string[]): Promise<{ ok: true; scene: Preview3dScene } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return { ok: false, reason: 'invalidArguments', detail: 'ids must be a list of record ids' }
      const wires = ids.length === 0 ? 'all' : previewWiresOf(editor.doc, ids, (id, limit) => derived.wiresThrough(id, limit))
      const routes = derived.get().routes
      const scene = buildPreview3d(editor.doc, (id) => routes.get(id), wires, (id) => derived.segmentDiameterOf(id)?.covered ?? 0)
      return { ok: true, scene: transfer(scene, scene.tubes.map((t) => t.points.buffer)) }
    },

    /**
     * What the property panel shows of records `ids` (identity, facts, findings, highlight),
     * skipping unknown ids: of the first {@link INSPECTED_LIMIT}, in the order given, except that
     * nodes come after the other records (a select all lists every node first, and a panel of
     * node positions would say least about what is selected).
     */
    async inspect(ids: readonly string[]): Promise<Inspection[]> {
      if (!Array.isArray(ids)) return []
      const state = derived.get()
      const out: Inspection[] = []
      const nodes: string[] = []
      const take = (id: string) => {
        const inspection = inspectRecord(editor.doc, state, spatial, (segmentId, limit) => derived.wiresThrough(segmentId, limit), id)
        if (inspection) out.push(inspection)
      }
      for (const id of ids) {
        if (out.length >= INSPECTED_LIMIT) break
        if (typeof id !== 'string') continue
        if (editor.doc.getOf('node', id) !== undefined) nodes.push(id)
        else take(id)
      }
      for (const id of nodes) {
        if (out.length >= INSPECTED_LIMIT) break
        take(id)
      }
      return out
    },

    /**
     * Takes selection `ids` (larger than the property panel inspects) to light as a whole: its
     * lines (each segment once, the boxes of what the sheet shows; see {@link selectionLines}) are
     * kept here for {@link selectionPicture}; answers their token, how many ids were found and the
     * lines' box. Ids that are not text are skipped. The lines are of the document as it is now:
     * after a change the canvas takes the selection again.
     */
    async selectWhole(ids: readonly string[]): Promise<WholeSelection> {
      const routes = { routed: (id: WireId) => derived.isRouted(id), segmentsUsedBy: (wires: Iterable<string>) => derived.segmentsUsedBy(wires) }
      const lines = selectionLines(editor.doc, routes, spatial, Array.isArray(ids) ? ids : [])
      whole = { token: ++wholeTokens, lines }
      return { token: whole.token, found: lines.found, box: lines.box, pieces: lines.pieces.length / 4 }
    },

    /**
     * The picture of the selection taken as `token` painted as `plan` says (its box, device px per
     * mm, line width and colour), transferred; null when another selection was taken since, the
     * plan is not one (no finite box, a scale of 0, more than 4096 px a side), or this worker
     * has no OffscreenCanvas (a Node thread). Painted here, so the page only shows it.
     */
    async selectionPicture(token: number, plan: SelectionPicturePlan): Promise<ImageBitmap | null> {
      if (whole === null || whole.token !== token || !planProblemFree(plan) || typeof OffscreenCanvas === 'undefined') return null
      const { width, height } = pictureSize(plan)
      const canvas = new OffscreenCanvas(width, height)
      const ctx = canvas.getContext('2d')
      if (!ctx) return null
      paintSelectionLines(ctx, whole.lines.pieces, plan)
      const bitmap = canvas.transferToImageBitmap()
      return transfer(bitmap, [bitmap])
    },

    /** The level-of-detail tiles of the given keys ("z/x/y"), for refetching the tiles an edit touched. */
    async lodTiles(keys: readonly TileKey[]): Promise<LodTileData[]> {
      return lod.tilesOf(keys)
    },

    /** The keys of the tiles that changed records `ids` touch, now and before their last edit (at `steps`, default those built). */
    async tilesTouched(ids: readonly string[], steps?: readonly number[]): Promise<TileKey[]> {
      return lod.tilesTouched(ids, steps)
    },

    /** The record under the pointer, within `tolerance` mm. */
    async hitTest(point: SheetPoint, tolerance: number): Promise<Hit | null> {
      return spatial.hitTest(point, tolerance)
    },

    /** Lengths, diameters, protection material and findings of the current version, as plain data. */
    async derived(): Promise<DerivedSummary> {
      return summariseDerived(derived.get())
    },

    /**
     * A window of a report for the editor's report panel: its columns, how many rows, rows
     * `offset` to `offset + limit` (at most 500) and, per row, the records to select from it;
     * with `sort`, in the order of that column (`sortedWindows`). The report, and its order, is
     * built once per document version and kept.
     */
    async reportWindow(kind: ReportKind, language: 'zh' | 'en', offset: number, limit: number, sort: ReportSort | null = null): Promise<{ ok: true; columns: ReportSheet['columns']; total: number; rows: ReportSheet['rows']; rowIds: ReadonlyArray<readonly string[]> } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      if (!REPORT_KINDS.includes(kind) || (language !== 'zh' && language !== 'en') || !Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 0) {
        return { ok: false, reason: 'invalidArguments', detail: 'kind (cut-table, assembly, bom, manufacturing-bom), language (zh, en), offset and limit (whole numbers) are required' }
      }
      if (sort !== null && (typeof sort !== 'object' || typeof sort.column !== 'string' || typeof sort.descending !== 'boolean')) {
        return { ok: false, reason: 'invalidArguments', detail: 'sort is null or { column: a column key, descending: true or false }' }
      }
      const key = `${kind}|${language}|${sort ? `${sort.column}|${sort.descending}` : ''}`
      // Kept for this version: the cut table's order, or a whole report, is worked out once (and
      // its order by a column, once asked for); the cut table's rows only for the windows asked for.
      if (!reportCache || reportCache.version !== editor.version || reportCache.key !== key) {
        const windows = reportWindows(kind, editor.doc, derived.get(), language, catalog)
        reportCache = { version: editor.version, key, windows: sort ? sortedWindows(windows, sort) : windows }
      }
      const { windows } = reportCache
      const { rows, rowIds } = windows.window(offset, offset + Math.min(limit, 500))
      return { ok: true, columns: windows.columns, total: windows.total, rows, rowIds }
    },

    /**
     * The manufacturing fields of the manufacturing BOM's line `item` (its 1-based item number) in
     * document version `version` (the version the report shown was built from; item numbers move
     * as parts come and go, so another version is refused as 'stale'), for the editor of them: the
     * line's category, part number and description, its fields (those set for it, or its
     * category's built-in ones), whether they were set and how many BOM lines share them. Change
     * them with the `setManufacturingFields` command, keyed by category and part number.
     */
    async manufacturingLine(item: number, version: number): Promise<
      | { ok: true; category: BomCategory; partNumber: string; description: string; fields: ManufacturingFields; set: boolean; lines: number }
      | { ok: false; reason: 'invalidArguments' | 'notFound' | 'stale'; detail: string }
    > {
      if (!Number.isInteger(item) || item < 1) return { ok: false, reason: 'invalidArguments', detail: 'item must be a whole number from 1' }
      if (version !== editor.version) return { ok: false, reason: 'stale', detail: 'the report has changed since; pick the line again' }
      const lines = harnessBom(editor.doc, derived.get())
      const line = lines.find((l) => l.item === item)
      const found = line ? manufacturingLineFields(lines, editor.doc.settings.manufacturing, line.category, line.partNumber) : null
      if (!line || !found) return { ok: false, reason: 'notFound', detail: `the BOM has no item ${item}` }
      return { ok: true, category: line.category, partNumber: line.partNumber, description: line.description, ...found }
    },

    /** A report of the current version as rows (for the report panels; whole-file exports use the report worker). */
    async reportRows(kind: ReportKind, language: 'zh' | 'en' = 'zh'): Promise<ReportSheet> {
      return buildReportSheet(kind, editor.doc, derived.get(), language, false, catalog)
    },

    /**
     * What copying records `ids` puts on the clipboard (see `copyRecords`: parts with their nodes
     * and cavities, bundles between them, wires with both ends among them), as plain records.
     */
    async copy(ids: readonly string[]): Promise<{ ok: true; records: HarnessRecord[] } | { ok: false; reason: 'invalidArguments'; detail: string }> {
      if (!Array.isArray(ids)) return { ok: false, reason: 'invalidArguments', detail: 'ids must be a list' }
      const records = copyRecords(editor.doc, ids.filter((id) => typeof id === 'string').slice(0, MAX_CLIP_RECORDS))
      // A clip larger than a paste takes is refused here, before it is copied to the page.
      if (records.length > MAX_CLIP_RECORDS) return { ok: false, reason: 'invalidArguments', detail: `the selection makes ${records.length} records; at most ${MAX_CLIP_RECORDS} can be copied` }
      return { ok: true, records }
    },

    /**
     * Adds a clip (from this file or another) moved by (dx, dy) mm, with new ids and designators,
     * as one undo step, and selects what it drew; the clip is checked as files are.
     */
    async paste(clip: unknown, dx: number, dy: number): Promise<{ ok: true; version: number; update: ToolUpdate } | { ok: false; reason: string; detail?: string }> {
      if (interaction.busy) return GESTURE_REFUSAL
      const ready = pasteReady(editor.doc, clip, dx, dy)
      if (!ready.ok) return { ok: false, reason: ready.reason, ...(ready.detail ? { detail: ready.detail } : {}) }
      const result = outcome(editor.run(createRecords, { records: ready.records }, { label: '粘贴' }))
      if (!result.ok) return result
      const drawn = ready.records.filter((r) => r.typeName === 'connector' || r.typeName === 'splice' || r.typeName === 'segment' || r.typeName === 'label' || r.typeName === 'table').map((r) => r.id)
      return { ok: true, version: result.version, update: interaction.select(drawn, editor.doc) }
    },

    /**
     * The document as KBL 2.4 XML text (`exportKbl`), each wire's Length_information its production
     * length as the engine computes it (mm), for the editor's export of the harness for other tools.
     */
    async kblText(): Promise<string> {
      const records: HarnessRecord[] = []
      for (const typeName of TYPE_NAMES) for (const record of editor.doc.all(typeName)) records.push(record as HarnessRecord)
      const wireLengths = new Map<string, number>()
      for (const [id, length] of derived.get().lengths) if (length.ok) wireLengths.set(id, length.production)
      return exportKbl(records, { wireLengths })
    },

    /** The records of one or more ids (for panels). */
    async records(ids: readonly string[]): Promise<HarnessRecord[]> {
      return ids.map((id) => editor.doc.get(id)).filter((r): r is HarnessRecord => r !== undefined)
    },

    /**
     * The document as native bytes at the version it had when called, for saving or for the
     * report worker. Written in slices when the codec can: edits, hovers and tile requests sent
     * meanwhile are answered between them, and do not reach these bytes.
     */
    async snapshot(): Promise<Uint8Array> {
      const records = editor.store.allRecords()
      return codec.encodeInSlices ? codec.encodeInSlices(records) : codec.encode(records)
    },

    /** The document version. */
    async version(): Promise<number> {
      return editor.version
    },

    /** How many connectors, wires and segments the document holds now (the status line's counts). */
    async recordCounts(): Promise<{ readonly connector: number; readonly wire: number; readonly segment: number }> {
      const doc = editor.doc
      return { connector: doc.count('connector'), wire: doc.count('wire'), segment: doc.count('segment') }
    },

    /** Starts sending change events to `listener` (a Comlink proxy across threads). */
    async subscribe(listener: EngineListener): Promise<void> {
      listeners.add(listener)
    },

    /** Stops sending change events to `listener`. */
    async unsubscribe(listener: EngineListener): Promise<void> {
      listeners.delete(listener)
    },
  }
}

/** The engine worker API's type, for typed clients. */
export type EngineApi = ReturnType<typeof createEngineApi>
