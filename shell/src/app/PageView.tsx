import { lazy, Suspense, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { RegistrationCodesPage } from '../admin/RegistrationCodesPage'
import { useI18n } from '../i18n/useI18n'
import { FolderDemoPage } from '../pages/FolderDemoPage'
import { GetCodePage } from '../pages/GetCodePage'
import { HelpPage } from '../pages/HelpPage'
import { HomePage } from '../pages/HomePage'
import { LoadingDemoPage } from '../pages/LoadingDemoPage'
import { SignInPage } from '../pages/SignInPage'
import { SignUpPage } from '../pages/SignUpPage'
import { StatusPage } from '../pages/StatusPage'
import { UserProfilePage } from '../pages/UserProfilePage'
import { FunctionSearchPage } from '../search/FunctionSearchPage'
import { TextSearchPage } from '../search/TextSearchPage'
import { Spinner } from '../ui/Spinner'
import { PageLoadBoundary } from './PageLoadBoundary'
import type { PageKey } from './routeTable'
import { routerState } from './router'

// The management screen carries the cropper; load it only when opened.
const ManagePage = lazy(async () => ({ default: (await import('../pages/ManagePage')).ManagePage }))
// The forum screens carry ProseMirror; load them only when opened.
const IssueDetailPage = lazy(async () => ({ default: (await import('../forum/IssueDetailPage')).IssueDetailPage }))
const IssueListPage = lazy(async () => ({ default: (await import('../forum/IssueListPage')).IssueListPage }))
const NewIssuePage = lazy(async () => ({ default: (await import('../forum/NewIssuePage')).NewIssuePage }))
// The harness editor carries PixiJS; load it only when opened.
const HarnessEditorPage = lazy(async () => ({ default: (await import('../editor/HarnessEditorPage')).HarnessEditorPage }))
// The table editor carries the grid and its dialogs; load it only when opened.
const DataTablePage = lazy(async () => ({ default: (await import('../datatable/DataTablePage')).DataTablePage }))
// The workspace screens, each loaded when first opened.
const ProjectPage = lazy(async () => ({ default: (await import('../projects/ProjectPage')).ProjectPage }))
const NoticePage = lazy(async () => ({ default: (await import('../notices/NoticePage')).NoticePage }))
const FactoryFolderPage = lazy(async () => ({ default: (await import('../factory/FactoryFolderPage')).FactoryFolderPage }))
const TeamConfigPage = lazy(async () => ({ default: (await import('../config/TeamConfigPage')).TeamConfigPage }))
const ProjectConfigPage = lazy(async () => ({ default: (await import('../config/ProjectConfigPage')).ProjectConfigPage }))
const TeamPage = lazy(async () => ({ default: (await import('../teams/TeamPage')).TeamPage }))
const InviteMemberPage = lazy(async () => ({ default: (await import('../teams/InviteMemberPage')).InviteMemberPage }))
// The part library's screens, loaded when first opened.
const LibraryPage = lazy(async () => ({ default: (await import('../library/LibraryPage')).LibraryPage }))
const DictionaryPage = lazy(async () => ({ default: (await import('../library/DictionaryPage')).DictionaryPage }))
const PartPage = lazy(async () => ({ default: (await import('../library/PartPage')).PartPage }))
const TeamInvitationPage = lazy(async () => ({ default: (await import('../teams/TeamInvitationPage')).TeamInvitationPage }))

/** A page loaded on first use, with a spinner until its code arrived, and a message with a reload if it cannot load. */
function Lazy({ children }: { readonly children: ReactNode }) {
  const { t } = useI18n()
  const { pathname } = useSnapshot(routerState)
  return (
    <PageLoadBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner label={t('loading')} />}>{children}</Suspense>
    </PageLoadBoundary>
  )
}

/** Renders the page component of `page`. */
export function PageView({ page }: { readonly page: PageKey }) {
  switch (page) {
    case 'home': return <HomePage />
    case 'signin': return <SignInPage />
    case 'signup': return <SignUpPage />
    case 'getcode': return <GetCodePage />
    case 'manage': return <Lazy><ManagePage /></Lazy>
    case 'add': return <LoadingDemoPage />
    case 'folder': return <FolderDemoPage />
    case 'profile': return <UserProfilePage />
    case 'teamInvitation': return <Lazy><TeamInvitationPage /></Lazy>
    case 'dashboardHelp': return <HelpPage />
    case 'dictionary': return <Lazy><DictionaryPage /></Lazy>
    case 'issuedetail': return <Lazy><IssueDetailPage /></Lazy>
    case 'issueList': return <Lazy><IssueListPage /></Lazy>
    case 'issueNew': return <Lazy><NewIssuePage /></Lazy>
    case 'library': return <Lazy><LibraryPage /></Lazy>
    case 'factoryFolder': return <Lazy><FactoryFolderPage /></Lazy>
    case 'functionSearch': return <FunctionSearchPage />
    case 'textSearch': return <TextSearchPage />
    case 'part': return <Lazy><PartPage /></Lazy>
    case 'editorHarness': return <Lazy><HarnessEditorPage /></Lazy>
    case 'editorDatatable': return <Lazy><DataTablePage /></Lazy>
    case 'invitMember': return <Lazy><InviteMemberPage /></Lazy>
    case 'dashboardProject': return <Lazy><ProjectPage /></Lazy>
    case 'dashboardTeam': return <Lazy><TeamPage /></Lazy>
    case 'dashboardNotice': return <Lazy><NoticePage /></Lazy>
    case 'dashboardConfig': return <Lazy><TeamConfigPage /></Lazy>
    case 'dashboardConProject': return <Lazy><ProjectConfigPage /></Lazy>
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
