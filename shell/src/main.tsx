import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/base.css'
import './styles/controls.css'
import './styles/chrome.css'
import './styles/home.css'
import './styles/auth.css'
import './styles/pages.css'
import './styles/forum.css'
import './styles/datatable.css'
import './styles/admin.css'
import './styles/workspace.css'
import './styles/projects.css'
import './styles/editor.css'
import './styles/library.css'
import './styles/search.css'
import { refreshSession } from './api/sessionApi'
import { App } from './app/App'
import { opensHarnessEditor, prestartEngineWorker } from './editor/engineWorkerStart'
import { routerState, startRouter } from './app/router'
import { loadLocale, messageText } from './i18n/localeState'
import { StorageKeys } from './shellConfig'
import { notify } from './state/noticeState'
import { hasLoginMarker } from './state/sessionState'

/**
 * Starts the shell: language, the React tree, then the session (GET visit) and the first route.
 * A reload forced by an HTTP 401 left a marker; it is turned into the "session expired" notice.
 */
async function start(): Promise<void> {
  // The harness editor's address: its engine worker loads beside the page's own code.
  if (opensHarnessEditor(location.pathname)) prestartEngineWorker()
  loadLocale()
  const container = document.getElementById('root')
  if (!container) throw new Error('main: #root is missing from index.html')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  if (localStorage.getItem(StorageKeys.sessionLost) !== null) {
    localStorage.removeItem(StorageKeys.sessionLost)
    notify('error', messageText('sessionExpired'))
  }
  routerState.pending = true
  await refreshSession()
  await startRouter(refreshSession, hasLoginMarker)
}

void start()
