import type { NodeId, SegmentId } from '@harness/protocol'
import { bendInsertion, insertBendPoint, MAX_BEND_POINTS, removeBendPoint, segmentPolyline } from '../commands/bendPoints'
import { moveBendPoint, moveNode } from '../commands/topology'
import { nodesOf, translateRecords } from '../commands/arrange'
import { gridStep, pinUnder } from './anchorAt'
import type { AnyId, SheetPoint } from '../model/records'
import type { Mark } from '../tx/History'
import { dragPreviewOf, type DragTarget } from './dragPreview'
import { guideCandidates, guideReach, snapDrag } from './guides'
import type { ToolContext } from './ToolContext'
import { DRAG_SLOP_PX, HIT_PX, type DragPreview, type ToolEvent, type ToolKeyEvent, type ToolPointerEvent } from './toolEvents'
import { Panning, type Tool, type ToolSession, type ToolState } from './toolState'

export type { ToolSession } from './toolState'

/**
 * The select tool as a state machine, framework-free, driven by the canvas's forwarded events:
 *
 * - `idle`: hovering names what is under the pointer; a press on something selects it (shift
 *   adds or removes) and goes to `pointing`; a press on empty sheet goes to `brushing`; a press
 *   with the middle button or with space held goes to `panning`; Escape clears the selection.
 * - `pointing`: a drag beyond {@link DRAG_SLOP_PX} on a node, connector or splice (in edit mode)
 *   starts `translating` it; on a segment, within {@link HIT_PX} of one of its bend points, it
 *   starts `translating` that bend point, and elsewhere on the segment it adds a bend point there
 *   and drags it. A press on one of several selected items drags them all together
 *   (`translatingGroup`), and its release without a drag selects that item alone. A release ends
 *   the click, and a Ctrl+click on a bend point removes it. In edit mode the drag's preview is in
 *   the session from the press on (the canvas draws it from the same threshold).
 * - `translating`: moves the node or bend point with the pointer, recomputed from where it
 *   started on every move (not by increments) and snapped to the smart guides when the drawing
 *   settings turn them on, else to the grid when it shows (`snapDrag`), as commands after a history mark; release makes
 *   the whole drag one undo step (squash), Escape or a cancel puts everything back and leaves no
 *   step (bail).
 * - `translatingGroup`: moves everything selected by the pointer's travel (the pressed node
 *   snapped like a single drag), one undo step on release; Escape leaves no step.
 * - `brushing`: selects what lies wholly inside the rectangle from the press to the pointer
 *   (a connector's or splice's node counts as part of its body)
 *   (shift adds to the selection held before); Escape restores that selection.
 * - `panning`: answers the screen px the view moves by.
 */
export class SelectTool implements Tool {
  private state: ToolState

  constructor(private readonly context: ToolContext) {
    this.state = new Idle(context)
  }

  /** The current state's name. */
  get stateName(): string {
    return this.state.name
  }

  /** True while a press may become a drag or a drag holds its history mark. */
  get busy(): boolean {
    return this.state.name !== 'idle'
  }

  /** Handles one event; the session carries the results. */
  handle(event: ToolEvent, session: ToolSession): void {
    session.pan = null
    this.state = this.state.handle(event, session)
  }
}

const tolerance = (event: ToolPointerEvent) => HIT_PX / event.scale

/**
 * What a press or hover at `event` is on: the record the spatial index finds, or, on a connector
 * zoomed in far enough to draw its pins, the pin under the pointer (`pinUnder`), unless the
 * connector is one of several selected (a press then takes the whole selection along).
 */
function pressable(context: ToolContext, event: ToolPointerEvent, selection: readonly AnyId[]): { readonly id: AnyId } | null {
  const hit = context.hitTest(event.point, tolerance(event))
  if (!hit || (selection.length > 1 && selection.includes(hit.id))) return hit
  const pin = pinUnder(context, hit.id, event.point, event.scale)
  return pin !== null ? { id: pin } : hit
}

/** The node a press on record `id` would move: a node itself, the node of a connector or splice, or of a pin's connector. */
function movableNode(context: ToolContext, id: AnyId): NodeId | null {
  const record = context.doc.get(id)
  if (!record) return null
  if (record.typeName === 'node') return record.id
  if (record.typeName === 'connector' || record.typeName === 'splice') return record.nodeId
  if (record.typeName === 'cavity') return context.doc.getOf('connector', record.connectorId)?.nodeId ?? null
  return null
}

class Idle implements ToolState {
  readonly name = 'idle'
  constructor(private readonly context: ToolContext) {}

