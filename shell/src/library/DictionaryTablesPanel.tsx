import { readWireDiameterTable, wireDiameterColumns } from '@harness/engine'
import type { DataColumn, DataTable, DictionaryTableView } from '@harness/protocol'
import { useState } from 'react'
import { deleteDictionaryTable, getDictionaryTable, listDictionaryTables } from '../api/dictionaryApi'
import { listLibraries } from '../api/libraryApi'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { SecondClickButton } from '../ui/SecondClickButton'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { queryParam } from '../app/router'
import { DictionaryTableDialog } from './DictionaryTableDialog'
import { formatNumber } from './partText'

/** A column's heading as the spreadsheet had it: its name, and its unit in brackets. */
function heading(column: DataColumn): string {
  return column.unit ? `${column.name} [${column.unit}]` : column.name
}

/**
 * The dictionary's own tables (the "team tables" tab of /dictionary): the global tables and those
 * of the caller's teams, each with its source, size and last change; one shown whole with its
 * history. Administrators (global) and a team's owner and admins (its tables) add tables from a
 * spreadsheet, save new versions and delete them.
 */
export function DictionaryTablesPanel() {
  const { t, locale } = useI18n()
  const [refresh, setRefresh] = useState(0)
  // The table a link names (`?table=`, from the text search), else the first.
  const [shown, setShown] = useState<number | null>(() => Number(queryParam('table')) || null)
  const [editing, setEditing] = useState<DictionaryTableView | 'new' | null>(null)
  const list = useRemote('dictionary-tables', listDictionaryTables, refresh)
  const libraries = useRemote('libraries', listLibraries)
  const tables = list.state.kind === 'ready' ? list.state.data : []
  const current = tables.find((x) => x.tableId === shown) ?? tables[0] ?? null
  const detail = useRemote(current ? `dictionary-table-${current.tableId}-${current.version}` : null, () => getDictionaryTable(current!.tableId))
  const manageable = libraries.state.kind === 'ready' ? libraries.state.data.filter((l) => l.canManage && l.scope !== 'builtin') : []
  const { busy, run } = useBusyAction()
  const remove = async (table: DictionaryTableView) => {
    const done = await run(() => deleteDictionaryTable(table.tableId, table.version), () => t('dictTableDeletedNotice', { name: table.name }))
    if (done.ok) {
      setShown(null)
      setRefresh((n) => n + 1)
    }
  }
  const cell = (v: string | number | boolean | null) => (v === null ? '' : typeof v === 'number' ? formatNumber(v, locale) : typeof v === 'boolean' ? t(v ? 'yes' : 'no') : v)

  if (list.state.kind !== 'ready') return <Spinner label={t('loading')} />
  return (
    <div className="dict-own" data-testid={TestIds.dictTables}>
      <div className="dict-own-head">
        <p className="ws-muted">{t('dictTablesIntro')}</p>
        {manageable.length > 0 ? (
          <GuardedButton size="sm" testId={TestIds.dictTableNew} onClick={() => setEditing('new')}><Icon name="plus" size={15} />{t('dictTableNew')}</GuardedButton>
        ) : null}
      </div>
      {tables.length === 0 ? <p className="ws-muted dict-own-empty">{t('dictTablesEmpty')}</p> : (
        <div className="dict-own-layout">
          <ul className="dict-own-list" aria-label={t('dictTablesTab')}>
            {tables.map((x) => (
              <li key={x.tableId}>
                <button type="button" className={`dict-own-item${x.tableId === current?.tableId ? ' dict-own-active' : ''}`} aria-pressed={x.tableId === current?.tableId}
                  data-table-name={x.name} onClick={() => setShown(x.tableId)}>
                  <span className="dict-own-name">{x.name}</span>
                  <span className="ws-muted">{x.scope === 'global' ? t('libraryGlobal') : t('libraryTeam', { name: x.teamName })} · {t('dictTableSize', { rows: x.rows, columns: x.columns })}</span>
                </button>
              </li>
            ))}
          </ul>
          {current ? (
            <div className="dict-own-table">
              <div className="dict-own-title">
                <h3>{current.name}</h3>
                <span className="ws-muted">{t('dictTableVersion', { version: current.version, user: current.updatedBy, at: new Date(current.updatedAt).toLocaleString(locale) })}</span>
                {current.canManage ? (
                  <span className="dict-own-actions">
                    <GuardedButton size="sm" variant="secondary" testId={TestIds.dictTableEdit} disabled={busy} onClick={() => setEditing(current)}>{t('dictTableEdit')}</GuardedButton>
                    <SecondClickButton testId={TestIds.dictTableDelete} disabled={busy} onConfirm={() => void remove(current)}>{t('dictTableDelete')}</SecondClickButton>
                  </span>
                ) : null}
              </div>
              {current.source ? <p className="dict-source">{t('dictTableSourceLine', { source: current.source })}</p> : null}
              {detail.state.kind !== 'ready' ? <Spinner label={t('loading')} /> : (
                <>
                  <EngineUse name={current.name} data={detail.state.data.data} />
                  <div className="dict-own-grid">
                    <table className="ws-table" data-testid={TestIds.dictTableRows}>
                      <thead><tr>{detail.state.data.data.columns.map((c) => <th key={c.key} scope="col">{heading(c)}</th>)}</tr></thead>
                      <tbody>{detail.state.data.data.rows.map((r) => <tr key={r.id}>{r.cells.map((v, i) => <td key={i} className={typeof v === 'number' ? 'num' : undefined}>{cell(v)}</td>)}</tr>)}</tbody>
                    </table>
                  </div>
                  <p className="ws-muted dict-own-history">
                    {t('dictTableHistory')}：{detail.state.data.history.slice(0, 5).map((h) => t('dictTableHistoryItem', { version: h.version, user: h.author || '—', at: new Date(h.at).toLocaleDateString(locale) })).join('；')}
                  </p>
                </>
              )}
            </div>
          ) : null}
        </div>
      )}
      {editing ? (
        <DictionaryTableDialog table={editing === 'new' ? null : editing} libraries={manageable} onClose={() => setEditing(null)}
          onSaved={(saved) => { setEditing(null); setShown(saved.tableId); setRefresh((n) => n + 1) }} />
      ) : null}
    </div>
  )
}

/**
 * What the engine makes of a table: a wire-diameter table (a cross-section column [mm²] and an
 * outer-diameter column [mm]) gives new wires their diameter in the editor, or says why it cannot.
 */
function EngineUse({ name, data }: { readonly name: string; readonly data: DataTable }) {
  const { t } = useI18n()
  if (!wireDiameterColumns(data.columns)) return null
  const read = readWireDiameterTable(name, data)
  return (
    <p className={read.ok ? 'dict-engine-use' : 'dict-engine-use dict-engine-use-bad'} data-testid="dict-engine-use">
      <Icon name="params" size={15} />{read.ok ? t('dictEngineWireDiameters', { rows: read.table.rows.length }) : t('dictEngineWireDiametersBad', { reason: read.reason })}
    </p>
  )
}
