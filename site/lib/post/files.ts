// Post files (front matter + Markdown) for Node: the CLI, the build and the tests. gray-matter needs
// Node's Buffer, so this surface stays out of index.ts, which the browser admin and renderer import.
export { parsePostFile } from './post-file/parse.ts'
export type { ParsedPost, ParsePostFileResult } from './post-file/parse.ts'
export { serializePostFile } from './post-file/serialize.ts'
export { newPostFile } from './post-file/new-post.ts'
