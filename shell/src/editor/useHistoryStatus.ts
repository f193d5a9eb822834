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
 * `version`, asked of the worker after every change and again when a gesture ends (`gesture`
 * turning false: a drag's steps become one on release without a new version), so the undo and
 * redo buttons are enabled only when there is a step to take and name it. Nothing to undo before
 * the file opened.
 */
export function useHistoryStatus(engine: EngineClient, version: number, opened: boolean, gesture: boolean): HistoryStatus {
  const [status, setStatus] = useState<HistoryStatus>(NONE)
  useEffect(() => {
    if (!opened || gesture) return
    let live = true
    void engine.api.history().then((answer) => { if (live) setStatus({ undo: answer.undo, redo: answer.redo, undoLabel: answer.undoLabel }) })
    return () => { live = false }
  }, [engine, version, opened, gesture])
  return opened ? status : NONE
}

/**
 * The undo button's tooltip: its key, and in Chinese the step it takes back (the engine's step
 * labels are Chinese; a step named by a command's identifier is not shown). Example: 撤销：移动节点（Ctrl+Z）.
 */
export function undoTitle(label: string | null, zh: boolean, undo: string): string {
  return zh && label !== null && /[^\u0000-\u007f]/.test(label) ? `${undo}：${label}（Ctrl+Z）` : 'Ctrl+Z'
}
