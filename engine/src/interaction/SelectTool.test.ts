import { describe, expect, it } from 'vitest'
import { MAX_BEND_POINTS } from '../commands/bendPoints'
import { harness } from '../../test/harnessBuilder'
import { TestEditor } from '../../test/TestEditor'
import { setProperties } from '../commands/records'
import { pinCentre, pinLayout } from '../render/pinLayout'

// X1 at A (0, 0) and X2 at C (200, 0), joined through branch point B (100, 0); X3 at D (100, 100).
const records = () =>
  harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [200, 0]).node('D', 'connector', [100, 100])
    .segment('A', 'B', 100).segment('B', 'C', 100).segment('B', 'D', 100)
    .connector('X1', 'A', 1).connector('X2', 'C', 1).connector('X3', 'D', 1)
    .wire('W1', 'X1:1', 'X2:1').records

describe('select tool', () => {
  it('selects with a click, adds and removes with shift, clears on empty sheet and with Escape', () => {
    const editor = new TestEditor(records())
    expect(editor.click([0, 0]).selection).toEqual(['X1'])
    expect(editor.click([50, 0]).selection).toEqual(['A-B'])
    expect(editor.click([200, 0], { shift: true }).selection).toEqual(['A-B', 'X2'])
    expect(editor.click([200, 0], { shift: true }).selection).toEqual(['A-B'])
    expect(editor.click([60, 60]).selection).toEqual([])
    editor.click([0, 0])
    expect(editor.key('Escape').selection).toEqual([])
    expect(editor.last.state).toBe('idle')
  })

  it('names what is under the pointer while hovering', () => {
    const editor = new TestEditor(records())
    expect(editor.pointerMove([150, 1]).hover).toBe('B-C')
    expect(editor.last.cursor).toBe('pointer')
    expect(editor.pointerMove([150, 50]).hover).toBeNull()
    // The pointer leaving the canvas leaves nothing hovered, and the tool as it was.
    expect(editor.pointerMove([150, 1]).hover).toBe('B-C')
    const left = editor.interaction.handle({ type: 'pointerLeave' })
    expect([left.hover, left.state]).toEqual([null, 'idle'])
  })

  it('names and picks the pin under the pointer where pins are drawn, the connector elsewhere on its body', () => {
    // X4 with 4 cavities at E (0, 100): pin boxes 2.1 mm wide centred at x 3.99, y 95.5 to 104.5, 3 mm apart.
    const built = harness().node('E', 'connector', [0, 100]).connector('X4', 'E', 4).records
    const editor = new TestEditor([...records(), ...built], 4)
    const pin2 = pinCentre(pinLayout([0, 100], 4), 1)
    expect(editor.pointerMove([pin2[0] + 0.5, pin2[1] + 0.3]).hover).toBe('X4:2')
    expect(editor.pointerMove([-3, 100]).hover).toBe('X4')
    // Zoomed out until the pins are not drawn (3 mm apart at 0.5 px/mm), the pointer names the connector.
    const far = new TestEditor([...records(), ...built], 0.5)
    expect(far.pointerMove(pin2).hover).toBe('X4')
    // A click selects the pin; a drag from it moves its connector.
    expect(editor.click(pin2).selection).toEqual(['X4:2'])
    editor.drag(pin2, [pin2[0] + 20, pin2[1]])
    expect(editor.nodeAt('E')).toEqual([20, 100])
    // With the connector one of several selected, a press on its pin drags them all along.
    editor.click([20, 100])
    editor.click([200, 0], { shift: true })
    editor.drag([pin2[0] + 20, pin2[1]], [pin2[0] + 30, pin2[1]])
    expect([editor.nodeAt('E'), editor.nodeAt('C')]).toEqual([[30, 100], [210, 0]])
  })

  it('moves a connector\'s node by dragging it: one undo step, the wire lengths follow', () => {
    const editor = new TestEditor(records())
    const version = editor.document.editor.version
    editor.drag([200, 0], [260, 40], { release: false })
    expect(editor.last.state).toBe('translating')
    expect(editor.nodeAt('C')).toEqual([260, 40])
    editor.pointerUp([260, 40])
    expect(editor.last.state).toBe('idle')
    expect(editor.document.editor.version).toBeGreaterThan(version + 1)
    expect(editor.document.editor.undo()).toBe(true)
    expect(editor.nodeAt('C')).toEqual([200, 0])
    expect(editor.document.editor.undo()).toBe(false)
    expect(editor.document.editor.redo()).toBe(true)
    expect(editor.nodeAt('C')).toEqual([260, 40])
  })

  it('a click on one of several selected items selects it alone; shift keeps the others', () => {
    const editor = new TestEditor(records())
    editor.click([0, 0])
    expect(editor.click([200, 0], { shift: true }).selection).toEqual(['X1', 'X2'])
    expect(editor.click([200, 0]).selection).toEqual(['X2'])
    editor.click([0, 0], { shift: true })
    expect(editor.click([0, 0], { shift: true }).selection).toEqual(['X2'])
  })

  it('drags everything selected together when the press is on one of them: one undo step, Escape leaves none', () => {
    const editor = new TestEditor(records())
    editor.click([0, 0])
    editor.click([100, 100], { shift: true })
    editor.drag([100, 100], [130, 120], { release: false })
    expect(editor.last.state).toBe('translatingGroup')
    expect(editor.nodeAt('A')).toEqual([30, 20])
    expect(editor.nodeAt('D')).toEqual([130, 120])
    expect(editor.nodeAt('C')).toEqual([200, 0])
    editor.pointerUp([130, 120])
    expect(editor.last.selection).toEqual(['X1', 'X3'])
    expect(editor.document.editor.undo()).toBe(true)
    expect(editor.nodeAt('A')).toEqual([0, 0])
    expect(editor.nodeAt('D')).toEqual([100, 100])
    expect(editor.document.editor.undo()).toBe(false)
    editor.document.editor.redo()
    editor.drag([130, 120], [170, 170], { release: false })
    editor.key('Escape')
    expect(editor.nodeAt('D')).toEqual([130, 120])
    expect(editor.nodeAt('A')).toEqual([30, 20])
    expect(editor.document.editor.undo()).toBe(true)
    expect(editor.document.editor.undo()).toBe(false)
  })

  it('puts a dragged node back and leaves no undo step when Escape cancels the drag', () => {
    const editor = new TestEditor(records())
    editor.drag([100, 100], [140, 160], { release: false })
    expect(editor.nodeAt('D')).toEqual([140, 160])
    editor.key('Escape')
    expect(editor.nodeAt('D')).toEqual([100, 100])
    expect(editor.last.state).toBe('idle')
    expect(editor.document.editor.undo()).toBe(false)
  })

  it('does not move anything in view mode, and a small jitter is still a click', () => {
    const editor = new TestEditor(records())
    editor.interaction.setEditable(false)
    editor.drag([200, 0], [260, 40])
    expect(editor.nodeAt('C')).toEqual([200, 0])
    editor.interaction.setEditable(true)
    editor.drag([200, 0], [202, 1])
    expect(editor.nodeAt('C')).toEqual([200, 0])
    expect(editor.last.selection).toEqual(['X2'])
  })

  it('selects what lies wholly inside a brushed box, shift adding to the selection, Escape restoring it', () => {
    const editor = new TestEditor(records())
    // A connector's node is part of its body: X1 stands for node A.
    editor.drag([-20, -20], [120, 20])
    expect(new Set(editor.last.selection)).toEqual(new Set(['B', 'X1', 'A-B']))
    expect(editor.last.brush).toBeNull()
    editor.drag([80, 80], [120, 120], { shift: true })
    expect(new Set(editor.last.selection)).toEqual(new Set(['B', 'X1', 'A-B', 'X3']))
    const before = editor.last.selection
    editor.drag([150, -20], [250, 20], { release: false })
    expect(editor.last.brush).toEqual({ minX: 150, minY: -20, maxX: 250, maxY: 20 })
    editor.key('Escape')
    expect(editor.last.selection).toEqual(before)
    // A box over X1's node but not all of its body selects neither.
    editor.drag([-2, -20], [120, 20])
    expect(new Set(editor.last.selection)).toEqual(new Set(['B', 'A-B']))
    // A group brushed in moves its connectors' nodes with it.
    editor.interaction.setEditable(true)
    editor.drag([-20, -20], [120, 20])
    editor.drag([100, 0], [100, 10])
    expect([editor.nodeAt('A'), editor.nodeAt('B')]).toEqual([[0, 10], [100, 10]])
  })

  it('pans with the middle button or with space held, answering the screen distance moved', () => {
    const editor = new TestEditor(records(), 2)
    editor.pointerDown([60, 60], { button: 1 })
    expect(editor.pointerMove([70, 65], { button: 1 }).pan).toEqual([20, 10])
    expect(editor.pointerMove([70, 65], { button: 1 }).pan).toEqual([0, 0])
    editor.pointerUp([70, 65], { button: 1 })
    expect(editor.last.state).toBe('idle')
    editor.pointerDown([0, 0], { space: true })
    expect(editor.last.state).toBe('panning')
    expect(editor.last.selection).toEqual([])
    editor.pointerUp([5, 0], { space: true })
    expect(editor.nodeAt('A')).toEqual([0, 0])
  })

  it('selects everything drawn, or every record of one type', () => {
    const editor = new TestEditor(records())
    const all = editor.interaction.selectAll(editor.document.editor.doc)
    expect(new Set(all.selection)).toEqual(new Set(['A', 'B', 'C', 'D', 'A-B', 'B-C', 'B-D', 'X1', 'X2', 'X3']))
    expect(editor.interaction.selectAll(editor.document.editor.doc, 'wire').selection).toEqual(['W1'])
    expect(editor.key('Escape').selection).toEqual([])
  })

  it('sends the selection only when it changed, and holds commands back while a drag is on', () => {
    const editor = new TestEditor(records())
    const interaction = editor.interaction
    const at = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) =>
      interaction.handle({ type, point: [x, y], screen: [x, y], button: 0, shift: false, ctrl: false, space: false, scale: 1 })
    expect(at('pointerDown', 200, 0).selection).toEqual(['X2'])
    expect(at('pointerMove', 230, 0).selection).toBeNull()
    expect(interaction.busy).toBe(true)
    at('pointerUp', 230, 0)
    expect(interaction.busy).toBe(false)
    expect(at('pointerMove', 150, 50).selection).toBeNull()
    expect(interaction.selection()).toEqual(['X2'])
  })

  it('cancelling a drag whose mark an undo already took reverts nothing before it', () => {
    const editor = new TestEditor(records())
    editor.drag([100, 100], [110, 100])
    const before = editor.nodeAt('D')
    editor.drag([200, 0], [240, 0], { release: false })
    const history = editor.document.editor
    expect(history.undo()).toBe(true)
    history.undo()
    editor.key('Escape')
    // The earlier drag of D is not reverted by the cancel.
    expect(editor.nodeAt('D')[0]).toBeGreaterThanOrEqual(100)
    expect(before[0]).toBe(110)
  })

  it('drags a bend point of a segment as one undo step; Escape puts it back and leaves no step; view mode does not move it', () => {
    const bent = records().map((r) => (r.id === 'B-D' && r.typeName === 'segment' ? { ...r, points: [[130, 50]] as const } : r))
    const editor = new TestEditor(bent)
    const length = editor.document.editor.doc.getOf('segment', 'B-D')!.length
    const pointsOf = () => editor.document.editor.doc.getOf('segment', 'B-D')!.points
    editor.drag([130, 50], [160, 70], { release: false })
    expect(editor.last.state).toBe('translating')
    expect(pointsOf()).toEqual([[160, 70]])
    editor.pointerUp([160, 70])
    expect(editor.document.editor.doc.getOf('segment', 'B-D')!.length).toBe(length)
    expect(editor.document.spatial.hitTest([160, 70], 1)?.id).toBe('B-D')
    expect(editor.document.editor.undo()).toBe(true)
    expect(pointsOf()).toEqual([[130, 50]])
    expect(editor.document.editor.undo()).toBe(false)

    editor.drag([130, 50], [90, 20], { release: false })
    expect(pointsOf()).toEqual([[90, 20]])
    editor.key('Escape')
    expect(pointsOf()).toEqual([[130, 50]])
    expect(editor.document.editor.undo()).toBe(false)

    // Dragging the segment away from its bend points adds one where it was pressed, on the leg
    // pressed, and drags it: one undo step, and Escape leaves nothing.
    editor.drag([115, 25], [140, 40], { release: false })
    expect(editor.last.drag).toMatchObject({ body: 'bend', from: [115, 25] })
    editor.key('Escape')
    expect(pointsOf()).toEqual([[130, 50]])
    editor.drag([115, 25], [140, 40])
    expect(pointsOf()).toEqual([[140, 40], [130, 50]])
    expect(editor.last.selection).toEqual(['B-D'])
    expect(editor.document.editor.doc.getOf('segment', 'B-D')!.length).toBe(length)
    // A Ctrl+click on a bend point removes it.
    editor.click([130, 50], { ctrl: true })
    expect(pointsOf()).toEqual([[140, 40]])
    expect(editor.document.editor.undo()).toBe(true)
    expect(pointsOf()).toEqual([[140, 40], [130, 50]])
    expect(editor.document.editor.undo()).toBe(true)
    expect(pointsOf()).toEqual([[130, 50]])

    // A segment holding all the bend points it may: dragging its line moves none of them.
    const full = Array.from({ length: MAX_BEND_POINTS }, (_, i) => [100 + (i % 2) * 0.01, i * 0.01] as const)
    const crowded = new TestEditor(records().map((r) => (r.id === 'B-D' && r.typeName === 'segment' ? { ...r, points: full } : r)))
    crowded.drag([100, 55], [140, 55])
    expect(crowded.document.editor.doc.getOf('segment', 'B-D')!.points).toEqual(full)
  })

  it('describes a drag for the canvas to draw under the pointer: where it began, the segments that follow, the outline', () => {
    const editor = new TestEditor(records())
    editor.drag([200, 0], [230, 20], { release: false })
    const drag = editor.last.drag!
    expect(drag.body).toBe('connector')
    expect(drag.start).toEqual([200, 0])
    expect(drag.from).toEqual([200, 0])
    expect(drag.legs.map((leg) => Array.from(leg))).toEqual([[100, 0, 200, 0]])
    editor.pointerUp([230, 20])
    expect(editor.last.drag).toBeNull()

    const bent = records().map((r) => (r.id === 'B-D' && r.typeName === 'segment' ? { ...r, points: [[130, 50]] as const } : r))
    const bentEditor = new TestEditor(bent)
    bentEditor.drag([130, 50], [150, 60], { release: false })
    const bend = bentEditor.last.drag!
    expect(bend.body).toBe('bend')
    expect(bend.from).toEqual([130, 50])
    // Both legs end at the bend point: from B, and from D.
    expect(bend.legs.map((leg) => Array.from(leg))).toEqual([[100, 0, 130, 50], [100, 100, 130, 50]])
    bentEditor.key('Escape')
    expect(bentEditor.last.drag).toBeNull()
  })

  it('snaps a dragged node to the smart guides of the nodes around it, unless the drawing settings turn guides off', () => {
    const editor = new TestEditor(records(), 4)
    // D at (100, 100) dragged toward (201, 60): x lines up with C at 200 within 6 px (1.5 mm at 4 px/mm).
    editor.drag([100, 100], [201, 60], { release: false })
    expect(editor.last.drag!.guides!.xs).toContain(200)
    expect(editor.nodeAt('D')).toEqual([200, 60])
    editor.pointerUp([201, 60])
    expect(editor.nodeAt('D')).toEqual([200, 60])
    editor.document.editor.undo()

    // Guides off, the grid (10 mm) on: the node lands on the nearest grid point.
    editor.document.editor.run(setProperties(), { typeName: 'settings', id: 'settings', patch: { guides: false } })
    editor.drag([100, 100], [203, 57])
    expect(editor.nodeAt('D')).toEqual([200, 60])
    expect(editor.last.drag).toBeNull()
    editor.document.editor.undo()

    // Neither: it goes where the pointer took it.
    const grid = editor.document.editor.doc.settings.grid
    editor.document.editor.run(setProperties(), { typeName: 'settings', id: 'settings', patch: { grid: { ...grid, visible: false } } })
    editor.drag([100, 100], [201, 60])
    expect(editor.nodeAt('D')).toEqual([201, 60])
  })

  it('sends the drag preview once, with the press on something movable, and null when the drag ends, not with every move', () => {
    const editor = new TestEditor(records())
    const handle = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) =>
      editor.interaction.handle({ type, point: [x, y], screen: [x, y], button: 0, shift: false, ctrl: false, space: false, scale: 1 })
    // The press sends it (the canvas draws it once the pointer passes the drag threshold), so the
    // first move of a drag draws without waiting for the engine.
    const pressed = handle('pointerDown', 200, 0)
    expect(pressed.drag?.body).toBe('connector')
    expect(pressed.drag?.start).toEqual([200, 0])
    expect(handle('pointerMove', 201, 1).drag).toBeUndefined()
    const begun = handle('pointerMove', 220, 10)
    expect(begun.state).toBe('translating')
    expect(begun.drag).toBeUndefined()
    expect(handle('pointerMove', 230, 15).drag).toBeUndefined()
    expect(handle('pointerUp', 230, 15).drag).toBeNull()
    expect(handle('pointerMove', 240, 15).drag).toBeUndefined()
  })

  it('takes the preview back when a press ends as a click, and sends none for a press on nothing movable or in view mode', () => {
    const editor = new TestEditor(records())
    const handle = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) =>
      editor.interaction.handle({ type, point: [x, y], screen: [x, y], button: 0, shift: false, ctrl: false, space: false, scale: 1 })
    expect(handle('pointerDown', 200, 0).drag?.body).toBe('connector')
    expect(handle('pointerUp', 201, 0).drag).toBeNull()
    expect(editor.document.editor.doc.version).toBe(0)
    // Empty sheet: a brush, no preview.
    expect(handle('pointerDown', -50, -50).drag).toBeUndefined()
    handle('pointerUp', -50, -50)
    editor.interaction.setEditable(false)
    expect(handle('pointerDown', 200, 0).drag).toBeUndefined()
    expect(handle('pointerMove', 240, 20).state).toBe('pointing')
  })
})
