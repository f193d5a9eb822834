import { useSnapshot } from 'valtio'
import { navigate } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon, type IconName } from '../ui/Icon'
import { HarnessPreview } from '../ui/HarnessPreview'
import { howToUseTarget, SiteHeader } from '../ui/SiteHeader'

/** The six features of the landing page (spec 1), in the specification's order. */
const FEATURES: readonly { readonly icon: IconName; readonly title: UiKey; readonly text: UiKey }[] = [
  { icon: 'model', title: 'featureModelTitle', text: 'featureModelText' },
  { icon: 'team', title: 'featureCollabTitle', text: 'featureCollabText' },
  { icon: 'cloud', title: 'featureNoInstallTitle', text: 'featureNoInstallText' },
  { icon: 'calc', title: 'featureCalcTitle', text: 'featureCalcText' },
  { icon: 'params', title: 'featureParamsTitle', text: 'featureParamsText' },
  { icon: 'library', title: 'featureLibraryTitle', text: 'featureLibraryText' },
]

const CAPABILITIES: readonly UiKey[] = ['capabilityReports', 'capabilitySplice', 'capability3d', 'capabilityExport']

/**
 * The landing page (/): the platform's title and promise, 'free use' and how-to-use buttons whose
 * targets depend on the session (spec 2), the six features, and a closing call to action.
 */
export function HomePage() {
  const { t } = useI18n()
  const { user } = useSnapshot(sessionState)
  const signedIn = user !== null
  const freeUse = () => void navigate(signedIn ? '/dashboard' : '/signin')
  const howTo = () => void navigate(howToUseTarget(signedIn))

  return (
    <div className="home">
      <SiteHeader variant="transparent" />
      <section className="hero">
        <div className="hero-inner">
          <div className="hero-copy">
            <span className="hero-eyebrow">{t('heroEyebrow')}</span>
            <h1 className="hero-title">{t('heroTitle')}</h1>
            <p className="hero-subtitle">{t('heroSubtitle')}</p>
            <div className="hero-actions">
              <GuardedButton size="lg" testId={TestIds.homeFreeUse} onClick={freeUse}>
                {t('freeUse')}
                <Icon name="arrowRight" size={18} />
              </GuardedButton>
              <GuardedButton size="lg" variant="secondary" testId={TestIds.homeHowTo} onClick={howTo}>
                {t('howToUse')}
              </GuardedButton>
            </div>
            <p className="hero-note"><Icon name="globe" size={14} />{t('browserNote')}</p>
          </div>
          <div className="hero-visual">
            <HarnessPreview />
          </div>
        </div>
        <ul className="capabilities">
          {CAPABILITIES.map((key) => (
            <li key={key} className="capability"><Icon name="check" size={16} />{t(key)}</li>
          ))}
        </ul>
      </section>

      <section id="features" className="features" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">{t('featuresTitle')}</h2>
        <p className="section-subtitle">{t('featuresSubtitle')}</p>
        <div className="feature-grid">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="feature-card">
              <div className="feature-icon"><Icon name={feature.icon} size={24} /></div>
              <h3 className="feature-title">{t(feature.title)}</h3>
              <p className="feature-text">{t(feature.text)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title" className="cta-title">{t('ctaTitle')}</h2>
        <p className="cta-text">{t('ctaText')}</p>
        <GuardedButton size="lg" variant="secondary" onClick={freeUse}>{t('freeUse')}</GuardedButton>
      </section>

      <footer className="site-footer">{t('footerText', { year: new Date().getFullYear() })}</footer>
    </div>
  )
}