  handle(event: ToolEvent, session: ToolSession): ToolState {
    if (event.type === 'keyDown') return this.key(event, session)
    if (event.type === 'cancel' || event.type === 'pointerUp') return this
    if (event.type === 'pointerMove') {
      const hit = pressable(this.context, event, session.selection)
      session.hover = hit ? hit.id : null
      session.cursor = hit ? 'pointer' : 'default'
      return this
    }
    if (event.button === 1 || event.space) {
      session.cursor = 'grabbing'
      return new Panning(event.screen, () => new Idle(this.context))
    }
    if (event.button !== 0) return this
    const hit = pressable(this.context, event, session.selection)
    if (!hit) return new Brushing(this.context, event, session)
    if (event.shift) {
      session.selection = session.selection.includes(hit.id) ? session.selection.filter((id) => id !== hit.id) : [...session.selection, hit.id]
    } else if (!session.selection.includes(hit.id)) {
      session.selection = [hit.id]
    }
    return new Pointing(this.context, event, hit.id, session)
  }

  private key(event: ToolKeyEvent, session: ToolSession): ToolState {
    if (event.key === 'Escape') session.selection = []
    return this
  }
}


/** The bend point of segment `id` nearest `point` within `toleranceMm`, or null. */
function bendPointAt(context: ToolContext, id: AnyId, point: SheetPoint, toleranceMm: number): DragTarget | null {
  const segment = context.doc.getOf('segment', id)
  if (!segment) return null
  let best: DragTarget | null = null
  let bestDistance = toleranceMm
  segment.points.forEach((p, index) => {
    const distance = Math.hypot(p[0] - point[0], p[1] - point[1])
    if (distance <= bestDistance) {
      best = { kind: 'bend', id: segment.id, index }
      bestDistance = distance
    }
  })
  return best
}

/** A bend point a drag from `point` on segment `id` would add: on the nearest leg of its line; null for anything else or a segment holding all it may. */
function newBendAt(context: ToolContext, id: AnyId, point: SheetPoint): DragTarget | null {
  const segment = context.doc.getOf('segment', id)
  const line = segment && segment.points.length < MAX_BEND_POINTS ? segmentPolyline(context.doc, segment.id) : null
  const insertion = line ? bendInsertion(line, point) : null
  return insertion ? { kind: 'newBend', id: id as SegmentId, index: insertion.index, at: insertion.at } : null
}

/**
 * What a drag from a press would move, with its smart guides and the preview the canvas draws:
 * worked out at the press, so the preview travels to the page before the pointer moves. Null when
 * the press is on nothing movable.
 */
interface DragSetup {
  readonly target: DragTarget
  readonly guides: DragPreview['guides']
  readonly preview: DragPreview
}

/**
 * The smart guides a drag from press `down` snaps to, gathered around it once (the points
 * `moving` holds are what moves with the drag, no guide for it); null when the settings turn
 * guides off.
 */
function dragGuides(context: ToolContext, down: ToolPointerEvent, moving: (x: number, y: number) => boolean): DragPreview['guides'] {
  if (!context.doc.settings.guides) return null
  return { ...guideCandidates(context.query(guideReach(down.point, down.scale)), moving, down.point), tolerance: tolerance(down) }
}

function dragSetup(context: ToolContext, down: ToolPointerEvent, pressed: AnyId): DragSetup | null {
  const node = movableNode(context, pressed)
  const target: DragTarget | null = node !== null ? { kind: 'node', id: node } : bendPointAt(context, pressed, down.point, tolerance(down)) ?? newBendAt(context, pressed, down.point)
  if (target === null) return null
  const from = target.kind === 'node' ? context.doc.getOf('node', target.id)?.position
    : target.kind === 'newBend' ? target.at
    : context.doc.getOf('segment', target.id)?.points[target.index]
  if (!from) return null
  const guides = dragGuides(context, down, (x, y) => x === from[0] && y === from[1])
  const preview = dragPreviewOf(context.doc, target, down.point, guides)
  return preview ? { target, guides, preview } : null
}

class Pointing implements ToolState {
  readonly name = 'pointing'
  private readonly setup: DragSetup | null
  /** The selection the press fell into when it held more than the pressed item (a plain press): a drag moves it all, a click narrows it. */
  private readonly group: readonly AnyId[] | null

  constructor(private readonly context: ToolContext, private readonly down: ToolPointerEvent, private readonly target: AnyId, session: ToolSession) {
    this.group = !down.shift && session.selection.length > 1 && session.selection.includes(target) ? session.selection : null
    // In edit mode the preview goes out with the press; the canvas draws it once the pointer has
    // travelled DRAG_SLOP_PX, the same rule by which this state starts translating. A group's
    // drag has no preview: its tiles follow each move.
    this.setup = context.editable && this.group === null ? dragSetup(context, down, target) : null
    session.drag = this.setup?.preview ?? null
  }

