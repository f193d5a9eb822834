/**
 * Read access to one parsed KBL file: elements by KBL id, child texts, IDREF(S) resolution with
 * the expected element kinds, numbers and measures converted by the file's Unit definitions
 * (lengths to mm, areas to mm²), and the warnings collected on the way. A fatal problem (a
 * reference the record cannot exist without, a number that is not a number or is absurd) is
 * raised as a {@link KblFault}, which `importKbl` turns into an error value; it never escapes.
 */
import { elementPath, errorAt, type KblElement, type KblError } from './kblTree'
import { kblUnitScale, type KblUnitScale } from './kblUnits'

/** A problem that did not stop the import, with the place it concerns. */
export interface KblWarning {
  readonly message: string
  /** The KBL id of the element concerned (or of its nearest ancestor with an id). */
  readonly kblId: string | null
  readonly line: number
  readonly column: number
  readonly path: string
}

/** A fatal problem: unwinds to `importKbl`, which answers it as `{ ok: false, error }`. */
export class KblFault extends Error {
  constructor(readonly error: KblError) {
    super(error.message)
  }
}

/** Bounds of a number read from the file; outside them the file is refused as absurd. */
export interface NumberBounds {
  readonly min: number
  readonly max: number
}

/** Lengths (mm): none negative, none longer than a kilometre. */
export const LENGTH_BOUNDS: NumberBounds = { min: 0, max: 1e6 }
/** Areas (mm²): none negative, none over 10 000 mm². */
export const AREA_BOUNDS: NumberBounds = { min: 0, max: 1e4 }
/** Coordinates (mm): within ±10 km of the origin. */
export const COORDINATE_BOUNDS: NumberBounds = { min: -1e7, max: 1e7 }

/** The ids of an IDREF(S) text; most hold one id and no white space, which needs no splitting. */
function idList(text: string): string[] {
  return /\s/.test(text) ? text.split(/\s+/) : [text]
}

const DOUBLE = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** The parsed KBL file with lookups by id, units and the warning list. */
export class KblDocument {
  readonly warnings: KblWarning[] = []
  private readonly byId = new Map<string, KblElement>()
  private readonly units = new Map<string, KblUnitScale>()

  /**
   * Indexes the tree under `root`. `withId`, when the parser collected it, lists the elements that
   * have an id in file order, which spares a walk over every element.
   */
  constructor(readonly root: KblElement, withId?: readonly KblElement[]) {
    const index = (element: KblElement) => {
      const id = element.attributes.id!
      const size = this.byId.size
      this.byId.set(id, element)
      if (this.byId.size === size) this.fail(element, `duplicate KBL id "${id}"`)
    }
    if (withId) {
      for (const element of withId) index(element)
    } else {
      const stack = [root]
      while (stack.length > 0) {
        const element = stack.pop()!
        if (element.attributes.id !== undefined) index(element)
        for (let i = element.children.length - 1; i >= 0; i--) stack.push(element.children[i]!)
      }
    }
    for (const unit of this.children(root, 'Unit')) {
      this.units.set(this.idOf(unit), kblUnitScale({
        unitName: this.text(unit, 'Unit_name'),
        siUnitName: this.text(unit, 'Si_unit_name'),
        siPrefix: this.text(unit, 'Si_prefix'),
        siDimension: this.text(unit, 'Si_dimension'),
      }))
    }
  }

  /** The element with KBL id `id`. */
  element(id: string): KblElement | undefined {
    return this.byId.get(id)
  }

  /** The first child named `name`. */
  child(element: KblElement, name: string): KblElement | undefined {
    // Plain loops: these two run for nearly every element of a file of millions.
    for (const c of element.children) if (c.name === name) return c
    return undefined
  }

  /** All children named `name`, in file order. */
  children(element: KblElement, name: string): KblElement[] {
    const out: KblElement[] = []
    for (const c of element.children) if (c.name === name) out.push(c)
    return out
  }

  /** The text of the first child named `name`; '' when absent or the VOBES placeholder "/NULL". */
  text(element: KblElement, name: string): string {
    const text = this.child(element, name)?.text ?? ''
    return text === '/NULL' ? '' : text
  }

  /** The element's `id` attribute; fatal when it has none. */
  idOf(element: KblElement): string {
    const id = element.attributes.id
    if (id === undefined || id === '') this.fail(element, `${element.name} has no id`)
    return id
  }

