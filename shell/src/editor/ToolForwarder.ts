import type { CanvasEvent, EngineClient, ToolUpdate } from '../../../workers/src/client/engineClient'

/**
 * Sends the canvas's pointer and key events to the worker's select tool in order, one call in
 * flight at a time. Pointer moves that pile up while a call is out are merged into the newest
 * (a tool recomputes a drag from where it began, so skipped moves lose nothing), so a slow
 * worker never builds a backlog; presses, releases and keys are never dropped.
 */
export class ToolForwarder {
  private readonly queue: CanvasEvent[] = []
  private busy = false
  private waiters: (() => void)[] = []

  constructor(
    private readonly engine: EngineClient,
    private readonly onUpdate: (update: ToolUpdate) => void,
  ) {}

  /** Queues `event` for the worker. */
  send(event: CanvasEvent): void {
    const last = this.queue.at(-1)
    if (event.type === 'pointerMove' && last?.type === 'pointerMove') this.queue[this.queue.length - 1] = event
    else this.queue.push(event)
    if (!this.busy) void this.pump()
  }

  /**
   * Resolves once every event sent so far has been answered: an undo pressed right after a click
   * waits for the click's release to reach the tool (a gesture still open there refuses it).
   */
  idle(): Promise<void> {
    if (!this.busy && this.queue.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  private async pump(): Promise<void> {
    this.busy = true
    try {
      while (this.queue.length > 0) {
        const event = this.queue.shift()!
        const answer = await this.engine.api.pointer(event)
        if (answer.ok) this.onUpdate(answer.update)
      }
    } finally {
      this.busy = false
      const waiters = this.waiters
      this.waiters = []
      for (const resolve of waiters) resolve()
    }
  }
}
