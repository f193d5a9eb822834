import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'

/** Props of {@link FirstRun}. */
export interface FirstRunProps {
  readonly busy: boolean
  readonly onCreate: () => void
  readonly onSample: () => void
  /** Whether the user is in a team already (then the team hint is not shown). */
  readonly inTeam: boolean
}

/**
 * What a newcomer without any project sees: two clear ways in (a first project of their own, or a
 * sample project with a generated harness and its wire list to look around in), and where to read
 * more.
 */
export function FirstRun({ busy, onCreate, onSample, inTeam }: FirstRunProps) {
  const { t } = useI18n()
  return (
    <section className="ws-card first-run" aria-labelledby="first-run-title" data-testid={TestIds.firstRun}>
      <div className="first-run-icon"><Icon name="project" size={30} /></div>
      <h2 id="first-run-title" className="first-run-title">{t('firstRunTitle')}</h2>
      <p className="first-run-text">{t('firstRunText')}</p>
      <div className="first-run-choices">
        <GuardedButton variant="secondary" className="first-run-choice" disabled={busy} testId={TestIds.firstRunCreate} onClick={onCreate}>
          <Icon name="plus" size={22} />
          <strong>{t('firstRunCreate')}</strong>
          <span>{t('firstRunCreateText')}</span>
        </GuardedButton>
        <GuardedButton variant="secondary" className="first-run-choice" disabled={busy} testId={TestIds.firstRunSample} onClick={onSample}>
          <Icon name="harness" size={22} />
          <strong>{t('firstRunSample')}</strong>
          <span>{t('firstRunSampleText')}</span>
        </GuardedButton>
      </div>
      <p className="ws-muted">
        {inTeam ? null : <>{t('firstRunTeams')} <Link to="/dashboard/team" className="text-link">{t('sideTeam')}</Link> · </>}<Link to="/dashboard/help" className="text-link">{t('sideHelp')}</Link>
      </p>
    </section>
  )
}
