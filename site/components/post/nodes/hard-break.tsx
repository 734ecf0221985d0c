import type { Handler } from '../state.ts'

/** A line break inside a paragraph or heading. */
export const hardBreak: Handler = () => <br />
