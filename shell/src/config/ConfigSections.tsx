import { DIAMETER_METHODS, LENGTH_UNITS, type LengthAddOnRules, type WorkspaceConfig } from '@harness/protocol'
import type { ReactNode } from 'react'
import { useI18n } from '../i18n/useI18n'
import { NumberInput } from '../ui/NumberInput'
import { SelectField } from '../ui/SelectField'
import { ColumnSetsEditor } from './ColumnSetsEditor'
import { CONFIG_KEYS, type ConfigKey } from './configDraft'
import { DIAMETER_LABELS, LENGTH_RULE_LABELS, ROUND_LABELS, UNIT_LABELS } from './configLabels'
import { ProtectionsEditor } from './ProtectionsEditor'

/** Props of {@link ConfigSections}. */
export interface ConfigSectionsProps {
  readonly value: WorkspaceConfig
  readonly onChange: (next: WorkspaceConfig) => void
  /** True when the section of `key` cannot be edited (read-only, or inherited on a project). */
  readonly locked: (key: ConfigKey) => boolean
  /** Wraps each section (title and controls) with what the screen adds, e.g. the inherit/override switch. */
  readonly frame: (key: ConfigKey, body: ReactNode) => ReactNode
}

type NumericRule = Exclude<keyof LengthAddOnRules, 'roundMethod'>

const RULE_LIMITS: Readonly<Record<NumericRule, readonly [number, number, number, string]>> = {
  percentAddOn: [0, 100, 0.5, '%'], minAddOn: [0, 10_000, 1, 'mm'], maxAddOn: [0, 10_000, 1, 'mm'], roundTo: [0, 1_000, 1, 'mm'], junctionAddOn: [0, 1_000, 1, 'mm'],
}

/**
 * Every section of a workspace configuration, in order: length unit, length add-on rules,
 * bundle-diameter method, packing factor, default protections and report columns. The screens
 * decide which sections may be edited and what surrounds each one.
 */
export function ConfigSections({ value, onChange, locked, frame }: ConfigSectionsProps) {
  const { t } = useI18n()
  const set = <K extends ConfigKey>(key: K, next: WorkspaceConfig[K]) => onChange({ ...value, [key]: next })
  const rules = value.lengthRules

  const body: Readonly<Record<ConfigKey, ReactNode>> = {
    unit: (
      <SelectField label={t('configUnit')} hideLabel value={value.unit} isDisabled={locked('unit')}
        options={LENGTH_UNITS.map((u) => ({ id: u, label: t(UNIT_LABELS[u]) }))} onChange={(unit) => set('unit', unit)} />
    ),
    lengthRules: (
      <div className="config-grid">
        {(Object.keys(RULE_LIMITS) as NumericRule[]).map((rule) => {
          const [min, max, step, unit] = RULE_LIMITS[rule]
          return <NumberInput key={rule} label={t(LENGTH_RULE_LABELS[rule])} unit={unit} value={rules[rule]} minValue={min} maxValue={max} step={step}
            isDisabled={locked('lengthRules')} onChange={(n) => set('lengthRules', { ...rules, [rule]: n })} />
        })}
        <SelectField label={t('ruleRoundMethod')} value={rules.roundMethod} isDisabled={locked('lengthRules')}
          options={(['nearest', 'up', 'down'] as const).map((r) => ({ id: r, label: t(ROUND_LABELS[r]) }))}
          onChange={(roundMethod) => set('lengthRules', { ...rules, roundMethod })} />
      </div>
    ),
    diameterMethod: (
      <SelectField label={t('configDiameterMethod')} hideLabel value={value.diameterMethod} isDisabled={locked('diameterMethod')}
        options={DIAMETER_METHODS.map((d) => ({ id: d, label: t(DIAMETER_LABELS[d]) }))} onChange={(method) => set('diameterMethod', method)} />
    ),
    packingFactor: (
      <NumberInput label={t('configPackingFactor')} value={value.packingFactor} minValue={1} maxValue={2} step={0.05}
        isDisabled={locked('packingFactor')} onChange={(k) => set('packingFactor', k)} />
    ),
    defaultProtections: (
      <ProtectionsEditor value={value.defaultProtections} disabled={locked('defaultProtections')} onChange={(list) => set('defaultProtections', list)} />
    ),
    reportColumns: (
      <ColumnSetsEditor value={value.reportColumns} disabled={locked('reportColumns')} onChange={(columns) => set('reportColumns', columns)} />
    ),
  }

  return <div className="config-sections">{CONFIG_KEYS.map((key) => <div key={key} className={`config-cell config-cell-${key}`}>{frame(key, body[key])}</div>)}</div>
}
