import type { CellValue, FileComparison } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { displayCell } from './cellInput'

/** The table branch of a comparison. */
export type TableComparison = Extract<FileComparison, { kind: 'datatable' }>

/** Props of {@link TableComparisonView}. */
export interface TableComparisonViewProps {
  readonly comparison: TableComparison
  /** Names of the columns by key, for headings (keys that are gone show as they are). */
  readonly columnNames: ReadonlyMap<string, string>
}

/**
 * What differs between a stored version of a table and another version or the unsaved table:
 * rows and columns added and removed, then each changed cell with its row number, column, the
 * value before and after. Long lists are cut by the server; the view says so.
 */
export function TableComparisonView({ comparison: c, columnNames }: TableComparisonViewProps) {
  const { t } = useI18n()
  const words = { yes: t('dtYes'), no: t('dtNo') }
  const show = (value: CellValue) => (value === null ? t('cmpEmpty') : displayCell(value, words))
  const name = (key: string) => columnNames.get(key) ?? key
  return (
    <section className="cmp" data-testid={TestIds.cmpView} aria-label={t('cmpTitle', { version: c.from })}>
      <h3 className="cmp-title">{t('cmpTitle', { version: c.from })}</h3>
      <p className="cmp-summary">{t('cmpSummary', { rowsAdded: c.rowsAdded, rowsRemoved: c.rowsRemoved, cellsChanged: c.cellsChanged })}</p>
      {c.columnsAdded.length > 0 ? <p className="cmp-columns">{t('cmpColumnsAdded', { columns: c.columnsAdded.map(name).join('、') })}</p> : null}
      {c.columnsRemoved.length > 0 ? <p className="cmp-columns">{t('cmpColumnsRemoved', { columns: c.columnsRemoved.map(name).join('、') })}</p> : null}
      {c.cells.length === 0 ? (
        <p className="cmp-none">{t('cmpNone')}</p>
      ) : (
        <div className="cmp-table-wrap">
          <table className="cmp-table">
            <thead>
              <tr>
                <th scope="col">{t('cmpRow')}</th>
                <th scope="col">{t('cmpColumn')}</th>
                <th scope="col">{t('cmpBefore', { version: c.from })}</th>
                <th scope="col">{t('cmpAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {c.cells.map((cell) => (
                <tr key={`${cell.rowId}/${cell.column}`} data-testid={TestIds.cmpCell}>
                  <td className="cmp-num">{cell.row}</td>
                  <td>{name(cell.column)}</td>
                  <td className="cmp-before">{show(cell.before)}</td>
                  <td className="cmp-after">{show(cell.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {c.truncated ? <p className="cmp-note">{t('cmpTruncated', { count: c.cells.length })}</p> : null}
    </section>
  )
}
