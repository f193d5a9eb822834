import type { FileComparison } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { countRows, signed } from './comparisonRows'
import { recordTypeLabel } from './recordTypes'

/** A cell value of a table comparison as text ('' for an empty cell). */
function cellText(value: string | number | boolean | null): string {
  return value === null ? '' : String(value)
}

/**
 * What changed between two versions (or a version and unsaved bytes): for a harness, records per
 * type before and after and the changed records; for a table, rows and columns before and after
 * and the changed cells. Long lists are capped by the server, and the view says so.
 */
export function CompareView({ comparison }: { readonly comparison: FileComparison }) {
  const { t, locale } = useI18n()
  const typeText = (typeName: string) => {
    const key = recordTypeLabel(typeName)
    return key ? t(key) : typeName
  }
  const sides = t('compareSides', { from: `v${comparison.from}`, to: comparison.to === null ? t('compareUnsaved') : `v${comparison.to}` })

  if (comparison.kind === 'harness') {
    const rows = countRows(comparison.countsBefore, comparison.countsAfter)
    return (
      <div className="compare" data-testid={TestIds.compareView}>
        <p className="compare-summary">
          <strong>{sides}</strong>
          <span className="delta-added">{t('compareAdded', { count: comparison.added })}</span>
          <span className="delta-removed">{t('compareRemoved', { count: comparison.removed })}</span>
          <span className="delta-changed">{t('compareChanged', { count: comparison.changed })}</span>
        </p>
        <table className="ws-table compare-counts">
          <thead><tr><th scope="col">{t('compareType')}</th><th scope="col" className="ws-num">{t('compareBefore')}</th><th scope="col" className="ws-num">{t('compareAfter')}</th><th scope="col" className="ws-num">{t('compareDelta')}</th></tr></thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.typeName} data-type={row.typeName}>
                <td>{typeText(row.typeName)}</td>
                <td className="ws-num">{row.before.toLocaleString(locale)}</td>
                <td className="ws-num">{row.after.toLocaleString(locale)}</td>
                <td className={`ws-num ${row.delta > 0 ? 'delta-added' : row.delta < 0 ? 'delta-removed' : 'ws-muted'}`}>{signed(row.delta)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {comparison.changes.length > 0 ? (
          <table className="ws-table compare-changes" data-testid={TestIds.compareChanges}>
            <thead><tr><th scope="col">{t('compareKind')}</th><th scope="col">{t('compareType')}</th><th scope="col">{t('compareRecord')}</th><th scope="col">{t('compareFields')}</th></tr></thead>
            <tbody>
              {comparison.changes.map((change) => (
                <tr key={`${change.kind}:${change.id}`} data-kind={change.kind}>
                  <td><span className={`badge badge-change-${change.kind}`}>{t(change.kind === 'added' ? 'changeAdded' : change.kind === 'removed' ? 'changeRemoved' : 'changeChanged')}</span></td>
                  <td>{typeText(change.typeName)}</td>
                  <td className="compare-label">{change.label}</td>
                  <td className="ws-muted">{change.fields.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : <p className="ws-muted">{t('compareNoRecordChanges')}</p>}
        {comparison.truncated ? <p className="ws-warning">{t('compareTruncated')}</p> : null}
      </div>
    )
  }

  return (
    <div className="compare" data-testid={TestIds.compareView}>
      <p className="compare-summary">
        <strong>{sides}</strong>
        <span>{t('compareRows', { before: comparison.rowsBefore, after: comparison.rowsAfter })}</span>
        <span className="delta-added">{t('compareRowsAdded', { count: comparison.rowsAdded })}</span>
        <span className="delta-removed">{t('compareRowsRemoved', { count: comparison.rowsRemoved })}</span>
        <span className="delta-changed">{t('compareCellsChanged', { count: comparison.cellsChanged })}</span>
      </p>
      {comparison.columnsAdded.length > 0 ? <p>{t('compareColumnsAdded', { names: comparison.columnsAdded.join(', ') })}</p> : null}
      {comparison.columnsRemoved.length > 0 ? <p>{t('compareColumnsRemoved', { names: comparison.columnsRemoved.join(', ') })}</p> : null}
      {comparison.cells.length > 0 ? (
        <table className="ws-table compare-changes" data-testid={TestIds.compareChanges}>
          <thead><tr><th scope="col" className="ws-num">{t('compareRow')}</th><th scope="col">{t('compareColumn')}</th><th scope="col">{t('compareBefore')}</th><th scope="col">{t('compareAfter')}</th></tr></thead>
          <tbody>
            {comparison.cells.map((cell) => (
              <tr key={`${cell.rowId}:${cell.column}`}>
                <td className="ws-num">{cell.row}</td>
                <td>{cell.column}</td>
                <td className="delta-removed-text">{cellText(cell.before)}</td>
                <td className="delta-added-text">{cellText(cell.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : <p className="ws-muted">{t('compareNoCellChanges')}</p>}
      {comparison.truncated ? <p className="ws-warning">{t('compareTruncated')}</p> : null}
    </div>
  )
}
