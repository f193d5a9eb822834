import {
  LIBRARY_PART_KINDS, PART_KIND_DEFS, type LibraryPartKind, type ParameterDef, type PartColumnTarget, type PartTableField, type PartTableMapping, type PartTableView,
} from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { SelectField, type SelectOption } from '../ui/SelectField'
import { kindName } from './partText'

/** The label of each part field a column can hold. */
export const FIELD_LABELS: Readonly<Record<PartTableField, UiKey>> = {
  partNumber: 'partNumber', kind: 'partKind', description: 'partDescription', manufacturer: 'partManufacturer', manufacturerPartNumber: 'partManufacturerNumber',
  supplier: 'partSupplier', supplierPartNumber: 'partSupplierNumber', status: 'partStatus', usage: 'partUsage', weight: 'partWeight', unitCost: 'partCost',
  params: 'importParamsColumn', terminals: 'importLinksTerminals', seals: 'importLinksSeals', plugs: 'importLinksPlugs', alternatives: 'importLinksAlternatives',
}

/** The link columns only a housing's rows may state. */
const HOUSING_LINKS: ReadonlySet<PartTableField> = new Set(['terminals', 'seals', 'plugs'])

/** The parameters a column may hold: `kind`'s, or every kind's (one entry per key, the first kind naming it) when rows carry their kinds. */
export function mappableParameters(kind: LibraryPartKind | null): ParameterDef[] {
  const seen = new Map<string, ParameterDef>()
  for (const k of kind ? [kind] : LIBRARY_PART_KINDS) for (const p of PART_KIND_DEFS[k].parameters) if (!seen.has(p.key)) seen.set(p.key, p)
  return [...seen.values()]
}

/** Props of {@link PartTableMappingView}. */
export interface PartTableMappingViewProps {
  readonly table: PartTableView
  readonly mapping: PartTableMapping
  readonly onChange: (mapping: PartTableMapping) => void
}

/**
 * The column mapping of a table import: every column of the table with its first values and
 * what it holds (a part field, a parameter, or nothing), and the kind of every row when no
 * column holds kinds. A field or parameter is held by one column: choosing it for another
 * releases the first.
 */
export function PartTableMappingView({ table, mapping, onChange }: PartTableMappingViewProps) {
  const { t, locale } = useI18n()
  const kindColumn = mapping.columns.includes('kind')
  // The kind's parameters, and any other a column already holds (the kind changed after mapping it).
  const offered = mappableParameters(kindColumn ? null : mapping.kind)
  // A housing's terminals, seals and plugs are offered while some row may be a housing (or a column holds them already).
  const housingsMayBe = kindColumn || mapping.kind === null || mapping.kind === 'connector'
  const held = mappableParameters(null).filter((p) => mapping.columns.includes(`param:${p.key}`) && !offered.some((o) => o.key === p.key))
  const targets: SelectOption<PartColumnTarget>[] = [
    { id: 'ignore', label: t('importIgnoreColumn') },
    ...(Object.keys(FIELD_LABELS) as PartTableField[]).filter((f) => housingsMayBe || !HOUSING_LINKS.has(f) || mapping.columns.includes(f)).map((f) => ({ id: f, label: t(FIELD_LABELS[f]) })),
    ...[...offered, ...held].map((p): SelectOption<PartColumnTarget> => ({
      id: `param:${p.key}`, label: `${t('importParameterPrefix')}${locale === 'en' ? p.en : p.zh}${p.unit ? ` [${p.unit}]` : ''}`,
    })),
  ]
  const choose = (column: number, target: PartColumnTarget) => {
    const columns = mapping.columns.map((c, i) => (i === column ? target : c === target && target !== 'ignore' ? 'ignore' : c))
    onChange({ columns, kind: mapping.kind })
  }
  const kindOptions: SelectOption<string>[] = [{ id: '-', label: t('importKindChoose') }, ...LIBRARY_PART_KINDS.map((k) => ({ id: k, label: kindName(k, locale) }))]
  return (
    <div className="part-mapping" data-testid={TestIds.partImportMapping}>
      <div className="part-mapping-head">
        <p className="ws-muted">{t('importMappingIntro', { rows: table.rows })}</p>
        <SelectField size="sm" label={kindColumn ? t('importKindDefault') : t('importKindAll')} value={mapping.kind ?? '-'} options={kindOptions} testId={TestIds.partImportKind}
          onChange={(id) => onChange({ ...mapping, kind: id === '-' ? null : (id as LibraryPartKind) })} />
      </div>
      <div className="part-mapping-columns">
        <table className="ws-table">
          <thead><tr><th scope="col">{t('importColumn')}</th><th scope="col">{t('importSamples')}</th><th scope="col">{t('importTarget')}</th></tr></thead>
          <tbody>
            {table.headings.map((heading, c) => (
              <tr key={c} data-column={heading} className={mapping.columns[c] === 'ignore' ? 'part-mapping-ignored' : undefined}>
                <th scope="row">{heading}</th>
                <td className="ws-muted part-mapping-samples">{table.samples.map((s) => s[c] ?? '').filter((v) => v !== '').slice(0, 3).join(' · ')}</td>
                <td>
                  <SelectField size="sm" label={t('importTargetOf', { column: heading })} hideLabel value={mapping.columns[c] ?? 'ignore'} options={targets}
                    testId={`${TestIds.partImportTarget}-${c}`} onChange={(target) => choose(c, target)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
