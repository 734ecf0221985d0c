/** How every text input, text area and drop-down on the site looks: a clear border, a visible focus ring, red when invalid. */
export const inputClasses =
  'mt-2 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-ink placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus aria-invalid:border-red-700'
