import { memo, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { isApiEnvelope, isDrawingFile, ResultCode } from '@harness/protocol'
import { markOpened } from '../api/fileApi'
import { forgetOpened, noteOpened, projectState, showFile } from '../state/projectState'
import { failureMessage } from '../api/request'
import { navigate, routerState } from '../app/router'
import { fileIdOf } from '../datatable/DataTablePage'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { OPEN_PHASES, type OpenProgress, type SheetFrame } from '../../../workers/src/client/engineClient'
import { HarnessEditor } from './HarnessEditor'
import { openHarnessSession, type HarnessSession } from './harnessSession'

type PageState =
  | { readonly kind: 'loading'; readonly progress: OpenProgress | null }
  | { readonly kind: 'failed'; readonly message: string; readonly retry: boolean }
  /** `opening` until the worker opened the file; then `sheet`, the sheet its open answered (null before). */
  | { readonly kind: 'ready'; readonly session: HarnessSession; readonly opening: OpenProgress | null; readonly sheet: SheetFrame | null }

/**
 * The harness editor page (/editor/harness?fileId=N, optionally &select=<record id> to select that
 * record once the file is open, as a text search hit does): loads the file's details, then shows the
 * editor at once while a new engine worker downloads the version they name and opens it, with a
 * progress bar over the open's phases (reading, indexing, routing and measuring, tiling); the
 * canvas and panels get ready meanwhile and draw when the open ends. Leaving the page stops the worker.
 * Without a file id it opens the harness the project page shows, else the newest one opened in
 * this visit (the project state's `currentFile` and `openedFiles`).
 */
export function HarnessEditorPage() {
  const { t } = useI18n()
  const { search } = useSnapshot(routerState)
  const fileId = fileIdOf(search)
  // A `reload` value asks for the file again (opening the newer version after a stale save).
  const reload = new URLSearchParams(search).get('reload')
  const select = new URLSearchParams(search).get('select')
  const [state, setState] = useState<PageState>({ kind: 'loading', progress: null })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (fileId === null) {
      // /editor alone opens the harness the project page shows, else the newest harness opened.
      const shown = projectState.openedFiles.find((f) => f.fileId === projectState.currentFile && isDrawingFile(f.fileType))
      const next = shown ?? projectState.openedFiles.find((f) => isDrawingFile(f.fileType))
      if (next) void navigate(`/editor/harness?fileId=${next.fileId}`, { replace: true })
      else setState({ kind: 'failed', message: t('edMissingFile'), retry: false })
      return
    }
    let live = true
    let opened: HarnessSession | null = null
    setState({ kind: 'loading', progress: null })
    const fail = (error: unknown) => {
      // A file no longer there (deleted, or its project) leaves the open-file tabs.
      if (isApiEnvelope(error) && error.code === ResultCode.notFound) forgetOpened([fileId])
      if (live) setState({ kind: 'failed', message: failureMessage(error) ?? t('edLoadFailed'), retry: true })
      opened?.close()
    }
    // Progress events travel on their own message port and may arrive after the open's answer:
    // they only ever update a page whose open has not ended.
    const onProgress = (progress: OpenProgress) => {
      if (!live) return
      setState((s) => (s.kind === 'loading' ? { kind: 'loading', progress } : s.kind === 'ready' && s.sheet === null ? { ...s, opening: progress } : s))
    }
    openHarnessSession(fileId, onProgress)
      .then((result) => {
        if ('kind' in result) {
          if (live) setState({ kind: 'failed', message: t('edWrongFileType'), retry: false })
          return
        }
        if (!live) {
          result.close()
          return
        }
        opened = result
        setState((s) => ({ kind: 'ready', session: result, opening: s.kind === 'loading' ? s.progress : null, sheet: null }))
        // The open-file tabs and the project page follow the file being edited from the moment it shows.
        noteOpened({ fileId, name: result.detail.name, fileType: result.detail.fileType, projectId: result.detail.projectId })
        showFile(fileId)
        result.opened.then((outcome) => {
          if (!live) return
          if (outcome.kind === 'unreadable') {
            // A file the engine refuses is not kept among the files opened.
            forgetOpened([fileId])
            if (projectState.currentFile === fileId) showFile(null)
            setState({ kind: 'failed', message: t('edUnreadable', { detail: outcome.detail }), retry: false })
            result.close()
            return
          }
          setState((s) => (s.kind === 'ready' ? { ...s, sheet: outcome.sheet } : s))
          markOpened(fileId).catch(() => undefined)
        }, fail)
      })
      .catch(fail)
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
  if (state.kind === 'loading') return <OpeningProgress progress={state.progress} over={false} />
  return (
    <>
      <StableEditor key={state.session.detail.fileId} session={state.session} opened={state.sheet !== null} openedSheet={state.sheet} selectOnOpen={select} />
      {state.sheet !== null ? null : <OpeningProgress progress={state.opening} over />}
    </>
  )
}

/**
 * The editor, rendered again only when its own props change: the open's progress (a state of this
 * page, four or more updates while the worker opens) redraws the bar, not the whole editor (at M a
 * render of the editor's panels and toolbar took 15-25 ms of the page's thread each time).
 */
const StableEditor = memo(HarnessEditor)

/** The open's progress: a panel of its own before the editor shows, then over the editor. */
function OpeningProgress({ progress, over }: { readonly progress: OpenProgress | null; readonly over: boolean }) {
  const { t } = useI18n()
  const fraction = progress ? progress.fraction : 0
  const phase = progress ? (progress.done ? OPEN_PHASES[Math.min(OPEN_PHASES.length - 1, OPEN_PHASES.indexOf(progress.phase) + 1)]! : progress.phase) : 'decode'
  return (
    <section className={`panel ed-opening${over ? ' ed-opening-over' : ''}`} aria-busy="true" data-testid="open-progress-panel">
      <h1 className="panel-title">{t('edOpening')}</h1>
      <progress max={1} value={fraction} aria-label={t('edOpening')} data-testid="open-progress" />
      <p className="ed-muted">{t(`edPhase_${phase}` as UiKey)}</p>
    </section>
  )
}
