import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLibraryCatalogue } from './useLibraryCatalogue'
import { editorPresence, onEditorCommand } from '../search/editorCommandBus'
import type { DragPreview, Inspection, SheetFrame, ToolEvent, ToolUpdate, WholeSelection } from '../../../workers/src/client/engineClient'
import { failureMessage } from '../api/request'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { MenuButton } from '../datatable/MenuButton'
import { saveBlob } from '../ui/saveBlob'
import { LeaveDialog } from './LeaveDialog'
import { useLeaveGuard } from '../datatable/useLeaveGuard'
import { ACTUAL_SIZE_SCALE, HOME, ZOOM_STEP, fitBox, revealBox, unionBox, zoomPercent, zoomTo, type Box, type Camera } from './camera'
import { useSheetView } from './useSheetView'
import { EditorCanvas } from './EditorCanvas'
import { CameraState, useCamera } from './cameraState'
import { saveHarness, type HarnessSession } from './harnessSession'
import { displayUnitOf } from './displayUnits'
import { PropertyPanel, TYPE_KEYS } from './PropertyPanel'
import { useStaleHarness } from './useStaleHarness'
import { StaleSaveDialog } from '../files/StaleSaveDialog'
import { CompareView } from '../files/CompareView'
import { OpenFileTabs } from './OpenFileTabs'
import { GuardedButton } from '../ui/GuardedButton'
import { ReportPanel } from './ReportPanel'
import { listSelection } from './listSelection'
import { SHEET_FORMATS, type PageShown, type SheetFormat } from './sheetExport'
import { sheetFile } from './sheetFile'
import { SidePanel } from './SidePanel'
import { ToolPalette, type ToolCounts } from './ToolPalette'
import { undoTitle, useHistoryStatus } from './useHistoryStatus'
import { useUnroutedLeads } from './useUnroutedLeads'
import { litAsWhole } from './useWholeSelection'
import { factEditCommand } from './factEdits'
import { useEditorKeys } from './useEditorKeys'
import { SplicePreviewBar, useSplicePreview } from './SplicePreview'
import { titleBlock } from './titleBlock'
import { EditorGuide, GUIDE_STEPS, guideDone } from './EditorGuide'
import { EditorFunctions } from './EditorFunctions'
import { Preview3dDialog } from './Preview3dDialog'
import { DrawingSettingsDialog } from './DrawingSettingsDialog'
import { useHarnessClipboard } from './useHarnessClipboard'
import { PressSelection } from './pressSelection'
import { useDictionaryDiameters } from './useDictionaryDiameters'
import { useProjectConfig } from './useProjectConfig'
import { ASSIGNED_KINDS, type AssignedKind, type FittedKind, type ToolId, type ToolPart } from '@harness/engine'
import type { CatalogPart, LibraryPartKind } from '@harness/protocol'
import { pickKey, toolPartOf } from './partPicks'

/** Whether library parts of `kind` can be given to records already drawn (`assignPart`). */
function isAssignedKind(kind: LibraryPartKind): kind is AssignedKind {
  return (ASSIGNED_KINDS as readonly string[]).includes(kind)
}

/** No polylines (a stable empty list, so the canvas does not redraw its overlay for nothing). */
const NO_LINES: readonly Float32Array[] = []

/** The status line's hover when the pointer is over nothing (one object, so setting it again renders nothing). */
const NOTHING_HOVERED = { title: '', typeName: '', highlight: [] as readonly Float32Array[] }

/** How long after the last change autosave saves, in ms. */
const AUTOSAVE_MS = 30_000

/** Whether two id lists hold the same ids in the same order. */
function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i])
}

/** The box holding polylines (x y pairs in mm), or null for none. */
function boxOf(lines: readonly Float32Array[]): Box | null {
  let box: Box | null = null
  for (const line of lines) {
    for (let i = 0; i < line.length; i += 2) box = unionBox(box, { minX: line[i]!, minY: line[i + 1]!, maxX: line[i]!, maxY: line[i + 1]! })
  }
  return box
}

/** How long after the open the panels wait at most for the drawing's first view, in ms. */
const FIRST_VIEW_WAIT_MS = 2000

/**
 * The harness editor around one open session: toolbar (mode, undo, redo, save, zoom), the canvas,
 * the property panel and a status line. Selection lives here as ids; what the panel shows of it
 * comes from the worker after every change. Keys: Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo,
 * Ctrl+S save, Ctrl+A select all, Delete (or Backspace) deletes the selection, + and - zoom, Shift+1 fit all, Shift+2 fit the selection, Escape clears the selection.
 */
