import { useState } from 'react'
import type { FileDetail, StaleSaveData } from '@harness/protocol'
import { failureMessage } from '../api/request'
import { navigate, setLeaveGuard } from '../app/router'
import type { StaleChoice } from '../files/StaleSaveDialog'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { historyPosition } from './editHistory'
import { compareWithTable, readVersion, saveTable, saveTableCopy } from './tableFileCalls'
import type { TableComparison } from './TableComparisonView'
import { isDirty, loadTable, markSaved, type TableEditorState } from './tableEditorState'
import { editorPath } from '../projects/fileFormats'

/** The save state of the editor and the ways out of a stale save. */
export interface TableSave {
  readonly saving: boolean
  /** The refusal of the last save while its dialog is open. */
  readonly stale: StaleSaveData | null
  readonly busy: StaleChoice | null
  readonly comparison: TableComparison | null
  readonly save: () => Promise<void>
  readonly openNewer: () => Promise<void>
  readonly saveCopy: () => Promise<void>
  readonly compare: () => Promise<void>
  readonly closeStale: () => void
}

/** The route of the table editor for file `fileId`. */
export function tableEditorPath(fileId: number): string {
  return editorPath('datatable', fileId)
}

/**
 * Saving the table: a save names the version it edited; a refusal because someone saved first
 * opens the stale dialog, whose three ways out never lose work: open the newer version (the user
 * confirmed discarding), save the table as a copy beside the file (the editor then moves to the
 * copy, which holds it), or compare the newer version with the unsaved table.
 */
export function useTableSave(store: TableEditorState, detail: FileDetail): TableSave {
  const { t } = useI18n()
  const [saving, setSaving] = useState(false)
  const [stale, setStale] = useState<StaleSaveData | null>(null)
  const [busy, setBusy] = useState<StaleChoice | null>(null)
  const [comparison, setComparison] = useState<TableComparison | null>(null)

  const fail = (error: unknown) => {
    const message = failureMessage(error)
    if (message) notify('error', message)
  }

  const save = async () => {
    if (saving || store.readOnly || !isDirty(store)) return
    setSaving(true)
    // What is sent is the table now; edits made while it travels stay unsaved.
    const table = store.table
    const position = historyPosition(store.history)
    try {
      const outcome = await saveTable(detail.fileId, store.version, table)
      if (outcome.kind === 'saved') {
        markSaved(store, outcome.file.version, position)
        notify('success', outcome.message)
      } else {
        setComparison(null)
        setStale(outcome.stale)
      }
    } catch (error) {
      fail(error)
    } finally {
      setSaving(false)
    }
  }

  const during = async (choice: StaleChoice, work: () => Promise<void>) => {
    setBusy(choice)
    try {
      await work()
    } catch (error) {
      fail(error)
    } finally {
      setBusy(null)
    }
  }

  const openNewer = () => during('openNewer', async () => {
    if (!stale) return
    const opened = await readVersion(detail, stale.currentVersion)
    if ('kind' in opened) {
      notify('error', opened.kind === 'unreadable' ? t('dtUnreadable', { detail: opened.detail }) : t('dtWrongFileType'))
      return
    }
    loadTable(store, opened.table, opened.version)
    setStale(null)
  })

  const saveCopy = () => during('saveCopy', async () => {
    const { name, saved } = await saveTableCopy(detail, store.table, t('copySuffix'))
    // The copy holds the table now: nothing is unsaved, and the editor moves to the copy.
    markSaved(store, store.version)
    setLeaveGuard(null)
    setStale(null)
    notify('success', t('staleCopySaved', { name, version: saved.version }))
    await navigate(tableEditorPath(saved.fileId))
  })

  const compare = () => during('compare', async () => {
    if (!stale) return
    const result = await compareWithTable(detail.fileId, stale.currentVersion, store.table)
    if (result.kind === 'datatable') setComparison(result)
  })

  const closeStale = () => {
    setStale(null)
    setComparison(null)
  }

  return { saving, stale, busy, comparison, save, openNewer, saveCopy, compare, closeStale }
}
