/**
 * The server process: reads the configuration, starts the server and prints its address, and
 * shuts down gracefully on SIGTERM or SIGINT (requests in flight finish, the database closes).
 */
import { readConfig } from './config'
import { createLogger, startServer } from './startServer'

async function main(): Promise<void> {
  let config
  try {
    config = readConfig()
  } catch (error) {
    console.error(`configuration error: ${(error as Error).message}`)
    process.exit(2)
  }
  const log = createLogger(config.logLevel)
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'))
  const running = await startServer(config, { log })
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`
  const outbox = running.deps.outboxChannels
  const messages = `e-mail: ${outbox.includes('email') ? 'development outbox' : 'SMTP'}, SMS: ${outbox.includes('sms') ? 'development outbox' : 'HTTP provider'}`
  log.info({ url: running.url }, `harness platform listening; database: ${where}; ${messages}`)
  const local = (text: string) => text.replaceAll('127.0.0.1', 'localhost')
  console.log(`\n  Harness platform is running at ${local(running.url)}\n`)
  for (const note of running.notes) console.log(`  ${note.level === 'warn' ? 'Warning: ' : ''}${local(note.text)}\n`)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(`server failed to start: ${(error as Error).message}`)
  process.exit(1)
})
