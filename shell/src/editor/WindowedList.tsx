import { useEffect, useRef, useState, type ReactNode } from 'react'
import { rowWindow } from '../datatable/virtualWindow'

/** Height of one list row in CSS px. */
export const LIST_ROW_PX = 28

/** A window of rows a list loads from the worker, and how many rows there are in all. */
export interface ListWindow<R> {
  readonly total: number
  readonly rows: readonly R[]
}

/**
 * A list of any length that holds only the rows it shows: it asks `load(offset, limit)` for the
 * window around the scroll position (plus overscan) and draws those rows at their places in a
 * spacer as tall as the whole list, so a list of 100,000 wires scrolls like a short one. A new
 * `loadKey` (another question, or a new document version) loads again. Given a `width` wider
 * than itself (a report's columns), the list also scrolls sideways and tells `onScrollLeft`.
 */
export function WindowedList<R>({ load, loadKey, render, label, testId, rowPx = LIST_ROW_PX, empty, width, onScrollLeft }: {
  readonly load: (offset: number, limit: number) => Promise<ListWindow<R>>
  readonly loadKey: string
  readonly render: (row: R, index: number) => ReactNode
  readonly label: string
  readonly testId: string
  /** Height of a row in CSS px ({@link LIST_ROW_PX} unless a row needs two lines). */
  readonly rowPx?: number
  /** What the list says once it has loaded and holds no row (nothing when not given). */
  readonly empty?: string
  /** Width of the rows in CSS px, when they are wider than the list (else the list's own). */
  readonly width?: number
  /** Told how far the list is scrolled sideways, in CSS px, whenever it scrolls. */
  readonly onScrollLeft?: (left: number) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [height, setHeight] = useState(400)
  const [data, setData] = useState<{ key: string; offset: number; total: number; rows: readonly R[] }>({ key: '', offset: 0, total: 0, rows: [] })
  const shown = rowWindow(scrollTop, height, rowPx, Math.max(data.total, 1))
  // The row holding the keyboard focus stays drawn when it scrolls out of the window (while it is
  // held), so scrolling does not drop the focus.
  const [focusedAt, setFocused] = useState({ key: '', index: -1 })
  const focused = focusedAt.key === data.key ? focusedAt.index : -1

  useEffect(() => {
    const el = box.current
    if (!el) return
    const observer = new ResizeObserver(() => setHeight(el.clientHeight))
    observer.observe(el)
    setHeight(el.clientHeight)
    return () => observer.disconnect()
  }, [])

  // Load when the question changes or the window leaves the rows held.
  const held = data.offset + data.rows.length
  const needed = data.key !== loadKey || (data.total > 0 && (shown.first < data.offset || (shown.last >= held && held < data.total)))
  useEffect(() => {
    if (!needed) return
    let live = true
    const offset = Math.max(0, shown.first - 40)
    void load(offset, shown.last - shown.first + 80).then((answer) => {
      if (live) setData({ key: loadKey, offset, total: answer.total, rows: answer.rows })
    })
    return () => { live = false }
  }, [needed, loadKey, shown.first, shown.last, load])

  return (
    <div ref={box} className="ed-list" role="list" aria-label={label} data-testid={testId} data-total={data.total}
      onScroll={(e) => {
        setScrollTop(e.currentTarget.scrollTop)
        onScrollLeft?.(e.currentTarget.scrollLeft)
      }}>
      {empty && data.key === loadKey && data.total === 0 ? <p className="ed-muted ed-list-empty" role="listitem">{empty}</p> : null}
      <div style={{ height: data.total * rowPx, position: 'relative', ...(width === undefined ? {} : { width }) }}>
        {data.rows.map((row, i) => {
          const index = data.offset + i
          // Drawn: the visible rows and a few beyond (rowWindow's overscan). More are held (40 each
          // way) so scrolling rarely waits for the worker, but drawing them all (a report row has up
          // to 29 cells) made opening an XL cut table one main-thread task of 50-60 ms.
          if ((index < shown.first || index > shown.last) && index !== focused) return null
          return (
            <div key={index} role="listitem" aria-setsize={data.total} aria-posinset={index + 1} className="ed-list-row"
              style={{ position: 'absolute', top: index * rowPx, height: rowPx, left: 0, right: 0 }}
              onFocus={() => setFocused({ key: data.key, index })} onBlur={() => setFocused((f) => (f.index === index ? { key: '', index: -1 } : f))}>
              {render(row, index)}
            </div>
          )
        })}
      </div>
    </div>
  )
}
