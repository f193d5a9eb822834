import { useEffect, useState } from 'react'
import { useI18n } from '../i18n/useI18n'
import { DEMO_SPINNER_MS } from '../shellConfig'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Spinner } from '../ui/Spinner'

/** The loading demo (/add): a spinner for 2 s, then the content (spec 2 demo routes). */
export function LoadingDemoPage() {
  const { t } = useI18n()
  const [round, setRound] = useState(0)
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    setLoading(true)
    const timer = setTimeout(() => setLoading(false), DEMO_SPINNER_MS)
    return () => clearTimeout(timer)
  }, [round])

  return (
    <section className="panel demo-panel" aria-labelledby="loading-demo-title" aria-busy={loading}>
      <header className="panel-header">
        <h1 id="loading-demo-title" className="panel-title">{t('loadingDemoTitle')}</h1>
      </header>
      {loading ? (
        <Spinner label={t('loading')} testId={TestIds.loadingSpinner} />
      ) : (
        <div className="demo-content" data-testid={TestIds.loadingContent}>
          <p>{t('loadingDemoText')}</p>
          <GuardedButton variant="secondary" onClick={() => setRound((r) => r + 1)}>{t('reload')}</GuardedButton>
        </div>
      )}
    </section>
  )
}
