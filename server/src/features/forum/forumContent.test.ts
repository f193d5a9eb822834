import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ForumPaths as F, formatMessage, type IssueAndReplies, type RichTextJson } from '@harness/protocol'
import { doc, forumUser, issuePath, newIssue, type ForumUser } from '../../../test/forumFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { htmlToRichText } from './htmlImport'

let server: TestServer
let user: ForumUser
let issueId: number
beforeAll(async () => {
  server = await startTestServer()
  user = await forumUser(server)
  issueId = await newIssue(user.client)
})
afterAll(async () => {
  await server?.close()
})

const replyCount = async () => Number(((await server.database.db('replies').count({ n: '*' }).first()) as { n: string | number }).n)
const post = (content: unknown) => user.client.post(F.submitIssueReply, { content, issueId }, 'json')

/** Every node type, mark type and attribute name in a stored document, and its text. */
function inventory(json: RichTextJson): { names: Set<string>; text: string } {
  const names = new Set<string>()
  let text = ''
  const stack = [json]
  while (stack.length > 0) {
    const node = stack.pop()!
    names.add(node.type)
    for (const key of Object.keys(node.attrs ?? {})) names.add(`@${key}`)
    for (const mark of node.marks ?? []) names.add(`mark:${mark.type}`)
    if (node.text) text += node.text
    stack.push(...(node.content ?? []))
  }
  return { names, text }
}

