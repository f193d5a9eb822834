import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { ISSUE_LIST_PATH } from './IssueListPage'

/** Props of {@link IssueLoadProblem}. */
export interface IssueLoadProblemProps {
  /** What went wrong, shown once (no notice repeats it). */
  readonly message: string
  /** Offers "Retry": only for failures a retry can fix (network, server errors), given here. */
  readonly onRetry?: () => void
}

/**
 * What the issue page shows instead of an issue it cannot show: the reason, a way back to the
 * issue list, and a retry button when trying again may help. An unknown or malformed issue number
 * gets no retry: the same request would only fail the same way.
 */
export function IssueLoadProblem({ message, onRetry }: IssueLoadProblemProps) {
  const { t } = useI18n()
  return (
    <div className="panel forum-problem" role="alert" data-testid={TestIds.issueLoadProblem}>
      <Icon name="alert" size={28} className="forum-problem-icon" />
      <p className="forum-problem-message">{message}</p>
      <div className="forum-problem-actions">
        <Link to={ISSUE_LIST_PATH} className={`btn ${onRetry ? 'btn-secondary' : 'btn-primary'} btn-md`} testId={TestIds.issueBackToList}>
          <Icon name="arrowLeft" size={16} />
          {t('forumBackToList')}
        </Link>
        {onRetry ? (
          <button type="button" className="btn btn-primary btn-md" data-testid={TestIds.issueLoadRetry} onClick={onRetry}>{t('forumRetry')}</button>
        ) : null}
      </div>
    </div>
  )
}
