import { REPORT_COLUMN_SETS, type ReportColumnSet, type WorkspaceConfig } from '@harness/protocol'
import { COLUMN_SET_REPORT, REPORT_COLUMNS } from '@harness/engine'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { REPORT_LABELS } from '../factory/MakeOutputDialog'
import { moveItem, toggleColumn } from './configDraft'

/** Props of {@link ColumnSetsEditor}. */
export interface ColumnSetsEditorProps {
  readonly value: WorkspaceConfig['reportColumns']
  readonly onChange: (next: WorkspaceConfig['reportColumns']) => void
  readonly disabled: boolean
}

/**
 * The columns of each report (wire-cut table, assembly table, BOM): every column the engine knows,
 * ticked to show it; the ticked ones in their report order, moved up and down. None ticked shows
 * every column in its default order.
 */
export function ColumnSetsEditor({ value, onChange, disabled }: ColumnSetsEditorProps) {
  const { t, locale } = useI18n()
  const language = locale === 'en' ? 'en' : 'zh'
  const change = (set: ReportColumnSet, next: string[]) => onChange({ ...value, [set]: next })
  return (
    <div className="column-sets">
      {REPORT_COLUMN_SETS.map((set) => {
        const all = REPORT_COLUMNS[COLUMN_SET_REPORT[set]]
        const chosen = value[set]
        const label = (key: string) => all.find((c) => c.key === key)?.[language] ?? key
        return (
          <fieldset key={set} className="column-set" data-testid={TestIds.configColumnSet} data-set={set} disabled={disabled}>
            <legend className="column-set-title">{t(REPORT_LABELS[set])}</legend>
            <p className="ws-muted">{chosen.length === 0 ? t('columnsAll', { count: all.length }) : t('columnsChosen', { count: chosen.length, total: all.length })}</p>
            <div className="column-set-body">
              <ul className="column-choices" aria-label={t('columnsAvailable')}>
                {all.map((column) => (
                  <li key={column.key}>
                    <label className="column-choice">
                      <input type="checkbox" checked={chosen.includes(column.key)} data-column={column.key}
                        onChange={(e) => change(set, toggleColumn(chosen, column.key, e.target.checked))} />
                      <span>{column[language]}</span>
                    </label>
                  </li>
                ))}
              </ul>
              {chosen.length > 0 ? (
                <ol className="column-order" aria-label={t('columnsOrder')}>
                  {chosen.map((key, index) => (
                    <li key={key} className="column-order-item">
                      <span className="column-order-index">{index + 1}</span>
                      <span className="column-order-name">{label(key)}</span>
                      <button type="button" className="icon-button" aria-label={t('moveUp')} disabled={disabled || index === 0}
                        onClick={() => change(set, moveItem(chosen, index, index - 1))}>↑</button>
                      <button type="button" className="icon-button" aria-label={t('moveDown')} disabled={disabled || index === chosen.length - 1}
                        onClick={() => change(set, moveItem(chosen, index, index + 1))}>↓</button>
                    </li>
                  ))}
                </ol>
              ) : null}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