  /** The local part of the element's `xsi:type` (e.g. "Special_wire_occurrence"), or its own name. */
  typeOf(element: KblElement): string {
    const type = element.attributes['xsi:type']
    return type === undefined ? element.name : type.slice(type.indexOf(':') + 1)
  }

  /** The required single reference in child `name` to an element named one of `kinds`; fatal otherwise. */
  ref(element: KblElement, name: string, kinds: readonly string[]): KblElement {
    const holder = this.child(element, name)
    if (!holder || holder.text === '') this.fail(element, `${element.name} has no ${name}`)
    return this.resolve(holder, idList(holder.text)[0]!, kinds, 'fatal')!
  }

  /** The references in child `name` (IDREFS); unknown ones are fatal, or warned and skipped with `'warn'`. */
  refs(element: KblElement, name: string, kinds: readonly string[], mode: 'fatal' | 'warn'): KblElement[] {
    const out: KblElement[] = []
    for (const holder of this.children(element, name)) {
      for (const id of idList(holder.text)) {
        if (id === '') continue
        const target = this.resolve(holder, id, kinds, mode)
        if (target) out.push(target)
      }
    }
    return out
  }

  /** The number in child `name`; null when absent; fatal when not a number or outside `bounds`. */
  number(element: KblElement, name: string, bounds: NumberBounds): number | null {
    const holder = this.child(element, name)
    return holder ? this.parseNumber(holder, holder.text, bounds) : null
  }

  /** All numbers in children named `name` (e.g. the 2 or 3 Coordinates of a point). */
  numbers(element: KblElement, name: string, bounds: NumberBounds): number[] {
    return this.children(element, name).map((holder) => this.parseNumber(holder, holder.text, bounds))
  }

  /**
   * The Numerical_value in child `name` converted to mm (`'length'`) or mm² (`'area'`) by its
   * Unit_component; null when absent. A unit of another quantity, or a value outside `bounds`
   * after conversion, is fatal.
   */
  measure(element: KblElement, name: string, quantity: 'length' | 'area', bounds: NumberBounds): number | null {
    const holder = this.child(element, name)
    if (!holder) return null
    const unit = this.ref(holder, 'Unit_component', ['Unit'])
    const scale = this.units.get(this.idOf(unit))
    if (!scale) this.fail(holder, `${name} names unit ${this.idOf(unit)}, which is not a Unit of the container`)
    const raw = this.number(holder, 'Value_component', { min: -Infinity, max: Infinity })
    if (raw === null) this.fail(holder, `${name} has no Value_component`)
    let factor: number
    if (quantity === 'length' && scale.kind === 'length') factor = scale.toMm
    else if (quantity === 'area' && scale.kind === 'area') factor = scale.toMm2
    else this.fail(holder, `${name} is in "${scale.label}", not a unit of ${quantity}`)
    const value = raw * factor
    const valueHolder = this.child(holder, 'Value_component')!
    if (!(value >= bounds.min && value <= bounds.max)) {
      this.fail(valueHolder, `${name} ${raw} ${scale.label} is outside ${bounds.min}..${bounds.max} ${quantity === 'length' ? 'mm' : 'mm²'}`)
    }
    return value
  }

  /** Records a warning about `element`. */
  warn(element: KblElement, message: string): void {
    let withId: KblElement | null = element
    while (withId && withId.attributes.id === undefined) withId = withId.parent
    this.warnings.push({ message, kblId: withId?.attributes.id ?? null, line: element.line, column: element.column, path: elementPath(element) })
  }

  /** Stops the import with an error about `element`. */
  fail(element: KblElement, message: string): never {
    throw new KblFault(errorAt(element, message))
  }

  private resolve(holder: KblElement, id: string, kinds: readonly string[], mode: 'fatal' | 'warn'): KblElement | null {
    const target = this.byId.get(id)
    const problem = !target
      ? `${holder.name} refers to unknown id "${id}"`
      : kinds.includes(target.name)
        ? null
        : `${holder.name} refers to "${id}", a ${target.name}, where ${kinds.join(' or ')} is expected`
    if (problem === null) return target!
    if (mode === 'fatal') this.fail(holder, problem)
    this.warn(holder, `${problem}; skipped`)
    return null
  }

  private parseNumber(holder: KblElement, text: string, bounds: NumberBounds): number {
    if (!DOUBLE.test(text)) this.fail(holder, `${holder.name} "${text.slice(0, 40)}" is not a number`)
    const value = Number(text)
    if (!(value >= bounds.min && value <= bounds.max)) this.fail(holder, `${holder.name} ${text} is outside ${bounds.min}..${bounds.max}`)
    return value
  }
}
