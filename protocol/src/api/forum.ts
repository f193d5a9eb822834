import type { RichTextJson } from '../forum/validateRichText'

/**
 * The forum API: the two calls of specification section 7 (`queryIssueAndReply`,
 * `submitIssueReply`) and the rest of a working forum in the same style. Content is ProseMirror
 * JSON of `richTextSchema`; clients may also send HTML, which the server parses through the schema.
 */
export const ForumPaths = {
  /** GET, path parameter issueId; query page, pageSize for the replies. */
  queryIssueAndReply: '/api/issue/queryIssueAndReply/:issueId',
  /** POST JSON {content, issueId}. */
  submitIssueReply: '/api/issue/submitIssueReply',
  /** POST JSON {title, content}; answers {issueId}. */
  createIssue: '/api/issue/createIssue',
  /** GET query page, pageSize, status (open|closed|all), mine (1), q (text search). */
  listIssues: '/api/issue/listIssues',
  /** POST JSON {issueId, title?, content?} (author or moderator). */
  updateIssue: '/api/issue/updateIssue',
  /** POST JSON {issueId} (author or moderator). */
  deleteIssue: '/api/issue/deleteIssue',
  /** POST JSON {issueId, closed: boolean} (author or moderator). */
  setIssueClosed: '/api/issue/setIssueClosed',
  /** POST JSON {replyId, content, issueId?} (author or moderator); with issueId, a reply of another issue is 404. */
  updateReply: '/api/issue/updateReply',
  /** POST JSON {replyId, issueId?} (author or moderator); with issueId, a reply of another issue is 404. */
  deleteReply: '/api/issue/deleteReply',
  /** POST JSON {target: 'issue'|'reply', id, action: 'hide'|'unhide'|'pin'|'unpin'} (admin, superadmin). */
  moderate: '/api/issue/moderate',
} as const

/** An issue as the detail screen shows it. */
export interface IssueView {
  readonly issueId: number
  readonly title: string
  readonly content: RichTextJson
  readonly createrName: string
  readonly createDate: string
  readonly updateDate: string
  readonly closed: boolean
  readonly pinned: boolean
  readonly hidden: boolean
  readonly replyCount: number
  /** What the caller may do with it. */
  readonly canEdit: boolean
  readonly canModerate: boolean
}

/** A reply as the detail screen shows it (spec 3: createrName, createDate, content). */
export interface ReplyView {
  readonly replyId: number
  readonly createrName: string
  readonly createDate: string
  readonly content: RichTextJson
  readonly hidden: boolean
  readonly canEdit: boolean
}

/** `data` of queryIssueAndReply: the issue and one page of its replies. */
export interface IssueAndReplies {
  readonly issue: IssueView
  readonly replies: readonly ReplyView[]
  readonly page: number
  readonly pageSize: number
  readonly total: number
}

/** One row of the issue list. */
export interface IssueSummary {
  readonly issueId: number
  readonly title: string
  readonly createrName: string
  readonly createDate: string
  readonly lastActivity: string
  readonly replyCount: number
  readonly closed: boolean
  readonly pinned: boolean
  readonly excerpt: string
}

/** `data` of listIssues. */
export interface IssuePage {
  readonly issues: readonly IssueSummary[]
  readonly page: number
  readonly pageSize: number
  readonly total: number
}
