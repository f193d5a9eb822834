import { useCallback, useEffect, useState } from 'react'
import { countdownEnd, remainingSeconds } from './countdown'

/** A running code-resend countdown as a component sees it. */
export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  readonly remaining: number
  readonly running: boolean
  /** Starts (or restarts) the countdown with `seconds`. */
  readonly start: (seconds: number) => void
}

/** A countdown that re-renders its component every second while it runs. */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const remaining = remainingSeconds(endsAt, now)

  useEffect(() => {
    if (remaining <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [remaining > 0, endsAt])

  const start = useCallback((seconds: number) => {
    const t = Date.now()
    setNow(t)
    setEndsAt(countdownEnd(t, seconds))
  }, [])

  return { remaining, running: remaining > 0, start }
}
