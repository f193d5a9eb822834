import { memo, useEffect, useState, type CSSProperties } from 'react'
import { overviewNamesWanted } from '@harness/engine'
import type { EngineClient, OverviewName } from '../../../workers/src/client/engineClient'
import { visibleBox, type Camera, type ViewSize } from './camera'
import { svgColour } from './sheetPainter'

/** How long the view must rest before its names are asked for again, in ms (a wheel burst asks once). */
const SETTLE_MS = 120

/**
 * Connector and splice names written over the canvas where the drawing's own names are too small
 * to read at the overview's size (below 4 px per mm at the default font size: the whole harness
 * at a glance, as an overview sheet names its parts): the worker places them for the view once it rests (`overviewNames`: larger connectors
 * first, none touching another), at the page's small type whatever the zoom. They are page text
 * over the WebGL canvas, each placed from its sheet anchor through the camera's scale and offset
 * held as CSS variables of the layer, so a pan or zoom moves them without rendering them again.
 * They take no pointer: a click goes to the drawing under them. They are written in the drawing
 * settings' font colour on a backing of the page's colour (`font`), in the page's own face, whose
 * widths the worker's placing assumes.
 */
export function OverviewNames({ engine, camera, size, version, font }: {
  readonly engine: EngineClient
  readonly camera: Camera
  readonly size: ViewSize
  /** The document version drawn: a change asks again (a connector renamed or moved). */
  readonly version: number
  /**
   * The settings' text colour and page colour (0xRRGGBB): the names' and their backings'; and
   * the drawing's name height (mm), which decides where the tiles' own names take over.
   */
  readonly font: { readonly textColor: number; readonly background: number; readonly nameHeight: number } | null
}) {
  const wanted = overviewNamesWanted(camera.scale, font?.nameHeight) && size.width > 0
  const [names, setNames] = useState<readonly OverviewName[]>([])
  useEffect(() => {
    if (!wanted) return
    let live = true
    const timer = setTimeout(() => {
      void engine.api.overviewNames(visibleBox(camera, size), camera.scale).then((answer) => {
        if (live && answer.ok) setNames(answer.names)
      }, () => undefined)
    }, SETTLE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [engine, wanted, camera, size, version])
  if (!wanted) return null
  const place = {
    '--s': camera.scale, '--ox': camera.offsetX, '--oy': camera.offsetY,
    ...(font ? { '--name-colour': svgColour(font.textColor), '--name-backing': `${svgColour(font.background)}d1` } : {}),
  } as CSSProperties
  return (
    <div className="ed-names" style={place} aria-hidden="true" data-testid="overview-names">
      <NameList names={names} />
    </div>
  )
}

/** The names at their sheet anchors: rendered again only when the names change, not the camera. */
const NameList = memo(function NameList({ names }: { readonly names: readonly OverviewName[] }) {
  return (
    <>
      {names.map((name) => (
        <span key={name.id} data-id={name.id} className={name.below ? 'ed-name-below' : undefined} style={{ '--x': name.at[0], '--y': name.at[1] } as CSSProperties}>{name.text}</span>
      ))}
    </>
  )
})
