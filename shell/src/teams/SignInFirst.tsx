import { signInUrlFor } from '../app/decideNavigation'
import { routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { Link } from '../ui/Link'

/** What a signed-out visitor of a screen that needs an account sees: a way to sign in and come back. */
export function SignInFirst() {
  const { t } = useI18n()
  const back = signInUrlFor({ pathname: routerState.pathname, search: routerState.search })
  return (
    <div className="ws-card ws-empty ws-empty-large" data-testid={TestIds.signInFirst}>
      <p>{t('signInFirst')}</p>
      <Link to={back} className="btn btn-primary btn-md">{t('login')}</Link>
    </div>
  )
}
