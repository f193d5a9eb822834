import { useEffect, useState, type RefObject } from 'react'

/** The content height of `ref`'s element in CSS pixels, followed as it resizes (`fallback` before it is measured). */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [height, setHeight] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setHeight(Math.max(120, Math.floor(element.clientHeight)))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return height
}
