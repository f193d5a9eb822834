import { useEffect, useState } from 'react'
import type { EngineClient } from '../../../workers/src/client/engineClient'

/** The undo and redo status of the open file: steps each way and the label of the next undo. */
export interface HistoryStatus {
  readonly undo: number
  readonly redo: number
  readonly undoLabel: string | null
}

const NONE: HistoryStatus = { undo: 0, redo: 0, undoLabel: null }

/**
 * The undo/redo status (specification section 3, part-panel state) at document version
 * `version`, asked of the worker after every change, so the undo and redo buttons are enabled
 * only when there is a step to take and name it. Nothing to undo before the file opened.
 */
export function useHistoryStatus(engine: EngineClient, version: number, opened: boolean): HistoryStatus {
  const [status, setStatus] = useState<HistoryStatus>(NONE)
  useEffect(() => {
    if (!opened) return
    let live = true
    void engine.api.history().then((answer) => { if (live) setStatus({ undo: answer.undo, redo: answer.redo, undoLabel: answer.undoLabel }) })
    return () => { live = false }
  }, [engine, version, opened])
  return opened ? status : NONE
}
