import { useState } from 'react'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { plainTextToDocument } from './plainTextDocument'
import { isBlankText, type RichTextJson } from '@harness/protocol'

/** Props of {@link ReplyDialog}. */
export interface ReplyDialogProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  /**
   * Sends the reply; resolves true when it was accepted (the dialog then closes through the
   * parent), false when it failed (the parent showed why; the text stays for another try).
   */
  readonly onSend: (content: RichTextJson) => Promise<boolean>
}

/**
 * The Reply dialog of the issue page (spec 2): a draggable dialog with a plain textarea. Its text
 * is sent as a document of paragraphs (blank lines separate them). Text that shows nothing (white
 * space, zero-width characters) gives 不能回复空内容 and nothing is sent (spec 5).
 */
export function ReplyDialog({ isOpen, onClose, onSend }: ReplyDialogProps) {
  const { t, m } = useI18n()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async () => {
    if (busy) return
    if (isBlankText(text)) {
      setError(m('replyEmpty'))
      notify('warning', m('replyEmpty'))
      return
    }
    setBusy(true)
    try {
      if (await onSend(plainTextToDocument(text))) setText('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <DraggableDialog isOpen={isOpen} onClose={onClose} title={t('forumReplyDialogTitle')} testId={TestIds.replyDialog} width={560}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.replyDialogSubmit} disabled={busy} onClick={() => void send()}>{t('submit')}</GuardedButton>
        </>
      }
    >
      <FormField label={t('forumReplyTextLabel')} value={text} multiline rows={6} placeholder={t('forumReplyTextPlaceholder')}
        testId={TestIds.replyDialogText} error={error} autoFocus onChange={(value) => { setText(value); setError(null) }} />
    </DraggableDialog>
  )
}