/** The JSON text of a reply body whose content nests `depth` nodes of `type` (built as text: too deep for JSON.stringify). */
function nestedBody(type: string, depth: number): string {
  const inner = '{"type":"paragraph","content":[{"type":"text","text":"deep"}]}'
  const content = `{"type":"doc","content":[${`{"type":"${type}","content":[`.repeat(depth)}${inner}${']}'.repeat(depth)}]}`
  return `{"content":${content},"issueId":${issueId}}`
}
const postRaw = (body: string) => user.client.post(F.submitIssueReply, body, 'raw', { 'content-type': 'application/json' })

describe('forum rich text (security X)', () => {
  it('X1: script text in titles and content is stored verbatim and answered as JSON with nosniff', async () => {
    const script = '<script>alert(1)</script><img src=x onerror=alert(1)>'
    const id = await newIssue(user.client, script, doc(script))
    const answer = await user.client.get<IssueAndReplies>(issuePath(id))
    expect(answer.body.data.issue.title).toBe(script)
    expect(answer.body.data.issue.content).toEqual(doc(script))
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('X2: unknown node types and marks are refused with 400 and nothing is stored', async () => {
    const before = await replyCount()
    const bad: RichTextJson[] = [
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } }] },
      { type: 'doc', content: [{ type: 'iframe' }] },
      { type: 'doc', content: [{ type: 'html', text: '<script>alert(1)</script>' }] },
      { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] },
    ]
    for (const content of bad) expect((await post(content)).body, JSON.stringify(content)).toEqual({ code: 400, message: formatMessage('contentInvalid'), data: { field: 'content' } })
    expect(await replyCount()).toBe(before)
  })

  it('X3: bad and extra attributes are refused', async () => {
    const heading = (level: unknown) => ({ type: 'doc', content: [{ type: 'heading', attrs: { level }, content: [{ type: 'text', text: 'h' }] }] })
    const bad = [
      heading(0), heading(4), heading(7), heading('1" onclick="x'), heading(null),
      { type: 'doc', content: [{ type: 'code_block', attrs: { language: '"><img src=x onerror=alert(1)>' }, content: [{ type: 'text', text: 'x' }] }] },
      { type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'x' }, content: [{ type: 'text', text: 'x' }] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'strong', attrs: { onclick: 'x' } }] }] }] },
    ]
    for (const content of bad) expect((await post(content)).body.code, JSON.stringify(content)).toBe(400)
    expect((await post(heading(2))).body.code).toBe(200)
  })

  it('X4: wrong structure is refused', async () => {
    const bad = [
      { type: 'doc', content: [{ type: 'text', text: 'bare' }] },
      { type: 'doc', content: [{ type: 'list_item', content: [{ type: 'paragraph' }] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'h' }] }] }] },
      { type: 'doc', content: [{ type: 'code_block', content: [{ type: 'text', text: 'x', marks: [{ type: 'strong' }] }] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'strong' }, { type: 'strong' }] }] }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'not a doc' }] },
      { type: 'doc', content: [] },
    ]
    for (const content of bad) expect((await post(content)).body.code, JSON.stringify(content)).toBe(400)
  })

  it('X5: deep nesting and oversized posts are refused (400 / 413) quickly, nothing stored', async () => {
    const before = await replyCount()
    const started = Date.now()
    const deepJson = await postRaw(nestedBody('blockquote', 7_000))
    expect(deepJson.body).toEqual({ code: 400, message: formatMessage('contentTooDeep'), data: { field: 'content' } })
    const deepHtml = await post('<blockquote>'.repeat(10_000) + 'x')
    expect(deepHtml.body).toEqual({ code: 400, message: formatMessage('contentTooDeep'), data: { field: 'content' } })
    expect(Date.now() - started).toBeLessThan(10_000)
    // 10,000 nested blockquotes as JSON is larger than the forum's 256 KB body limit itself.
    expect((await postRaw(nestedBody('blockquote', 10_000))).body).toMatchObject({ code: 413, message: formatMessage('bodyTooLarge') })
    const manyNodes = { type: 'doc', content: Array.from({ length: 10_001 }, () => ({ type: 'paragraph' })) }
    expect((await post(manyNodes)).body).toEqual({ code: 400, message: formatMessage('contentTooLarge'), data: { field: 'content' } })
    expect((await post(doc('x'.repeat(300 * 1024)))).body).toMatchObject({ code: 413 })
    expect(await replyCount()).toBe(before)
    // Between the API's 100 KB and the forum's 256 KB: accepted on forum writes only.
    expect((await post(doc('y'.repeat(150 * 1024)))).body.code).toBe(200)
  })

  it('X6: HTML posts keep only text: no script, handlers, URLs, iframes or mXSS survive', async () => {
    const vectors = [
      '<p>a<script>alert(1)</script>b</p>',
      '<svg><script>alert(1)</script><text>svgtext</text></svg>',
      '<a href="jAvAsCrIpT:alert(1)">click</a>',
      '<a href=" https://x" onclick="alert(1)">link</a>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>after',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<img src=x onerror=alert(1)>img',
      '<p style="x" onmouseover="alert(1)"><b onclick="x">bold</b></p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ]
    for (const html of vectors) {
      const answer = await post(html)
      if (answer.body.code !== 200) {
        expect(answer.body.code, html).toBe(400)
        continue
      }
      const replyId = (answer.body.data as { replyId: number }).replyId
      const row = (await server.database.db('replies').where({ id: replyId }).first('content')) as { content: RichTextJson }
      const { names, text } = inventory(row.content)
      const allowed = new Set(['doc', 'paragraph', 'text', 'hard_break', 'mark:strong', 'mark:em', 'mark:strike', 'mark:underline', 'mark:code'])
      for (const name of names) expect(allowed.has(name), `${html}: ${name}`).toBe(true)
      const serialised = JSON.stringify(row.content)
      for (const needle of ['<script', 'onerror', 'onclick', 'javascript:', 'srcdoc', 'href', '<img', 'alert(1)']) {
        expect(serialised.toLowerCase().includes(needle.toLowerCase()), `${html}: ${needle}`).toBe(false)
      }
      expect(text.length).toBeGreaterThan(0)
    }
  })

  it('HTML import maps the schema elements and drops the rest keeping its text', () => {
    expect(htmlToRichText('<h2>T</h2><ul><li>one</li><li><p>two</p></li></ul><ol><li>n</li></ol><blockquote><p>q</p></blockquote><pre><code>a\n b</code></pre><hr><p>x<br>y <i>i</i><s>s</s><del>d</del><u>u</u><code>c</code></p><div>div text</div><h5>h5</h5>')).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'T' }] },
        { type: 'bullet_list', content: [
          { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
          { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }] },
        ] },
        { type: 'ordered_list', content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'n' }] }] }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'q' }] }] },
        { type: 'code_block', content: [{ type: 'text', text: 'a\n b' }] },
        { type: 'horizontal_rule' },
        { type: 'paragraph', content: [
          { type: 'text', text: 'x' }, { type: 'hard_break' }, { type: 'text', text: 'y ' },
          { type: 'text', text: 'i', marks: [{ type: 'em' }] }, { type: 'text', text: 's', marks: [{ type: 'strike' }] },
          { type: 'text', text: 'd', marks: [{ type: 'strike' }] }, { type: 'text', text: 'u', marks: [{ type: 'underline' }] },
          { type: 'text', text: 'c', marks: [{ type: 'code' }] },
        ] },
        { type: 'paragraph', content: [{ type: 'text', text: 'div text' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'h5' }] },
      ],
    })
  })
})
