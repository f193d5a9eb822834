import { useSnapshot } from 'valtio'
import { navigate, routerState } from '../app/router'
import { logout } from '../api/sessionApi'
import { messageText } from '../i18n/localeState'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { BrandLogo } from './BrandLogo'
import { GuardedButton } from './GuardedButton'
import { Icon } from './Icon'
import { LanguageSwitch } from './LanguageSwitch'
import { Link } from './Link'
import { NoticeBell } from './NoticeBell'
import { UserAvatar } from './UserAvatar'

/** Where the header's how-to-use link leads (spec 2): the help page when signed in, else sign-in. */
export function howToUseTarget(signedIn: boolean): string {
  return signedIn ? '/dashboard/help' : '/signin?children=help'
}

/** Logs out, says so, and leaves pages that need a role. */
export async function logoutAndLeave(): Promise<void> {
  await logout()
  notify('success', messageText('logoutSuccess'))
  if (routerState.route?.requiresRole || routerState.route?.layout === 'manage') await navigate('/')
}

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  readonly variant?: 'solid' | 'transparent'
  /**
   * Spans the whole window instead of the centred content column, so the logo lines up with the
   * dashboard's side navigation, which sits flush left.
   */
  readonly fullWidth?: boolean
}

/**
 * The top bar of the site (spec 2, home header): brand, product-feature and how-to-use links
 * (signed in, also the parts library, the dictionary and search), the language switch, and either login/register (logged out) or the notices bell with its unread
 * count, workspace and exit (logged in).
 */
export function SiteHeader({ variant = 'solid', fullWidth = false }: SiteHeaderProps) {
  const { t } = useI18n()
  const { user } = useSnapshot(sessionState)
  const signedIn = user !== null
  return (
    <header className={`site-header site-header-${variant}${fullWidth ? ' site-header-full' : ''}`}>
      <div className="site-header-inner">
        <BrandLogo />
        <nav className="site-nav" aria-label={t('brandName')}>
          <a href="/#features" className="site-nav-link" onClick={(e) => {
            if (routerState.pathname === '/') {
              e.preventDefault()
              document.getElementById('features')?.scrollIntoView({ behavior: 'smooth' })
            }
          }}>{t('navFeatures')}</a>
          <Link to={howToUseTarget(signedIn)} className="site-nav-link">{t('navHowTo')}</Link>
          {signedIn ? (
            <>
              <Link to="/library" className="site-nav-link">{t('navLibrary')}</Link>
              <Link to="/dictionary" className="site-nav-link">{t('navDictionary')}</Link>
              <Link to="/textSearch" className="site-nav-link" title={t('navSearchHint')}>{t('navSearch')}</Link>
            </>
          ) : null}
        </nav>
        <div className="site-header-actions">
          <LanguageSwitch />
          {signedIn ? (
            <>
              <NoticeBell />
              <Link to="/manage" className="header-user" title={t('userMenuManage')}>
                <UserAvatar username={user.username} picture={user.picture} size={28} />
                <span className="header-username">{user.username}</span>
              </Link>
              <GuardedButton variant="primary" size="sm" testId={TestIds.headerWorkspace} onClick={() => void navigate('/dashboard')}>
                {t('workspace')}
              </GuardedButton>
              <GuardedButton variant="ghost" size="sm" testId={TestIds.headerLogout} onClick={() => void logoutAndLeave()}>
                <Icon name="logout" size={16} />
                {t('logout')}
              </GuardedButton>
            </>
          ) : (
            <>
              <GuardedButton variant="ghost" size="sm" testId={TestIds.headerLogin} onClick={() => void navigate('/signin')}>
                {t('login')}
              </GuardedButton>
              <GuardedButton variant="primary" size="sm" testId={TestIds.headerRegister} onClick={() => void navigate('/signup')}>
                {t('register')}
              </GuardedButton>
            </>
          )}
        </div>
      </div>
    </header>
  )
}
