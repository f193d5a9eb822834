import { useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { FileDetail } from '@harness/protocol'
import { navigate } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { MenuButton } from './MenuButton'
import { exportToFile, importBeside, readSpreadsheet } from './tableFileCalls'
import { deleteSelectedRows, performEdit, redoEdit, undoEdit, type TableEditorState } from './tableEditorState'
import { tableEditorPath } from './useTableSave'

/** Props of {@link TableToolbar}. */
export interface TableToolbarProps {
  readonly detail: FileDetail
  readonly store: TableEditorState
  readonly dirty: boolean
  readonly saving: boolean
  readonly onSave: () => void
  readonly onAddColumn: () => void
  readonly onInsertRow: () => void
  readonly onFind: () => void
  /** A call failed; the toolbar has no message of its own for it. */
  readonly onFailure: (error: unknown) => void
  /** A picked spreadsheet does not read as a table (the reader's detail). */
  readonly onInvalid: (detail: string) => void
}

/**
 * The editor's toolbar and status line: where the file is (project and folders), its version,
 * whether there are unsaved changes, the table's size, read-only for viewers; save, undo, redo,
 * rows and columns, import (replace the table from an .xlsx or .csv file, undoable and saved like
 * any edit, or import one as a new file beside this one), export (the saved version as .xlsx or
 * .csv) and find.
 */
export function TableToolbar(props: TableToolbarProps) {
  const { detail, store } = props
  const { t } = useI18n()
  const snap = useSnapshot(store)
  const fileInput = useRef<HTMLInputElement>(null)
  const [importMode, setImportMode] = useState<'replace' | 'new'>('replace')
  const canUndo = !snap.readOnly && snap.history.undo.length > 0
  const canRedo = !snap.readOnly && snap.history.redo.length > 0

  const pick = (mode: 'replace' | 'new') => {
    setImportMode(mode)
    fileInput.current?.click()
  }

  const onPicked = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = ''
    if (!file) return
    try {
      if (importMode === 'new') {
        const imported = await importBeside(detail, file)
        notify('success', t('dtImportCreated', { name: imported.name }))
        await navigate(tableEditorPath(imported.fileId))
        return
      }
      const read = await readSpreadsheet(file)
      if (read.kind === 'unsupported') notify('error', t('dtImportUnsupported'))
      else if (read.kind === 'invalid') props.onInvalid(read.detail)
      else {
        performEdit(store, { kind: 'replaceTable', table: read.table })
        notify('success', t('dtImportReplaced', { name: file.name }))
      }
    } catch (error) {
      props.onFailure(error)
    }
  }

  const exportAs = async (format: 'xlsx' | 'csv') => {
    if (props.dirty) notify('info', t('dtExportSavedOnly', { version: store.version }))
    try {
      await exportToFile(detail, format)
    } catch (error) {
      props.onFailure(error)
    }
  }

  const readOnly = snap.readOnly
  return (
    <header className="dt-toolbar-area">
      <div className="dt-titlebar">
        <nav className="dt-path" aria-label={t('dtPageTitle')} data-testid={TestIds.dtPath}>
          {[detail.projectName, ...detail.path].map((part, i) => <span key={i} className="dt-path-part">{part}</span>)}
          <strong className="dt-path-name">{detail.name}</strong>
        </nav>
        <span className="dt-badge" data-testid={TestIds.dtVersion}>{t('dtVersion', { version: snap.version })}</span>
        {readOnly ? <span className="dt-badge dt-badge-readonly" title={t('dtReadOnlyHint')} data-testid={TestIds.dtReadOnly}>{t('dtReadOnly')}</span> : null}
        <span className={`dt-state${props.dirty ? ' dt-state-dirty' : ''}`} data-testid={TestIds.dtDirty} data-dirty={props.dirty}>
          {props.dirty ? t('dtUnsaved') : t('dtAllSaved')}
        </span>
        <span className="dt-size">{t('dtSize', { rows: snap.table.rows.length.toLocaleString(), columns: snap.table.columns.length })}</span>
      </div>
      <div className="dt-toolbar" role="toolbar" aria-label={t('dtToolbar')}>
        {readOnly ? null : (
          <>
            <GuardedButton size="sm" testId={TestIds.dtSave} disabled={!props.dirty || props.saving} guardMs={0} onClick={props.onSave}
              title="Ctrl+S">{props.saving ? t('dtSaving') : t('dtSave')}</GuardedButton>
            <span className="dt-sep" />
            <GuardedButton size="sm" variant="ghost" testId={TestIds.dtUndo} disabled={!canUndo} guardMs={0} title="Ctrl+Z"
              onClick={() => undoEdit(store)}>{t('dtUndo')}</GuardedButton>
            <GuardedButton size="sm" variant="ghost" testId={TestIds.dtRedo} disabled={!canRedo} guardMs={0} title="Ctrl+Shift+Z / Ctrl+Y"
              onClick={() => redoEdit(store)}>{t('dtRedo')}</GuardedButton>
            <span className="dt-sep" />
            <GuardedButton size="sm" variant="ghost" testId={TestIds.dtInsertRow} guardMs={0} title="Ctrl+Enter"
              disabled={snap.table.columns.length === 0} onClick={props.onInsertRow}>{t('dtInsertRow')}</GuardedButton>
            <GuardedButton size="sm" variant="ghost" testId={TestIds.dtDeleteRows} guardMs={0} title="Ctrl+Shift+Delete"
              disabled={snap.table.rows.length === 0} onClick={() => deleteSelectedRows(store)}>{t('dtDeleteRows')}</GuardedButton>
            <GuardedButton size="sm" variant="ghost" testId={TestIds.dtAddColumn} guardMs={0} onClick={props.onAddColumn}>{t('dtAddColumn')}</GuardedButton>
            <span className="dt-sep" />
            <MenuButton label={t('dtImport')} testId={TestIds.dtImport} entries={[
              { id: 'replace', label: t('dtImportReplace'), onAction: () => pick('replace') },
              { id: 'new', label: t('dtImportNew'), onAction: () => pick('new') },
            ]}>{t('dtImport')}</MenuButton>
          </>
        )}
        <MenuButton label={t('dtExport')} testId={TestIds.dtExport} entries={[
          { id: 'xlsx', label: t('dtExportXlsx'), onAction: () => void exportAs('xlsx') },
          { id: 'csv', label: t('dtExportCsv'), onAction: () => void exportAs('csv') },
        ]}>{t('dtExport')}</MenuButton>
        <GuardedButton size="sm" variant="ghost" testId={TestIds.dtFind} guardMs={0} title="Ctrl+F" onClick={props.onFind}>{t('dtFind')}</GuardedButton>
        <input ref={fileInput} type="file" accept=".csv,.xlsx" hidden data-testid={TestIds.dtImportInput}
          onChange={(e) => void onPicked(e.target.files?.[0])} />
      </div>
    </header>
  )
}
