import { useCallback, useRef, useState } from 'react'
import { notify } from '../state/noticeState'
import { reportFailure } from './reportFailure'

/** What an action came to: its value, or a failure already shown to the user. */
export type ActionResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false }

/** The state of {@link useBusyAction}. */
export interface BusyAction {
  /** True while an action runs; controls that start actions are disabled meanwhile. */
  readonly busy: boolean
  /**
   * Runs `action` unless another runs already; on success shows `done(value)` as a success notice
   * (when given), on failure the server's message (spec 8). Never rejects.
   */
  readonly run: <T>(action: () => Promise<T>, done?: (value: T) => string) => Promise<ActionResult<T>>
}

/** One action at a time, with its outcome shown: the way every workspace button changes something. */
export function useBusyAction(): BusyAction {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = useCallback(async <T,>(action: () => Promise<T>, done?: (value: T) => string): Promise<ActionResult<T>> => {
    if (running.current) return { ok: false }
    running.current = true
    setBusy(true)
    try {
      const value = await action()
      if (done) notify('success', done(value))
      return { ok: true, value }
    } catch (error) {
      reportFailure(error)
      return { ok: false }
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
