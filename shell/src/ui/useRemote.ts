import { useCallback, useEffect, useRef, useState } from 'react'
import { reportFailure } from './reportFailure'

/** What a screen shows of data it loads: loading, failed (with a retry), or the data. */
export type Remote<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly data: T }

/** The state of {@link useRemote}, with `reload` (keeps the old data on screen while it loads again). */
export interface RemoteHandle<T> {
  readonly state: Remote<T>
  /** True while a load runs, also when older data is shown. */
  readonly busy: boolean
  readonly reload: () => void
  /** Replaces the shown data (after a change the screen made itself). */
  readonly replace: (data: T) => void
}

/**
 * Loads data with `load` whenever `key` changes (null: nothing to load), shows a failure as a notice
 * (spec 8), and ignores answers that arrive after a newer load started, so fast switching never
 * shows stale data. A change of `refresh` (a counter the screen bumps after a change it made) loads
 * again like `reload`: the data on screen stays until the new answer replaces it, so a refresh never
 * flashes a spinner; a change of `key` (other data) shows loading.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>, refresh: string | number = 0): RemoteHandle<T> {
  const [state, setState] = useState<Remote<T>>({ kind: 'loading' })
  const [busy, setBusy] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const ticket = useRef(0)
  const loader = useRef(load)
  loader.current = load
  const shownKey = useRef<string | null>(null)

  useEffect(() => {
    if (key === null) return
    const id = ++ticket.current
    if (shownKey.current !== key) setState({ kind: 'loading' })
    setBusy(true)
    loader.current()
      .then((data) => {
        if (id !== ticket.current) return
        shownKey.current = key
        setState({ kind: 'ready', data })
      })
      .catch((error: unknown) => {
        if (id !== ticket.current) return
        reportFailure(error)
        setState((current) => (current.kind === 'ready' && shownKey.current === key ? current : { kind: 'failed' }))
      })
      .finally(() => { if (id === ticket.current) setBusy(false) })
  }, [key, attempt, refresh])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const replace = useCallback((data: T) => setState({ kind: 'ready', data }), [])
  return { state, busy, reload, replace }
}
