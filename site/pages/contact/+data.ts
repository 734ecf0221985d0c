// https://vike.dev/data

/** When the page was rendered: the form's start time for visitors without JavaScript. */
export function data() {
  return { renderedAt: Date.now() }
}

export type Data = ReturnType<typeof data>
