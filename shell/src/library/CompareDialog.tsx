import { PART_KIND_DEFS, type PartView } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { USAGE_LABELS } from './PartFormDialog'
import { PartSymbol } from './PartSymbol'
import { formatNumber, formatParameter, kindName, parameterName } from './partText'

/** Props of {@link CompareDialog}. */
export interface CompareDialogProps {
  readonly parts: readonly PartView[]
  readonly onClose: () => void
}

/** One compared row: its name and each part's value as text. */
interface CompareRow {
  readonly key: string
  readonly name: string
  readonly values: readonly string[]
}

/**
 * Two to four parts side by side: symbol, identity, makers, usage, status, weight and cost, then
 * every parameter any of them has (in the order of their kinds), with rows whose values differ
 * marked, so a designer sees at a glance what tells alternatives apart.
 */
export function CompareDialog({ parts, onClose }: CompareDialogProps) {
  const { t, locale } = useI18n()
  const text = (key: UiKey, value: (p: PartView) => string): CompareRow => ({ key, name: t(key), values: parts.map(value) })
  const number = (v: number | null) => (v === null ? '—' : formatNumber(v, locale))
  const rows: CompareRow[] = [
    text('partKind', (p) => kindName(p.kind, locale)),
    text('partDescription', (p) => p.description || '—'),
    text('partManufacturer', (p) => p.manufacturer || '—'),
    text('partManufacturerNumber', (p) => p.manufacturerPartNumber || '—'),
    text('partSupplier', (p) => p.supplier || '—'),
    text('partUsage', (p) => t(USAGE_LABELS[p.usage])),
    text('partStatus', (p) => t(p.status === 'invalid' ? 'partStatusInvalid' : 'partStatusNormal')),
    text('partWeight', (p) => number(p.weight)),
    text('partCost', (p) => number(p.unitCost)),
  ]
  const seen = new Set<string>()
  for (const part of parts) {
    for (const def of PART_KIND_DEFS[part.kind].parameters) {
      if (seen.has(def.key)) continue
      seen.add(def.key)
      rows.push({ key: `params.${def.key}`, name: `${parameterName(def, locale)}`, values: parts.map((p) => (p.kind === part.kind || def.key in p.params
        // A parameter of the same key in another kind (a housing's material and a tube's) is read by that kind's own definition (its choices).
        ? formatParameter(PART_KIND_DEFS[p.kind].parameters.find((d) => d.key === def.key) ?? def, p.params[def.key], locale) : '—')) })
    }
  }
  return (
    <DraggableDialog isOpen onClose={onClose} title={t('partCompareTitle')} width={Math.min(1100, 280 + parts.length * 200)} testId={TestIds.partCompare}
      footer={<GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('close')}</GuardedButton>}>
      <div className="part-compare">
        <table className="ws-table part-compare-table">
          <thead>
            <tr>
              <th scope="col">{t('partNumber')}</th>
              {parts.map((p) => (
                <th key={p.partId} scope="col"><PartSymbol kind={p.kind} params={p.params} size={48} /><div>{p.partNumber}</div></th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = new Set(row.values).size > 1
              return (
                <tr key={row.key} className={differs ? 'part-compare-differs' : undefined} data-key={row.key} data-differs={differs}>
                  <th scope="row">{row.name}</th>
                  {row.values.map((v, i) => <td key={parts[i]!.partId}>{v}</td>)}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </DraggableDialog>
  )
}
