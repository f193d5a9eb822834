import { useRef, type KeyboardEvent, type PointerEvent } from 'react'

/** How far an arrow key moves the edge, in CSS px (Shift: five times as far). */
const KEY_STEP_PX = 20

/**
 * The bar along a panel's top edge that sets the panel's height, as the splitters between the
 * panes of a desktop suite do: dragged (the pointer captured, so the drag goes on over the
 * canvas), or with the arrow keys when focused (up grows the panel); Home, or a double click,
 * takes it back to `initial`. The height is clamped to `min`..`max` (CSS px); `onHeight` is told
 * each new height and `onDone` the height a drag or key press ended at (to keep it).
 */
export function HeightSplitter({ height, min, max, initial, onHeight, onDone, label, testId }: {
  readonly height: number
  readonly min: number
  readonly max: number
  readonly initial: number
  readonly onHeight: (height: number) => void
  readonly onDone: (height: number) => void
  readonly label: string
  readonly testId?: string
}) {
  const drag = useRef<{ y: number; height: number; last: number } | null>(null)
  const clamp = (h: number) => Math.round(Math.min(Math.max(h, min), Math.max(min, max)))
  const set = (h: number, done: boolean) => {
    const next = clamp(h)
    onHeight(next)
    if (done) onDone(next)
    return next
  }
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return
    e.preventDefault()
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { y: e.clientY, height, last: height }
  }
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (d) d.last = set(d.height + (d.y - e.clientY), false)
  }
  const up = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    drag.current = null
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId)
    onDone(d.last)
  }
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? KEY_STEP_PX * 5 : KEY_STEP_PX
    if (e.key === 'ArrowUp') set(height + step, true)
    else if (e.key === 'ArrowDown') set(height - step, true)
    else if (e.key === 'Home') set(initial, true)
    else return
    e.preventDefault()
  }
  return (
    <div className="ed-splitter" role="separator" aria-orientation="horizontal" aria-label={label} tabIndex={0} data-testid={testId}
      aria-valuenow={height} aria-valuemin={min} aria-valuemax={Math.max(min, max)}
      onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up} onKeyDown={key}
      onDoubleClick={() => set(initial, true)} />
  )
}
