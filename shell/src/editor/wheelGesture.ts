import { wheelFactor } from './camera'

/**
 * What a wheel event asks of the view: a zoom by `factor` at the pointer, or a pan by `dx`, `dy`
 * screen px (the drawing moves by that much).
 */
export type WheelIntent = { readonly kind: 'zoom'; readonly factor: number } | { readonly kind: 'pan'; readonly dx: number; readonly dy: number }

/** The fields of a DOM `WheelEvent` the intent depends on. */
export interface WheelInput {
  readonly deltaX: number
  readonly deltaY: number
  /** 0 pixels, 1 lines, 2 pages (DOM `WheelEvent.deltaMode`). */
  readonly deltaMode: number
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  readonly shiftKey: boolean
}

/**
 * The smallest vertical delta in px read as a mouse wheel's notch even when it has a fraction: a
 * browser page zoomed to 110 % turns a notch of 100 px into 90.9 px. A touchpad stroke gives a few
 * px per event.
 */
const NOTCH_PX = 50

/** Pixels per line and per page for wheel events that count in lines or pages (Firefox's mouse wheel). */
const LINE_PX = 33
const PAGE_PX = 800

/**
 * Reads a wheel event the way a CAD user and a laptop user both expect:
 *
 * - Ctrl (or Cmd) held: zoom. Browsers deliver a touchpad pinch as a wheel event with Ctrl set,
 *   in small steps, so a pinch zooms smoothly and Ctrl+wheel zooms by notches.
 * - Shift held: pan sideways (a mouse has no horizontal wheel).
 * - A horizontal delta, or a small vertical one in fractions of a pixel: pan. Only touchpads
 *   (two-finger scrolling) and tilting wheels give either; a mouse wheel's notch has no horizontal
 *   part and is a whole number of pixels, or at least {@link NOTCH_PX} when the page is zoomed.
 * - Otherwise (a mouse wheel's notch): zoom at the pointer, one notch of 100 px being a step of
 *   1.25 ({@link wheelFactor}). A touchpad stroke straight up or down in whole pixels cannot be
 *   told from a wheel and zooms too.
 *
 * Example: {deltaX: 0, deltaY: -100} zooms in by 1.25; {deltaX: 12, deltaY: -3.5} pans the
 * drawing 12 px left and 3.5 px down (the view follows the fingers as a scrolled page does).
 */
export function wheelIntent(event: WheelInput): WheelIntent {
  const [dx, dy] = pixelDeltas(event)
  if (event.ctrlKey || event.metaKey) return { kind: 'zoom', factor: wheelFactor(dy) }
  if (event.shiftKey) return pan(dy || dx, 0)
  if (dx !== 0 || (event.deltaMode === 0 && !Number.isInteger(dy) && Math.abs(dy) < NOTCH_PX)) return pan(dx, dy)
  return { kind: 'zoom', factor: wheelFactor(dy) }
}

/** The event's deltas in px, whatever unit it counts in. */
function pixelDeltas(event: WheelInput): [number, number] {
  const unit = event.deltaMode === 1 ? LINE_PX : event.deltaMode === 2 ? PAGE_PX : 1
  return [event.deltaX * unit, event.deltaY * unit]
}

/** The pan that moves the drawing against deltas `dx`, `dy` (`+ 0` keeps a pan of nothing +0, not -0). */
function pan(dx: number, dy: number): WheelIntent {
  return { kind: 'pan', dx: -dx + 0, dy: -dy + 0 }
}

/** Wheel events closer together than this (ms) belong to one gesture: one spin of a wheel, one touchpad stroke. */
export const GESTURE_GAP_MS = 150

/**
 * {@link wheelIntent} held for a whole gesture: once an unmodified event of a burst reads as a
 * pan, the events that follow within {@link GESTURE_GAP_MS} pan too, so a fast touchpad stroke
 * (deltas of 50 px and more) does not start zooming halfway; a burst that began as a zoom (a
 * whole-pixel vertical delta) turns into a pan at the first sign of a touchpad. Ctrl, Cmd and
 * Shift decide each event themselves. A page zoomed so far that a wheel's notch arrives as a small
 * fraction (300 %: 33.3 px) looks like a touchpad and pans; Ctrl+wheel still zooms there.
 */
export class WheelGestures {
  /** True once the current burst has read as a pan. */
  private panning = false
  private lastAt = Number.NEGATIVE_INFINITY

  /** The intent of `event`, which arrived at `atMs` (any steady clock, in ms). */
  read(event: WheelInput, atMs: number): WheelIntent {
    const intent = wheelIntent(event)
    const continues = atMs - this.lastAt < GESTURE_GAP_MS
    this.lastAt = atMs
    const modified = event.ctrlKey || event.metaKey || event.shiftKey
    if (modified || !continues) this.panning = false
    if (modified) return intent
    if (intent.kind === 'pan') this.panning = true
    if (!this.panning || intent.kind === 'pan') return intent
    const [dx, dy] = pixelDeltas(event)
    return pan(dx, dy)
  }
}
