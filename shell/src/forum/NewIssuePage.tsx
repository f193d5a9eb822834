import type { MessageKey } from '@harness/protocol'
import { useRef, useState, type FormEvent } from 'react'
import { createIssue } from '../api/forumApi'
import { failureMessage } from '../api/request'
import { navigate } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { ISSUE_LIST_PATH } from './IssueListPage'
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor'

/**
 * The new-issue form (/dashboard/issues/new): a title and the rich-text editor. Empty title or
 * content is refused here with the protocol's messages (nothing is sent); the server checks again
 * and its message is shown on failure. Success goes to the new issue's /issuedetail page.
 */
export function NewIssuePage() {
  const { t, m } = useI18n()
  const editor = useRef<RichTextEditorHandle>(null)
  const [title, setTitle] = useState('')
  const [titleError, setTitleError] = useState<MessageKey | null>(null)
  const [contentError, setContentError] = useState<MessageKey | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const titleProblem: MessageKey | null = title.trim() === '' ? 'titleEmpty' : null
    const contentProblem: MessageKey | null = !editor.current || editor.current.isBlank() ? 'issueContentEmpty' : null
    setTitleError(titleProblem)
    setContentError(contentProblem)
    if (titleProblem || contentProblem) {
      notify('warning', m((titleProblem ?? contentProblem)!))
      return
    }
    setBusy(true)
    try {
      const issueId = await createIssue(title.trim(), editor.current!.getJSON())
      notify('success', m('issueCreated'))
      await navigate(`/issuedetail?issueId=${issueId}`)
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('error', message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel forum" aria-labelledby="new-issue-title">
      <header className="panel-header">
        <Link to={ISSUE_LIST_PATH} className="forum-back"><Icon name="arrowLeft" size={16} /><span>{t('forumBackToList')}</span></Link>
        <h1 id="new-issue-title" className="panel-title">{t('forumNewIssueTitle')}</h1>
      </header>
      <form className="form forum-form" onSubmit={submit} noValidate>
        <FormField label={t('forumTitleLabel')} value={title} placeholder={t('forumTitlePlaceholder')} testId={TestIds.issueTitleInput}
          error={titleError ? m(titleError) : null} onChange={(value) => { setTitle(value); setTitleError(null) }} />
        <div className={`field${contentError ? ' field-invalid' : ''}`}>
          <span className="field-label" id="new-issue-content-label">{t('forumContentLabel')}</span>
          <RichTextEditor ref={editor} label={t('forumContentLabel')} placeholder={t('forumContentPlaceholder')}
            testId={TestIds.issueContentEditor} onChange={() => setContentError(null)} />
          {contentError ? <div className="field-error" role="alert">{m(contentError)}</div> : null}
        </div>
        <div className="form-actions">
          <GuardedButton type="submit" testId={TestIds.issueSubmit} disabled={busy}>{t('forumPublish')}</GuardedButton>
        </div>
      </form>
    </section>
  )
}
