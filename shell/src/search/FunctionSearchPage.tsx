import { useI18n } from '../i18n/useI18n'
import { PageHeader } from '../ui/PageHeader'
import { FunctionPalette } from './FunctionPalette'

/** /functionSearch: the function palette as a page (the same palette opens anywhere with Ctrl+K). */
export function FunctionSearchPage() {
  const { t } = useI18n()
  return (
    <section className="ws-page ws-page-narrow fn-page" aria-labelledby="fn-title">
      <PageHeader titleId="fn-title" title={t('pageFunctionSearch')} subtitle={t('fnSubtitle')} />
      <div className="ws-card">
        <FunctionPalette />
      </div>
    </section>
  )
}
