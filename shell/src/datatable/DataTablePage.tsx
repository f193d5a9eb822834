import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { FileDetail } from '@harness/protocol'
import { markOpened } from '../api/fileApi'
import { failureMessage } from '../api/request'
import { routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { Spinner } from '../ui/Spinner'
import { openTable } from './tableFileCalls'
import { TableEditor } from './TableEditor'
import { createTableEditor, type TableEditorState } from './tableEditorState'

/** What the page shows: loading, a failure (with its text and whether a retry can help), or the editor. */
type PageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string; readonly retry: boolean }
  | { readonly kind: 'ready'; readonly detail: FileDetail; readonly store: TableEditorState }

/** The file id of a `fileId` query value, or null when it is not a positive whole number. */
export function fileIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('fileId') ?? ''
  return /^[1-9][0-9]{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null
}

/**
 * The data table editor (/editor/datatable?fileId=N): loads the file's details and exactly the
 * version they name, reads the table (every check of `parseDataTable`), and opens the editor,
 * read-only for callers who may not write. Another fileId in the URL opens another editor.
 */
export function DataTablePage() {
  const { t, m } = useI18n()
  const { search } = useSnapshot(routerState)
  const fileId = fileIdOf(search)
  const [state, setState] = useState<PageState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (fileId === null) {
      setState({ kind: 'failed', message: t('dtMissingFile'), retry: false })
      return
    }
    let live = true
    setState({ kind: 'loading' })
    openTable(fileId)
      .then((opened) => {
        if (!live) return
        if ('kind' in opened) {
          const message = opened.kind === 'wrongType' ? t('dtWrongFileType') : m('tableInvalid', { detail: opened.detail })
          setState({ kind: 'failed', message, retry: false })
          return
        }
        setState({ kind: 'ready', detail: opened.detail, store: createTableEditor(opened.table, opened.version, !opened.detail.canWrite) })
        markOpened(fileId).catch(() => undefined)
      })
      .catch((error: unknown) => {
        if (!live) return
        const message = failureMessage(error)
        if (message) notify('error', message)
        setState({ kind: 'failed', message: message ?? t('dtLoadFailed'), retry: true })
      })
    return () => { live = false }
    // Only another file or a retry reloads; a change of language must not.
  }, [fileId, attempt])

  if (state.kind === 'loading') return <Spinner label={t('loading')} />
  if (state.kind === 'failed') {
    return (
      <section className="panel dt-failed" role="alert">
        <h1 className="panel-title">{t('dtLoadFailed')}</h1>
        <p>{state.message}</p>
        {state.retry ? <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAttempt((n) => n + 1)}>{t('dtRetry')}</button> : null}
      </section>
    )
  }
  return <TableEditor key={state.detail.fileId} detail={state.detail} store={state.store} />
}
