/**
 * A structural check of a KBL file against a KBL XML schema (the published XSDs use only
 * sequences of elements, extensions and enumerations): every element's children come in the
 * order of its type's sequence (the base type's sequence first for an extension), each as often
 * as minOccurs..maxOccurs allow, with no element the type does not declare; required attributes
 * are present; elements of simple type hold no elements, enumerated values are among the
 * enumeration, and xs:double values read as numbers. An `xsi:type` picks the derived type. Not
 * checked: ID uniqueness and IDREF targets (the importer checks those), string facets.
 */
import { parseKblTree, type KblElement } from './kblTree'

/** One element a type's sequence allows: its name, its type's local name, and how often. */
interface Particle {
  readonly name: string
  readonly type: string
  readonly min: number
  readonly max: number
}

/** A complex type flattened: its sequence (base first) and required attributes. */
interface ComplexType {
  readonly particles: readonly Particle[]
  readonly required: readonly string[]
}

/** A schema read for {@link checkAgainstSchema}: complex types, enumerations, the root element's type. */
export interface KblSchema {
  readonly complex: ReadonlyMap<string, ComplexType>
  readonly enumerations: ReadonlyMap<string, ReadonlySet<string>>
  readonly root: { readonly name: string; readonly type: string }
}

/** Reads an XSD text into a {@link KblSchema}; throws a RangeError when it is not a schema. */
export function readSchema(xsd: string): KblSchema {
  const tree = parseKblTree(xsd)
  if (!tree.ok || tree.root.name !== 'schema') throw new RangeError('readSchema: not an XML schema')
  const raw = new Map<string, KblElement>()
  const enumerations = new Map<string, Set<string>>()
  let root: { name: string; type: string } | null = null
  for (const child of tree.root.children) {
    if (child.name === 'complexType') raw.set(child.attributes.name!, child)
    else if (child.name === 'simpleType') {
      const values = descendants(child, 'enumeration').map((e) => e.attributes.value!)
      if (values.length > 0) enumerations.set(child.attributes.name!, new Set(values))
    } else if (child.name === 'element') root = { name: child.attributes.name!, type: local(child.attributes.type!) }
  }
  if (!root) throw new RangeError('readSchema: the schema declares no root element')
  const complex = new Map<string, ComplexType>()
  const flatten = (name: string): ComplexType => {
    const known = complex.get(name)
    if (known) return known
    const element = raw.get(name)!
    const extension = descendants(element, 'extension')[0]
    const base = extension ? flatten(local(extension.attributes.base!)) : { particles: [], required: [] }
    const particles = descendants(element, 'element').map((e) => ({
      name: e.attributes.name!, type: local(e.attributes.type ?? 'xs:string'),
      min: Number(e.attributes.minOccurs ?? 1), max: e.attributes.maxOccurs === 'unbounded' ? Infinity : Number(e.attributes.maxOccurs ?? 1),
    }))
    const required = descendants(element, 'attribute').filter((a) => a.attributes.use === 'required').map((a) => a.attributes.name!)
    const type = { particles: [...base.particles, ...particles], required: [...base.required, ...required] }
    complex.set(name, type)
    return type
  }
  for (const name of raw.keys()) flatten(name)
  return { complex, enumerations, root }
}

/** The structural problems of KBL text `xml` under `schema` (see the module comment); at most `limit`. */
export function checkAgainstSchema(xml: string, schema: KblSchema, limit = 20): string[] {
  const tree = parseKblTree(xml, { maxDepth: 64, maxElements: Number.MAX_SAFE_INTEGER })
  if (!tree.ok) return [`not well-formed: ${tree.error.message} at ${tree.error.line}:${tree.error.column}`]
  const problems: string[] = []
  if (tree.root.name !== schema.root.name) problems.push(`root is ${tree.root.name}, not ${schema.root.name}`)
  const stack: { element: KblElement; type: string; path: string }[] = [{ element: tree.root, type: schema.root.type, path: `/${tree.root.name}` }]
  while (stack.length > 0 && problems.length < limit) {
    const { element, type: declared, path } = stack.pop()!
    const xsiType = element.attributes['xsi:type']
    const type = xsiType ? local(xsiType) : declared
    const complex = schema.complex.get(type)
    if (!complex) {
      checkSimple(element, type, path, schema, problems)
      continue
    }
    for (const name of complex.required) if (element.attributes[name] === undefined) problems.push(`${path}: attribute ${name} is missing`)
    let i = 0
    for (const particle of complex.particles) {
      let count = 0
      while (i < element.children.length && element.children[i]!.name === particle.name) {
        const child = element.children[i]!
        stack.push({ element: child, type: particle.type, path: `${path}/${child.name}` })
        count += 1
        i += 1
      }
      if (count < particle.min) problems.push(`${path}: ${particle.name} appears ${count} times, at least ${particle.min} expected`)
      if (count > particle.max) problems.push(`${path}: ${particle.name} appears ${count} times, at most ${particle.max} allowed`)
    }
    if (i < element.children.length) problems.push(`${path}: ${element.children[i]!.name} is not expected here`)
  }
  return problems.slice(0, limit)
}

function checkSimple(element: KblElement, type: string, path: string, schema: KblSchema, problems: string[]): void {
  if (element.children.length > 0) problems.push(`${path}: an element of simple type ${type} holds elements`)
  const allowed = schema.enumerations.get(type)
  if (allowed && !allowed.has(element.text)) problems.push(`${path}: "${element.text}" is not one of ${[...allowed].join(', ')}`)
  if (type === 'double' && !/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$|^-?INF$|^NaN$/.test(element.text)) problems.push(`${path}: "${element.text}" is not an xs:double`)
}

function descendants(element: KblElement, name: string): KblElement[] {
  const out: KblElement[] = []
  const walk = (e: KblElement) => {
    for (const child of e.children) {
      if (child.name === name) out.push(child)
      walk(child)
    }
  }
  walk(element)
  return out
}

function local(qualified: string): string {
  return qualified.slice(qualified.indexOf(':') + 1)
}
