import { MessageChannel } from 'node:worker_threads'
import { expose, transfer } from 'comlink'
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs'
import { describe, expect, it, vi } from 'vitest'
import { ALL_TILES, createWire, encodeDocument, encodeDocumentInSlices, importKbl, type OpenDocument } from '@harness/engine'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { harness } from '../../../engine/test/harnessBuilder'
import { createEngineClient, queueBehind } from '../client/engineClient'
import { createEngineApi, type EngineEvent } from './engineApi'
import { nativeCodec } from './nativeCodec'
import { yieldToHost } from './yieldToHost'
import { DEFAULT_WORKSPACE_CONFIG, effectiveConfig } from '@harness/protocol'

const bytesOf = (u8: Uint8Array) => u8.buffer.slice(u8.byteOffset, u8.byteOffset + u8.byteLength) as ArrayBuffer

/** `count` unattached wires W0, W1, ... (bulk for a document that takes a while to write). */
const syntheticWires = (count: number) => Array.from({ length: count }, (_, i) => createWire({ id: `W${i}` as never, name: `W${i}` }))

const sample = () =>
  harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 100)
    .connector('X1', 'A', 2).connector('X2', 'B', 2).wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').records

describe('engine API', () => {
  it('answers calls made while a snapshot is written, and the snapshot is the document as it was when asked for', async () => {
    // Slices of 0 ms: a pause after every step, however fast the machine.
    const api = createEngineApi({ ...nativeCodec, encodeInSlices: (records) => encodeDocumentInSlices(records, yieldToHost, 0) })
    const records = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 100).records
    // Enough wires that the writing takes several slices.
    const many = [...records, ...syntheticWires(5_000)]
    expect(await api.open(bytesOf(encodeDocument(many)))).toMatchObject({ ok: true })
    const order: string[] = []
    const snapshot = api.snapshot().then((bytes) => (order.push('snapshot'), bytes))
    const applied = api.apply({ name: 'setSegmentLength', args: { segmentId: 'A-B' as never, length: 250 as never } }).then((r) => (order.push('apply'), r))
    expect(await applied).toEqual({ ok: true, version: 1 })
    const bytes = await snapshot
    expect(order).toEqual(['apply', 'snapshot'])
    const decoded = nativeCodec.decode(bytes)
    if (!decoded.ok) throw new Error(decoded.error.message)
    expect(decoded.records.find((r) => r.id === 'A-B')).toMatchObject({ length: 100 })
    const parts = (list: readonly { typeName: string }[]) => list.filter((r) => r.typeName !== 'settings').length
    expect(parts(decoded.records)).toBe(parts(many))
    // Asked for after the edit, it holds the edit.
    const after = nativeCodec.decode(await api.snapshot())
    expect(after.ok && after.records.find((r) => r.id === 'A-B')).toMatchObject({ length: 250 })
  })

  it('opens a native document, applies commands and reports derived changes in its events', async () => {
    const api = createEngineApi(nativeCodec)
    const opened = await api.open(bytesOf(encodeDocument(sample())))
    expect(opened).toMatchObject({ ok: true, version: 0, counts: { wire: 2, connector: 2, segment: 1 } })
    // The open's answer carries the sheet the editor fits its first view to, as `sheet` answers it.
    if (!opened.ok) throw new Error(opened.message)
    expect(opened.sheet).toEqual(await api.sheet())
    expect(opened.sheet.extent).toMatchObject({ minX: -6, maxX: 106 })
    const events: EngineEvent[] = []
    await api.subscribe((e) => events.push(e))
    expect(await api.apply({ name: 'setSegmentLength', args: { segmentId: 'A-B' as never, length: 250 as never }, label: 'length' })).toEqual({ ok: true, version: 1 })
    expect(events).toHaveLength(1)
    expect(events[0]!.label).toBe('length')
    const wires = events[0]!.derivedChanges.wires
    expect(wires.ids.map((id, i) => [id, wires.production[i], wires.dmu[i], wires.problems[i]]).sort()).toEqual([['W1', 250, 250, null], ['W2', 250, 250, null]])
    expect(await api.undo()).toEqual({ ok: true, version: 2 })
    expect((await api.derived()).wires.find((w) => w.id === 'W1')!.production).toBe(100)
    expect(await api.undo()).toMatchObject({ ok: false, reason: 'nothingToUndo' })
    const cut = await api.reportRows('cut-table')
    expect(cut.rows).toHaveLength(2)
    expect(cut.columns[0]!.zh).toBe('序号')
    const production = cut.columns.findIndex((c) => c.key === 'productionLength')
    expect(cut.rows.map((r) => r[production])).toEqual([100, 100])
  })

  it('writes the open document as KBL that reads back with the same wires and their computed lengths', async () => {
    const api = createEngineApi(nativeCodec)
    expect(await api.open(bytesOf(encodeDocument(sample())))).toMatchObject({ ok: true })
    const xml = await api.kblText()
    expect(xml).toContain('KBL_container')
    const back = importKbl(xml)
    if (!back.ok) throw new Error(back.error.message)
    expect(back.records.filter((r) => r.typeName === 'wire').map((r) => (r as { name: string }).name).sort()).toEqual(['W1', 'W2'])
    const production = /<Length_type>Production<\/Length_type>[\s\S]*?<Value_component>([\d.]+)<\/Value_component>/.exec(xml)
    expect(Number(production?.[1])).toBe(100)
  })

  it('reports every phase of an open in order, ending at the whole', async () => {
    const api = createEngineApi(nativeCodec)
    const progress: { phase: string; done: boolean; fraction: number }[] = []
    await api.open(bytesOf(encodeDocument(sample())), (p) => progress.push({ phase: p.phase, done: p.done, fraction: p.fraction }))
    expect(progress.filter((p) => p.done).map((p) => p.phase)).toEqual(['decode', 'index', 'derive', 'spatial'])
    expect(progress.map((p) => p.fraction)).toEqual([0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1])
  })

  it('answers refusals, unknown commands and unreadable files as values', async () => {
    const api = createEngineApi(nativeCodec)
    await api.openRecords(sample())
    expect(await api.apply({ name: 'moveNode', args: { nodeId: 'nope' as never, position: [0, 0] } })).toMatchObject({ ok: false, reason: 'notFound' })
    expect(await api.apply({ name: 'dropTables' as never, args: {} as never })).toMatchObject({ ok: false, reason: 'unknownCommand' })
    expect(await api.open(new Uint8Array([1, 2, 3]).buffer)).toMatchObject({ ok: false })
    expect(await api.version()).toBe(0)
  })

  it('refuses a change that would store an invalid record: version, record and history stay', async () => {
    const api = createEngineApi(nativeCodec)
    await api.openRecords(sample())
    const events: EngineEvent[] = []
    await api.subscribe((e) => events.push(e))
    const refused = await api.apply({ name: 'setProperties', args: { typeName: 'segment', id: 'A-B', patch: { length: -5 } } as never })
    expect(refused).toEqual({ ok: false, reason: 'invalidArguments', detail: `segment "A-B": field 'length' must be in [0, 1e9], got -5` })
    expect(await api.version()).toBe(0)
    expect((await api.records(['A-B']))[0]).toMatchObject({ length: 100 })
    expect(await api.undo()).toEqual({ ok: false, reason: 'nothingToUndo' })
    expect(events).toEqual([])
    expect((await api.derived()).wires.find((w) => w.id === 'W1')!.production).toBe(100)
  })

  it('tells a crashed command (internalError, rolled back) from a refusal', async () => {
    const api = createEngineApi(nativeCodec)
    await api.openRecords(sample())
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      // Commands check what they are given; an argument that throws when read stands for a fault inside one.
      const crashed = await api.apply({ name: 'deleteRecords', args: { get ids(): never { throw new Error('ids unreadable') } } as never })
      expect(crashed).toMatchObject({ ok: false, reason: 'internalError', detail: expect.stringContaining('ids unreadable') })
      expect(logged).toHaveBeenCalledTimes(1)
    } finally {
      logged.mockRestore()
    }
    expect(await api.version()).toBe(0)
    expect(await api.undo()).toEqual({ ok: false, reason: 'nothingToUndo' })
    expect(await api.apply({ name: 'deleteRecords', args: { ids: [] } })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.apply({ name: 'deleteRecords', args: { ids: null } as never })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.apply({ name: 'deleteRecords', args: null as never })).toMatchObject({ ok: false, reason: 'invalidArguments' })
  })

  it('keeps a commit when derived data fails to follow it: logs, recomputes, and still sends the event', async () => {
    let inside: OpenDocument | undefined
    const api = createEngineApi(nativeCodec, (opened) => (inside = opened))
    await api.openRecords(sample())
    const events: EngineEvent[] = []
    await api.subscribe((e) => events.push(e))
    const failing = () => {
      throw new Error('a subscriber that fails changes nothing')
    }
    await api.subscribe(failing)
    const update = inside!.derived.update.bind(inside!.derived)
    let failures = 1
    inside!.derived.update = (diff) => {
      if (failures-- > 0) throw new Error('derived data broke')
      return update(diff)
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await api.apply({ name: 'setSegmentLength', args: { segmentId: 'A-B' as never, length: 250 as never } })).toEqual({ ok: true, version: 1 })
      expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([
        'engine: updating derived data after version 1 (setSegmentLength) failed; recomputing it',
        'engine: a change-event subscriber failed',
      ])
    } finally {
      logged.mockRestore()
    }
    expect(events).toHaveLength(1)
    expect(events[0]!.version).toBe(1)
    expect(events[0]!.derivedChanges.full).toBe(true)
    await api.unsubscribe(failing)
    expect([...events[0]!.derivedChanges.wires.production]).toEqual([250, 250])
    expect((await api.derived()).wires.find((w) => w.id === 'W1')!.production).toBe(250)
    expect(await api.undo()).toEqual({ ok: true, version: 2 })
    expect(events[1]!.derivedChanges.full).toBe(false)
    expect((await api.derived()).wires.find((w) => w.id === 'W1')!.production).toBe(100)
  })

  it('answers viewport queries and hit tests that follow edits', async () => {
    const api = createEngineApi(nativeCodec)
    await api.openRecords(sample())
    expect((await api.viewport({ minX: 90, minY: -10, maxX: 110, maxY: 10 })).sort()).toEqual(['A-B', 'B', 'X2'])
    await api.apply({ name: 'moveNode', args: { nodeId: 'B' as never, position: [100, 300] } })
    // Node B holds X2, which answers for it where it moved.
    expect(await api.hitTest([100, 300], 2)).toMatchObject({ id: 'X2' })
  })

  it('answers level-of-detail viewports per tile, names the tiles an edit touched and refuses a bad scale', async () => {
    const api = createEngineApi(nativeCodec)
    await api.openRecords(sample())
    const far = await api.viewportLod({ minX: -10, minY: -10, maxX: 110, maxY: 10 }, 0.05)
    if (!far.ok) throw new Error(far.detail)
    expect(far.view.level).toBe('overview')
    expect(far.view.tiles.flatMap((t) => t.ids)).toEqual([])
    const near = await api.viewportLod({ minX: 90, minY: -10, maxX: 110, maxY: 10 }, 8)
    if (!near.ok) throw new Error(near.detail)
    expect(new Set(near.view.tiles.flatMap((t) => t.ids))).toEqual(new Set(['B', 'X2', 'X2:1', 'X2:2', 'W1', 'W2']))
    const events: EngineEvent[] = []
    await api.subscribe((e) => events.push(e))
    await api.apply({ name: 'moveNode', args: { nodeId: 'B' as never, position: [100, 300] } })
    const touched = await api.tilesTouched(['B'])
    for (const tile of near.view.tiles) expect(touched).toContain(tile.key)
    expect(events[0]!.tiles.length).toBeGreaterThan(0)
    for (const key of events[0]!.tiles) expect(touched).toContain(key)
    const refetched = await api.lodTiles(near.view.tiles.map((t) => t.key))
    expect(refetched.flatMap((t) => t.ids).filter((id) => id === 'X2')).toEqual([])
    expect(await api.viewportLod({ minX: 0, minY: 0, maxX: 1, maxY: 1 }, 0)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.viewportLod({ minX: 5, minY: 0, maxX: 1, maxY: 1 }, 1)).toMatchObject({ ok: false, reason: 'invalidArguments' })
  })

  it('brings the settings under a project configuration in one undo step, or answers that they follow it', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    const before = (await api.records(['settings']))[0]
    expect(await api.applyProjectConfig(DEFAULT_WORKSPACE_CONFIG, 'config')).toEqual({ ok: true, version: 0, changed: false })
    const inches = effectiveConfig({ unit: 'in' }, {})
    expect(await api.applyProjectConfig(inches, 'config')).toEqual({ ok: true, version: 1, changed: true })
    expect((await api.records(['settings']))[0]).toMatchObject({ unit: 3 })
    expect(await api.history()).toMatchObject({ undo: 1, undoLabel: 'config' })
    expect(await api.applyProjectConfig(inches, 'config')).toEqual({ ok: true, version: 1, changed: false })
    // What is not a configuration is refused and changes nothing.
    expect(await api.applyProjectConfig(null as never, 'config')).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.applyProjectConfig({ ...inches, unit: 'furlong' } as never, 'config')).toMatchObject({ ok: false })
    expect(await api.undo()).toEqual({ ok: true, version: 2 })
    expect((await api.records(['settings']))[0]).toEqual(before)
  })

  it('answers viewport scenes for the tiles the canvas does not hold, and inspects records', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    const box = { minX: -10, minY: -10, maxX: 110, maxY: 10 }
    const first = await api.viewportScenes(box, 8)
    if (!first.ok) throw new Error(first.detail)
    expect(first.view.scenes.map((s) => s.key).sort()).toEqual([...first.view.keys].sort())
    expect(first.view.scenes.flatMap((s) => s.bodyIds)).toContain('X2')
    const held = Object.fromEntries(first.view.scenes.map((s) => [s.key, s.version]))
    const again = await api.viewportScenes(box, 8, held)
    if (!again.ok) throw new Error(again.detail)
    expect(again.view.keys).toEqual(first.view.keys)
    expect(again.view.scenes).toEqual([])
    await api.apply({ name: 'moveNode', args: { nodeId: 'B' as never, position: [100, 5] } })
    const moved = await api.viewportScenes(box, 8, held)
    if (!moved.ok) throw new Error(moved.detail)
    expect(moved.view.scenes.length).toBeGreaterThan(0)
    expect(await api.viewportScenes(box, Number.NaN)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.viewportScenes({ minX: 1, minY: 0, maxX: 0, maxY: 1 }, 1)).toMatchObject({ ok: false, reason: 'invalidArguments' })

    // Names for an overview: at 0.5 px per mm the canvas's own names are too small to read.
    const named = await api.overviewNames(box, 0.5)
    if (!named.ok) throw new Error(named.detail)
    expect(named.names.map((n) => n.text).sort()).toEqual(['X1', 'X2'])
    expect(await api.overviewNames(box, 8)).toEqual({ ok: true, names: [] })
    expect(await api.overviewNames(box, 0)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    const [segment] = await api.inspect(['A-B'])
    expect(segment!.facts.find((f) => f.key === 'bundleMembers')!.value).toBe(2)
    expect(segment!.related.map((r) => r.id).sort()).toEqual(['W1', 'W2'])
    expect(await api.inspect(['nothing'])).toEqual([])
    // Nodes after the other records (a select all lists the nodes first), in the order given otherwise.
    expect((await api.inspect(['A', 'B', 'W2', 'A-B', 'W1'])).map((i) => i.id)).toEqual(['W2', 'A-B', 'W1', 'A', 'B'])
    const sheet = await api.sheet()
    expect(sheet.extent).toMatchObject({ minX: -6, maxX: 106 })
    expect(sheet.page.width).toBeGreaterThan(0)
  })

  it('switches tools, draws with them through pointer events heard as changes, and refuses unknown tools and view mode', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    const events: EngineEvent[] = []
    await api.subscribe((e) => { events.push(e) })
    const press = (x: number, y: number) => api.pointer({ type: 'pointerDown', point: [x, y], screen: [x, y], button: 0, shift: false, ctrl: false, space: false, scale: 1 })
    expect(await api.setTool('connector', { cavities: 3 })).toMatchObject({ ok: true, update: { tool: 'connector', cursor: 'crosshair' } })
    const placed = await press(50, 60)
    expect(placed).toMatchObject({ ok: true, update: { notice: null } })
    expect(events.at(-1)!.label).toBe('放置连接器')
    expect((await api.recordCounts()).connector).toBe(3)
    expect(await press(50, 60)).toMatchObject({ ok: true, update: { notice: { reason: 'invalidArguments' } } })
    expect(await api.setTool('bundle')).toMatchObject({ ok: true, update: { tool: 'bundle' } })
    await press(50, 60)
    await press(50, 0)
    expect((await api.recordCounts()).segment).toBe(3)
    expect(await api.setTool('lasso')).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.setTool('connector', { cavities: 0 })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.setTool('connector', 'many')).toMatchObject({ ok: false, reason: 'invalidArguments' })
    for (const part of [null, { partNumber: 5, description: '' }, { partNumber: 'P', description: '', cavities: 0 }, { partNumber: 'P', description: '', csa: -1 }, { partNumber: 'P', description: '', colors: [] }]) {
      expect(await api.setTool('wire', { part })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    }
    await api.setEditable(false)
    expect(await api.setTool('wire')).toMatchObject({ ok: false, reason: 'viewMode' })
    expect(await api.setTool('select')).toMatchObject({ ok: true, update: { tool: 'select' } })
  })

  it('copies records with what they need and pastes them as new records, one undo step, selecting what was drawn', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    const copied = await api.copy(['X1', 'X2'])
    if (!copied.ok) throw new Error(copied.detail)
    const clip = copied.records
    expect(clip.filter((r) => r.typeName === 'wire')).toHaveLength(2)
    const pasted = await api.paste(JSON.parse(JSON.stringify(clip)), 0, 50)
    expect(pasted).toMatchObject({ ok: true, version: 1 })
    expect(pasted.ok && pasted.update.selection).toHaveLength(3)
    expect(await api.recordCounts()).toEqual({ connector: 4, wire: 4, segment: 2 })
    expect(await api.paste([{ typeName: 'node' }], 0, 0)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.paste('clip', 0, 0)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.undo()).toMatchObject({ ok: true })
    expect(await api.recordCounts()).toEqual({ connector: 2, wire: 2, segment: 1 })
  })

  it('adds a splice for wires sharing an end and previews a splice\'s optimum', async () => {
    const api = createEngineApi(nativeCodec)
    const records = harness().node('A', 'connector', [0, 0]).node('B', 'branch', [50, 0]).node('C', 'connector', [100, 0]).node('D', 'connector', [50, 80])
      .segment('A', 'B', 50).segment('B', 'C', 50).segment('B', 'D', 80).connector('X1', 'A', 1).connector('X2', 'C', 1).connector('X3', 'D', 1)
      .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:1', 'X3:1').records
    await api.open(bytesOf(encodeDocument(records)))
    expect(await api.autoSplice(['W1'])).toMatchObject({ ok: false, reason: 'selectWiresToSet' })
    expect(await api.autoSplice(['W1', 'W2'])).toMatchObject({ ok: true })
    expect(await api.recordCounts()).toMatchObject({ wire: 3 })
    const [splice] = (await api.records(['W1']))[0]!.typeName === 'wire' ? [((await api.records(['W1']))[0] as { endA: { spliceId: string } }).endA.spliceId] : []
    expect(await api.spliceOptimum(splice!)).toMatchObject({ ok: true, at: [50, 0], saving: 0 })
    expect(await api.spliceOptimum('nope')).toMatchObject({ ok: false, reason: 'notFound' })
  })

  it('drives the select tool, holds commands back during a drag, and refuses malformed events', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    const event = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number) => ({ type, point: [x, 0], screen: [x, 0], button: 0, shift: false, ctrl: false, space: false, scale: 1 })
    const down = await api.pointer(event('pointerDown', 100))
    expect(down).toMatchObject({ ok: true, update: { selection: ['X2'], state: 'pointing' } })
    expect(await api.pointer(event('pointerMove', 130))).toMatchObject({ ok: true, update: { state: 'translating', selection: null } })
    expect(await api.undo()).toMatchObject({ ok: false, reason: 'gestureInProgress' })
    expect(await api.apply({ name: 'moveNode', args: { nodeId: 'A' as never, position: [1, 1] } })).toMatchObject({ ok: false, reason: 'gestureInProgress' })
    await api.pointer(event('pointerUp', 130))
    expect((await api.records(['B']))[0]).toMatchObject({ position: [130, 0] })
    expect(await api.undo()).toMatchObject({ ok: true })
    expect((await api.records(['B']))[0]).toMatchObject({ position: [100, 0] })
    for (const bad of [null, 'x', { type: 'pointerDown' }, { ...event('pointerMove', 1), point: [1e12, 0] }, { ...event('pointerMove', 1), scale: 0 }]) {
      expect(await api.pointer(bad)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    }
    await api.setEditable(false)
    await api.pointer(event('pointerDown', 100))
    await api.pointer(event('pointerMove', 160))
    await api.pointer(event('pointerUp', 160))
    expect((await api.records(['B']))[0]).toMatchObject({ position: [100, 0] })
    expect((await api.select(['W1', 'nothing'])).selection).toEqual(['W1'])
    expect((await api.selectAll('connector')).selection).toEqual(['X1', 'X2'])
    expect((await api.select('W1' as never)).selection).toBeNull()
    expect(await api.inspect('X1' as never)).toEqual([])
  })

  it('answers outline, findings and report windows, refuses what it cannot answer, and forgets them on another open', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    expect(await api.outline('wire', '', 0, 10)).toMatchObject({ ok: true, total: 2, rows: [{ id: 'W1' }, { id: 'W2' }] })
    expect(await api.outline('wire', 'w2', 0, 10)).toMatchObject({ ok: true, total: 1 })
    expect(await api.outline('settings' as never, '', 0, 10)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.outline('wire', '', -1, 10)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    const cut = await api.reportWindow('cut-table', 'en', 1, 5)
    expect(cut).toMatchObject({ ok: true, total: 2, rowIds: [['W2']] })
    if (!cut.ok) throw new Error(cut.detail)
    expect(cut.rows.map((row) => row.slice(0, 2))).toEqual([[2, 'W2']])
    expect(await api.reportWindow('nothing' as never, 'en', 0, 5)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    // Sorted by the wire number falling: W2 first; a sort that is no sort is refused.
    expect(await api.reportWindow('cut-table', 'en', 0, 5, { column: 'wireNumber', descending: true })).toMatchObject({ ok: true, total: 2, rowIds: [['W2'], ['W1']] })
    expect(await api.reportWindow('cut-table', 'en', 0, 5, { column: 'wireNumber', descending: 'yes' } as never)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect((await api.findings(0, 10)).total).toBeGreaterThanOrEqual(0)
    expect(await api.viewportScenes({ minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 }, 200)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.viewportScenes({ minX: 0, minY: 0, maxX: 10, maxY: 10 }, 1, null as never)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    const other = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [50, 0]).segment('A', 'B', 50)
      .connector('X1', 'A', 1).connector('X2', 'B', 1).wire('W9', 'X1:1', 'X2:1').records
    await api.openRecords(other)
    expect(await api.outline('wire', '', 0, 10)).toMatchObject({ ok: true, total: 1, rows: [{ id: 'W9' }] })
    expect(await api.reportWindow('cut-table', 'en', 0, 5)).toMatchObject({ ok: true, total: 1, rowIds: [['W9']] })
  })

  it('answers a manufacturing BOM line’s fields and sets them with one undoable command the report follows', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    const line = await api.manufacturingLine(1, (await api.history()).version)
    if (!line.ok) throw new Error(line.detail)
    expect(line).toMatchObject({ category: 'connector', set: false, fields: { process: 'insertion', cellCount: 1 } })
    const fields = { ...line.fields, cellType: '插装工位', quantityRatio: 2 }
    expect(await api.apply({ name: 'setManufacturingFields', args: { category: line.category, partNumber: line.partNumber, fields } })).toMatchObject({ ok: true })
    expect(await api.manufacturingLine(1, (await api.history()).version)).toMatchObject({ ok: true, set: true, fields: { cellType: '插装工位', quantityRatio: 2 } })
    const window = await api.reportWindow('manufacturing-bom', 'en', 0, 1)
    if (!window.ok) throw new Error(window.detail)
    const column = (key: string) => window.columns.findIndex((c) => c.key === key)
    expect([window.rows[0]![column('cellType')], window.rows[0]![column('quantityRatio')]]).toEqual(['插装工位', 2])
    expect(await api.apply({ name: 'setManufacturingFields', args: { category: line.category, partNumber: line.partNumber, fields: { ...fields, quantityRatio: -1 } } }))
      .toMatchObject({ ok: false, reason: 'invalidArguments' })
    await api.undo()
    expect(await api.manufacturingLine(1, (await api.history()).version)).toMatchObject({ ok: true, set: false })
    expect(await api.manufacturingLine(0, (await api.history()).version)).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(await api.manufacturingLine(999, (await api.history()).version)).toMatchObject({ ok: false, reason: 'notFound' })
    expect(await api.manufacturingLine(1, -1)).toMatchObject({ ok: false, reason: 'stale' })
  })

  it('lists the tiles where a bundle changed diameter without moving', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    const events: EngineEvent[] = []
    await api.subscribe((e) => events.push(e))
    await api.viewportScenes({ minX: -10, minY: -10, maxX: 110, maxY: 10 }, 8)
    expect(await api.apply({ name: 'setProperties', args: { typeName: 'wire', id: 'W1', patch: { od: 4 } } as never })).toMatchObject({ ok: true })
    expect(events[0]!.derivedChanges.segments.map((r) => r.id)).toEqual(['A-B'])
    expect(events[0]!.tiles.length).toBeGreaterThan(0)
  })

  it('counts connectors, wires and segments after every change', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    expect(await api.recordCounts()).toEqual({ connector: 2, wire: 2, segment: 1 })
    expect(await api.apply({ name: 'deleteRecords', args: { ids: ['W2'] } as never })).toMatchObject({ ok: true })
    expect(await api.recordCounts()).toEqual({ connector: 2, wire: 1, segment: 1 })
    await api.undo()
    expect(await api.recordCounts()).toEqual({ connector: 2, wire: 2, segment: 1 })
  })

  it('lists the tiles of a wire whose colours changed, and every tile when the drawing settings change', async () => {
    const api = createEngineApi(nativeCodec)
    await api.open(bytesOf(encodeDocument(sample())))
    const events: EngineEvent[] = []
    await api.subscribe((e) => events.push(e))
    const view = await api.viewportScenes({ minX: -10, minY: -10, maxX: 110, maxY: 10 }, 8)
    if (!view.ok) throw new Error(view.detail)
    expect(await api.apply({ name: 'setProperties', args: { typeName: 'wire', id: 'W1', patch: { colors: ['RD'] } } as never })).toMatchObject({ ok: true })
    expect(events[0]!.tiles.length).toBeGreaterThan(0)
    for (const key of view.view.keys) expect(events[0]!.tiles).toContain(key)
    expect(await api.apply({ name: 'setProperties', args: { typeName: 'settings', id: 'settings', patch: { bundleLabels: false } } as never })).toMatchObject({ ok: true })
    expect(events[1]!.tiles).toEqual([ALL_TILES])
    // A seal is drawn at its cavity's pin: the tiles drawing that pin are named.
    const near = await api.viewportScenes({ minX: -10, minY: -10, maxX: 10, maxY: 10 }, 20)
    if (!near.ok) throw new Error(near.detail)
    const seal = { id: 'SL1', typeName: 'seal', partNumber: '', description: '', usage: 'mandatory', status: 'normal', kind: 'seal', cavityId: 'X1:1' }
    expect(await api.apply({ name: 'createRecords', args: { records: [seal] } as never })).toMatchObject({ ok: true })
    const withPin = near.view.scenes.filter((scene) => scene.bodyIds.includes('X1:1' as never)).map((scene) => scene.key)
    expect(withPin.length).toBeGreaterThan(0)
    for (const key of withPin) expect(events[2]!.tiles).toContain(key)
  })

  it('runs behind Comlink on a message port, with transferred buffers and proxied events', async () => {
    const { port1, port2 } = new MessageChannel()
    expose(createEngineApi(nativeCodec), nodeEndpoint(port1))
    const client = createEngineClient(nodeEndpoint(port2), transfer)
    const kbl = readFileSync(resolve(import.meta.dirname, '../../../../shared/corpus/kbl/samples/vobes_sample_kbl24_mit_sicherungstraeger.kbl'), 'utf8')
    const imported = importKbl(kbl)
    if (!imported.ok) throw new Error(imported.error.message)
    const buffer = bytesOf(encodeDocument(imported.records))
    const opened = await client.open(buffer)
    expect(opened.ok).toBe(true)
    expect(buffer.byteLength).toBe(0) // transferred, not copied
    const seen: number[] = []
    const stop = await client.subscribe((e) => seen.push(e.version))
    const segment = (await client.api.viewport({ minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 })).find((id) => id.startsWith('segment:'))!
    expect(await client.api.apply({ name: 'setSegmentLength', args: { segmentId: segment as never, length: 1234 as never } })).toMatchObject({ ok: true })
    await new Promise((r) => setTimeout(r, 50))
    expect(seen).toEqual([1])
    await stop()
    port1.close()
    port2.close()
  })

  it('holds calls made before the open behind it, so they read the opened document', async () => {
    const { port1, port2 } = new MessageChannel()
    expose(createEngineApi(nativeCodec), nodeEndpoint(port1))
    const client = createEngineClient(nodeEndpoint(port2), transfer)
    let posted: () => void = () => undefined
    const queued = queueBehind(client, new Promise<void>((resolve) => { posted = resolve }))
    // Asked before the bytes are even handed over: answered from the opened document.
    const counts = queued.api.recordCounts()
    const seen: number[] = []
    const subscribed = queued.subscribe((e) => seen.push(e.version))
    await new Promise((r) => setTimeout(r, 20))
    const opened = client.open(bytesOf(encodeDocument(sample())))
    posted()
    expect(await counts).toEqual({ connector: 2, wire: 2, segment: 1 })
    expect((await opened).ok).toBe(true)
    const stop = await subscribed
    expect(await queued.api.apply({ name: 'setSegmentLength', args: { segmentId: 'A-B' as never, length: 250 as never } })).toEqual({ ok: true, version: 1 })
    await new Promise((r) => setTimeout(r, 50))
    expect(seen).toEqual([1])
    // The handle is not a thenable: awaiting it does not call the worker.
    expect(await Promise.resolve(queued.api)).toBe(queued.api)
    await stop()
    port1.close()
    port2.close()
  })
})
