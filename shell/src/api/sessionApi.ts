import { AccountPaths, type VisitData } from '@harness/protocol'
import { loadProjectStateFor } from '../state/projectState'
import { applyVisit, clearSession, sessionState } from '../state/sessionState'
import { request } from './apiClient'

/**
 * Session calls that change the session store: refreshing it from `visit` (at start-up and on
 * every guarded route) and logging out (spec 4).
 */

/**
 * Asks the server who is signed in (GET visit): code 200 stores the user, token and teams and
 * brings back that user's project state; anything else clears the session. Never rejects; resolves
 * true when a user is signed in afterwards.
 */
export async function refreshSession(): Promise<boolean> {
  try {
    const envelope = await request<VisitData>({ method: 'GET', url: AccountPaths.visit, expireSession: false })
    applyVisit(envelope.data)
    loadProjectStateFor(envelope.data.user.username)
    return true
  } catch {
    clearSession()
    return false
  }
}

/** Logs out: tells the server (best effort), then clears user, token, marker and cookie. */
export async function logout(): Promise<void> {
  if (sessionState.user !== null) {
    try {
      await request({ method: 'POST', url: AccountPaths.logout, expireSession: false })
    } catch {
      // The local session is cleared whatever the server says.
    }
  }
  clearSession()
}
