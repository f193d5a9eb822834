import type { DictionaryTableView, LibraryView } from '@harness/protocol'
import { useState } from 'react'
import { saveDictionaryTable } from '../api/dictionaryApi'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { SelectField } from '../ui/SelectField'
import { useBusyAction } from '../ui/useBusyAction'
import { libraryName } from './LibraryPage'

/** Props of {@link DictionaryTableDialog}: a table to change, or the libraries a new one may go to. */
export interface DictionaryTableDialogProps {
  readonly table: DictionaryTableView | null
  /** The libraries the caller manages (global and teams), for a new table. */
  readonly libraries: readonly LibraryView[]
  readonly onClose: () => void
  readonly onSaved: (table: DictionaryTableView) => void
}

/**
 * Adds a dictionary table from a spreadsheet, or saves a new version of one: its name, where its
 * values come from, and (required for a new table) an xlsx or CSV file whose first row holds the
 * headings (a unit in brackets, `截面积 [mm²]`, becomes the column's unit).
 */
export function DictionaryTableDialog({ table, libraries, onClose, onSaved }: DictionaryTableDialogProps) {
  const { t } = useI18n()
  const [name, setName] = useState(table?.name ?? '')
  const [source, setSource] = useState(table?.source ?? '')
  const [file, setFile] = useState<File | null>(null)
  const first = libraries[0]
  const [library, setLibrary] = useState(first ? (first.scope === 'team' ? String(first.teamId) : 'global') : 'global')
  const { busy, run } = useBusyAction()
  const save = async () => {
    const target = table ? { tableId: table.tableId, baseVersion: table.version } : { library: library === 'global' ? ('global' as const) : Number(library) }
    const done = await run(() => saveDictionaryTable(target, { name, source }, file), (saved) => t('dictTableSavedNotice', { name: saved.name, version: saved.version }))
    if (done.ok) onSaved(done.value)
  }
  return (
    <DraggableDialog isOpen onClose={onClose} width={560} testId={TestIds.dictTableDialog} title={table ? t('dictTableEditTitle', { name: table.name }) : t('dictTableNewTitle')}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.dictTableSave} disabled={busy || name.trim() === '' || (!table && !file)} onClick={() => void save()}>{t('dictTableSave')}</GuardedButton>
        </>
      }>
      <div className="dict-form">
        {table ? null : (
          <SelectField label={t('dictTableLibrary')} value={library} testId={TestIds.dictTableLibrary}
            options={libraries.map((l) => ({ id: l.scope === 'team' ? String(l.teamId) : 'global', label: libraryName(t, l) }))} onChange={setLibrary} />
        )}
        <FormField label={t('dictTableName')} value={name} onChange={setName} maxLength={80} testId={TestIds.dictTableName} autoFocus />
        <FormField label={t('dictTableSource')} value={source} onChange={setSource} maxLength={300} testId={TestIds.dictTableSourceField} hint={t('dictTableSourceHint')} />
        <label className="dict-file">
          <span className="field-label">{table ? t('dictTableFileReplace') : t('dictTableFile')}</span>
          <input type="file" accept=".xlsx,.csv" data-testid={TestIds.dictTableFile} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <span className="ws-muted">{t('dictTableFileHint')}</span>
        </label>
      </div>
    </DraggableDialog>
  )
}
