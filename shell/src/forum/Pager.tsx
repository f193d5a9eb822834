import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { pageCount } from './issueListQuery'

/** Props of {@link Pager}. */
export interface PagerProps {
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly onPage: (page: number) => void
  /** Prefix of the test ids when a screen has two pagers; default the plain pager ids. */
  readonly testIdPrefix?: string
}

/**
 * Previous / next paging with "page N of M, T in all" between them; the buttons disable at the
 * ends. Hidden when everything fits on one page.
 */
export function Pager({ page, pageSize, total, onPage, testIdPrefix }: PagerProps) {
  const { t } = useI18n()
  const pages = pageCount(total, pageSize)
  if (pages <= 1) return null
  const id = (base: string) => (testIdPrefix ? `${testIdPrefix}-${base}` : base)
  return (
    <nav className="pager" aria-label={t('forumPagination')}>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} data-testid={id(TestIds.pagerPrev)}
        onClick={() => onPage(page - 1)}>{t('forumPrev')}</button>
      <span className="pager-status" aria-live="polite" data-testid={id(TestIds.pagerStatus)}>
        {t('forumPageOf', { page, pages, total })}
      </span>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page >= pages} data-testid={id(TestIds.pagerNext)}
        onClick={() => onPage(page + 1)}>{t('forumNext')}</button>
    </nav>
  )
}
