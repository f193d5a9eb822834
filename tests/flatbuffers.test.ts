import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as generated from '@harness/protocol/generated'
import { afterAll, describe, expect, it } from 'vitest'
import * as enums from '../protocol/src/harness/enums'

/**
 * The FlatBuffers contract: protocol/src/generated is exactly what scripts/generate-flatbuffers.mjs
 * makes from protocol/schemas with /usr/bin/flatc (the CI installs flatbuffers-compiler), and every
 * value of every enumeration in protocol/src/harness/enums.ts has a counterpart in document.fbs and
 * in the generated enums, spelled the same (the engine's codec maps values by name).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const FLATC = '/usr/bin/flatc'
const hasFlatc = existsSync(FLATC)

function listFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...listFiles(path).map((p) => `${name}/${p}`))
    else out.push(name)
  }
  return out.sort()
}

/** Schema enum name for each value list of enums.ts; a new list must be added here (and to document.fbs). */
const SCHEMA_ENUM_OF: Readonly<Record<string, string>> = {
  NODE_KINDS: 'NodeKind',
  PART_KINDS: 'PartKind',
  PROTECTION_MATERIALS: 'ProtectionMaterial',
  WINDING_TYPES: 'WindingType',
  WIRE_MTYPES: 'WireMtype',
  PART_STATUSES: 'PartStatus',
  PART_USAGES: 'PartUsage',
  FIXING_KINDS: 'FixingKind',
  WIRE_GROUP_KINDS: 'WireGroupKind',
  PAGE_SIZES: 'PageSize',
  DIAMETER_METHODS: 'DiameterMethod',
}

/** The enums of a .fbs text: name → value names (explicit `= n` values and comments stripped). */
function schemaEnums(text: string): Map<string, string[]> {
  const uncommented = text.replace(/\/\/[^\n]*/g, '')
  const out = new Map<string, string[]>()
  for (const m of uncommented.matchAll(/\benum\s+(\w+)\s*:\s*\w+\s*\{([^}]*)\}/g)) {
    out.set(m[1]!, m[2]!.split(',').map((v) => v.replace(/=.*$/s, '').trim()).filter((v) => v !== ''))
  }
  return out
}

describe('protocol/src/generated', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'flatbuffers-test-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it.skipIf(!hasFlatc)(
    `is what generate-flatbuffers.mjs makes from protocol/schemas${hasFlatc ? '' : ` (SKIPPED: ${FLATC} is absent; apt-get install flatbuffers-compiler)`}`,
    () => {
      const out = join(scratch, 'generated')
      execFileSync(process.execPath, [join(root, 'scripts/generate-flatbuffers.mjs'), '--out', out, '--flatc', FLATC], { stdio: 'pipe' })
      const committed = join(root, 'protocol/src/generated')
      const fresh = listFiles(out)
      const current = existsSync(committed) ? listFiles(committed) : []
      const stale = [...new Set([...fresh, ...current])]
        .filter((f) => !fresh.includes(f) || !current.includes(f) || readFileSync(join(out, f), 'utf8') !== readFileSync(join(committed, f), 'utf8'))
        .sort()
      expect(stale, 'protocol/src/generated is stale: run `npm run generate:flatbuffers` and commit the result').toEqual([])
    },
    60_000,
  )
})

describe('schema enums', () => {
  const schema = schemaEnums(readFileSync(join(root, 'protocol/schemas/document.fbs'), 'utf8'))
  const lists = Object.entries(enums as Readonly<Record<string, unknown>>).filter(
    (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]) && entry[1].every((v) => typeof v === 'string'),
  )

  it('map every value list of protocol/src/harness/enums.ts to a schema enum', () => {
    expect(lists.map(([name]) => name).sort()).toEqual(Object.keys(SCHEMA_ENUM_OF).sort())
  })

  it('have a counterpart for every TypeScript enum value, in document.fbs and in the generated code', () => {
    const missing: string[] = []
    for (const [list, values] of lists) {
      const enumName = SCHEMA_ENUM_OF[list]!
      const inSchema = schema.get(enumName) ?? []
      const inGenerated = (generated as unknown as Record<string, Readonly<Record<string, unknown>> | undefined>)[enumName]
      for (const value of values) {
        if (!inSchema.includes(value)) missing.push(`${list} ${value}: no value ${value} in enum ${enumName} of document.fbs`)
        if (typeof inGenerated?.[value] !== 'number') missing.push(`${list} ${value}: no ${enumName}.${value} in protocol/src/generated`)
      }
    }
    expect(missing).toEqual([])
  })

  it('parses the schema (the check above is not vacuous)', () => {
    expect(schema.get('NodeKind')).toEqual(['connector', 'splice', 'branch', 'reference', 'fixing'])
    expect(schema.size).toBeGreaterThanOrEqual(Object.keys(SCHEMA_ENUM_OF).length)
  })
})
