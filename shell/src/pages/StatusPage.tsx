import { useSnapshot } from 'valtio'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { sessionState } from '../state/sessionState'
import { Link } from '../ui/Link'

const texts: Readonly<Record<401 | 403 | 404, { title: UiKey; text: UiKey }>> = {
  401: { title: 'status401Title', text: 'status401Text' },
  403: { title: 'status403Title', text: 'status403Text' },
  404: { title: 'status404Title', text: 'status404Text' },
}

/** The 401 (unauthorised), 403 (forbidden) and 404 (not found) pages of spec 2. */
export function StatusPage({ code }: { readonly code: 401 | 403 | 404 }) {
  const { t } = useI18n()
  const { user } = useSnapshot(sessionState)
  return (
    <section className="status-page" aria-labelledby="status-title">
      <div className="status-code" aria-hidden="true">{code}</div>
      <h1 id="status-title" className="status-title">{t(texts[code].title)}</h1>
      <p className="status-text">{t(texts[code].text)}</p>
      <div className="status-actions">
        <Link to="/" className="btn btn-primary btn-md">{t('backHome')}</Link>
        {code !== 404 && user === null ? <Link to="/signin" className="btn btn-secondary btn-md">{t('goSignin')}</Link> : null}
      </div>
    </section>
  )
}
