import { useEffect, useRef, useState } from 'react'
import { setLeaveGuard } from '../app/router'

/**
 * Warns before unsaved work is lost: while `dirty`, a navigation inside the shell waits for the
 * user's answer in a dialog (`asking` is true while it is open; `answer` closes it), and leaving
 * the page altogether (reload, closing the tab, another site) raises the browser's own prompt.
 */
export function useLeaveGuard(dirty: boolean): { readonly asking: boolean; readonly answer: (leave: boolean) => void } {
  const [asking, setAsking] = useState(false)
  const pending = useRef<((leave: boolean) => void) | null>(null)

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need a return value to show the prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    setLeaveGuard(() => new Promise<boolean>((resolve) => {
      pending.current = resolve
      setAsking(true)
    }))
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      setLeaveGuard(null)
    }
  }, [dirty])

  const answer = (leave: boolean) => {
    setAsking(false)
    pending.current?.(leave)
    pending.current = null
  }
  return { asking, answer }
}