  handle(event: ToolEvent, session: ToolSession): ToolState {
    if (event.type === 'keyDown' && event.key !== 'Escape') return this
    if (event.type !== 'pointerMove') {
      session.drag = null
      // A Ctrl+click on a bend point straightens the line past it.
      const target = this.setup?.target
      if (event.type === 'pointerUp' && this.down.ctrl && target?.kind === 'bend') {
        this.context.run(removeBendPoint, { segmentId: target.id, index: target.index }, '删除折点')
      }
      // A click on one item of several selected selects it alone.
      if (event.type === 'pointerUp' && this.group !== null) session.selection = [this.target]
      return new Idle(this.context)
    }
    const dx = event.screen[0] - this.down.screen[0]
    const dy = event.screen[1] - this.down.screen[1]
    if (Math.hypot(dx, dy) < DRAG_SLOP_PX) return this
    if (!this.context.editable) return this
    if (this.group !== null) {
      // Asked without a transaction, the command says whether anything selected can move.
      if (translateRecords(this.context.doc, { ids: this.group, dx: 0, dy: 0 }) !== true) return this
      session.cursor = 'move'
      return new TranslatingGroup(this.context, this.down, this.target, this.group).handle(event, session)
    }
    if (this.setup === null) return this
    const translating = new Translating(this.context, this.down, this.setup)
    session.cursor = 'move'
    return translating.handle(event, session)
  }
}

class TranslatingGroup implements ToolState {
  readonly name = 'translatingGroup'
  private readonly mark: Mark
  /** The pressed node's position when the drag began (sheet mm), or null when the press was not on a node: the pointer's travel then moves the group unsnapped. */
  private readonly from: SheetPoint | null
  private readonly guides: DragPreview['guides']
  /** The grid step the pressed node lands on where no guide holds it, or null. */
  private readonly grid: number | null
  /** How far the group has been moved so far (sheet mm). */
  private moved: SheetPoint = [0, 0]
  /** The node the press was on (the group's handle), or null. */
  private readonly pressedNode: NodeId | null

  constructor(private readonly context: ToolContext, private readonly down: ToolPointerEvent, pressed: AnyId, private readonly ids: readonly AnyId[]) {
    const node = movableNode(context, pressed)
    this.pressedNode = node
    this.from = node !== null ? context.doc.getOf('node', node)?.position ?? null : null
    const from = this.from
    // What moves with the group is no guide: its nodes and the bend points of its segments.
    const moving = new Set<string>(nodesOf(context.doc, ids).map((id) => context.doc.getOf('node', id)!.position.join(',')))
    for (const id of ids) for (const p of context.doc.getOf('segment', id)?.points ?? []) moving.add(p.join(','))
    this.guides = from !== null ? dragGuides(context, down, (x, y) => moving.has(`${x},${y}`)) : null
    this.grid = gridStep(context.doc)
    this.mark = context.mark('移动')
  }

  handle(event: ToolEvent, session: ToolSession): ToolState {
    if (event.type === 'cancel' || (event.type === 'keyDown' && event.key === 'Escape')) {
      this.context.bailToMark(this.mark)
      session.cursor = 'default'
      return new Idle(this.context)
    }
    if (event.type === 'pointerMove' || event.type === 'pointerUp') {
      let dx = event.point[0] - this.down.point[0]
      let dy = event.point[1] - this.down.point[1]
      if (this.from !== null) {
        const snapped = snapDrag([this.from[0] + dx, this.from[1] + dy], this.guides, this.grid).point
        dx = snapped[0] - this.from[0]
        dy = snapped[1] - this.from[1]
      }
      // From where the pressed node is now, so the group lands exactly where the snap says (no
      // rounding gathered over the moves).
      const now = this.pressedNode !== null ? this.context.doc.getOf('node', this.pressedNode)?.position : undefined
      const step = now && this.from !== null
        ? { dx: this.from[0] + dx - now[0], dy: this.from[1] + dy - now[1] }
        : { dx: dx - this.moved[0], dy: dy - this.moved[1] }
      if ((step.dx !== 0 || step.dy !== 0) && this.context.run(translateRecords, { ids: this.ids, ...step }, '移动') === true) this.moved = [dx, dy]
    }
    if (event.type === 'pointerUp') {
      this.context.squashToMark(this.mark)
      session.cursor = 'pointer'
      return new Idle(this.context)
    }
    return this
  }
}

