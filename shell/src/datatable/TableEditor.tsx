import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useSnapshot } from 'valtio'
import type { DataColumn, FileDetail } from '@harness/protocol'
import { failureMessage } from '../api/request'
import { ConfirmDialog } from '../forum/ConfirmDialog'
import { StaleSaveDialog } from '../files/StaleSaveDialog'
import { uiText } from '../i18n/localeState'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { displayCell } from './cellInput'
import { parseClipboard, planPaste, rangeToClipboard } from './clipboardGrid'
import { ColumnDialog } from './ColumnDialog'
import { planAddColumn, planUpdateColumn, type ColumnDraft } from './columnEdits'
import { ROW_HEIGHT, HEADER_HEIGHT } from './columnLayout'
import { DataGrid } from './DataGrid'
import { findInTable, nextMatch } from './findInTable'
import { FindBar } from './FindBar'
import { editorCommand, gridCommand } from './gridKeys'
import { selectCell, selectionRect } from './gridSelection'
import { MenuButton } from './MenuButton'
import { freshRowIds } from './rowIds'
import { TableComparisonView } from './TableComparisonView'
import { runEditorCommand, runGridCommand } from './tableEditorCommands'
import { appendRow, clearSelection, insertRowBelow, isDirty, performEdit, type TableEditorState } from './tableEditorState'
import { TableToolbar } from './TableToolbar'
import { useColumnTypeLabel } from './useColumnTypeLabel'
import { useLeaveGuard } from './useLeaveGuard'
import { useTableSave } from './useTableSave'

/** The column dialog's task: add at a position, or edit a column. */
type ColumnTask = { readonly mode: 'add'; readonly at: number } | { readonly mode: 'edit'; readonly at: number }

/** Props of {@link TableEditor}. */
export interface TableEditorProps {
  readonly detail: FileDetail
  readonly store: TableEditorState
}

/**
 * The table editor of one open file: the toolbar, the find bar, the virtualised grid and the
 * dialogs (column, leave, stale save). Keyboard and clipboard work is turned into commands on the
 * store; every change is one undoable edit; saving goes through `useTableSave`.
 */
