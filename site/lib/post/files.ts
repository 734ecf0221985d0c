// Post files (front matter + Markdown). Nothing here needs Node: the browser can read a post file just
// as the CLI and the build do. It stays apart from index.ts so that the renderer never pulls in a YAML parser.
export { parsePostFile } from './post-file/parse.ts'
export type { ParsedPost, ParsePostFileResult } from './post-file/parse.ts'
export { serializePostFile } from './post-file/serialize.ts'
export { newPostFile } from './post-file/new-post.ts'
