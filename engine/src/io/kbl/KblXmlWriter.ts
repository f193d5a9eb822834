/**
 * The text of a KBL file as it is written: one element per line, indented by nesting. An
 * aircraft-size harness gives six and a half million lines (258 MB). Kept as an array of line
 * strings joined at the end, every line lives on the heap until the join (about 1.9 GB and 9 s for
 * 6.5 million lines, measured); so each line is encoded as UTF-8 into 4 MB byte chunks as it is
 * written, and the chunks are decoded into one string at the end (about 0.9 GB and 4.7 s), which
 * the importer then reads without flattening pieces. Measures are written
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
  private readonly chunks: Uint8Array[] = []
  private chunk = new Uint8Array(CHUNK_BYTES)
  private used = 0
  private lines = 0
  private readonly open: string[] = []
  private indent = ''
  private generated = 0

  /** Opens an element; every {@link start} is closed by one {@link end}. */
  start(name: string, attributes: KblAttributes = []): this {
    this.line(`${this.indent}<${name}${attributeText(attributes)}>`)
    this.open.push(name)
    this.indent += '\t'
    return this
  }

  /** Closes the element opened last. */
  end(): this {
    const name = this.open.pop()
    if (name === undefined) throw new RangeError('KblXmlWriter.end: no element is open')
    this.indent = this.indent.slice(1)
    this.line(`${this.indent}</${name}>`)
    return this
  }

  /** An element holding only text, such as `<Id>X1</Id>`. */
  leaf(name: string, text: string | number, attributes: KblAttributes = []): this {
    this.line(`${this.indent}<${name}${attributeText(attributes)}>${escapeXml(String(text))}</${name}>`)
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

  /** Appends one line of markup as given (the XML declaration; elements use {@link start} and {@link leaf}). */
  line(text: string): this {
    // A line takes at most 3 UTF-8 bytes per UTF-16 unit, plus the line break.
    const most = text.length * 3 + 1
    if (this.used + most > this.chunk.length) this.nextChunk(most)
    const bytes = this.chunk
    let at = this.used
    for (let k = 0; k < text.length; k++) {
      const c = text.charCodeAt(k)
      if (c >= 0x80) {
        at += encoder.encodeInto(text.slice(k), bytes.subarray(at)).written
        break
      }
      bytes[at++] = c
    }
    bytes[at++] = 10
    this.used = at
    this.lines += 1
    return this
  }

  /** Lines written so far. */
  get lineCount(): number {
    return this.lines
  }

  /** The finished text; every element must be closed. */
  toString(): string {
    if (this.open.length > 0) throw new RangeError(`KblXmlWriter.toString: ${this.open.join('/')} is still open`)
    const decoder = new TextDecoder()
    const parts = [...this.chunks, this.chunk.subarray(0, this.used)].map((bytes) => decoder.decode(bytes, { stream: true }))
    parts.push(decoder.decode())
    return parts.join('')
  }

  private nextChunk(atLeast: number): void {
    this.chunks.push(this.chunk.subarray(0, this.used))
    this.chunk = new Uint8Array(Math.max(CHUNK_BYTES, atLeast))
    this.used = 0
  }
}

/** Bytes per chunk of written text. */
const CHUNK_BYTES = 4 << 20

// The text codecs are globals in browsers, workers and Node; declared here because the engine
// compiles without DOM or Node types.
declare class TextEncoder {
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number }
}
declare class TextDecoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string
}
const encoder = new TextEncoder()

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
