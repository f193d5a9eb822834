import { spreadsheetExtension, type PartImportLine, type PartImportResult, type PartTableMapping, type PartTableView } from '@harness/protocol'
import { useEffect, useRef, useState } from 'react'
import { PartTableMappingView } from './PartTableMappingView'
import { importParts } from '../api/libraryApi'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { Spinner } from '../ui/Spinner'
import { reportFailure } from '../ui/reportFailure'
import { useBusyAction } from '../ui/useBusyAction'
import type { TargetLibrary } from './PartFormDialog'
import { libraryName } from './LibraryPage'
import { kindName } from './partText'
import { changedNames } from './changedNames'

const ACTION_LABELS: Readonly<Record<PartImportLine['action'], UiKey>> = {
  add: 'importActionAdd', update: 'importActionUpdate', same: 'importActionSame', conflict: 'importActionConflict', skipped: 'importActionSkipped',
}

/** Props of {@link ImportPartsDialog}. */
export interface ImportPartsDialogProps {
  readonly file: File
  readonly target: TargetLibrary
  readonly onClose: () => void
  readonly onImported: () => void
}

/**
 * Imports parts into a library in two steps: first a dry run lists what would happen to every
 * part (added, updated with the fields that change, unchanged, conflicts and skipped with why)
 * and nothing is written; then "import" writes it. A harness file brings the parts it uses; a
 * table (xlsx, CSV) first shows its columns with the mapping proposed from their headings, and
 * every change of the mapping runs the dry run again.
 */
export function ImportPartsDialog({ file, target, onClose, onImported }: ImportPartsDialogProps) {
  const { t, locale } = useI18n()
  const [preview, setPreview] = useState<PartImportResult | null>(null)
  // A table's mapping: null until the first dry run proposes one, then the user's.
  const [mapping, setMapping] = useState<PartTableMapping | null>(null)
  // The table as the last dry run read it: the mapping screen stays while a new dry run runs.
  const [tableView, setTableView] = useState<PartTableView | null>(null)
  const { busy, run } = useBusyAction()
  const isTable = spreadsheetExtension(file.name) !== null
  const table = isTable ? { mapping, kind: mapping?.kind ?? null } : undefined

  // The dry run, once per file, library and mapping; a file that does not read closes the dialog with its message.
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    let live = true
    // A changed mapping shows nothing (and imports nothing) until its own dry run answers.
    if (mapping !== null) setPreview(null)
    importParts(target.id, file.name, file, true, isTable ? { mapping, kind: mapping?.kind ?? null } : undefined)
      .then((answer) => {
        if (!live) return
        setPreview(answer)
        if (answer.table) setTableView(answer.table)
        if (answer.table && mapping === null) setMapping(answer.table.mapping)
      })
      .catch((error: unknown) => {
        if (!live) return
        reportFailure(error)
        close.current()
      })
    return () => { live = false }
  }, [file, target, mapping])

  const apply = async () => {
    // The import applies the mapping the dry run on screen was made with.
    const shown = preview?.table ? { mapping: preview.table.mapping, kind: preview.table.mapping.kind } : table
    const done = await run(() => importParts(target.id, file.name, file, false, shown), (r) => t('importDone', { added: r.added, updated: r.updated }))
    if (done.ok) onImported()
  }

  const changes = preview ? preview.added + preview.updated : 0
  const hasRows = preview?.lines.some((l) => l.row !== null) ?? false
  return (
    <DraggableDialog isOpen onClose={onClose} width={760} testId={TestIds.partImport}
      title={t('importTitle', { file: file.name, library: libraryName(t, target.view) })}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.partImportApply} disabled={busy || !preview || changes === 0} onClick={() => void apply()}>{t('importApply', { count: changes })}</GuardedButton>
        </>
      }>
      <div className="part-import">
        {tableView && mapping ? <PartTableMappingView table={tableView} mapping={mapping} onChange={setMapping} /> : null}
        {!preview ? <Spinner label={t('importReading')} /> : (<>
          {preview.table?.mappingProblem ? (
            <p className="part-import-problem" role="alert" data-testid={TestIds.partImportSummary}>{t(preview.table.mappingProblem === 'tableNoKind' ? 'importNeedsKind' : 'importNeedsPartNumber')}</p>
          ) : (
            <p className="part-import-summary" data-testid={TestIds.partImportSummary}>
              {t('importSummary', { format: preview.format, added: preview.added, updated: preview.updated, unchanged: preview.unchanged, conflicts: preview.conflicts, skipped: preview.skipped })}
            </p>
          )}
          <div className="part-import-lines">
            <table className="ws-table">
              <thead>
                <tr>
                  {hasRows ? <th scope="col">{t('importRow')}</th> : null}
                  <th scope="col">{t('partNumber')}</th><th scope="col">{t('partKind')}</th><th scope="col">{t('importAction')}</th><th scope="col">{t('importDetail')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.lines.map((line) => (
                  <tr key={`${line.row ?? ''}:${line.kind ?? ''}:${line.partNumber}`} data-action={line.action} data-part-number={line.partNumber} className={`part-import-${line.action}`}>
                    {hasRows ? <td className="ws-muted">{line.row ?? ''}</td> : null}
                    <td className="library-part-number">{line.partNumber}</td>
                    <td>{line.kind ? kindName(line.kind, locale) : '—'}</td>
                    <td className="part-import-action">{t(ACTION_LABELS[line.action])}</td>
                    <td className="ws-muted">{line.reason || changedNames(line.kind, line.changed, locale, t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>)}
      </div>
    </DraggableDialog>
  )
}
