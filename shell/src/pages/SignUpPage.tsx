import { navigate } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { Link } from '../ui/Link'
import { SignUpForm } from './SignUpForm'

/** The registration page (/signup): the sign-up form alone; success goes to /signin with the new account filled in. */
export function SignUpPage() {
  const { t } = useI18n()
  return (
    <div className="auth-panel">
      <h1 className="auth-title">{t('signupTitle')}</h1>
      <p className="auth-subtitle">{t('signupSubtitle')}</p>
      <SignUpForm onRegistered={(account) => void navigate(`/signin?account=${encodeURIComponent(account)}`, { replace: true })} />
      <p className="auth-switch">
        {t('haveAccount')} <Link to="/signin" className="text-link">{t('goSignin')}</Link>
      </p>
    </div>
  )
}
