import { describe, expect, it } from 'vitest'
import type { EngineClient, ToolEvent, ToolUpdate } from '../../../workers/src/client/engineClient'
import { ToolForwarder } from './ToolForwarder'

const update = (state: string): ToolUpdate => ({ selection: [], hover: null, pan: null, brush: null, cursor: 'default', state, tool: 'select', typed: null, notice: null, drag: null })

/** An engine whose pointer calls resolve when the test says so, recording what reached it. */
function slowEngine() {
  const received: ToolEvent[] = []
  const pending: (() => void)[] = []
  const engine = {
    api: {
      pointer: (event: ToolEvent) => new Promise((resolve) => {
        received.push(event)
        pending.push(() => resolve({ ok: true, update: update(event.type) }))
      }),
    },
  } as unknown as EngineClient
  const answerNext = async () => {
    pending.shift()!()
    await new Promise((r) => setTimeout(r, 0))
  }
  return { engine, received, answerNext }
}

const at = (type: 'pointerDown' | 'pointerMove', x: number): ToolEvent => ({ type, point: [x, 0], screen: [x, 0], button: 0, shift: false, ctrl: false, space: false, scale: 1 })
const move = (x: number) => at('pointerMove', x)

describe('tool forwarder', () => {
  it('sends events in order, one at a time, merging the moves that pile up meanwhile into the newest', async () => {
    const { engine, received, answerNext } = slowEngine()
    const updates: string[] = []
    const forwarder = new ToolForwarder(engine, (u) => updates.push(u.state))
    forwarder.send(at('pointerDown', 0))
    forwarder.send(move(1))
    forwarder.send(move(2))
    forwarder.send(move(3))
    forwarder.send({ type: 'keyDown', key: 'Escape', shift: false, ctrl: false })
    forwarder.send(move(4))
    expect(received.map((e) => e.type)).toEqual(['pointerDown'])
    await answerNext()
    await answerNext()
    await answerNext()
    await answerNext()
    expect(received).toEqual([at('pointerDown', 0), move(3), { type: 'keyDown', key: 'Escape', shift: false, ctrl: false }, move(4)])
    expect(updates).toEqual(['pointerDown', 'pointerMove', 'keyDown', 'pointerMove'])
  })

  it('tells when every event sent has been answered, for an undo pressed right after a click', async () => {
    const { engine, answerNext } = slowEngine()
    const forwarder = new ToolForwarder(engine, () => undefined)
    let idle = false
    await forwarder.idle()
    forwarder.send(at('pointerDown', 0))
    forwarder.send({ type: 'pointerUp', point: [0, 0], screen: [0, 0], button: 0, shift: false, ctrl: false, space: false, scale: 1 })
    void forwarder.idle().then(() => { idle = true })
    await answerNext()
    expect(idle).toBe(false)
    await answerNext()
    expect(idle).toBe(true)
  })
})
