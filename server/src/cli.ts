/**
 * Account administration from the command line, on the database the server would use
 * (`DATABASE_URL`, else the embedded one under `DATA_DIR`):
 *
 *   npm run grant-role -- <account> <role>     give a role (user, admin, superadmin)
 *   node dist/server/cli.mjs revoke-role <account> <role>
 *   node dist/server/cli.mjs disable <account> / enable <account>
 *   node dist/server/cli.mjs show <account>
 *
 * `<account>` is a username, phone number or e-mail. Bad arguments print one line and exit 2.
 */
import { accountKind, emailKey, ROLES, usernameKey, type Role } from '@harness/protocol'
import { readConfig } from './config'
import { migrateToLatest } from './db/migrations'
import { databaseReady, databaseTarget, openDatabase } from './db/openDatabase'
import { revokeUserSessions } from './features/accounts/sessions.repo'
import { findUser, setDisabled, setRoles } from './features/accounts/users.repo'

const USAGE = 'usage: cli <grant-role|revoke-role> <account> <role> | <disable|enable|show> <account>'

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

async function run(argv: readonly string[]): Promise<void> {
  const [command, account, role] = argv
  if (!command || !account) fail(USAGE)
  const needsRole = command === 'grant-role' || command === 'revoke-role'
  if (!needsRole && !['disable', 'enable', 'show'].includes(command)) fail(`unknown command "${command}"; ${USAGE}`)
  if (needsRole && (!role || !ROLES.includes(role as Role))) fail(`role must be one of ${ROLES.join(', ')}, not "${role ?? ''}"`)
  const config = readConfig()
  const db = openDatabase(databaseTarget(config.databaseUrl, config.dataDir))
  try {
    await databaseReady(db)
    await migrateToLatest(db)
    const kind = accountKind(account)
    const user =
      kind === 'phone' ? await findUser(db, { phone: account }) : kind === 'email' ? await findUser(db, { emailKey: emailKey(account) }) : await findUser(db, { usernameKey: usernameKey(account) })
    if (!user) fail(`no account "${account}"`)
    const now = new Date()
    if (command === 'show') {
      console.log(JSON.stringify({ username: user.username, phone: user.phone, email: user.email, roles: user.roles, disabled: user.disabled }))
    } else if (needsRole) {
      const roles = new Set(user.roles)
      if (command === 'grant-role') roles.add(role as Role)
      else roles.delete(role as Role)
      const ordered = ROLES.filter((r) => roles.has(r))
      await setRoles(db, user.id, ordered, now)
      console.log(`${user.username}: roles ${ordered.join(', ') || '(none)'}`)
    } else {
      await setDisabled(db, user.id, command === 'disable', now)
      if (command === 'disable') await revokeUserSessions(db, user.id, now)
      console.log(`${user.username}: ${command}d`)
    }
  } finally {
    await db.destroy()
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`cli failed: ${(error as Error).message}`)
  process.exit(1)
})
