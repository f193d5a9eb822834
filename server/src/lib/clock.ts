/**
 * The server's source of the current time. Expiry rules (codes, sessions, tickets) read it, so tests
 * can move time forward without waiting.
 */
export interface Clock {
  /** The current time in milliseconds since the epoch. */
  now(): number
}

/** The wall clock. */
export const systemClock: Clock = { now: () => Date.now() }

/** A clock that stands still until moved: for tests of expiry. */
export class ManualClock implements Clock {
  private current: number

  constructor(start: number = Date.now()) {
    this.current = start
  }

  now(): number {
    return this.current
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms
  }
}
