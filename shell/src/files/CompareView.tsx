import type { FileComparison } from '@harness/protocol'
import { TableComparisonView } from '../datatable/TableComparisonView'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { countRows, signed } from './comparisonRows'
import { recordTypeLabel } from './recordTypes'

/** Props of {@link CompareView}. */
export interface CompareViewProps {
  readonly comparison: FileComparison
  /** Column names by key, for a table comparison (see `comparisonColumnNames`). */
  readonly columnNames?: ReadonlyMap<string, string>
}

/**
 * What changed between two versions (or a version and unsaved bytes): for a harness, records per
 * type before and after and the changed records; for a table, the table editor's comparison (rows
 * and columns added and removed, the changed cells). Long lists are capped by the server, and the
 * view says so.
 */
export function CompareView({ comparison, columnNames }: CompareViewProps) {
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

  return <TableComparisonView comparison={comparison} columnNames={columnNames ?? new Map()} />
}
