import type { ReactNode } from 'react'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'

/** Props of {@link ComingSoonPage}. */
export interface ComingSoonPageProps {
  /** Catalogue key of the screen's name. */
  readonly title: UiKey
  /** Extra content under the text (e.g. a back button). */
  readonly children?: ReactNode
}

/** The placeholder of a screen that later work fills: its name, "coming soon" and a way home. */
export function ComingSoonPage({ title, children }: ComingSoonPageProps) {
  const { t } = useI18n()
  const name = t(title)
  return (
    <section className="coming-soon" data-testid={TestIds.comingSoon} aria-labelledby="coming-soon-title">
      <div className="coming-soon-icon"><Icon name="rocket" size={36} /></div>
      <h1 id="coming-soon-title" className="coming-soon-title">{t('comingSoonTitle', { page: name })}</h1>
      <p className="coming-soon-text">{t('comingSoonText')}</p>
      <div className="coming-soon-actions">
        {children ?? <Link to="/" className="btn btn-secondary btn-md">{t('backHome')}</Link>}
      </div>
    </section>
  )
}
