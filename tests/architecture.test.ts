import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The dependency rules between the top-level folders (DESIGN section 2), checked on every import
 * of every source file: `protocol` imports nothing from the repository; `engine` only `protocol`;
 * `workers` `engine` and `protocol`; `shell` `protocol`, `engine` and the workers' clients;
 * `server` `protocol` and `engine`. Nothing imports `shell` or `server`. `engine` and `protocol`
 * use no Node, DOM or UI packages. Test files may also reach another folder's `test/` builders. The FlatBuffers code generated from protocol/schemas
 * (`@harness/protocol/generated`) is imported only by the engine's codecs under engine/src/io/.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const FOLDERS = ['protocol', 'engine', 'workers', 'shell', 'server'] as const
type Folder = (typeof FOLDERS)[number]

const ALLOWED: Readonly<Record<Folder, readonly Folder[]>> = {
  protocol: [],
  engine: ['protocol'],
  workers: ['engine', 'protocol'],
  shell: ['protocol', 'engine', 'workers'],
  server: ['protocol', 'engine'],
}

/** Packages a pure folder may not import (no Node, no DOM frameworks, no server libraries). */
const IMPURE = /^(node:|fs$|path$|os$|child_process$|react|@pixi\/|pixi\.js|three|koa|@koa\/|knex|pg$|argon2|sharp|nodemailer|pino)/

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'generated') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path))
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

function importsOf(source: string): string[] {
  const specs: string[] = []
  const pattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm
  for (const m of source.matchAll(pattern)) specs.push((m[1] ?? m[2] ?? m[3])!)
  return specs
}

/** The alias of the generated FlatBuffers code, and the only folder whose files may import it. */
const GENERATED = '@harness/protocol/generated'
const GENERATED_IMPORTERS = 'engine/src/io/'

/** True when the file at `rel` (relative to the root) may import the generated FlatBuffers code. */
function mayImportGenerated(rel: string): boolean {
  return rel.split(sep).join('/').startsWith(GENERATED_IMPORTERS)
}

/** The folder an import lands in, or null for a package. */
function targetFolder(file: string, spec: string): { folder: Folder; path: string } | null {
  if (spec === GENERATED) return { folder: 'protocol', path: 'protocol/src/generated/index.ts' }
  if (spec === '@harness/protocol') return { folder: 'protocol', path: 'protocol/src/index.ts' }
  if (spec === '@harness/engine') return { folder: 'engine', path: 'engine/src/index.ts' }
  if (!spec.startsWith('.')) return null
  const path = relative(root, resolve(dirname(file), spec)).split(sep).join('/')
  const folder = path.split('/')[0] as Folder
  return FOLDERS.includes(folder) ? { folder, path } : null
}

/** Every forbidden edge in the repository, as "file -> import (why)". */
function violations(): string[] {
  const found: string[] = []
  for (const folder of FOLDERS) {
    let files: string[]
    try {
      files = sourceFiles(join(root, folder))
    } catch {
      continue
    }
    for (const file of files) {
      const rel = relative(root, file)
      const isTest = /\.test\.tsx?$|\.e2e\.ts$|\/test\//.test(rel)
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const target = targetFolder(file, spec)
        if (target === null) {
          if ((folder === 'engine' || folder === 'protocol') && !isTest && IMPURE.test(spec)) found.push(`${rel} -> ${spec} (package not allowed in ${folder})`)
          continue
        }
        const deepGenerated = spec.startsWith('.') && target.path.startsWith('protocol/src/generated')
        if ((spec === GENERATED || deepGenerated) && !mayImportGenerated(rel)) {
          found.push(`${rel} -> ${spec} (generated FlatBuffers code is imported only from ${GENERATED_IMPORTERS})`)
          continue
        }
        if (target.folder === folder) continue
        if (!ALLOWED[folder].includes(target.folder)) {
          found.push(`${rel} -> ${spec} (${folder} may not import ${target.folder})`)
        } else if (spec.startsWith('.') && target.folder !== 'workers' && !(isTest && target.path.startsWith(`${target.folder}/test/`))) {
          found.push(`${rel} -> ${spec} (import ${target.folder} through @harness/${target.folder}, not a deep path)`)
        } else if (folder === 'shell' && target.folder === 'workers' && !target.path.startsWith('workers/src/client/')) {
          found.push(`${rel} -> ${spec} (shell may import only workers/src/client)`)
        }
      }
    }
  }
  return found
}

/** Server folders every feature builds on; they import no feature, so nothing cycles back. */
const SERVER_BASE = ['server/src/middleware', 'server/src/lib', 'server/src/messaging', 'server/src/db']

/** Imports from the server's base folders into `server/src/features`, as "file -> import". */
function baseToFeatureEdges(): string[] {
  const found: string[] = []
  for (const base of SERVER_BASE) {
    for (const file of sourceFiles(join(root, base))) {
      const rel = relative(root, file).split(sep).join('/')
      if (/\.test\.ts$/.test(rel)) continue
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const target = targetFolder(file, spec)
        if (target?.path.startsWith('server/src/features/')) found.push(`${rel} -> ${spec}`)
      }
    }
  }
  return found
}

describe('architecture', () => {
  it('keeps the dependency rules of DESIGN section 2', () => {
    expect(violations()).toEqual([])
  })

  it('keeps the server middleware, lib, messaging and db folders free of features, so no cycle runs through them', () => {
    expect(baseToFeatureEdges()).toEqual([])
  })

  it('detects a forbidden edge (the scanner itself works)', () => {
    expect(targetFolder(join(root, 'protocol/src/x.ts'), '../../server/src/app')).toEqual({ folder: 'server', path: 'server/src/app' })
    expect(importsOf(`import { a } from '../../shell/src/x'\nexport * from "./y"\nconst z = import('./lazy')`)).toEqual(['../../shell/src/x', './y', './lazy'])
    expect(IMPURE.test('node:fs')).toBe(true)
    expect(IMPURE.test('react-dom')).toBe(true)
    expect(IMPURE.test('flatbuffers')).toBe(false)
    expect(targetFolder(join(root, 'engine/src/io/flatbuffers/x.ts'), GENERATED)).toEqual({ folder: 'protocol', path: 'protocol/src/generated/index.ts' })
    expect(mayImportGenerated('engine/src/io/flatbuffers/documentCodec.ts')).toBe(true)
    expect(mayImportGenerated('engine/src/model/records/wiring.ts')).toBe(false)
    expect(mayImportGenerated('shell/src/main.tsx')).toBe(false)
  })
})