export function HarnessEditor({ session, opened, openedSheet = null, selectOnOpen = null }: {
  readonly session: HarnessSession
  /** False until the worker has opened the file: the editor takes no input meanwhile. */
  readonly opened: boolean
  /**
   * The sheet as the open answered it: the first view is fitted to it in the render that shows
   * the file opened, ahead of the editor's own request for the sheet.
   */
  readonly openedSheet?: SheetFrame | null
  /** A record to select and bring into view once the file is open (the URL's `select`). */
  readonly selectOnOpen?: string | null
}) {
  const { t, m, locale } = useI18n()
  const readOnly = !session.detail.canWrite
  const [editMode, setEditMode] = useState(!readOnly)
  // The camera is not the editor's render state: a wheel notch renders the canvas, not the panels.
  const [cameraState] = useState(() => new CameraState(HOME))
  const setCamera = cameraState.set
  // The selection the 3D preview shows (taken when it opened), or null while it is closed.
  const [preview3d, setPreview3d] = useState<readonly string[] | null>(null)
  const [askedSheet, setSheet] = useState<SheetFrame | null>(null)
  const sheet = askedSheet ?? openedSheet
  // The canvas's size, the first view (where the file was left, else fit all) and fit all; a
  // change of the size keeps the view (`useSheetView.ts`). The canvas asks for no tiles before
  // the first view is chosen: they would be of a view nobody sees.
  const { size, onSize, viewSet, fitAll } = useSheetView(cameraState, sheet, session.detail.fileId)
  const [selection, setSelection] = useState<readonly string[]>([])
  const [inspections, setInspections] = useState<readonly Inspection[]>([])
  const [version, setVersion] = useState(0)
  // The document's content stamp (0 as opened; undo and redo back to a state give its stamp
  // again) and the one last saved: unsaved work is a difference between them.
  const [stamp, setStamp] = useState(0)
  const [savedStamp, setSavedStamp] = useState(0)
  const [fileVersion, setFileVersion] = useState(session.detail.version)
  const [saving, setSaving] = useState(false)
  // Whether the first view has been shown: what the panels and the status line ask the worker
  // for waits until then, so the tiles of the view are built and drawn first (at M the answers
  // ahead of them held the page's thread 100-150 ms between the open and the tiles' request).
  const [viewShown, setViewShown] = useState(false)
  // The same moment as a promise, for work that reads from the server first and hands the engine its result after.
  const [firstViewShown] = useState(() => {
    let resolve: () => void = () => undefined
    const promise = new Promise<void>((done) => { resolve = done })
    return { promise, resolve }
  })
  const onFirstView = useCallback(() => {
    setViewShown(true)
    firstViewShown.resolve()
  }, [firstViewShown])
  // A canvas that cannot draw (no WebGL) must not keep the panels empty: they wait this long at most.
  useEffect(() => {
    if (!opened || viewShown) return
    const timer = setTimeout(onFirstView, FIRST_VIEW_WAIT_MS)
    return () => clearTimeout(timer)
  }, [opened, viewShown, onFirstView])
  const settled = opened && viewShown
  const engine = session.engine
  const dirty = stamp !== savedStamp
  const leave = useLeaveGuard(dirty)

  useEffect(() => {
    let stop: (() => Promise<void>) | null = null
    let closed = false
    void engine.api.version().then(setVersion)
    // Another session's engine opens its document afresh: as opened, it is what was saved.
    setStamp(0)
    setSavedStamp(0)
    void engine.subscribe((event) => {
      setVersion(event.version)
      setStamp(event.stamp)
    }).then((s) => {
      // A cleanup that ran before the subscription came back stops it now.
      if (closed) void s()
      else stop = s
    })
    return () => {
      closed = true
      void stop?.()
    }
  }, [engine])

  // The sheet (drawing extent, page, grid, rulers) follows the document: fit all includes nodes
  // dragged beyond where the drawing was when it opened. The sheet of the opened version
  // (version 0) came with the open's answer: asking again would only render the editor once more.
  useEffect(() => {
    if (version === 0) return
    void engine.api.sheet().then(setSheet)
  }, [engine, version])

  // The panel follows the selection and every change of the document.
  useEffect(() => {
    let live = true
    if (selection.length === 0) setInspections([])
    else void engine.api.inspect(selection).then((found) => { if (live) setInspections(found) })
    return () => { live = false }
  }, [engine, selection, version])

  const splice = useSplicePreview(engine, version, editMode && !readOnly)
  // A title block at the page's bottom right, filled from the file and its project (one undo step).
  const insertTitleBlock = useCallback(() => {
    if (!sheet) return
    void engine.api.apply({ name: 'placeTable', args: titleBlock(session.detail, fileVersion, sheet.page, new Date()), label: '标题栏' }).then((result) => {
      if (result.ok) notify('success', t('edFnTitleBlockDone'))
      else notify('error', t('edRefused', { reason: result.detail ?? result.reason }))
    })
  }, [engine, sheet, session.detail, fileVersion, t])
  // A selection lit as a whole (its picture, below) has no outlines of its inspected records on
  // top: at XL those were 200 segments' lines and outlines, tessellated on the main thread at every
  // zoom step (460 ms after a select-all, 20-80 ms a step), to show what the picture shows.
  const wholeSelected = litAsWhole(selection.length)
  const highlight = useMemo(() => [...(wholeSelected ? [] : inspections.flatMap((i) => i.highlight)), ...splice.lines], [inspections, splice.lines, wholeSelected])
  // The box of a selection larger than the records inspected, which the canvas lights as a whole
  // (a select-all, a box over a region): kept for fitting it into view, without a render.
  const wholeBox = useRef<Box | null>(null)
  const onWholeSelection = useCallback((whole: WholeSelection | null) => { wholeBox.current = whole?.box ?? null }, [])
  // Bend points of the selected segments, as handles to drag (edit mode only).
  const handles = useMemo(() => (editMode && !readOnly ? bendHandles(inspections) : NO_HANDLES), [inspections, editMode, readOnly])

  const fitSelection = useCallback(() => {
    const box = unionBox(boxOf(highlight), wholeSelected ? wholeBox.current : null)
    if (box && size.width > 0) setCamera(fitBox({ minX: box.minX - 20, minY: box.minY - 20, maxX: box.maxX + 20, maxY: box.maxY + 20 }, size))
  }, [highlight, wholeSelected, size])
  // A pick from a list: brought into view at the zoom the designer chose when it fits there.
  const revealSelection = useCallback(() => {
    const box = unionBox(boxOf(highlight), wholeSelected ? wholeBox.current : null)
    if (box && size.width > 0) setCamera((now) => revealBox(now, box, size))
  }, [highlight, wholeSelected, size])


  const answer = useCallback((result: { ok: boolean; reason?: string; detail?: string }) => {
    if (!result.ok && result.reason !== 'nothingToUndo' && result.reason !== 'nothingToRedo') notify('error', t('edRefused', { reason: result.detail ?? result.reason ?? '' }))
  }, [t])

  // Undo and redo wait for the pointer events already sent (a click's release) to reach the tools.
  const toolsIdle = useRef<(() => Promise<void>) | null>(null)
  const afterTools = useCallback(() => toolsIdle.current?.() ?? Promise.resolve(), [])
  const undo = useCallback(() => { if (editMode) void afterTools().then(async () => answer(await engine.api.undo())) }, [engine, editMode, answer, afterTools])
  const redo = useCallback(() => { if (editMode) void afterTools().then(async () => answer(await engine.api.redo())) }, [engine, editMode, answer, afterTools])

  const staleSave = useStaleHarness(session, () => setSavedStamp(stamp))
  // The dialog's opener, read through a ref so that save (and the autosave timer) stays stable.
  const refusedRef = useRef(staleSave.refused)
  refusedRef.current = staleSave.refused
  const save = useCallback(async (): Promise<'saved' | 'stale' | 'failed' | 'nothing'> => {
    if (saving || readOnly || !dirty) return 'nothing'
    setSaving(true)
    const at = stamp
    try {
      const outcome = await saveHarness(session, fileVersion)
      if (outcome.kind === 'saved') {
        setSavedStamp(at)
        setFileVersion(outcome.file.version)
        notify('success', t('edSaved', { version: outcome.file.version }))
        return 'saved'
      }
      refusedRef.current(outcome.stale)
      return 'stale'
    } catch (error) {
      notify('error', failureMessage(error) ?? t('edLoadFailed'))
      return 'failed'
    } finally {
      setSaving(false)
    }
  }, [saving, readOnly, dirty, stamp, session, fileVersion, t])

  // Autosave: a while after the last change, unsaved work is saved; a refused (stale) save turns
  // it off until the designer saves by hand, so it never keeps hitting someone else's version.
  const [autosave, setAutosave] = useState(true)
  useEffect(() => {
    if (!autosave || !dirty || readOnly) return
    const timer = setTimeout(() => {
      void save().then((saved) => { if (saved === 'stale') setAutosave(false) })
    }, AUTOSAVE_MS)
    return () => clearTimeout(timer)
  }, [autosave, dirty, readOnly, version, save])

  const onEdit = useCallback((id: string, typeName: string, field: string, value: number | string | null) => {
    const edit = factEditCommand(id, typeName, field, value)
    if ('problem' in edit) notify('error', t(edit.problem, edit.values))
    else void engine.api.apply(edit).then(answer)
  }, [engine, answer, t])

  const [tool, setTool] = useState<{ hover: string | null; brush: ToolUpdate['brush']; cursor: string; drag: DragPreview | null }>({ hover: null, brush: null, cursor: 'default', drag: null })
  // The drawing tool in use, the length typed while drawing a branch, the cavities of placed connectors and the cores of drawn cables.
  const [toolId, setToolId] = useState<ToolId>('select')
  // A select-tool drag becomes one undo step on release: the status is asked again then.
  const history = useHistoryStatus(engine, version, settled, toolId === 'select' && tool.drag !== null)
  const leads = useUnroutedLeads(engine, version, settled)
  const [leadsShown, setLeadsShown] = useState(true)
  const [typed, setTyped] = useState<string | null>(null)
  const [toolCounts, setToolCounts] = useState<ToolCounts>({ cavities: 4, cores: 2 })
  const [settingsOpen, setSettingsOpen] = useState(false)
  const closeSettings = useCallback(() => setSettingsOpen(false), [])
  // The first-use guidance: decided once, when the counts of a newly opened file arrive (an empty harness, editable, not seen before).
  const [guide, setGuide] = useState<{ readonly shown: boolean; readonly region: string | null } | null>(null)
  // Sends keys to the tools through the canvas's queue, behind the pointer events before them.
  const sendKey = useRef<((event: ToolEvent) => void) | null>(null)
  // Read through a ref, so that onToolUpdate (and the canvas's event queue built on it) stays one
  // object for the editor's life: a new queue per render could reorder events.
  const tRef = useRef(t)
  tRef.current = t
  const [pressSelection] = useState(() => new PressSelection())
  const onToolUpdate = useCallback((update: ToolUpdate) => {
    if (update.notice) notify('error', tRef.current('edRefused', { reason: update.notice.detail ?? update.notice.reason }))
    setToolId(update.tool as ToolId)
    setTyped(update.typed)
    // What a select-tool press selects reaches the panels when the press (or its drag) ends.
    const next = pressSelection.take(update)
    if (next !== null) setSelection((current) => (sameIds(current, next) ? current : next))
    if (update.state !== 'idle') fitPending.current = false
    // The drag preview travels only when it changes (undefined: as before).
    setTool((t) => {
      const drag = update.drag === undefined ? t.drag : update.drag
      return t.hover === update.hover && t.brush === update.brush && t.cursor === update.cursor && t.drag === drag ? t : { hover: update.hover, brush: update.brush, cursor: update.cursor, drag }
    })
  }, [pressSelection])
  // The library part the tool places (from the part panel), for its highlight and the status line.
  const [picked, setPicked] = useState<{ readonly key: string; readonly part: ToolPart } | null>(null)
  const chooseTool = useCallback((id: ToolId, options: { readonly counts?: ToolCounts; readonly part?: ToolPart; readonly fit?: FittedKind; readonly key?: string } = {}) => {
    const counts = options.counts ?? toolCounts
    void engine.api.setTool(id, { cavities: counts.cavities, cores: counts.cores, ...(options.part ? { part: options.part } : {}), ...(options.fit ? { fit: options.fit } : {}) }).then((answer) => {
      if (answer.ok) setPicked(options.part && options.key ? { key: options.key, part: options.part } : null)
      if (answer.ok) onToolUpdate(answer.update)
      // During a drag the tool stays; the drag itself is the answer.
      else if (answer.reason !== 'gestureInProgress') notify('error', t('edRefused', { reason: answer.detail ?? answer.reason }))
    })
  }, [engine, toolCounts, onToolUpdate, t])
  const pickPart = useCallback((part: CatalogPart) => {
    const chosen = toolPartOf(part)
    if (chosen) chooseTool(chosen.tool, { part: chosen.part, ...(chosen.fit ? { fit: chosen.fit } : {}), key: pickKey(part) })
  }, [chooseTool])
  // A library part given to the selected records it fits (generic parts drawn first): one undo step.
  const applicable = useCallback((kind: LibraryPartKind) => {
    if (!isAssignedKind(kind)) return 0
    const type = kind === 'clip' || kind === 'grommet' ? 'fixing' : kind
    return inspections.filter((i) => i.typeName === type).length
  }, [inspections])
  const applyPart = useCallback((part: CatalogPart) => {
    const chosen = toolPartOf(part)
    const kind = part.kind
    if (!chosen || !isAssignedKind(kind)) return
    void engine.api.apply({ name: 'assignPart', args: { ids: [...selection], kind, part: chosen.part }, label: '应用零件' }).then((result) => {
      if (result.ok) notify('success', t('edPartApplied', { partNumber: part.partNumber, count: applicable(part.kind) }))
      else notify('error', t('edRefused', { reason: result.detail ?? result.reason }))
    })
  }, [engine, selection, applicable, t])
  const chooseCount = useCallback((key: keyof ToolCounts, n: number) => {
    const counts = { ...toolCounts, [key]: n }
    setToolCounts(counts)
    if (toolId !== 'fit') chooseTool(toolId, { counts })
  }, [toolId, toolCounts, chooseTool])
  // The status line's counts, once the worker has opened the file and again after every change.
  const [counts, setCounts] = useState<{ readonly connector: number; readonly wire: number; readonly segment: number } | null>(null)
  useEffect(() => {
    if (!settled) return
    let live = true
    void engine.api.recordCounts().then((next) => { if (live) setCounts(next) })
    return () => { live = false }
  }, [engine, version, settled])
  useEffect(() => {
    if (guide !== null || !opened || counts === null) return
    const empty = counts.connector === 0 && counts.segment === 0 && counts.wire === 0
    setGuide(empty && !readOnly && !guideDone() ? { shown: true, region: GUIDE_STEPS[0]!.region } : { shown: false, region: null })
  }, [guide, opened, counts, readOnly])
  // Delete removes the selection as one undo step; the engine's rules remove or release what
  // depended on it (a connector's cavities, a node's segments, the ends of wires).
  const deleteSelection = useCallback(() => {
    // During a press the panels may not show yet what the press selected: nothing is deleted then.
    if (!editMode || readOnly || selection.length === 0 || pressSelection.active) return
    void engine.api.apply({ name: 'deleteRecords', args: { ids: [...selection] } }).then((result) => {
      answer(result)
      if (result.ok) void engine.api.select([]).then(onToolUpdate)
    })
  }, [engine, editMode, readOnly, selection, answer, onToolUpdate, pressSelection])
  const select = useCallback((ids: readonly string[]) => { void engine.api.select(ids).then(onToolUpdate) }, [engine, onToolUpdate])
  // A selection made in a list is brought into view once the panel knows where it is.
  const fitPending = useRef(false)
  // Whether the pending fit only brings the selection into view (a list pick) or zooms to it (a search result opened).
  const revealOnly = useRef(true)
  const [fitNow, setFitNow] = useState(0)
  const selectionNow = useRef(selection)
  selectionNow.current = selection
  // A list click's selection until the worker has answered it, so a quick second click builds on the first.
  const listPicked = useRef<readonly string[] | null>(null)
  const selectFromList = useCallback((ids: readonly string[], extend = false, zoomTo = false) => {
    revealOnly.current = !zoomTo
    const next = listSelection(listPicked.current ?? selectionNow.current, ids, extend)
    listPicked.current = next
    // An emptied selection has nothing to bring into view.
    fitPending.current = next.length > 0
    void engine.api.select(next).then((update) => {
      if (listPicked.current === next) listPicked.current = null
      onToolUpdate(update)
      // Selecting what is already selected changes nothing the fit waits for: fit now.
      if (update.selection === null && next.length > 0) {
        fitPending.current = false
        setFitNow((n) => n + 1)
      }
    })
  }, [engine, onToolUpdate])
  // A record picked in the property panel's lists.
  const selectOne = useCallback((id: string) => selectFromList([id]), [selectFromList])
  // The record the URL names is selected once the file is open and its first view is fitted.
  const selectedFromUrl = useRef<string | null>(null)
  useEffect(() => {
    if (!opened || selectOnOpen === null || !viewSet || selectedFromUrl.current === selectOnOpen) return
    selectedFromUrl.current = selectOnOpen
    // What a search result opened is zoomed to; a list pick only brought into view.
    selectFromList([selectOnOpen], false, true)
  }, [opened, selectOnOpen, viewSet, sheet, size.width, selectFromList])
  // A list pick is brought into view at the zoom chosen; a search result opened is zoomed to.
  const showPicked = useCallback(() => {
    if (revealOnly.current) revealSelection()
    else fitSelection()
    revealOnly.current = true
  }, [fitSelection, revealSelection])
  useEffect(() => {
    if (!fitPending.current || inspections.length === 0) return
    fitPending.current = false
    showPicked()
  }, [inspections, showPicked])
  useEffect(() => {
    if (fitNow > 0) showPicked()
    // Only an explicit request fits; a new showPicked (camera moved) must not.
  }, [fitNow])
  const selectAll = useCallback((typeName?: string) => { void engine.api.selectAll(typeName).then(onToolUpdate) }, [engine, onToolUpdate])
  const [findingCount, setFindingCount] = useState(0)
  const library = useLibraryCatalogue(engine, session.detail.teamId, firstViewShown.promise)
  useDictionaryDiameters(engine, session.detail.teamId, !readOnly, firstViewShown.promise)
  // Applied as soon as the file is open (an undo step before any of the designer's own).
  const projectConfig = useProjectConfig(engine, session.detail.projectId, opened, !readOnly && session.detail.fileType === 'harness')
  const libraryStamp = library.stamp
  useEffect(() => {
    if (settled) void engine.api.findings(0, 0).then((f) => setFindingCount(f.total))
  }, [engine, version, libraryStamp, settled])
  // Terminals and seals from the part library for the selected wires' ends, as one undo step.
  const assignLibraryParts = useCallback(async () => {
    const answer = await engine.api.assignLibraryParts(selection)
    if (!answer.ok) return notify('error', t('edRefused', { reason: answer.detail ?? answer.reason }))
    if (answer.assigned > 0) notify('success', t('edLibraryAssigned', { count: answer.assigned }))
    if (answer.unmatched.length > 0) notify('warning', t('edLibraryUnmatched', { count: answer.unmatched.length, message: m('noMatchedSubComponent') }))
    if (answer.assigned === 0 && answer.unmatched.length === 0) notify('info', t('edLibraryNothing'))
  }, [engine, selection, t, m])

  // The title of what the pointer is over, for the status line (asked once per record hovered).
  // Asked again after every change: an undo may have taken the hovered record away, or moved it.
  const [hovered, setHovered] = useState<{ title: string; typeName: string; highlight: readonly Float32Array[] }>(NOTHING_HOVERED)
  useEffect(() => {
    let live = true
    if (tool.hover === null) setHovered(NOTHING_HOVERED)
    else {
      void engine.api.inspect([tool.hover]).then(([found]) => {
        if (live) setHovered(found ? { title: found.title, typeName: found.typeName, highlight: found.highlight } : NOTHING_HOVERED)
      })
    }
    return () => { live = false }
  }, [engine, tool.hover, version])
  // Named with its type ("连接器 X2"), so a pin's "1" or a wire's "W3" reads on its own.
  const hoverTitle = hovered.title === '' ? '' : `${t(TYPE_KEYS[hovered.typeName] ?? 'edType_other')} ${hovered.title}`

  // The page as drawn (one object per sheet, so the stage redraws it only when it changes).
  const pageShown = useMemo<PageShown | null>(() => (sheet?.pageView ? { width: sheet.page.width, height: sheet.page.height, color: sheet.style.background } : null), [sheet])
  // The sheet as a file (PDF, SVG, PNG, JPG), drawn from the worker's tiles as the canvas draws them.
  const [exporting, setExporting] = useState<SheetFormat | null>(null)
  const exportRunning = useRef(false)
  const exportSheet = useCallback(async (format: SheetFormat) => {
    if (exportRunning.current) return
    exportRunning.current = true
    setExporting(format)
    try {
      const made = await sheetFile(engine, format, pageShown, sheet?.extent ?? null)
      if (made.ok) {
        saveBlob(made.blob, `${session.detail.name}.${format}`)
        notify('success', t('edSheetExported', { format: format.toUpperCase() }))
      } else notify('error', made.reason === 'empty' ? t('edExportEmpty') : t('edExportFailed', { reason: made.detail ?? made.reason }))
    } finally {
      exportRunning.current = false
      setExporting(null)
    }
  }, [engine, sheet, pageShown, session.detail.name, t])
  // The harness as KBL 2.4 (XML) for other tools, its wires' lengths the engine's production lengths.
  const exportKbl = useCallback(async () => {
    if (exportRunning.current) return
    exportRunning.current = true
    try {
      const xml = await engine.api.kblText()
      saveBlob(new Blob([xml], { type: 'application/xml' }), `${session.detail.name}.kbl`)
      notify('success', t('edSheetExported', { format: 'KBL' }))
    } catch (error) {
      notify('error', t('edExportFailed', { reason: error instanceof Error ? error.message : String(error) }))
    } finally {
      exportRunning.current = false
    }
  }, [engine, session.detail.name, t])
  const clipboard = useHarnessClipboard(engine, session.detail.fileId, selection, editMode && !readOnly, onToolUpdate)

  // View mode leaves only the select tool (the worker switches to it as well).
  useEffect(() => {
    void engine.api.setEditable(editMode && !readOnly).then(onToolUpdate)
  }, [engine, editMode, readOnly, onToolUpdate])

  // Commands from the function palette (Ctrl+K, /functionSearch), while this editor is open.
  useEffect(() => {
    // Open for the palette once the file is open; editing while in edit mode on a writable file.
    editorPresence.open = opened
    editorPresence.editing = opened && !readOnly && editMode
    const stop = onEditorCommand((command) => {
      if (!opened) return
      const editable = !readOnly
      switch (command) {
        case 'undo': return undo()
        case 'redo': return redo()
        case 'save': return void save()
        case 'fitAll': return fitAll()
        case 'fitSelection': return fitSelection()
        case 'actualSize': return setCamera((now) => zoomTo(now, ACTUAL_SIZE_SCALE, size))
        case 'selectAll': return selectAll()
        case 'deleteSelection': return deleteSelection()
        case 'editMode': return editable ? setEditMode(true) : undefined
        case 'viewMode': return setEditMode(false)
        case 'assignLibraryParts': return editable && editMode ? void assignLibraryParts() : undefined
        case 'exportPdf': return void exportSheet('pdf')
        case 'exportSvg': return void exportSheet('svg')
        case 'exportPng': return void exportSheet('png')
        case 'exportJpg': return void exportSheet('jpg')
        case 'exportKbl': return void exportKbl()
        case 'preview3d': return setPreview3d([...selectionNow.current])
        default: return undefined
      }
    })
    return () => {
      stop()
      editorPresence.open = false
      editorPresence.editing = false
    }
  }, [opened, readOnly, editMode, undo, redo, save, fitAll, fitSelection, selectAll, deleteSelection, assignLibraryParts, exportSheet, exportKbl, setCamera, size])

  useEditorKeys({
    opened, tool: toolId, editable: editMode && !readOnly, hasSelection: selection.length > 0,
    act: (action, event) => {
      switch (action.kind) {
        case 'toTool': return sendKey.current?.({ type: 'keyDown', key: event.key, shift: event.shiftKey, ctrl: event.ctrlKey || event.metaKey })
        case 'nudge': {
          // A grid step (a tenth of one with Shift), one undo step each.
          const step = (sheet?.grid.visible ? sheet.grid.size : 1) / (action.fine ? 10 : 1)
          return void engine.api.apply({ name: 'translateRecords', args: { ids: [...selection], dx: action.dx * step, dy: action.dy * step }, label: '微移' }).then(answer)
        }
        case 'tool': return chooseTool(action.tool)
        case 'copy': return void clipboard.copy()
        case 'paste': return void clipboard.paste()
        case 'duplicate': return void clipboard.duplicate()
        case 'rotate': return void engine.api.apply({ name: 'rotateConnectors', args: { ids: [...selection], quarters: action.quarters }, label: '旋转' }).then(answer)
        case 'mirror': return void engine.api.apply({ name: 'mirrorConnectors', args: { ids: [...selection] }, label: '镜像' }).then(answer)
        case 'undo': return undo()
        case 'redo': return redo()
        case 'save': return void save()
        case 'selectAll': return selectAll()
        case 'zoomIn': return setCamera((now) => zoomTo(now, now.scale * ZOOM_STEP, size))
        case 'zoomOut': return setCamera((now) => zoomTo(now, now.scale / ZOOM_STEP, size))
        case 'fitAll': return fitAll()
        case 'fitSelection': return fitSelection()
        case 'delete': return deleteSelection()
      }
    },
  })

  return (
    <div className="ed-shell" aria-busy={!opened} data-guide-step={guide?.shown && editMode ? guide.region ?? undefined : undefined}>
      {/* Until the file is open a veil takes the pointer: a gesture queued behind the open would
          land on whatever the opened drawing has under it. */}
      {opened ? null : <div className="ed-busy" data-testid="editor-busy" />}
      <div className="ed-toolbar" role="toolbar" aria-label={t('pageEditor')}>
        <StableFileTabs fileId={session.detail.fileId} name={session.detail.name} projectId={session.detail.projectId} />
        {readOnly ? <span className="ed-muted">{t('edReadOnly')}</span> : (
          <div className="ed-modes" role="group">
            <button type="button" className={`btn btn-sm ${editMode ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={editMode} onClick={() => setEditMode(true)}>{t('edEditMode')}</button>
            <button type="button" className={`btn btn-sm ${!editMode ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={!editMode} onClick={() => setEditMode(false)}>{t('edViewMode')}</button>
          </div>
        )}
        <span className="ed-sep" />
        <button type="button" className="btn btn-secondary btn-sm" onClick={undo} disabled={!editMode || history.undo === 0} data-testid="editor-undo" data-steps={history.undo}
          title={undoTitle(history.undoLabel, locale === 'zh-CN', t('edUndo'))}>{t('edUndo')}</button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={redo} disabled={!editMode || history.redo === 0} data-testid="editor-redo" data-steps={history.redo} title="Ctrl+Shift+Z">{t('edRedo')}</button>
        {readOnly ? null : <GuardedButton variant="secondary" size="sm" onClick={deleteSelection} disabled={!editMode || selection.length === 0} title="Delete" testId="editor-delete">{t('edDelete')}</GuardedButton>}
        {readOnly ? null : (
          <GuardedButton variant="secondary" size="sm" onClick={() => void assignLibraryParts()} disabled={!editMode || selection.length === 0} testId="editor-assign-parts" title={t('edLibraryAssignHint')}>
            {t('edLibraryAssign')}
          </GuardedButton>
        )}
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setSettingsOpen(true)} data-testid="open-drawing-settings">{t('dsOpenSettings')}</button>
        <MenuButton label={t('edExportSheet')} className="btn btn-secondary btn-sm" testId="export-sheet" isDisabled={exporting !== null || !opened}
          entries={[
            ...SHEET_FORMATS.map((format) => ({ id: format, label: t('edExportAs', { format: format.toUpperCase() }), onAction: () => void exportSheet(format) })),
            { id: 'kbl', label: t('edExportKbl'), onAction: () => void exportKbl() },
          ]}>
          {exporting ? t('edExportingSheet', { format: exporting.toUpperCase() }) : t('edExportSheet')}
        </MenuButton>
        <button type="button" className="btn btn-secondary btn-sm" data-testid="open-3d" disabled={!opened} onClick={() => setPreview3d([...selection])}>{t('ed3dOpen')}</button>
        {preview3d ? <Preview3dDialog engine={engine} selection={preview3d} onClose={() => setPreview3d(null)} /> : null}
        {readOnly ? null : <span data-guide="functions" className="ed-guide-target"><StableEditorFunctions engine={engine} inspections={inspections} selection={selection} editable={editMode} protections={projectConfig?.defaultProtections ?? null} parts={library.parts} onSplicePreview={splice.show} onTitleBlock={insertTitleBlock} /></span>}
        {readOnly ? null : (
          <label className="ed-autosave">
            <input type="checkbox" checked={autosave} onChange={(e) => setAutosave(e.target.checked)} data-testid="autosave" />
            {t('edAutosave')}
          </label>
        )}
        {readOnly ? null : <GuardedButton variant="primary" size="sm" onClick={() => { setAutosave(true); void save() }} disabled={!dirty || saving} title="Ctrl+S">{saving ? t('edSaving') : t('edSave')}</GuardedButton>}
        {/* The view's controls wrap onto a narrow window's second line together. */}
        <span className="ed-view-tools">
          <span className="ed-sep" />
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setCamera((now) => zoomTo(now, now.scale / ZOOM_STEP, size))} aria-label={t('edZoomOut')}>−</button>
          <ZoomLevel cameraState={cameraState} />
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setCamera((now) => zoomTo(now, now.scale * ZOOM_STEP, size))} aria-label={t('edZoomIn')}>+</button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setCamera((now) => zoomTo(now, ACTUAL_SIZE_SCALE, size))}>{t('edActualSize')}</button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={fitAll} title="Shift+1">{t('edFitAll')}</button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={fitSelection} disabled={highlight.length === 0 && !wholeSelected} title="Shift+2">{t('edFitSelection')}</button>
        </span>
      </div>
      <div className="ed-body">
        <StableSidePanel engine={engine} version={version} live={settled} findingsStamp={libraryStamp} findingCount={findingCount} onSelect={selectFromList} onSelectType={selectAll}
          parts={library.parts} pickedPart={toolId === 'select' ? null : picked?.key ?? null} editable={editMode && !readOnly} onPickPart={pickPart}
          applicable={applicable} onApplyPart={applyPart} />
        <div className="ed-center">
          <div className="ed-stage" data-guide="canvas">
          {splice.preview && editMode && !readOnly ? <SplicePreviewBar engine={engine} preview={splice.preview} onClose={splice.close} /> : null}
          <ToolPalette tool={toolId} onTool={(id) => chooseTool(id)} counts={toolCounts} onCount={chooseCount} editable={editMode && !readOnly} />
          <EditorCanvas
            engine={engine}
            cameraState={cameraState}
            version={version}
            viewSet={viewSet}
            onFirstView={onFirstView}
            warmUpAfter={session.openPosted}
            highlight={highlight}
            selection={selection}
            onWholeSelection={onWholeSelection}
            handles={handles}
            leads={leadsShown ? leads.lines : NO_LEADS}
          hoverHighlight={tool.hover !== null && !(toolId === 'select' && tool.drag !== null) && !selection.includes(tool.hover) ? hovered.highlight : NO_LINES}
            page={pageShown}
            font={sheet?.style ?? null}
            grid={sheet?.grid.visible ? sheet.grid : null}
            rulerUnit={sheet?.rulers ? sheet.unit : null}
            size={size}
          extent={sheet?.extent ?? null}
            onToolUpdate={onToolUpdate}
            brush={tool.brush}
            drag={tool.drag}
            cursor={tool.cursor}
            onSize={onSize}
            label={t('edCanvas')}
            sendKey={sendKey}
            toolsIdle={toolsIdle}
          />
          </div>
          <StableReportPanel engine={engine} version={version} fileName={session.detail.name} editable={editMode && !readOnly} onSelect={selectFromList} selection={selection}
            parts={library.checked} libraryStamp={libraryStamp} />
        </div>
        <PropertyPanel unit={displayUnitOf(sheet?.unit)} inspections={inspections} selectedCount={selection.length} editable={editMode && !readOnly} onEdit={onEdit} onSelect={selectOne} />
      </div>
      <div className="ed-status" role="status" data-testid="editor-status">
        <span>{counts ? t('edRecords', { connectors: counts.connector, wires: counts.wire, segments: counts.segment }) : t('edOpening')}</span>
        <span data-testid="hover-title">{hoverTitle}</span>
        {leads.total > 0 ? (
          <label className="ed-leads" title={t('edLeadsTitle')}>
            <input type="checkbox" checked={leadsShown} onChange={(e) => setLeadsShown(e.target.checked)} data-testid="show-leads" />
            {t('edLeads', { count: leads.total })}
          </label>
        ) : null}
        {toolId !== 'select' ? <span className="ed-hint" data-testid="tool-hint">{typed !== null ? t('edHint_bundleTyped', { length: typed }) : picked ? t(toolId === 'fit' ? 'edHint_fitPart' : 'edHint_part', { partNumber: picked.part.partNumber, description: picked.part.description }) : t(`edHint_${toolId as Exclude<ToolId, 'select'>}`)}</span> : null}
        <span>{dirty ? t('edUnsaved') : t('edAllSaved')}</span>
      </div>
      <StableDrawingSettings engine={engine} version={version} isOpen={settingsOpen} editable={editMode && !readOnly} onClose={closeSettings} />
      {guide?.shown && editMode ? <EditorGuide onRegion={(region) => setGuide({ shown: region !== null, region })} /> : null}
      <StaleSaveDialog stale={staleSave.stale} busy={staleSave.busy} onOpenNewer={staleSave.openNewer} onSaveCopy={staleSave.saveCopy}
        onCompare={staleSave.compare} onClose={staleSave.close}
        comparison={staleSave.comparison?.kind === 'harness' ? <CompareView comparison={staleSave.comparison} /> : undefined} />
      <LeaveDialog isOpen={leave.asking} save={save} answer={leave.answer} />
    </div>
  )
}

