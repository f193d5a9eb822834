/**
 * The width of `text` drawn `height` high, in the same unit, from its characters rather than a
 * font's metrics (measuring would lay every name out): a Latin letter or digit of a sans-serif
 * font about 0.6 of the height wide, a Chinese character as wide as high. The canvas sizes the
 * backing under its names with it too. Example: "X12" 3 mm high is 5.4 mm wide.
 */
export function textWidth(text: string, height: number): number {
  let ems = 0
  for (const ch of text) ems += ch.charCodeAt(0) < 0x2e80 ? 0.6 : 1
  return ems * height
}
