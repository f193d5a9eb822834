import { useSnapshot } from 'valtio'
import { Toaster } from '../ui/Toaster'
import { PaletteHost } from '../search/PaletteHost'
import { ProgressBar } from '../ui/ProgressBar'
import { SiteHeader } from '../ui/SiteHeader'
import { AuthLayout } from './AuthLayout'
import { DashboardLayout } from './DashboardLayout'
import { PageView } from './PageView'
import { routerState } from './router'

/**
 * The root component: the progress bar and notices, and the current route's page inside the
 * frame its route table row names (home, auth, app, dashboard, manage, status).
 */
export function App() {
  const { route } = useSnapshot(routerState)
  let body = null
  if (route) {
    const page = <PageView page={route.page} />
    switch (route.layout) {
      case 'home':
      case 'manage':
        body = page
        break
      case 'auth':
        body = <AuthLayout>{page}</AuthLayout>
        break
      case 'dashboard':
        body = <DashboardLayout>{page}</DashboardLayout>
        break
      case 'app':
      case 'status':
        body = (
          <div className="page-shell">
            <SiteHeader />
            <main className={route.layout === 'status' ? 'status-main' : 'app-main'}>{page}</main>
          </div>
        )
        break
      default: {
        const never: never = route.layout
        throw new RangeError(`App: unknown layout ${String(never)}`)
      }
    }
  }
  return (
    <>
      <ProgressBar />
      {body}
      <PaletteHost />
      <Toaster />
    </>
  )
}