/** The zoom readout of the tool bar: the one part of the bar that follows every camera move. */
function ZoomLevel({ cameraState }: { readonly cameraState: CameraState }) {
  const { t } = useI18n()
  const camera = useCamera(cameraState)
  return <span className="ed-zoom" data-testid="zoom-level">{t('edZoomLevel', { percent: zoomPercent(camera.scale) })}</span>
}

/*
 * The editor's panels, rendered again only when their own props change: the editor renders at
 * every hover, tool answer and open step, and at M a render of all of them held the page's thread
 * for tens of ms (between the open's answer and the first view's tiles among them).
 */
const StableSidePanel = memo(SidePanel)
const StableReportPanel = memo(ReportPanel)
const StableEditorFunctions = memo(EditorFunctions)
const StableDrawingSettings = memo(DrawingSettingsDialog)
const StableFileTabs = memo(OpenFileTabs)

const NO_HANDLES = new Float32Array(0)
const NO_LEADS = new Float32Array(0)



/** The interior vertices (bend points) of the selected segments' centre lines, x y pairs in sheet mm. */
function bendHandles(inspections: readonly Inspection[]): Float32Array {
  const out: number[] = []
  for (const inspection of inspections) {
    if (inspection.typeName !== 'segment') continue
    // The centre line comes first; the outline around the bundle after it has no bend points.
    const line = inspection.highlight[0]
    if (line) for (let i = 2; i + 2 < line.length; i += 2) out.push(line[i]!, line[i + 1]!)
  }
  return out.length === 0 ? NO_HANDLES : new Float32Array(out)
}
