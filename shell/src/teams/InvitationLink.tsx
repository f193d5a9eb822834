import type { CreatedInvitation } from '@harness/protocol'
import { useRef, useState } from 'react'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { RoleBadge } from './roleLabels'

/** The absolute address of an invitation's in-app path, for pasting into a chat or a mail. */
export function invitationUrl(link: string, origin: string): string {
  return new URL(link, origin).toString()
}

/**
 * A link invitation just made: the address (shown this once: the server keeps only its hash), a
 * copy button, the role it grants and when it expires.
 */
export function InvitationLink({ invitation }: { readonly invitation: CreatedInvitation }) {
  const { t, locale } = useI18n()
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  const url = invitationUrl(invitation.link, window.location.origin)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // Without clipboard access the address is selected for the user to copy.
      input.current?.select()
    }
  }

  return (
    <div className="invite-link" data-testid={TestIds.inviteLinkResult}>
      <div className="field-control">
        <input ref={input} className="input input-mono" readOnly value={url} aria-label={t('inviteLinkLabel')} data-testid={TestIds.inviteLinkUrl}
          onFocus={(e) => e.currentTarget.select()} />
        <GuardedButton variant="secondary" testId={TestIds.inviteLinkCopy} onClick={() => void copy()}>
          <Icon name={copied ? 'check' : 'copy'} size={15} />{copied ? t('copied') : t('copy')}
        </GuardedButton>
      </div>
      <p className="invite-link-meta">
        <RoleBadge role={invitation.role} />
        <span>{t('inviteExpires', { date: formatForumDate(invitation.expiresAt, locale) })}</span>
      </p>
      <p className="ws-warning">{t('inviteShownOnce')}</p>
    </div>
  )
}
