import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { routerState } from '../app/router'
import { TestIds } from '../testIds'

/**
 * The thin bar at the top of the window that animates while a navigation is decided (spec 2: a
 * progress bar, no spinner). It creeps towards 85 % while pending, then runs to the end and fades.
 */
export function ProgressBar() {
  const { pending, pathname, search } = useSnapshot(routerState)
  const [phase, setPhase] = useState<'idle' | 'loading' | 'done'>('idle')
  const [run, setRun] = useState(0)
  const first = useRef(true)

  useEffect(() => {
    if (pending) setPhase('loading')
  }, [pending])

  // Every committed navigation finishes the bar, even one decided without waiting.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (pending) return
    setRun((n) => n + 1)
    setPhase('done')
    const timer = setTimeout(() => setPhase('idle'), 500)
    return () => clearTimeout(timer)
  }, [pending, pathname, search])

  return (
    <div className="progress-track" aria-hidden="true">
      <div key={run} className={`progress-bar progress-${phase}`} data-testid={TestIds.progressBar} data-phase={phase} />
    </div>
  )
}
