import type { AnyId, SheetPoint } from '../model/records'
import type { GuideCandidates } from './guides'

/**
 * A pointer event as the canvas forwards it to the engine: where it happened on the sheet (mm) and
 * on the screen (CSS px, for drag thresholds and panning), the button (0 main, 1 middle, 2
 * secondary), the modifier keys, whether the space bar is held (space+drag pans), and the
 * canvas scale in px per mm (so hit tolerances stay a few pixels at any zoom).
 */
export interface ToolPointerEvent {
  readonly type: 'pointerDown' | 'pointerMove' | 'pointerUp'
  readonly point: SheetPoint
  readonly screen: readonly [number, number]
  readonly button: number
  readonly shift: boolean
  readonly ctrl: boolean
  readonly space: boolean
  readonly scale: number
}

/** A key the canvas forwards: its `key` value (KeyboardEvent.key) and modifiers. */
export interface ToolKeyEvent {
  readonly type: 'keyDown'
  readonly key: string
  readonly shift: boolean
  readonly ctrl: boolean
}

/** Anything a tool reacts to; `cancel` aborts a gesture (the pointer was lost, the window blurred). */
export type ToolEvent = ToolPointerEvent | ToolKeyEvent | { readonly type: 'cancel' }

/**
 * What the canvas forwards to the engine's tools: their events, and `pointerLeave` when the
 * pointer left the canvas with no button held (nothing is under it any more; no tool sees it).
 */
export type CanvasEvent = ToolEvent | { readonly type: 'pointerLeave' }

/** The pointer shape a tool asks for, as CSS cursor names. */
export type ToolCursor = 'default' | 'pointer' | 'move' | 'grabbing' | 'crosshair'

/**
 * What handling an event did to the editing session, for the shell to show: the selection and
 * the record under the pointer, the screen px to move the view by (panning), the brush rectangle
 * (box selection, sheet mm) and the cursor. The document itself changes only through commands,
 * whose change events the shell hears as always.
 */
export interface ToolUpdate {
  /** The selection when it changed since the previous update, else null. */
  readonly selection: readonly AnyId[] | null
  readonly hover: AnyId | null
  readonly pan: readonly [number, number] | null
  readonly brush: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number } | null
  readonly cursor: ToolCursor
  /** The name of the state the tool is in (idle, pointing, translating, brushing, panning), for tests and the status line. */
  readonly state: string
  /** The tool in use (select, bundle, wire, connector, splice, reference, clip, grommet). */
  readonly tool: string
  /** A length typed while drawing a bundle branch (mm, as typed), or null. */
  readonly typed: string | null
  /** Why the command this event ran was refused (the refusal's reason and detail), or null. */
  readonly notice: { readonly reason: string; readonly detail?: string } | null
  /**
   * While a press may become a drag, and while a drag moves a node or bend point: what the canvas
   * draws under the pointer at once, from the moment the pointer has travelled
   * {@link DRAG_SLOP_PX} screen px from `start` (the threshold at which the tool starts
   * translating; sent with the press, so the first move of a drag needs no round trip to the
   * engine) until it is null again; null when no press or drag is on. Sent only when it changed since the previous update (undefined otherwise),
   * so the moves of a drag do not carry its polylines and guides again.
   */
  readonly drag?: DragPreview | null
}

/**
 * What the canvas needs to draw a drag under the pointer without waiting for the engine: the
 * item's position and the pointer's when the drag began (sheet mm), so the item is at
 * `from + pointer − start`; the drawn lines that follow it, each a polyline (x y pairs in mm)
 * whose last point is the moving one; and the outline to draw there.
 */
export interface DragPreview {
  readonly start: SheetPoint
  readonly from: SheetPoint
  readonly legs: readonly Float32Array[]
  /** The outline at the moving point: a connector's square, a splice's diamond, a node's or bend point's dot. */
  readonly body: 'connector' | 'splice' | 'node' | 'bend'
  /** Width along x (connector), side (splice) or diameter (node, bend) of the outline, in mm. */
  readonly size: number
  /** Height along y of a connector's outline in mm (a many-way body is taller than wide); `size` for the others. */
  readonly height: number
  /**
   * The smart guides the drag snaps to (when the drawing settings turn guides on): candidate x
   * and y in mm and the snap distance in mm. The page snaps the preview with the same
   * `snapToGuides` the tool stores positions with.
   */
  readonly guides: (GuideCandidates & { readonly tolerance: number }) | null
  /**
   * The grid step in mm the dragged point lands on along an axis no guide holds (the drawing's
   * grid when the settings show it), or null; the page snaps with the same `snapDrag`.
   */
  readonly grid: number | null
}

/** Pointer travel in screen px below which a press and release is a click, not a drag. */
export const DRAG_SLOP_PX = 4

/** Hit-test radius around the pointer, in screen px. */
export const HIT_PX = 6

/** Largest sheet coordinate an event may carry, in mm (10 km): beyond it a drag would make segments no tile grid can hold. */
export const MAX_SHEET_MM = 1e7

/** Largest screen coordinate an event may carry, in CSS px. */
const MAX_SCREEN_PX = 1e6

const isPoint = (p: unknown, limit: number): p is readonly [number, number] =>
  Array.isArray(p) && p.length === 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[0]) <= limit && Math.abs(p[1]) <= limit

/**
 * True when `value` is a well-formed {@link ToolEvent} (finite points, a positive finite scale,
 * boolean modifiers): events come from another thread as plain data and are checked before a
 * tool sees them.
 */
export function isToolEvent(value: unknown): value is ToolEvent {
  if (typeof value !== 'object' || value === null) return false
  const e = value as Record<string, unknown>
  if (e.type === 'cancel') return true
  if (e.type === 'keyDown') return typeof e.key === 'string' && e.key.length <= 32 && typeof e.shift === 'boolean' && typeof e.ctrl === 'boolean'
  if (e.type !== 'pointerDown' && e.type !== 'pointerMove' && e.type !== 'pointerUp') return false
  return isPoint(e.point, MAX_SHEET_MM) && isPoint(e.screen, MAX_SCREEN_PX) && Number.isInteger(e.button) && typeof e.shift === 'boolean'
    && typeof e.ctrl === 'boolean' && typeof e.space === 'boolean' && typeof e.scale === 'number' && e.scale >= 1e-4 && e.scale <= 1e4
}

/** Whether `value` is a {@link CanvasEvent}: a tool event, or the pointer leaving the canvas. */
export function isCanvasEvent(value: unknown): value is CanvasEvent {
  return (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'pointerLeave') || isToolEvent(value)
}
