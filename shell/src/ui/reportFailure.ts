import { failureMessage } from '../api/request'
import { notify } from '../state/noticeState'

/**
 * Shows why a request failed (spec 8): the server's message as a 5 s error notice; nothing when
 * the request layer already told the user (session expired, network, time-out).
 */
export function reportFailure(error: unknown): void {
  const message = failureMessage(error)
  if (message) notify('error', message)
}
