import { INSPECTED_LIMIT } from '@harness/engine'
import { useEffect, useRef, useState } from 'react'
import type { EngineClient, WholeSelection } from '../../../workers/src/client/engineClient'

/**
 * Whether a selection of `count` records is lit as a whole on the canvas: when it holds more
 * records than the property panel inspects (and outlines) one by one.
 */
export function litAsWhole(count: number): boolean {
  return count > INSPECTED_LIMIT
}

/**
 * `selection` taken by the worker to light as a whole at document version `version` (its lines
 * kept there, their box and token here), when the selection is larger than the records
 * inspected; null otherwise and until the worker answers. The inspected records' outlines show
 * before it.
 */
export function useWholeSelection(engine: EngineClient, selection: readonly string[], version: number): WholeSelection | null {
  const [taken, setTaken] = useState<{ of: readonly string[]; whole: WholeSelection } | null>(null)
  const wanted = litAsWhole(selection.length)
  // The worker keeps a large selection's lines (a few MB at XL) until it is given another.
  const held = useRef(false)
  useEffect(() => {
    if (!wanted) {
      if (held.current) void engine.api.selectWhole([])
      held.current = false
      return
    }
    held.current = true
    let live = true
    void engine.api.selectWhole(selection).then((whole) => { if (live) setTaken({ of: selection, whole }) })
    return () => { live = false }
  }, [engine, selection, version, wanted])
  // After a change the lines taken before stay until the worker has taken the selection again.
  return wanted && taken !== null && taken.of === selection ? taken.whole : null
}
