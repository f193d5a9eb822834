import type { FileSummary } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'

const HARNESS_COUNTS: readonly (readonly [Exclude<keyof Extract<FileSummary, { kind: 'harness' }>, 'kind'>, UiKey])[] = [
  ['records', 'summaryRecords'], ['connectors', 'summaryConnectors'], ['wires', 'summaryWires'], ['splices', 'summarySplices'],
  ['segments', 'summarySegments'], ['multicores', 'summaryMulticores'], ['protections', 'summaryProtections'],
]

/** What a file holds, compactly: record counts of a harness, or rows and columns of a table. */
export function SummaryFacts({ summary }: { readonly summary: FileSummary }) {
  const { t, locale } = useI18n()
  if (summary.kind === 'datatable') {
    return (
      <dl className="summary-facts" data-testid={TestIds.fileSummary}>
        <div><dt>{t('summaryRows')}</dt><dd>{summary.rows.toLocaleString(locale)}</dd></div>
        <div><dt>{t('summaryColumns')}</dt><dd>{summary.columns.toLocaleString(locale)}</dd></div>
      </dl>
    )
  }
  return (
    <dl className="summary-facts" data-testid={TestIds.fileSummary}>
      {HARNESS_COUNTS.map(([key, label]) => (
        <div key={key} data-count={key}><dt>{t(label)}</dt><dd>{summary[key].toLocaleString(locale)}</dd></div>
      ))}
    </dl>
  )
}
