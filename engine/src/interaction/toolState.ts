import type { AnyId } from '../model/records'
import type { DragPreview, ToolCursor, ToolEvent, ToolPointerEvent } from './toolEvents'

/** The session state tools read and write: what is selected and what the pointer is over. */
export interface ToolSession {
  selection: AnyId[]
  hover: AnyId | null
  pan: [number, number] | null
  brush: { minX: number; minY: number; maxX: number; maxY: number } | null
  cursor: ToolCursor
  /** What a drag in progress shows under the pointer (see {@link DragPreview}). */
  drag: DragPreview | null
  /** A length typed while drawing a bundle branch (digits as typed, mm), or null. */
  typed: string | null
  /** Why the command this event ran was refused (reason and detail), or null: the shell shows it. */
  notice: ToolNotice | null
}

/** A command a tool ran and the engine refused: the refusal's reason (a dictionary key) and detail. */
export interface ToolNotice {
  readonly reason: string
  readonly detail?: string
}

/** Keeps `outcome` in the session as its notice when it is a refusal; answers whether the command ran. */
export function ran(outcome: true | { readonly reason: string; readonly detail?: string }, session: ToolSession): boolean {
  if (outcome === true) return true
  session.notice = outcome.detail === undefined ? { reason: outcome.reason } : { reason: outcome.reason, detail: outcome.detail }
  return false
}

/** One state of a tool (tldraw's StateNode, flat): it handles an event and answers the next state. */
export interface ToolState {
  readonly name: string
  handle(event: ToolEvent, session: ToolSession): ToolState
}

/**
 * A tool: a state machine over forwarded events. `busy` is true while a gesture holds a history
 * mark (undo and other commands must wait until it ends).
 */
export interface Tool {
  readonly stateName: string
  readonly busy: boolean
  handle(event: ToolEvent, session: ToolSession): void
}

/** True for a press that pans in every tool: the middle button, or any button with space held. */
export function startsPan(event: ToolPointerEvent): boolean {
  return event.type === 'pointerDown' && (event.button === 1 || event.space)
}

/**
 * Panning, shared by every tool: each move answers the screen px the view moves by; the release
 * goes back to `then` (the tool's resting state).
 */
export class Panning implements ToolState {
  readonly name = 'panning'
  constructor(private last: readonly [number, number], private readonly then: () => ToolState) {}

  handle(event: ToolEvent, session: ToolSession): ToolState {
    if (event.type === 'pointerMove' || event.type === 'pointerUp') {
      session.pan = [event.screen[0] - this.last[0], event.screen[1] - this.last[1]]
      this.last = event.screen
    }
    if (event.type === 'pointerMove' || event.type === 'keyDown') return this
    session.cursor = 'default'
    return this.then()
  }
}

/**
 * A tool whose states pan the view when pressed with the middle button or with space held, in any
 * state (a bundle being drawn can be panned mid-way), and come back to the state they left.
 */
export class StateMachineTool implements Tool {
  constructor(protected state: ToolState) {}

  get stateName(): string {
    return this.state.name
  }

  /** Drawing tools hold no history mark: each click is one command, one undo step. */
  get busy(): boolean {
    return false
  }

  handle(event: ToolEvent, session: ToolSession): void {
    session.pan = null
    if (event.type === 'pointerDown' && startsPan(event) && this.state.name !== 'panning') {
      const resume = this.state
      const cursor = session.cursor
      session.cursor = 'grabbing'
      this.state = new Panning(event.screen, () => {
        session.cursor = cursor
        return resume
      })
      return
    }
    this.state = this.state.handle(event, session)
  }
}
