import { useSnapshot } from 'valtio'
import { getPublicProfile } from '../api/peopleApi'
import { navigate, routerState } from '../app/router'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'
import { UserAvatar } from '../ui/UserAvatar'
import { useRemote } from '../ui/useRemote'

/**
 * A user's public profile (/profile?username=…; without it, the caller's own): avatar, name,
 * company and description as the user chose to show them, when they joined, and the teams the
 * caller shares with them; with the back-to-project-management button.
 */
export function UserProfilePage() {
  const { t, locale } = useI18n()
  const { search } = useSnapshot(routerState)
  const { user } = useSnapshot(sessionState)
  const username = new URLSearchParams(search).get('username') ?? user?.username ?? ''
  const profile = useRemote(username === '' ? null : `profile:${username}`, () => getPublicProfile(username))

  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <GuardedButton variant="secondary" size="sm" testId={TestIds.profileBack} onClick={() => void navigate('/dashboard/project')}>
        <Icon name="arrowLeft" size={16} />
        {t('backToProjects')}
      </GuardedButton>
      <div className="ws-card profile-card" data-testid={TestIds.publicProfile}>
        {profile.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
        {profile.state.kind === 'failed' ? <p className="ws-empty">{t('profileNotFound', { name: username })}</p> : null}
        {profile.state.kind === 'ready' ? (
          <>
            <header className="profile-header">
              <UserAvatar username={profile.state.data.username} picture={profile.state.data.picture} size={72} />
              <div>
                <h1 id="profile-title" className="ws-page-title" data-testid={TestIds.profileUsername}>{profile.state.data.username}</h1>
                {profile.state.data.realName ? <p className="profile-real-name">{profile.state.data.realName}</p> : null}
                <p className="ws-muted">{t('profileJoined', { date: formatForumDate(profile.state.data.joinedAt, locale) })}</p>
              </div>
            </header>
            <dl className="ws-facts">
              <dt>{t('companyLabel')}</dt><dd>{profile.state.data.company || t('profileNotGiven')}</dd>
              <dt>{t('descriptionLabel')}</dt><dd className="profile-description">{profile.state.data.description || t('profileNotGiven')}</dd>
              <dt>{t('profileSharedTeams')}</dt>
              <dd data-testid={TestIds.profileSharedTeams}>
                {profile.state.data.sharedTeams.length > 0
                  ? profile.state.data.sharedTeams.map((team) => <span key={team} className="badge profile-team">{team}</span>)
                  : t('profileNoSharedTeams')}
              </dd>
            </dl>
          </>
        ) : null}
      </div>
    </section>
  )
}
