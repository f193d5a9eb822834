/**
 * The text of a KBL file as it is written: one element per line, indented by nesting, kept as an
 * array of short line strings joined once at the end. An aircraft-size harness gives millions of
 * elements; appending each line to one growing string would copy it again and again, while the
 * array keeps every line small and lets the final join size the result once. Measures are written
 * the KBL way, as a Numerical_value with its own id, a Unit_component reference and a
 * Value_component, in the millimetre and square-millimetre units every exported file declares.
 */

/** The KBL id of the millimetre Unit every exported file declares. */
export const UNIT_MM = 'unit.mm'
/** The KBL id of the square-millimetre Unit every exported file declares. */
export const UNIT_MM2 = 'unit.mm2'

/** Attribute name and value pairs of a start tag, in the order written. */
export type KblAttributes = readonly (readonly [name: string, value: string])[]

/** Builds KBL XML text line by line (see the module comment). */
export class KblXmlWriter {
  private readonly lines: string[] = []
  private readonly open: string[] = []
  private indent = ''
  private generated = 0

  /** Opens an element; every {@link start} is closed by one {@link end}. */
  start(name: string, attributes: KblAttributes = []): this {
    this.lines.push(`${this.indent}<${name}${attributeText(attributes)}>`)
    this.open.push(name)
    this.indent += '\t'
    return this
  }

  /** Closes the element opened last. */
  end(): this {
    const name = this.open.pop()
    if (name === undefined) throw new RangeError('KblXmlWriter.end: no element is open')
    this.indent = this.indent.slice(1)
    this.lines.push(`${this.indent}</${name}>`)
    return this
  }

  /** An element holding only text, such as `<Id>X1</Id>`. */
  leaf(name: string, text: string | number, attributes: KblAttributes = []): this {
    this.lines.push(`${this.indent}<${name}${attributeText(attributes)}>${escapeXml(String(text))}</${name}>`)
    return this
  }

  /** A leaf only when `text` is not empty (optional KBL strings). */
  optionalLeaf(name: string, text: string): this {
    return text === '' ? this : this.leaf(name, text)
  }

  /** An IDREFS leaf naming `ids` separated by spaces; nothing when the list is empty. */
  refs(name: string, ids: readonly string[]): this {
    return ids.length === 0 ? this : this.leaf(name, ids.join(' '))
  }

  /** A Numerical_value in mm (`'length'`) or mm² (`'area'`), with an id made from `owner`. */
  measure(name: string, owner: string, value: number, quantity: 'length' | 'area' = 'length'): this {
    return this.start(name, [['id', `${owner}.${this.nextSerial()}`]])
      .leaf('Unit_component', quantity === 'length' ? UNIT_MM : UNIT_MM2)
      .leaf('Value_component', formatDouble(value))
      .end()
  }

  /**
   * An instruction (Processing_information or Installation_information) carrying an engine value
   * KBL has no element for; an instruction whose value is '' is left out.
   */
  instruction(holder: 'Processing_information' | 'Installation_information', type: string, value: string | number): this {
    if (value === '') return this
    return this.start(holder, [['id', `${holder === 'Installation_information' ? 'ii' : 'pi'}.${this.nextSerial()}`]]).leaf('Instruction_type', type).leaf('Instruction_value', String(value)).end()
  }

  /** A serial number for ids of elements that have no record of their own (measures, instructions). */
  nextSerial(): number {
    this.generated += 1
    return this.generated
  }

  /** Lines written so far. */
  get lineCount(): number {
    return this.lines.length
  }

  /** The finished text; every element must be closed. */
  toString(): string {
    if (this.open.length > 0) throw new RangeError(`KblXmlWriter.toString: ${this.open.join('/')} is still open`)
    return this.lines.join('\n') + '\n'
  }
}

/**
 * A double as xs:double text that reads back as the same number (JavaScript's shortest
 * round-trip form: `12.5`, `1e-7`); refuses NaN and infinities, which KBL numbers cannot hold.
 */
export function formatDouble(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatDouble: ${value} is not a finite number`)
  return Object.is(value, -0) ? '0' : String(value)
}

/** Text with the five XML special characters escaped, and other control characters dropped. */
export function escapeXml(text: string): string {
  if (!/[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) return text
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

function attributeText(attributes: KblAttributes): string {
  let out = ''
  for (const [name, value] of attributes) out += ` ${name}="${escapeXml(value)}"`
  return out
}
