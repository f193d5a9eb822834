import { useState } from 'react'
import type { FileComparison, StaleSaveData } from '@harness/protocol'
import { compareWithVersion } from '../api/fileApi'
import { failureMessage } from '../api/request'
import { navigate, setLeaveGuard } from '../app/router'
import type { StaleChoice } from '../files/StaleSaveDialog'
import { saveCopyBeside } from '../files/saveCopyBeside'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import type { HarnessSession } from './harnessSession'

/** The stale-save dialog's state and its three ways out, for the harness editor. */
export interface StaleHarness {
  readonly stale: StaleSaveData | null
  readonly busy: StaleChoice | null
  readonly comparison: FileComparison | null
  /** Opens the dialog for a refused save. */
  readonly refused: (stale: StaleSaveData) => void
  readonly openNewer: () => void
  readonly saveCopy: () => void
  readonly compare: () => void
  readonly close: () => void
}

/** The editor's current document as a file body. */
async function currentBlob(session: HarnessSession): Promise<Blob> {
  const bytes = await session.engine.api.snapshot()
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' })
}

/**
 * A save refused because someone else saved first never loses work (the workspace's stale-save
 * rule, as in the table editor): the dialog offers to save the open harness as a copy beside the
 * file (the editor then moves to the copy, which holds it), to compare the newer version with it,
 * or to open the newer version after confirming that the changes are dropped. `markSaved` tells
 * the editor its changes are kept elsewhere or given up, so leaving does not ask again.
 */
export function useStaleHarness(session: HarnessSession, markSaved: () => void): StaleHarness {
  const { t } = useI18n()
  const [stale, setStale] = useState<StaleSaveData | null>(null)
  const [busy, setBusy] = useState<StaleChoice | null>(null)
  const [comparison, setComparison] = useState<FileComparison | null>(null)
  const path = (fileId: number) => `/editor/harness?fileId=${fileId}`

  const during = (choice: StaleChoice, work: () => Promise<void>) => {
    setBusy(choice)
    work()
      .catch((error: unknown) => notify('error', failureMessage(error) ?? t('edLoadFailed')))
      .finally(() => setBusy(null))
  }

  return {
    stale, busy, comparison,
    refused: (data) => {
      setComparison(null)
      setStale(data)
    },
    openNewer: () => during('openNewer', async () => {
      markSaved()
      setLeaveGuard(null)
      setStale(null)
      // Reopening the page loads the version the file's details now name.
      await navigate(`${path(session.detail.fileId)}&reload=${Date.now()}`, { replace: true })
    }),
    saveCopy: () => during('saveCopy', async () => {
      const { name, saved } = await saveCopyBeside(session.detail, await currentBlob(session), t('copySuffix'))
      markSaved()
      setLeaveGuard(null)
      setStale(null)
      notify('success', t('edCopySaved', { name, version: saved.version }))
      await navigate(path(saved.fileId))
    }),
    compare: () => during('compare', async () => {
      if (!stale) return
      setComparison(await compareWithVersion(session.detail.fileId, stale.currentVersion, await currentBlob(session)))
    }),
    close: () => {
      setStale(null)
      setComparison(null)
    },
  }
}