export function TableEditor({ detail, store }: TableEditorProps) {
  const { t, m, locale } = useI18n()
  const snap = useSnapshot(store)
  const typeLabel = useColumnTypeLabel()
  const gridRef = useRef<HTMLDivElement | null>(null)
  // Stable per language, so the find results below are not recomputed on every render.
  const words = useMemo(() => ({ yes: uiText('dtYes', {}, locale), no: uiText('dtNo', {}, locale) }), [locale])
  const dirty = isDirty(snap)
  const saver = useTableSave(store, detail)
  const leave = useLeaveGuard(dirty)
  const [columnTask, setColumnTask] = useState<ColumnTask | null>(null)
  const [findOpen, setFindOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [matchIndex, setMatchIndex] = useState(-1)

  const found = useMemo(() => findInTable(snap.table, query, (v) => displayCell(v, words)), [snap.table, query, words])
  const newRowId = () => freshRowIds(store.table, 1)[0]!
  const focusGrid = () => gridRef.current?.focus({ preventScroll: true })
  // A closing dialog gives focus back to what opened it; the grid takes it after that.
  const focusGridAfterDialog = () => setTimeout(focusGrid, 0)
  const problemText = (key: UiKey) => t(key)

  const stepFind = (backwards: boolean) => {
    const index = nextMatch(found.matches, store.selection.focus, backwards)
    if (index < 0) return
    setMatchIndex(index)
    store.selection = selectCell(found.matches[index]!)
  }

  const onGridKeys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const command = gridCommand(event.nativeEvent)
    if (!command) return
    // Text reaches the grid's input itself (an input method's too) and starts editing there.
    const column = store.table.columns[store.selection.focus.column]
    if (command.kind === 'type' || (command.kind === 'toggle' && column?.type !== 'boolean')) return
    event.preventDefault()
    const pageRows = Math.floor(((gridRef.current?.clientHeight ?? 600) - HEADER_HEIGHT) / ROW_HEIGHT) - 1
    const outcome = runGridCommand(store, command, { words, pageRows, newRowId })
    if (outcome === 'save') void saver.save()
    if (outcome === 'find') setFindOpen(true)
  }

  const onEditorKeys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const editing = store.editing!
    // Keys that finish an input method's composition belong to it.
    if (event.nativeEvent.isComposing) return
    const command = editorCommand(event.nativeEvent, editing.mode)
    if (!command) return
    event.preventDefault()
    if (command.kind === 'newline') {
      const el = event.currentTarget
      editing.text = `${el.value.slice(0, el.selectionStart)}\n${el.value.slice(el.selectionEnd)}`
      return
    }
    runEditorCommand(store, command)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => (store.editing ? onEditorKeys(event) : onGridKeys(event))

  const onCopy = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (store.editing || store.table.rows.length === 0 || store.table.columns.length === 0) return
    event.preventDefault()
    event.clipboardData.setData('text/plain', rangeToClipboard(store.table, selectionRect(store.selection)))
  }

  const onCut = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (store.editing) return
    onCopy(event)
    if (!store.readOnly) clearSelection(store)
  }

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (store.editing) return
    event.preventDefault()
    if (store.readOnly || store.table.columns.length === 0) return
    const cells = parseClipboard(event.clipboardData.getData('text/plain'))
    if (!cells || cells.length === 0) {
      notify('warning', t('dtPasteUnreadable'))
      return
    }
    const plan = planPaste(store.table, selectionRect(store.selection), cells, (n) => freshRowIds(store.table, n))
    if (!plan.ok) {
      notify('error', t('dtCellProblem', { row: plan.row, column: plan.column, problem: t(plan.problem) }))
      return
    }
    performEdit(store, plan.edit)
    if (plan.rowsAdded > 0) notify('info', t('dtPasteRowsAdded', { count: plan.rowsAdded }))
    if (plan.columnsLeftOut > 0) notify('warning', t('dtPasteColumnsLeftOut', { count: plan.columnsLeftOut }))
  }

  const applyColumn = (draft: ColumnDraft): string | null => {
    if (!columnTask) return null
    const plan = columnTask.mode === 'add' ? planAddColumn(store.table, columnTask.at, draft) : planUpdateColumn(store.table, columnTask.at, draft)
    if (!plan.ok) return t(plan.problem, { row: plan.row ?? 0, count: plan.count ?? 0 })
    performEdit(store, plan.edit)
    if (columnTask.mode === 'add') store.selection = selectCell({ row: store.selection.focus.row, column: columnTask.at })
    setColumnTask(null)
    focusGridAfterDialog()
    return null
  }

  const columnMenu = (index: number, column: DataColumn) => snap.readOnly ? null : (
    <MenuButton className="dt-head-menu" label={t('dtColumnMenu', { name: column.name })} testId={TestIds.dtColumnMenu}
      entries={[
        { id: 'edit', label: t('dtEditColumn'), onAction: () => setColumnTask({ mode: 'edit', at: index }) },
        { id: 'left', label: t('dtInsertColumnLeft'), onAction: () => setColumnTask({ mode: 'add', at: index }) },
        { id: 'right', label: t('dtInsertColumnRight'), onAction: () => setColumnTask({ mode: 'add', at: index + 1 }) },
        { id: 'delete', label: t('dtDeleteColumn'), danger: true, onAction: () => performEdit(store, { kind: 'deleteColumn', at: index }) },
      ]}>⋯</MenuButton>
  )

  const editedColumn = columnTask?.mode === 'edit' ? snap.table.columns[columnTask.at] : undefined
  const columnInitial: ColumnDraft | null = columnTask === null ? null
    : editedColumn ? { name: editedColumn.name, type: editedColumn.type, unit: editedColumn.unit } : { name: '', type: 'text', unit: '' }
  const columnNames = new Map(snap.table.columns.map((c) => [c.key, c.name]))

  return (
    <section className="dt-page" data-testid={TestIds.dtPage} aria-label={t('dtPageTitle')}>
      <TableToolbar detail={detail} store={store} dirty={dirty} saving={saver.saving} onSave={() => void saver.save()}
        onAddColumn={() => setColumnTask({ mode: 'add', at: store.table.columns.length })}
        onFind={() => setFindOpen(true)} onInsertRow={() => { insertRowBelow(store, newRowId()); focusGrid() }}
        onFailure={(error) => { const message = failureMessage(error); if (message) notify('error', message) }}
        onInvalid={(detailText) => notify('error', m('tableInvalid', { detail: detailText }))} />
      {findOpen ? (
        <FindBar query={query} onQuery={(q) => { setQuery(q); setMatchIndex(-1) }} onStep={stepFind}
          onClose={() => { setFindOpen(false); focusGrid() }} index={matchIndex + 1} count={found.matches.length} capped={found.capped} />
      ) : null}
      <DataGrid store={store} words={words} gridRef={gridRef} label={t('dtGrid')} rowNumberLabel={t('dtRowNumber')}
        addRowLabel={t('dtAddRowLine')} emptyLabel={t('dtNoColumns')} problemText={problemText} typeLabel={typeLabel}
        columnMenu={columnMenu} onKeyDown={onKeyDown} onCopy={onCopy} onCut={onCut} onPaste={onPaste}
        onAppendRow={() => { appendRow(store, newRowId()); focusGrid() }} onEditProblem={(p) => notify('error', t(p))}
        highlight={findOpen && matchIndex >= 0 ? found.matches[matchIndex] ?? null : null} />
      <p className="dt-shortcuts">{snap.readOnly ? t('dtReadOnlyHint') : t('dtShortcuts')}</p>
      <ColumnDialog initial={columnInitial} mode={columnTask?.mode ?? 'add'} onApply={applyColumn} onClose={() => { setColumnTask(null); focusGridAfterDialog() }} />
      <ConfirmDialog isOpen={leave.asking} title={t('dtLeaveTitle')} message={t('dtLeaveMessage')} confirmLabel={t('dtLeaveConfirm')} busy={false}
        onClose={() => { leave.answer(false); focusGridAfterDialog() }} onConfirm={() => leave.answer(true)} />
      <StaleSaveDialog stale={saver.stale} busy={saver.busy} onOpenNewer={() => void saver.openNewer()} onSaveCopy={() => void saver.saveCopy()}
        onCompare={() => void saver.compare()} onClose={() => { saver.closeStale(); focusGridAfterDialog() }}
        comparison={saver.comparison ? <TableComparisonView comparison={saver.comparison} columnNames={columnNames} /> : undefined} />
    </section>
  )
}
