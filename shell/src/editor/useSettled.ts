import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `ms` milliseconds; until then the value that last
 * settled (the first value settles at once). A panel that rebuilds a whole-document report on
 * every document version follows the version through this: a drag changes the version on every
 * pointer move, and rebuilding an XL BOM (about 0.4 s in the worker) for each move would hold the
 * worker, and the drag's tiles behind it, for as long.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (Object.is(value, settled)) return
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, settled, ms])
  return settled
}
