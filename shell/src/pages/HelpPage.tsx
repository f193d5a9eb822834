import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { Link } from '../ui/Link'

const steps: readonly (readonly [UiKey, UiKey])[] = [
  ['helpStep1Title', 'helpStep1Text'],
  ['helpStep2Title', 'helpStep2Text'],
  ['helpStep3Title', 'helpStep3Text'],
  ['helpStep4Title', 'helpStep4Text'],
]

/** The how-to-use page (/dashboard/help, open without a role): four steps from sign-up to export, and a way to the forum. */
export function HelpPage() {
  const { t } = useI18n()
  return (
    <section className="panel" aria-labelledby="help-title">
      <header className="panel-header">
        <h1 id="help-title" className="panel-title">{t('helpTitle')}</h1>
        <p className="panel-subtitle">{t('helpIntro')}</p>
      </header>
      <ol className="help-steps">
        {steps.map(([title, text], index) => (
          <li key={title} className="help-step">
            <span className="help-step-number" aria-hidden="true">{index + 1}</span>
            <div>
              <h2 className="help-step-title">{t(title)}</h2>
              <p className="help-step-text">{t(text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <aside className="help-forum">
        <div>
          <h2 className="help-step-title">{t('forumHelpTitle')}</h2>
          <p className="help-step-text">{t('forumHelpText')}</p>
        </div>
        <Link to="/dashboard/issues" className="btn btn-secondary btn-md" testId={TestIds.helpForumLink}>{t('forumHelpLink')}</Link>
      </aside>
    </section>
  )
}
