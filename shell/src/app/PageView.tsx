import { lazy, Suspense } from 'react'
import { RegistrationCodesPage } from '../admin/RegistrationCodesPage'
import { useI18n } from '../i18n/useI18n'
import { ComingSoonPage } from '../pages/ComingSoonPage'
import { FolderDemoPage } from '../pages/FolderDemoPage'
import { GetCodePage } from '../pages/GetCodePage'
import { HelpPage } from '../pages/HelpPage'
import { HomePage } from '../pages/HomePage'
import { LoadingDemoPage } from '../pages/LoadingDemoPage'
import { SignInPage } from '../pages/SignInPage'
import { SignUpPage } from '../pages/SignUpPage'
import { StatusPage } from '../pages/StatusPage'
import { TeamInvitationPage } from '../pages/TeamInvitationPage'
import { UserProfilePage } from '../pages/UserProfilePage'
import { Spinner } from '../ui/Spinner'
import type { PageKey } from './routeTable'

// The management screen carries the cropper; load it only when opened.
const ManagePage = lazy(async () => ({ default: (await import('../pages/ManagePage')).ManagePage }))
// The forum screens carry ProseMirror; load them only when opened.
const IssueDetailPage = lazy(async () => ({ default: (await import('../forum/IssueDetailPage')).IssueDetailPage }))
const IssueListPage = lazy(async () => ({ default: (await import('../forum/IssueListPage')).IssueListPage }))
const NewIssuePage = lazy(async () => ({ default: (await import('../forum/NewIssuePage')).NewIssuePage }))
// The table editor carries the grid and its dialogs; load it only when opened.
const DataTablePage = lazy(async () => ({ default: (await import('../datatable/DataTablePage')).DataTablePage }))

/** Renders the page component of `page`. */
export function PageView({ page }: { readonly page: PageKey }) {
  const { t } = useI18n()
  switch (page) {
    case 'home': return <HomePage />
    case 'signin': return <SignInPage />
    case 'signup': return <SignUpPage />
    case 'getcode': return <GetCodePage />
    case 'manage':
      return <Suspense fallback={<Spinner label={t('loading')} />}><ManagePage /></Suspense>
    case 'add': return <LoadingDemoPage />
    case 'folder': return <FolderDemoPage />
    case 'profile': return <UserProfilePage />
    case 'teamInvitation': return <TeamInvitationPage />
    case 'dashboardHelp': return <HelpPage />
    case 'dictionary': return <ComingSoonPage title="pageDictionary" />
    case 'issuedetail':
      return <Suspense fallback={<Spinner label={t('loading')} />}><IssueDetailPage /></Suspense>
    case 'issueList':
      return <Suspense fallback={<Spinner label={t('loading')} />}><IssueListPage /></Suspense>
    case 'issueNew':
      return <Suspense fallback={<Spinner label={t('loading')} />}><NewIssuePage /></Suspense>
    case 'library': return <ComingSoonPage title="pageLibrary" />
    case 'factoryFolder': return <ComingSoonPage title="pageFactoryFolder" />
    case 'functionSearch': return <ComingSoonPage title="pageFunctionSearch" />
    case 'textSearch': return <ComingSoonPage title="pageTextSearch" />
    case 'part': return <ComingSoonPage title="pagePart" />
    case 'editorHarness': return <ComingSoonPage title="pageEditor" />
    case 'editorDatatable':
      return <Suspense fallback={<Spinner label={t('loading')} />}><DataTablePage /></Suspense>
    case 'invitMember': return <ComingSoonPage title="pageInvitMember" />
    case 'dashboardProject': return <ComingSoonPage title="sideProject" />
    case 'dashboardTeam': return <ComingSoonPage title="sideTeam" />
    case 'dashboardNotice': return <ComingSoonPage title="sideNotice" />
    case 'dashboardConfig': return <ComingSoonPage title="sideConfig" />
    case 'dashboardConProject': return <ComingSoonPage title="sideConProject" />
    case 'dashboardAdmin': return <RegistrationCodesPage />
    case 'unauthorized': return <StatusPage code={401} />
    case 'forbidden': return <StatusPage code={403} />
    case 'notFound': return <StatusPage code={404} />
    default: {
      const never: never = page
      throw new RangeError(`PageView: unknown page ${String(never)}`)
    }
  }
}
