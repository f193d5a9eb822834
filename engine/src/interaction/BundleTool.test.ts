import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { TestEditor } from '../../test/TestEditor'
import { setProperties } from '../commands/records'

const segments = (editor: TestEditor) => [...editor.document.editor.doc.all('segment')]
const nodes = (editor: TestEditor) => [...editor.document.editor.doc.all('node')]

// X1 at A (0, 0) and X2 at B (200, 0), joined by one 200 mm segment.
const twoConnectors = () => harness().node('A', 'connector', [0, 0]).node('B', 'connector', [200, 0]).segment('A', 'B', 200).connector('X1', 'A', 2).connector('X2', 'B', 2).records

describe('bundle tool', () => {
  it('draws branches click to click from a free point, snapped to the grid, each segment one undo step', () => {
    const editor = new TestEditor([])
    expect(editor.tool('bundle')).toBe(true)
    expect(editor.click([13, 27]).state).toBe('drawing')
    expect(editor.last.drag?.start).toEqual([10, 30])
    editor.click([111, 32])
    editor.click([110, 88])
    expect(editor.last.state).toBe('drawing')
    expect(segments(editor).map((s) => [s.name, s.length])).toEqual([['S1', 100], ['S2', 60]])
    expect(nodes(editor).map((n) => n.position)).toEqual([[10, 30], [110, 30], [110, 90]])
    expect(editor.selected).toEqual([segments(editor)[1]!.id])
    expect(editor.key('Escape').state).toBe('idle')
    expect(editor.last.drag).toBeNull()
    expect(editor.document.editor.undo()).toBe(true)
    expect(segments(editor)).toHaveLength(1)
    expect(editor.document.editor.undo()).toBe(true)
    expect(segments(editor)).toHaveLength(0)
    expect(nodes(editor)).toHaveLength(0)
    expect(editor.document.editor.undo()).toBe(false)
  })

  it('adds bend points to the pending segment with Shift+click: drawn through them, measured along them, one undo step', () => {
    const editor = new TestEditor([])
    editor.tool('bundle')
    editor.click([0, 0])
    editor.click([30, 0], { shift: true })
    expect(editor.last.drag).toMatchObject({ start: [30, 0], from: [30, 0] })
    expect(Array.from(editor.last.drag!.legs[0]!)).toEqual([0, 0, 30, 0, 30, 0])
    editor.click([30, 40], { shift: true })
    expect(segments(editor)).toHaveLength(0)
    editor.click([60, 40])
    expect(segments(editor).map((s) => [s.length, s.points])).toEqual([[100, [[30, 0], [30, 40]]]])
    // The next segment starts from the new node without the bend points.
    expect(editor.last.drag).toMatchObject({ start: [60, 40] })
    editor.key('Escape')
    expect(editor.document.editor.undo()).toBe(true)
    expect(segments(editor)).toHaveLength(0)
  })

  it('lines a free point up with the nodes around it by the smart guides, with the grid off; not with guides off', () => {
    const editor = new TestEditor(twoConnectors())
    editor.document.editor.run(setProperties<'settings'>(), { typeName: 'settings', id: 'settings', patch: { grid: { visible: false, size: 10, color: '#e0e0e0' } } })
    editor.tool('bundle')
    editor.click([200.6, 63.2])
    editor.click([120.4, 63.9])
    editor.click([120.9, 100.2])
    // Lined up with X2 (x 200), then with the branch's own node drawn before (x 120.4); else where the pointer was.
    expect(nodes(editor).map((n) => n.position).slice(-3)).toEqual([[200, 63.2], [120.4, 63.9], [120.4, 100.2]])
    editor.key('Escape')
    editor.document.editor.run(setProperties<'settings'>(), { typeName: 'settings', id: 'settings', patch: { guides: false } })
    editor.click([200.6, 83.2])
    editor.click([150.2, 83.7])
    expect(nodes(editor).slice(-2).map((n) => n.position)).toEqual([[200.6, 83.2], [150.2, 83.7]])
  })

  it('branches off a segment (split on the grid line nearest the pointer, at that fraction of its length) and ends where the branch meets the graph', () => {
    const editor = new TestEditor(twoConnectors())
    editor.tool('bundle')
    editor.click([50, 40])
    // 0.4 mm off the grid line at 50 and 1 mm off the bundle's centre line: the split is at 50.
    editor.click([50.4, 1])
    expect(editor.last.state).toBe('idle')
    const doc = editor.document.editor.doc
    expect(doc.getOf('segment', 'A-B')!.length).toBe(50)
    expect(segments(editor).map((s) => s.length).sort((a, b) => a - b)).toEqual([40, 50, 150])
    const split = nodes(editor).find((n) => n.position[0] === 50 && n.position[1] === 0)
    expect(split?.kind).toBe('branch')
    expect(doc.segmentsAt(split!.id)).toHaveLength(3)
  })

  it('names the branch and the piece its end cut off differently (the next free S-numbers)', () => {
    const editor = new TestEditor(twoConnectors())
    editor.document.editor.run(setProperties<'segment'>(), { typeName: 'segment', id: 'A-B', patch: { name: 'S1' } })
    editor.tool('bundle')
    editor.click([50, 40])
    editor.click([50, 0])
    const names = segments(editor).map((s) => s.name).sort()
    expect(names).toEqual(['S1', 'S2', 'S3'])
    // The drawn branch keeps the designator the tool offered; the cut-off piece takes the next.
    expect(segments(editor).find((s) => s.length === 40)!.name).toBe('S2')
    // The next branch is not offered S3 again.
    editor.click([300, 100])
    editor.click([300, 140])
    editor.key('Escape')
    expect(segments(editor).map((s) => s.name).sort()).toEqual(['S1', 'S2', 'S3', 'S4'])
  })

  it('gives the segment a typed length instead of the drawn one', () => {
    const editor = new TestEditor([])
    editor.tool('bundle')
    editor.click([0, 0])
    editor.type('25x0.5.')
    expect(editor.last.typed).toBe('250.5')
    editor.key('Backspace')
    expect(editor.last.typed).toBe('250.')
    editor.click([50, 0])
    expect(segments(editor)[0]!.length).toBe(250)
    expect(editor.last.typed).toBeNull()
    editor.type('7')
    expect(editor.key('Escape').typed).toBeNull()
    expect(editor.last.state).toBe('drawing')
  })

  it('refuses to join two nodes already joined, changing nothing, and says why', () => {
    const editor = new TestEditor(twoConnectors())
    const version = editor.document.editor.version
    editor.tool('bundle')
    editor.click([0, 0])
    expect(editor.pointerDown([200, 0]).notice?.reason).toBe('invalidArguments')
    editor.pointerUp([200, 0])
    expect(editor.last.state).toBe('drawing')
    expect(editor.document.editor.version).toBe(version)
  })

  it('ends the branch with a second press in place, Enter or the secondary button', () => {
    const editor = new TestEditor([])
    editor.tool('bundle')
    editor.click([0, 0])
    editor.click([40, 0])
    expect(editor.click([40, 0]).state).toBe('idle')
    editor.click([0, 50])
    expect(editor.key('Enter').state).toBe('idle')
    editor.click([0, 50])
    expect(editor.click([10, 10], { button: 2 }).state).toBe('idle')
    expect(segments(editor)).toHaveLength(1)
  })

  it('pans with the middle button in the middle of a branch and goes on drawing', () => {
    const editor = new TestEditor([])
    editor.tool('bundle')
    editor.click([0, 0])
    editor.pointerDown([0, 0], { button: 1 })
    expect(editor.pointerMove([30, 0], { button: 1 }).pan).toEqual([30, 0])
    expect(editor.pointerUp([30, 0], { button: 1 }).state).toBe('drawing')
    editor.click([0, 80])
    expect(segments(editor)[0]!.length).toBe(80)
  })

  it('ends the branch when an undo took its start, instead of refusing every press', () => {
    const editor = new TestEditor([])
    editor.tool('bundle')
    editor.click([0, 0])
    editor.click([50, 0])
    expect(editor.document.editor.undo()).toBe(true)
    expect(editor.pointerMove([50, 50]).state).toBe('idle')
    expect(editor.last.drag).toBeNull()
    editor.click([0, 100])
    editor.click([50, 100])
    expect(segments(editor)).toHaveLength(1)
  })

  it('joins a node the grid snaps the press onto, though the pointer was not on it', () => {
    const editor = new TestEditor([], 4)
    editor.tool('bundle')
    editor.click([10, 30])
    editor.click([60, 30])
    editor.key('Escape')
    editor.click([14.9, 34])
    editor.click([10, 80])
    const first = nodes(editor)[0]!
    expect(nodes(editor)).toHaveLength(3)
    expect(editor.document.editor.doc.segmentsAt(first.id)).toHaveLength(2)
  })

  it('is not available in view mode', () => {
    const editor = new TestEditor([])
    editor.interaction.setEditable(false)
    expect(editor.tool('bundle')).toBe(false)
    expect(editor.last.tool).toBe('select')
  })
})
