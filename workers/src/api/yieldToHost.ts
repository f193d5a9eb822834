/**
 * Resolves once the host's event loop has had a turn, so messages waiting in it (the page's calls
 * to the engine worker) run first. A message to oneself rather than a timer: timers scheduled from
 * timers are held back to 4 ms each after a few in a row, a message is not. Works in browser
 * workers and in Node (worker threads or the main thread).
 */
export function yieldToHost(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      channel.port2.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
