import { useCallback, useRef, useState } from 'react'
import { failureMessage } from '../api/request'
import { notify, type NoticeKind } from '../state/noticeState'

/** What {@link useServerAction} gives a component. */
export interface ServerAction {
  /** True while an action runs. */
  readonly busy: boolean
  /**
   * Runs `work` unless an action is already running: resolves with its value, or with undefined
   * when it failed (its message shown as a notice) or did not start.
   */
  readonly run: <T>(work: () => Promise<T>) => Promise<T | undefined>
}

/**
 * An action that calls the server from a button: one at a time, `busy` meanwhile, and a refusal
 * shown as a notice of `kind` with the server's message (nothing more when the request layer has
 * already told the user, e.g. about a lost session).
 */
export function useServerAction(kind: NoticeKind = 'error'): ServerAction {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await work()
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(kind, message)
      return undefined
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [kind])
  return { busy, run }
}
