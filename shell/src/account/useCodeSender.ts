import { useCallback, useState } from 'react'
import { isApiEnvelope, ResultCode, type CodeSentData, type RetryAfterData } from '@harness/protocol'
import { failureMessage } from '../api/request'
import { messageText } from '../i18n/localeState'
import { CODE_COUNTDOWN_SECONDS } from '../shellConfig'
import { notify } from '../state/noticeState'
import { resendDelay } from '../ui/countdown'
import { useCountdown } from '../ui/useCountdown'

/** A verification-code sender as a form sees it. */
export interface CodeSender {
  /** Seconds until another code may be sent; 0 when it may be sent now. */
  readonly remaining: number
  readonly sending: boolean
  /**
   * Runs the send call. Success starts the 60 s countdown and says the code was sent; failure
   * shows the server's message as a warning (spec 7). Resolves true on success.
   */
  readonly send: (call: () => Promise<CodeSentData>) => Promise<boolean>
}

/** The send-code behaviour shared by registration, password reset and contact binding. */
export function useCodeSender(): CodeSender {
  const countdown = useCountdown()
  const [sending, setSending] = useState(false)
  const { start } = countdown

  const send = useCallback(async (call: () => Promise<CodeSentData>) => {
    setSending(true)
    try {
      const data = await call()
      start(resendDelay(CODE_COUNTDOWN_SECONDS, data?.retryAfter))
      notify('success', messageText('codeSent'))
      return true
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('warning', message)
      // A throttled send says how long to wait; honour it on the button.
      if (isApiEnvelope(error) && error.code === ResultCode.tooManyRequests) {
        const retryAfter = (error.data as Partial<RetryAfterData> | null)?.retryAfter
        if (typeof retryAfter === 'number' && retryAfter > 0) start(Math.ceil(retryAfter))
      }
      return false
    } finally {
      setSending(false)
    }
  }, [start])

  return { remaining: countdown.remaining, sending, send }
}
