import type { ReactNode } from 'react'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import type { ConfigKey } from './configDraft'
import { KEY_LABELS } from './configLabels'

const HINTS: Readonly<Record<ConfigKey, UiKey>> = {
  unit: 'configUnitHint', lengthRules: 'configLengthRulesHint', diameterMethod: 'configDiameterMethodHint', packingFactor: 'configPackingFactorHint',
  defaultProtections: 'configProtectionsHint', reportColumns: 'configReportColumnsHint',
}

/** One section of a configuration screen: the key's title and what it means, `extra` beside the title, then the controls. */
export function ConfigCard({ configKey, extra, children, muted = false }: { readonly configKey: ConfigKey; readonly extra?: ReactNode; readonly children: ReactNode; readonly muted?: boolean }) {
  const { t } = useI18n()
  return (
    <section className={`ws-card config-card${muted ? ' config-card-muted' : ''}`} aria-labelledby={`config-${configKey}`} data-testid={TestIds.configSection} data-key={configKey}>
      <header className="config-card-header">
        <div>
          <h2 id={`config-${configKey}`} className="ws-card-title">{t(KEY_LABELS[configKey])}</h2>
          <p className="ws-muted">{t(HINTS[configKey])}</p>
        </div>
        {extra}
      </header>
      {children}
    </section>
  )
}
