import { useRef, useState, type KeyboardEvent, type RefObject } from 'react'

/** What {@link useListKeys} gives a search field and its list of results. */
export interface ListKeys {
  /** The index of the result the arrows point at. */
  readonly active: number
  readonly setActive: (index: number) => void
  /** The list element: its items carry `data-index`, so the active one is scrolled into view. */
  readonly list: RefObject<HTMLUListElement | null>
  /** The field's keydown handler: arrows, Home and End move, Enter calls `onEnter` with the active index. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
}

/**
 * Keyboard choice in a list of `count` results typed into a field (a combobox): ↑ ↓ Home End move
 * the active result and keep it in view, Enter opens it with `onEnter` (which may decline by
 * answering false, letting the key through). While an input method composes (pinyin), Enter and
 * the arrows are its own.
 */
export function useListKeys(count: number, onEnter: (index: number) => boolean | void): ListKeys {
  const [active, setActive] = useState(0)
  const list = useRef<HTMLUListElement>(null)
  const move = (to: number) => {
    const next = Math.max(0, Math.min(count - 1, to))
    setActive(next)
    list.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: 'nearest' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return
    if (event.key === 'ArrowDown') move(active + 1)
    else if (event.key === 'ArrowUp') move(active - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(count - 1)
    else if (event.key !== 'Enter' || active >= count || onEnter(active) === false) return
    event.preventDefault()
  }
  return { active, setActive, list, onKeyDown }
}
