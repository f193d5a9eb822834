/**
 * What the canvas's tile drawing needs of a drawing surface: paths (lines, rectangles, rounded
 * rectangles, circles, polygons) filled or stroked, in PixiJS's order (a shape, then `fill` and/or
 * `stroke` of the path so far; the next shape after them starts a new path). A PixiJS `Graphics`
 * is one; {@link SvgPainter} is another, so the sheet exported as SVG is drawn by the same code as
 * the canvas, stroke for stroke.
 */
export interface SheetPainter {
  moveTo(x: number, y: number): this
  lineTo(x: number, y: number): this
  rect(x: number, y: number, w: number, h: number): this
  roundRect(x: number, y: number, w: number, h: number, radius?: number): this
  circle(x: number, y: number, radius: number): this
  poly(points: number[]): this
  fill(style: number | PaintFill): this
  stroke(style: PaintStroke): this
}

/** A fill: a colour (0xRRGGBB) and its opacity (0-1). */
export interface PaintFill {
  readonly color: number
  readonly alpha?: number
}

/** A stroke: width in drawing units (mm on the sheet), colour, opacity, line ends and joins. */
export interface PaintStroke {
  readonly width: number
  readonly color: number
  readonly alpha?: number
  readonly cap?: 'butt' | 'round' | 'square'
  readonly join?: 'miter' | 'round' | 'bevel'
}

/** A colour as SVG writes it: `#rrggbb`. */
export function svgColour(color: number): string {
  return `#${(color & 0xffffff).toString(16).padStart(6, '0')}`
}

/** A number as SVG writes it: at most 3 decimals (a micrometre on a sheet in mm), no trailing zeros. */
export function svgNumber(n: number): string {
  if (!Number.isFinite(n)) return '0'
  const rounded = Math.round(n * 1000) / 1000
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

/**
 * Records what is painted as SVG elements: each `fill` or `stroke` writes the current path as a
 * `<path>` with that paint. Coordinates are written as given (the caller places the group).
 *
 * Example: `rect(0, 0, 2, 1).fill(0xff0000)` writes
 * `<path d="M0 0h2v1h-2Z" fill="#ff0000"/>`. Mitred joins are limited at 10 widths, as PixiJS's are
 * (SVG's default is 4).
 */
export class SvgPainter implements SheetPainter {
  private readonly elements: string[] = []
  private path = ''
  private painted = false

  /** The SVG elements painted so far, one per line. */
  get svg(): string {
    return this.elements.join('\n')
  }

  private add(d: string): this {
    if (this.painted) {
      this.path = ''
      this.painted = false
    }
    this.path += d
    return this
  }

  moveTo(x: number, y: number): this {
    return this.add(`M${svgNumber(x)} ${svgNumber(y)}`)
  }

  lineTo(x: number, y: number): this {
    return this.add(`L${svgNumber(x)} ${svgNumber(y)}`)
  }

  rect(x: number, y: number, w: number, h: number): this {
    return this.add(`M${svgNumber(x)} ${svgNumber(y)}h${svgNumber(w)}v${svgNumber(h)}h${svgNumber(-w)}Z`)
  }

  roundRect(x: number, y: number, w: number, h: number, radius = 0): this {
    const r = Math.max(0, Math.min(radius, w / 2, h / 2))
    if (r === 0) return this.rect(x, y, w, h)
    const a = (dx: number, dy: number) => `a${svgNumber(r)} ${svgNumber(r)} 0 0 1 ${svgNumber(dx)} ${svgNumber(dy)}`
    return this.add(
      `M${svgNumber(x + r)} ${svgNumber(y)}h${svgNumber(w - 2 * r)}${a(r, r)}v${svgNumber(h - 2 * r)}${a(-r, r)}h${svgNumber(-(w - 2 * r))}${a(-r, -r)}v${svgNumber(-(h - 2 * r))}${a(r, -r)}Z`,
    )
  }

  circle(x: number, y: number, radius: number): this {
    const r = svgNumber(radius)
    return this.add(`M${svgNumber(x - radius)} ${svgNumber(y)}a${r} ${r} 0 1 0 ${svgNumber(2 * radius)} 0a${r} ${r} 0 1 0 ${svgNumber(-2 * radius)} 0Z`)
  }

  poly(points: number[]): this {
    let d = ''
    for (let i = 0; i + 1 < points.length; i += 2) d += `${i === 0 ? 'M' : 'L'}${svgNumber(points[i]!)} ${svgNumber(points[i + 1]!)}`
    return this.add(`${d}Z`)
  }

  fill(style: number | PaintFill): this {
    const { color, alpha = 1 } = typeof style === 'number' ? { color: style } : style
    if (this.path !== '') this.elements.push(`<path d="${this.path}" fill="${svgColour(color)}"${alpha < 1 ? ` fill-opacity="${svgNumber(alpha)}"` : ''}/>`)
    this.painted = true
    return this
  }

  stroke(style: PaintStroke): this {
    const { width, color, alpha = 1, cap = 'butt', join = 'miter' } = style
    if (this.path !== '') {
      this.elements.push(
        `<path d="${this.path}" fill="none" stroke="${svgColour(color)}" stroke-width="${svgNumber(width)}" stroke-linecap="${cap}" stroke-linejoin="${join}"${join === 'miter' ? ' stroke-miterlimit="10"' : ''}${alpha < 1 ? ` stroke-opacity="${svgNumber(alpha)}"` : ''}/>`,
      )
    }
    this.painted = true
    return this
  }
}