class Translating implements ToolState {
  readonly name = 'translating'
  private readonly mark: Mark
  /** What the drag moves; null when the bend point it was to add was refused (the drag then ends, leaving nothing). */
  private readonly target: DragTarget | null
  /** Where the item was when the drag began (sheet mm). */
  private readonly from: SheetPoint
  /** Where the pointer was pressed (sheet mm). */
  private readonly start: SheetPoint
  /** The smart guides of this drag, gathered where it began; null when the settings turn guides off. */
  private readonly guides: DragPreview['guides']
  /** The grid step the item lands on where no guide holds it, or null. */
  private readonly grid: number | null

  /**
   * The drag worked out at the press (`setup`), started with a history mark; a drag that adds a
   * bend point adds it after the mark, so release keeps it in the drag's one undo step and
   * Escape takes it away with the move.
   */
  constructor(private readonly context: ToolContext, down: ToolPointerEvent, setup: DragSetup) {
    this.guides = setup.guides
    this.grid = setup.preview.grid
    this.from = setup.preview.from
    this.start = down.point
    const target = setup.target
    this.mark = context.mark(target.kind === 'node' ? '移动节点' : target.kind === 'bend' ? '移动折点' : '添加折点')
    const added = target.kind !== 'newBend' || context.run(insertBendPoint, { segmentId: target.id, index: target.index, position: target.at }, '添加折点') === true
    this.target = !added ? null : target.kind === 'newBend' ? { kind: 'bend', id: target.id, index: target.index } : target
  }

  handle(event: ToolEvent, session: ToolSession): ToolState {
    if (this.target === null || event.type === 'cancel' || (event.type === 'keyDown' && event.key === 'Escape')) {
      this.context.bailToMark(this.mark)
      session.cursor = 'default'
      session.drag = null
      return new Idle(this.context)
    }
    if (event.type === 'pointerMove' || event.type === 'pointerUp') {
      const moved: SheetPoint = [this.from[0] + event.point[0] - this.start[0], this.from[1] + event.point[1] - this.start[1]]
      const position = snapDrag(moved, this.guides, this.grid).point
      const target = this.target
      if (target.kind === 'node') this.context.run(moveNode, { nodeId: target.id, position }, '移动节点')
      else if (target.kind === 'bend') this.context.run(moveBendPoint, { segmentId: target.id, index: target.index, position }, '移动折点')
    }
    if (event.type === 'pointerUp') {
      this.context.squashToMark(this.mark)
      session.cursor = 'pointer'
      session.drag = null
      return new Idle(this.context)
    }
    return this
  }
}

class Brushing implements ToolState {
  readonly name = 'brushing'
  private readonly before: AnyId[]

  constructor(private readonly context: ToolContext, private readonly down: ToolPointerEvent, session: ToolSession) {
    this.before = session.selection
    if (!down.shift) session.selection = []
    session.cursor = 'crosshair'
  }

  handle(event: ToolEvent, session: ToolSession): ToolState {
    if (event.type === 'cancel' || (event.type === 'keyDown' && event.key === 'Escape')) {
      session.selection = this.before
      return this.end(session)
    }
    if (event.type === 'keyDown') return this
    const [ax, ay] = this.down.point
    const [bx, by] = event.point
    const box = { minX: Math.min(ax, bx), minY: Math.min(ay, by), maxX: Math.max(ax, bx), maxY: Math.max(ay, by) }
    const moved = Math.hypot(event.screen[0] - this.down.screen[0], event.screen[1] - this.down.screen[1]) >= DRAG_SLOP_PX
    if (moved) {
      // A node carrying a connector or a splice is part of that body: the body is selected when
      // it lies inside (a drag moves its node), never the node alone beside it.
      const doc = this.context.doc
      const carries = (id: AnyId) => {
        const node = doc.getOf('node', id)
        return node !== undefined && (doc.connectorsAt(node.id).length > 0 || doc.splicesAt(node.id).length > 0)
      }
      const inside = this.context.query(box).filter((e) => e.minX >= box.minX && e.maxX <= box.maxX && e.minY >= box.minY && e.maxY <= box.maxY && !carries(e.id)).map((e) => e.id)
      const held = this.down.shift ? this.before : []
      session.selection = [...held, ...inside.filter((id) => !held.includes(id))]
      session.brush = box
    }
    return event.type === 'pointerUp' ? this.end(session) : this
  }

  private end(session: ToolSession): ToolState {
    session.brush = null
    session.cursor = 'default'
    return new Idle(this.context)
  }
}
