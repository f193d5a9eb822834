/**
 * A new canvas of `width` × `height` px painted white, with its 2D context: what an image is drawn
 * on before it is encoded as JPEG (which has no transparency: transparent pixels would turn
 * black) or handed on as a picture of a white sheet. Throws when the browser gives no 2D context.
 */
export function whiteCanvas(width: number, height: number): { readonly canvas: HTMLCanvasElement; readonly context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('the browser gave no 2D canvas context')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  return { canvas, context }
}
