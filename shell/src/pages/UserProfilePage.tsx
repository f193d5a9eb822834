import { navigate } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { ComingSoonPage } from './ComingSoonPage'

/** The user-profile screen (/profile): still to come, with the back-to-project-management button. */
export function UserProfilePage() {
  const { t } = useI18n()
  return (
    <ComingSoonPage title="pageProfile">
      <GuardedButton variant="primary" testId={TestIds.profileBack} onClick={() => void navigate('/dashboard/project')}>
        <Icon name="arrowLeft" size={16} />
        {t('backToProjects')}
      </GuardedButton>
    </ComingSoonPage>
  )
}
