import { useEffect, useState } from 'react'
import type { EngineClient } from '../../../workers/src/client/engineClient'

/** The unrouted wires' leads the canvas draws, and how many such wires there are. */
export interface UnroutedLeadsView {
  /** How many wires have their ends in separate bundles. */
  readonly total: number
  /** x1 y1 x2 y2 per lead in sheet mm (at most the engine's MAX_UNROUTED_LEADS). */
  readonly lines: Float32Array
  /** The wires of `lines`, in order, for selecting them all from the status line. */
  readonly wireIds: readonly string[]
}

const NONE: UnroutedLeadsView = { total: 0, lines: new Float32Array(0), wireIds: [] }

/**
 * The leads of the open file's unrouted wires at document version `version`, asked of the worker
 * after every change (a wire drawn between unconnected bundles shows at once; joining the bundles
 * takes its lead away). None before the file opened.
 */
export function useUnroutedLeads(engine: EngineClient, version: number, opened: boolean): UnroutedLeadsView {
  const [leads, setLeads] = useState<UnroutedLeadsView>(NONE)
  useEffect(() => {
    if (!opened) return
    let live = true
    void engine.api.unroutedLeads().then((answer) => { if (live) setLeads(answer.total === 0 ? NONE : answer) })
    return () => { live = false }
  }, [engine, version, opened])
  return opened ? leads : NONE
}
