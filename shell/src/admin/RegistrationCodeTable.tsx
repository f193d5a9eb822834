import { useState } from 'react'
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components'
import type { RegistrationCodeView } from '@harness/protocol'
import { revokeRegistrationCode } from '../api/registrationCodesApi'
import { ConfirmDialog } from '../forum/ConfirmDialog'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { useServerAction } from '../ui/useServerAction'
import { STATUS_LABELS } from './registrationCodeTerms'

/** Props of {@link RegistrationCodeTable}. */
export interface RegistrationCodeTableProps {
  readonly codes: readonly RegistrationCodeView[]
  /** Called with a code's new view once it is revoked. */
  readonly onRevoked: (view: RegistrationCodeView) => void
}

/**
 * The issued codes, newest first: note, who issued it and when, expiry, registrations used and
 * allowed, status; an active code has a revoke button, which asks first.
 */
export function RegistrationCodeTable({ codes, onRevoked }: RegistrationCodeTableProps) {
  const { t, m, locale } = useI18n()
  const [revoking, setRevoking] = useState<RegistrationCodeView | null>(null)
  const { busy, run } = useServerAction()
  const date = (iso: string) => formatForumDate(iso, locale)

  const revoke = async () => {
    if (!revoking) return
    const view = await run(() => revokeRegistrationCode(revoking.codeId))
    if (!view) return
    onRevoked(view)
    notify('success', m('registrationCodeRevoked'))
    setRevoking(null)
  }

  return (
    <>
      <Table aria-label={t('adminListTitle')} className="admin-table" data-testid={TestIds.adminCodeList}>
        <TableHeader>
          <Column isRowHeader>{t('adminColNote')}</Column>
          <Column>{t('adminColCreated')}</Column>
          <Column>{t('adminColExpires')}</Column>
          <Column>{t('adminColUses')}</Column>
          <Column>{t('adminColStatus')}</Column>
          <Column>{t('adminColActions')}</Column>
        </TableHeader>
        <TableBody items={codes} renderEmptyState={() => <p className="admin-empty">{t('adminEmpty')}</p>}>
          {(code) => (
            <Row id={code.codeId} data-testid={TestIds.adminCodeRow} data-code-id={code.codeId}>
              <Cell>{code.note === '' ? <span className="admin-muted">{t('adminNoNote')}</span> : code.note}</Cell>
              <Cell>{t('adminCreatedBy', { name: code.createdBy, date: date(code.createdAt) })}</Cell>
              <Cell>{code.expiresAt ? date(code.expiresAt) : t('adminNoExpiry')}</Cell>
              <Cell>{`${code.uses} / ${code.maxUses ?? t('adminUnlimited')}`}</Cell>
              <Cell>
                <span className={`admin-status admin-status-${code.status}`} data-testid={TestIds.adminCodeStatus}>{t(STATUS_LABELS[code.status])}</span>
              </Cell>
              <Cell>
                {code.status === 'active' ? (
                  <Button className="btn btn-link btn-sm" data-testid={TestIds.adminRevoke} onPress={() => setRevoking(code)}>{t('adminRevoke')}</Button>
                ) : null}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <ConfirmDialog isOpen={revoking !== null} title={t('adminRevokeTitle')} message={t('adminRevokeConfirm')} confirmLabel={t('adminRevoke')}
        busy={busy} onClose={() => setRevoking(null)} onConfirm={() => void revoke()} />
    </>
  )
}
