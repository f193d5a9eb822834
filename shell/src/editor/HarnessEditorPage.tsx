import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { markOpened } from '../api/fileApi'
import { navigate } from '../app/router'
import { noteOpened, projectState, showFile } from '../state/projectState'
import { failureMessage } from '../api/request'
import { routerState } from '../app/router'
import { fileIdOf } from '../datatable/DataTablePage'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { OPEN_PHASES, type OpenProgress } from '../../../workers/src/client/engineClient'
import { HarnessEditor } from './HarnessEditor'
import { openHarnessSession, type HarnessSession } from './harnessSession'

type PageState =
  | { readonly kind: 'loading'; readonly progress: OpenProgress | null }
  | { readonly kind: 'failed'; readonly message: string; readonly retry: boolean }
  | { readonly kind: 'ready'; readonly session: HarnessSession }

/**
 * The harness editor page (/editor/harness?fileId=N): loads the file's details and the version they
 * name, opens it in a new engine worker with a progress bar over the open's phases (reading,
 * indexing, routing and measuring, tiling), then shows the editor. Leaving the page stops the worker.
 * Without a file id it opens the harness the project page shows, else the newest one opened in
 * this visit (the project state's `currentFile` and `openedFiles`).
 */
export function HarnessEditorPage() {
  const { t } = useI18n()
  const { search } = useSnapshot(routerState)
  const fileId = fileIdOf(search)
  // A `reload` value asks for the file again (opening the newer version after a stale save).
  const reload = new URLSearchParams(search).get('reload')
  const [state, setState] = useState<PageState>({ kind: 'loading', progress: null })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (fileId === null) {
      // /editor alone opens the harness the project page shows, else the newest harness opened.
      const shown = projectState.openedFiles.find((f) => f.fileId === projectState.currentFile && f.fileType === 'harness')
      const next = shown ?? projectState.openedFiles.find((f) => f.fileType === 'harness')
      if (next) void navigate(`/editor/harness?fileId=${next.fileId}`, { replace: true })
      else setState({ kind: 'failed', message: t('edMissingFile'), retry: false })
      return
    }
    let live = true
    let opened: HarnessSession | null = null
    setState({ kind: 'loading', progress: null })
    // Progress events travel on their own message port and may arrive after the open's answer:
    // they only ever update a page that is still loading.
    openHarnessSession(fileId, (progress) => { if (live) setState((s) => (s.kind === 'loading' ? { kind: 'loading', progress } : s)) })
      .then((result) => {
        if ('kind' in result) {
          if (live) setState({ kind: 'failed', message: result.kind === 'wrongType' ? t('edWrongFileType') : t('edUnreadable', { detail: result.detail }), retry: false })
          return
        }
        if (!live) {
          result.close()
          return
        }
        opened = result
        setState({ kind: 'ready', session: result })
        markOpened(fileId).catch(() => undefined)
        // The open-file tabs and the project page follow the file being edited.
        noteOpened({ fileId, name: result.detail.name, fileType: 'harness', projectId: result.detail.projectId })
        showFile(fileId)
      })
      .catch((error: unknown) => {
        if (live) setState({ kind: 'failed', message: failureMessage(error) ?? t('edLoadFailed'), retry: true })
      })
    return () => {
      live = false
      opened?.close()
    }
    // Only another file or a retry reloads; a change of language must not.
  }, [fileId, attempt, reload])

  if (state.kind === 'failed') {
    return (
      <section className="panel dt-failed" role="alert">
        <h1 className="panel-title">{t('edLoadFailed')}</h1>
        <p>{state.message}</p>
        {state.retry ? <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAttempt((n) => n + 1)}>{t('edRetry')}</button> : null}
      </section>
    )
  }
  if (state.kind === 'loading') {
    const p = state.progress
    const fraction = p ? p.fraction : 0
    const phase = p ? (p.done ? OPEN_PHASES[Math.min(OPEN_PHASES.length - 1, OPEN_PHASES.indexOf(p.phase) + 1)]! : p.phase) : 'decode'
    return (
      <section className="panel ed-opening" aria-busy="true">
        <h1 className="panel-title">{t('edOpening')}</h1>
        <progress max={1} value={fraction} aria-label={t('edOpening')} data-testid="open-progress" />
        <p className="ed-muted">{t(`edPhase_${phase}` as UiKey)}</p>
      </section>
    )
  }
  return <HarnessEditor key={state.session.detail.fileId} session={state.session} />
}
