import type { MessageKey } from '@harness/protocol'
import { fieldError } from './ApiError'

/**
 * Applies one of protocol's field rules on the server: a non-null catalogue key (the rule's
 * verdict) becomes a 400 about `field`, so server and shell refuse with the same words.
 */
export function enforce(field: string, verdict: MessageKey | null): void {
  if (verdict !== null) throw fieldError(field, verdict)
}
