import type { MessageKey } from '@harness/protocol'
import { ApiError } from './ApiError'
import type { RateLimiter, RateRule } from './RateLimiter'

/**
 * Spends one point of `rule`'s budget for `key` (a client address, an account): once it is spent
 * the request is refused with 429, the catalogue text `refusal` and `data.retryAfter` in whole
 * seconds, before any work is done for it.
 */
export async function spendBudget(limiter: RateLimiter, rule: RateRule, key: string, refusal: MessageKey = 'tooManyRequests'): Promise<void> {
  const decision = await limiter.consume(rule, key)
  if (!decision.allowed) throw new ApiError(429, refusal, { retryAfter: Math.ceil(decision.retryAfterMs / 1000) })
}
