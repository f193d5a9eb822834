import { useEffect, useState } from 'react'
import type { CreatedRegistrationCode, RegistrationCodeView } from '@harness/protocol'
import { listRegistrationCodes } from '../api/registrationCodesApi'
import { useI18n } from '../i18n/useI18n'
import { Spinner } from '../ui/Spinner'
import { IssuedCodeNotice } from './IssuedCodeNotice'
import { NewRegistrationCodeForm } from './NewRegistrationCodeForm'
import { RegistrationCodeTable } from './RegistrationCodeTable'

/**
 * The administrators' page of registration codes (/dashboard/admin, admin and superadmin only):
 * issue a code and see it once, and the list of issued codes with their status and a way to revoke.
 */
export function RegistrationCodesPage() {
  const { t } = useI18n()
  const [codes, setCodes] = useState<RegistrationCodeView[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [created, setCreated] = useState<CreatedRegistrationCode | null>(null)

  useEffect(() => {
    let current = true
    setFailed(false)
    listRegistrationCodes().then(
      (list) => current && setCodes(list),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [attempt])

  const onCreated = (fresh: CreatedRegistrationCode) => {
    setCreated(fresh)
    setCodes((list) => [fresh.view, ...(list ?? [])])
  }
  const onRevoked = (view: RegistrationCodeView) => setCodes((list) => (list ?? []).map((c) => (c.codeId === view.codeId ? view : c)))

  return (
    <section className="panel admin" aria-labelledby="admin-title">
      <header className="panel-header">
        <h1 id="admin-title" className="panel-title">{t('adminTitle')}</h1>
        <p className="panel-subtitle">{t('adminIntro')}</p>
      </header>
      <NewRegistrationCodeForm onCreated={onCreated} />
      {created ? <IssuedCodeNotice created={created} onDismiss={() => setCreated(null)} /> : null}
      <h2 className="admin-section-title admin-list-title">{t('adminListTitle')}</h2>
      {codes === null && !failed ? <Spinner label={t('loading')} /> : null}
      {failed && codes === null ? (
        <div className="admin-empty">
          <p>{t('adminLoadFailed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAttempt((n) => n + 1)}>{t('reload')}</button>
        </div>
      ) : null}
      {codes ? <RegistrationCodeTable codes={codes} onRevoked={onRevoked} /> : null}
    </section>
  )
}
