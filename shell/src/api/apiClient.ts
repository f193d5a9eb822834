import { messageText } from '../i18n/localeState'
import { navigate } from '../app/router'
import { REQUEST_TIMEOUT_MS, StorageKeys } from '../shellConfig'
import { notify } from '../state/noticeState'
import { clearSession, isSignedIn, sessionState } from '../state/sessionState'
import { createRequester } from './request'

/**
 * The shell's request functions, wired to the browser: the real `fetch`, the session store, the
 * router and the notices. Components and actions import `request`, `requestBlob` and `requestDownload` from here.
 */
export const { request, requestBlob, requestDownload } = createRequester({
  fetch: (input, init) => globalThis.fetch(input, init),
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken: () => sessionState.token,
  isSignedIn,
  clearSession,
  navigate: (path) => void navigate(path),
  reloadAfterUnauthorized: () => {
    localStorage.setItem(StorageKeys.sessionLost, '1')
    window.location.reload()
  },
  notifyError: (text) => void notify('error', text),
  message: (key) => messageText(key),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  now: Date.now,
})
