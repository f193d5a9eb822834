import { describe, expect, it } from 'vitest'
import { WheelGestures, wheelIntent, type WheelInput } from './wheelGesture'

const wheel = (over: Partial<WheelInput>): WheelInput => ({ deltaX: 0, deltaY: 0, deltaMode: 0, ctrlKey: false, metaKey: false, shiftKey: false, ...over })

describe('wheelIntent', () => {
  it('zooms at the pointer for a mouse wheel notch, in pixels or in lines', () => {
    expect(wheelIntent(wheel({ deltaY: -100 }))).toEqual({ kind: 'zoom', factor: 1.25 })
    expect(wheelIntent(wheel({ deltaY: 100 }))).toEqual({ kind: 'zoom', factor: 0.8 })
    // Firefox counts a notch as 3 lines.
    const lines = wheelIntent(wheel({ deltaY: -3, deltaMode: 1 }))
    expect(lines.kind).toBe('zoom')
    expect(lines.kind === 'zoom' && lines.factor).toBeCloseTo(1.25 ** 0.99, 6)
  })

  it('zooms for a notch the browser scaled to a fraction (the page zoomed to 110 % or 90 %)', () => {
    expect(wheelIntent(wheel({ deltaY: -90.909 })).kind).toBe('zoom')
    expect(wheelIntent(wheel({ deltaY: 111.11 })).kind).toBe('zoom')
  })

  it('pans with a touchpad: horizontal deltas or fractions of a pixel, the drawing following the fingers', () => {
    expect(wheelIntent(wheel({ deltaX: 12, deltaY: -3.5 }))).toEqual({ kind: 'pan', dx: -12, dy: 3.5 })
    expect(wheelIntent(wheel({ deltaY: 2.5 }))).toEqual({ kind: 'pan', dx: 0, dy: -2.5 })
    expect(wheelIntent(wheel({ deltaX: -40 }))).toEqual({ kind: 'pan', dx: 40, dy: 0 })
  })

  it('zooms for a pinch (Ctrl set by the browser) and for Ctrl or Cmd with the wheel, whatever the deltas', () => {
    const pinch = wheelIntent(wheel({ deltaY: -4.2, deltaX: 0.3, ctrlKey: true }))
    expect(pinch.kind).toBe('zoom')
    expect(pinch.kind === 'zoom' && pinch.factor).toBeGreaterThan(1)
    expect(wheelIntent(wheel({ deltaY: 100, metaKey: true }))).toEqual({ kind: 'zoom', factor: 0.8 })
  })

  it('pans sideways with Shift', () => {
    expect(wheelIntent(wheel({ deltaY: 100, shiftKey: true }))).toEqual({ kind: 'pan', dx: -100, dy: 0 })
    expect(wheelIntent(wheel({ deltaX: 30, shiftKey: true }))).toEqual({ kind: 'pan', dx: -30, dy: 0 })
  })
})

describe('WheelGestures', () => {
  it('keeps a touchpad stroke a pan when it speeds up past a notch\'s size', () => {
    const gestures = new WheelGestures()
    expect(gestures.read(wheel({ deltaY: 3.5 }), 0).kind).toBe('pan')
    expect(gestures.read(wheel({ deltaY: 64.25 }), 16)).toEqual({ kind: 'pan', dx: 0, dy: -64.25 })
    expect(gestures.read(wheel({ deltaY: 120 }), 32).kind).toBe('pan')
    // A pause ends the gesture: the next notch zooms.
    expect(gestures.read(wheel({ deltaY: -100 }), 400)).toEqual({ kind: 'zoom', factor: 1.25 })
  })

  it('turns a burst that began as a zoom into a pan at the first sign of a touchpad, never back', () => {
    const gestures = new WheelGestures()
    expect(gestures.read(wheel({ deltaY: -4 }), 0).kind).toBe('zoom')
    expect(gestures.read(wheel({ deltaY: -2.5, deltaX: 1 }), 16).kind).toBe('pan')
    expect(gestures.read(wheel({ deltaY: -100 }), 32).kind).toBe('pan')
    // A wheel spun on a page at 110 %: notches of 90.9 px stay a zoom.
    expect(gestures.read(wheel({ deltaY: -90.909 }), 500).kind).toBe('zoom')
    expect(gestures.read(wheel({ deltaY: -90.909 }), 540).kind).toBe('zoom')
  })

  it('lets Ctrl, Cmd and Shift decide each event, and starts afresh after them', () => {
    const gestures = new WheelGestures()
    expect(gestures.read(wheel({ deltaY: 2.5 }), 0).kind).toBe('pan')
    expect(gestures.read(wheel({ deltaY: -4, ctrlKey: true }), 10).kind).toBe('zoom')
    expect(gestures.read(wheel({ deltaY: 100, shiftKey: true }), 20)).toEqual({ kind: 'pan', dx: -100, dy: 0 })
    expect(gestures.read(wheel({ deltaY: -100 }), 30).kind).toBe('zoom')
  })
})
