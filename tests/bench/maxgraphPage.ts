/**
 * The maxGraph side of `npm run bench:editor`: a page that draws a harness topology with maxGraph
 * (draw.io's lineage), the way a diagram editor would hold it, and answers the benchmark's timings:
 * nodes and connectors as vertices, segments as edges between their nodes' vertices.
 */
import { Graph, type Cell } from '@maxgraph/core'

/** The topology the benchmark hands over: nodes with positions in mm, segments between them, connectors at nodes. */
interface Topology {
  readonly nodes: ReadonlyArray<readonly [string, number, number]>
  readonly segments: ReadonlyArray<readonly [string, string, string]>
  readonly connectors: ReadonlyArray<readonly [string, string]>
}

const frame = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))

let graph: Graph | null = null

/** Draws `topology` fitted to the page; answers the ms from the start to the first painted frame. */
async function load(topology: Topology): Promise<number> {
  const started = performance.now()
  const container = document.getElementById('graph')!
  graph = new Graph(container)
  const parent = graph.getDefaultParent()
  const byNode = new Map<string, Cell>()
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const [, x, y] of topology.nodes) {
    minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y)
  }
  const scale = Math.min(container.clientWidth / Math.max(1, maxX - minX), container.clientHeight / Math.max(1, maxY - minY))
  graph.batchUpdate(() => {
    for (const [id, x, y] of topology.nodes) byNode.set(id, graph!.insertVertex(parent, id, '', (x - minX) * scale, (y - minY) * scale, 4, 4, { shape: 'ellipse' }))
    for (const [id, nodeId] of topology.connectors) {
      const node = byNode.get(nodeId)
      if (node?.geometry) graph!.insertVertex(parent, id, id, node.geometry.x - 4, node.geometry.y - 4, 12, 12)
    }
    for (const [id, a, b] of topology.segments) graph!.insertEdge(parent, id, '', byNode.get(a), byNode.get(b), { endArrow: 'none' })
  })
  await frame()
  return performance.now() - started
}

/** One zoom step (maxGraph redraws every cell); answers its ms to the painted frame. */
async function zoomStep(): Promise<number> {
  const started = performance.now()
  graph!.zoomIn()
  await frame()
  return performance.now() - started
}

/**
 * `count` frame intervals: each from one animation frame to the next, nothing drawn between. A
 * change is painted in a frame, so no zoom step, ours or maxGraph's, is measured much under one
 * interval (a step that starts just before a frame may come in a little under it).
 */
async function frameIntervals(count: number): Promise<number[]> {
  const times: number[] = []
  let last = await new Promise<number>((done) => requestAnimationFrame(done))
  for (let i = 0; i < count; i++) {
    const now = await new Promise<number>((done) => requestAnimationFrame(done))
    times.push(now - last)
    last = now
  }
  return times
}

/** `count` hit tests at the given points; answers the ms of each. */
function hitTests(points: ReadonlyArray<readonly [number, number]>): number[] {
  return points.map(([x, y]) => {
    const started = performance.now()
    graph!.getCellAt(x, y)
    return performance.now() - started
  })
}

Object.assign(window, { maxgraphBench: { load, zoomStep, frameIntervals, hitTests } })
