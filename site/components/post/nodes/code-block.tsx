import { plainText, type Handler } from '../state.ts'

// A language is used as a class name and an attribute, so only a short word-like name is kept.
const LANGUAGE = /^[\w#+.-]{1,40}$/

/** Preformatted code on a dark panel that scrolls sideways; focusable so keyboard users can scroll it. */
export const codeBlock: Handler = (node) => {
  const code = plainText(node)
  if (code === '') return null
  const { language } = node.attrs
  const named = typeof language === 'string' && LANGUAGE.test(language) ? language : undefined
  return (
    <pre
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-lg bg-navy-950 p-4 text-sm leading-6 text-slate-100 first:mt-0"
    >
      <code className={named && `language-${named}`} data-language={named}>
        {code}
      </code>
    </pre>
  )
}
