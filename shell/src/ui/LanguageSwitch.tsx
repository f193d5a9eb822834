import { setLocale } from '../i18n/localeState'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { Icon } from './Icon'

/** The language toggle between 中文 and English; the choice is remembered in localStorage. */
export function LanguageSwitch({ tone = 'light' }: { readonly tone?: 'light' | 'dark' }) {
  const { t, locale } = useI18n()
  return (
    <button
      type="button"
      className={`lang-switch lang-switch-${tone}`}
      aria-label={t('langSwitchLabel')}
      title={t('langSwitchLabel')}
      data-testid={TestIds.langSwitch}
      onClick={() => setLocale(locale === 'zh-CN' ? 'en' : 'zh-CN')}
    >
      <Icon name="globe" size={16} />
      <span>{t('langSwitchText')}</span>
    </button>
  )
}
