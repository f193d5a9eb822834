import type { Knex } from 'knex'
import { checkNodeName, NODE_NAME_MAX } from '@harness/protocol'
import { ApiError, fieldError, isUniqueViolation } from '../../lib/ApiError'
import { siblingNamed, siblingNamesLike } from './nodes.repo'

/** Trims and checks a project, folder or file name (protocol's rule), or answers 400 naming `field`. */
export function readNodeName(raw: string, field = 'name'): string {
  const check = checkNodeName(raw)
  if (!check.ok) throw fieldError(field, check.problem, { max: NODE_NAME_MAX })
  return check.name
}

/** The 409 of a name already used by a live sibling. */
export function nameTaken(name: string, field = 'name'): ApiError {
  return new ApiError(409, 'nameTaken', { field }, { name })
}

/** Refuses `name` when a live sibling in the folder already has it (case-insensitively). */
export async function requireFreeName(db: Knex, projectId: number, parentId: number | null, name: string, exceptId: number | null = null): Promise<void> {
  if ((await siblingNamed(db, projectId, parentId, name, exceptId)) !== null) throw nameTaken(name)
}

/**
 * The first free variant of `name` in the folder: the name itself, then `name (suffix)`, then
 * `name (suffix 2)`, ... (a file keeps its extension at the end: `wires (副本).csv`), shortened to
 * fit the length limit.
 */
export async function freeVariant(db: Knex, projectId: number, parentId: number | null, name: string, suffix: string): Promise<string> {
  const dot = name.lastIndexOf('.')
  const [stem, ext] = dot > 0 && name.length - dot <= 10 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
  const taken = await siblingNamesLike(db, projectId, parentId, [...stem].slice(0, 8).join(''))
  for (let n = 1; n < 10_000; n++) {
    const tail = n === 1 ? '' : n === 2 ? ` (${suffix})` : ` (${suffix} ${n - 1})`
    const room = NODE_NAME_MAX - [...tail].length - [...ext].length
    const candidate = [...stem].slice(0, room).join('') + tail + ext
    if (!taken.has(candidate.toLowerCase())) return candidate
  }
  throw new RangeError(`freeVariant: no free name for ${name}`)
}

/** Runs a write that may meet the live-name unique index and turns that violation into the 409 of `name`. */
export async function withNameCheck<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name)
    throw error
  }
}
