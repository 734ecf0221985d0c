import type { Handler } from '../state.ts'

/** A thematic break between sections. */
export const horizontalRule: Handler = () => <hr className="my-10 border-slate-200" />
