import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { PROFILE_LIMITS, type UserInfo } from '@harness/protocol'
import { getAccount, updateUserInfo } from '../api/accountApi'
import { failureMessage } from '../api/request'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { sessionState, setUserPicture } from '../state/sessionState'
import { TestIds } from '../testIds'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'
import { UserAvatar } from '../ui/UserAvatar'
import { AvatarCropperDialog } from './AvatarCropperDialog'
import { checkAvatarFile } from './avatarImage'

type Texts = Pick<UserInfo, 'realName' | 'company' | 'description'>

/**
 * The personal-profile tab of /manage (spec 2 and 4): avatar, real name, company and description.
 * A picked avatar is checked (type, under 2 MB), cropped to 100x100 and held locally; Update sends
 * the texts as query parameters and the new avatar, if any, as the multipart part `file`.
 */
export function ProfilePanel() {
  const { t, m } = useI18n()
  const { user } = useSnapshot(sessionState)
  const [loaded, setLoaded] = useState(false)
  const [picture, setPicture] = useState('')
  const [texts, setTexts] = useState<Texts>({ realName: '', company: '', description: '' })
  const [cropSource, setCropSource] = useState<string | null>(null)
  const [avatar, setAvatar] = useState<{ blob: Blob; url: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  useEffect(() => {
    let live = true
    getAccount('getUserInfo')
      .then((info) => {
        if (!live) return
        setPicture(info.picture ?? '')
        setTexts({ realName: info.realName ?? '', company: info.company ?? '', description: info.description ?? '' })
      })
      .catch((error: unknown) => {
        const message = failureMessage(error)
        if (live && message) notify('error', message)
      })
      .finally(() => live && setLoaded(true))
    return () => { live = false }
  }, [])

  // Object URLs hold the image in memory until revoked.
  useEffect(() => () => { if (avatar) URL.revokeObjectURL(avatar.url) }, [avatar])
  useEffect(() => () => { if (cropSource) URL.revokeObjectURL(cropSource) }, [cropSource])

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = checkAvatarFile(file)
    if (problem) {
      notify('warning', m(problem))
      return
    }
    setCropSource(URL.createObjectURL(file))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!user || busy) return
    setBusy(true)
    try {
      const data = await updateUserInfo({ ...texts, viewName: user.username }, avatar?.blob ?? null)
      if (typeof data?.picture === 'string') {
        setPicture(data.picture)
        setUserPicture(data.picture)
      }
      setAvatar(null)
      notify('success', m('updateSuccess'))
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('error', message)
    } finally {
      setBusy(false)
    }
  }

  if (!loaded) return <Spinner label={t('loading')} />
  const shown = avatar?.url ?? picture
  const set = (field: keyof Texts) => (value: string) => setTexts((x) => ({ ...x, [field]: value }))

  return (
    <>
    <form className="form profile-form" onSubmit={submit} noValidate>
      <div className="avatar-row">
        <button type="button" className="avatar-picker" data-testid={TestIds.profileAvatar}
          aria-label={t('avatarChange')} onClick={() => fileInput.current?.click()}>
          <UserAvatar username={user?.username ?? ''} picture={shown} size={88} />
          <span className="avatar-picker-overlay"><Icon name="camera" size={22} /></span>
        </button>
        <div>
          <div className="avatar-row-title">{t('avatarLabel')}</div>
          <div className="field-hint">{avatar ? t('avatarPending') : t('avatarHint')}</div>
        </div>
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden"
          tabIndex={-1} aria-hidden="true" data-testid={TestIds.profileAvatarInput} onChange={pick} />
      </div>
      <div className="form-grid">
        <FormField label={t('realNameLabel')} value={texts.realName} onChange={set('realName')} placeholder={t('realNamePlaceholder')}
          maxLength={PROFILE_LIMITS.realName} autoComplete="name" testId={TestIds.profileRealname} />
        <FormField label={t('companyLabel')} value={texts.company} onChange={set('company')} placeholder={t('companyPlaceholder')}
          maxLength={PROFILE_LIMITS.company} autoComplete="organization" testId={TestIds.profileCompany} />
      </div>
      <FormField label={t('descriptionLabel')} value={texts.description} onChange={set('description')} multiline rows={4}
        placeholder={t('descriptionPlaceholder')} maxLength={PROFILE_LIMITS.description} testId={TestIds.profileDescription} />
      <div className="form-actions">
        <GuardedButton type="submit" testId={TestIds.profileUpdate} disabled={busy}>{t('update')}</GuardedButton>
      </div>
    </form>
    <AvatarCropperDialog
        src={cropSource}
        onCancel={() => setCropSource(null)}
        onCropped={(blob) => {
          setAvatar({ blob, url: URL.createObjectURL(blob) })
          setCropSource(null)
        }}
      />
    </>
  )
}
