import type { SVGProps } from 'react'

/** The names of the shell's line icons. */
export type IconName =
  | 'model' | 'team' | 'cloud' | 'calc' | 'params' | 'library' | 'globe' | 'close' | 'check' | 'alert'
  | 'info' | 'folder' | 'project' | 'bell' | 'settings' | 'share' | 'help' | 'arrowLeft' | 'arrowRight'
  | 'camera' | 'user' | 'phone' | 'mail' | 'lock' | 'home' | 'logout' | 'rocket' | 'forum' | 'shield' | 'copy' | 'key'
  // The rich-text editor's toolbar.
  | 'bold' | 'italic' | 'strike' | 'underline' | 'inlineCode' | 'paragraph' | 'heading1' | 'heading2' | 'heading3'
  | 'bulletList' | 'orderedList' | 'quote' | 'codeBlock' | 'horizontalRule' | 'undo' | 'redo'
  | 'more' | 'plus' | 'file' | 'harness' | 'drawing' | 'table' | 'upload' | 'download' | 'import' | 'trash' | 'restore'
  | 'move' | 'edit' | 'chevronRight' | 'chevronDown' | 'history' | 'compare' | 'factory' | 'link'
  | 'clock' | 'eye'

const paths: Readonly<Record<IconName, string>> = {
  model: 'M4 7h4v4H4zM16 13h4v4h-4zM8 9h3a2 2 0 0 1 2 2v2a2 2 0 0 0 2 2h1M6 11v6h10',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M18 20a6 6 0 0 0-3-5.2',
  cloud: 'M7 18a4 4 0 0 1-.5-8A5.5 5.5 0 0 1 17 8.5 3.8 3.8 0 0 1 17.5 18z',
  calc: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM8 7h8M8 12h2M14 12h2M8 16h2M14 16h2',
  params: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  library: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 17a3 3 0 1 0 6 0 3 3 0 0 0-6 0',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7',
  alert: 'M12 9v4M12 17h.01M10.3 3.9L2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  folder: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  project: 'M4 5h16v14H4zM4 9h16M9 9v10',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
  share: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  lock: 'M6 11h12v9H6zM9 11V8a3 3 0 0 1 6 0v3',
  home: 'M4 11l8-7 8 7M6 9.5V20h12V9.5',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  forum: 'M4 5h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM19 9h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-1v3l-4-3h-4',
  rocket: 'M5 19c0-3 1-5 3-6M14 4c3 0 6 3 6 6-2 4-6 7-9 8l-5-5c1-3 4-7 8-9zM15 9h.01M9 15l-3 3',
  // Letters and marks drawn as strokes on the same 24-unit grid; headings are an H and its level.
  bold: 'M7 5h5.5a3.5 3.5 0 0 1 0 7H7zM7 12h6.5a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M11 5h7M6 19h7M15 5l-6 14',
  strike: 'M4 12h16M16.5 7.5C16 6 14.3 5 12 5 9.5 5 7.7 6.3 7.7 8.2c0 1.5 1 2.5 3 3.1M8 16.3c.6 1.7 2.2 2.7 4.3 2.7 2.6 0 4.4-1.3 4.4-3.3 0-.8-.2-1.4-.7-1.9',
  underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
  inlineCode: 'M9 7l-5 5 5 5M15 7l5 5-5 5',
  paragraph: 'M13 4v16M17 4v16M19.5 4H10.5a4.5 4.5 0 0 0 0 9H13',
  heading1: 'M3 6v12M11 6v12M3 12h8M16 10l2.5-2V18',
  heading2: 'M3 6v12M11 6v12M3 12h8M15.5 10a2.3 2.3 0 0 1 4.5.7c0 2.3-4.5 4-4.5 7.3H21',
  heading3: 'M3 6v12M11 6v12M3 12h8M15.5 8H20l-2.6 3.4a2.9 2.9 0 1 1-1.9 5.3',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.6 14.4a1.4 1.4 0 0 1 2.7.5c0 1.2-2.7 1.9-2.7 3.6h2.9',
  quote: 'M9.5 7C7 7.6 5 9.6 5 12.5V17h4.5v-4.5H5.5M19 7c-2.5.6-4.5 2.6-4.5 5.5V17H19v-4.5h-4',
  codeBlock: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM10 9l-3 3 3 3M14 9l3 3-3 3',
  horizontalRule: 'M3 12h18M6 7h.01M10 7h.01M14 7h.01M18 7h.01M6 17h.01M10 17h.01M14 17h.01M18 17h.01',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  shield: 'M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6zM9 12l2 2 4-4',
  copy: 'M9 9h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1',
  key: 'M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 11h9M18 11v3M21 11v2',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  plus: 'M12 5v14M5 12h14',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  harness: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h2c2 0 2 4 4 4M9 16h6',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14',
  drawing: 'M6 3h8l4 4v14H6zM14 3v4h4M8.5 11h4v4h-4zM12.5 13h3M15.5 11.5v3',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  download: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  import: 'M14 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M3 12h12M11 8l4 4-4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  restore: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4M12 8v4l3 2',
  move: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM10 13h6M14 11l2 2-2 2',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l4 2',
  compare: 'M8 3v18M16 3v18M4 7h4M16 17h4M4 12h4M16 12h4',
  factory: 'M3 21V10l6 3V10l6 3V6l6-3v18zM7 17h2M12 17h2M17 17h2',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
}

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  readonly name: IconName
  /** Edge length in CSS pixels. */
  readonly size?: number
}

/** A 24-unit line icon drawn in the current text colour; decorative (hidden from assistive tech). */
export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <path d={paths[name]} />
    </svg>
  )
}
