import { __iconData as share2 } from 'lucide-react/icons/share-2'
import { useState } from 'react'
import { Button } from '../ui/button.tsx'
import { LucideSvg } from '../ui/lucide.tsx'

// The page ships no bundle; this inline script is all the JavaScript an article carries. It shows
// the button (useless without a script), then shares natively or copies the link: the article's own
// address, whatever form of it (query, fragment, no slash) the visitor arrived at.
const shareScript = `(() => {
  const button = document.currentScript.previousElementSibling.querySelector('button');
  const status = button.nextElementSibling;
  button.hidden = false;
  button.addEventListener('click', async () => {
    const data = { title: button.dataset.title, text: button.dataset.text, url: new URL(button.dataset.url, location.href).href };
    if (navigator.share) {
      try { await navigator.share(data); } catch (error) { console.log('Share cancelled:', error); }
      return;
    }
    try { await navigator.clipboard.writeText(data.url); status.textContent = button.dataset.copied; }
    catch { status.textContent = button.dataset.manual + ' ' + data.url; }
  });
})()`

export interface ShareProps {
  title: string
  text: string
  /** The article's site-relative address, as it is linked to. */
  url: string
  label: string
  copied: string
  manual: string
}

/**
 * Shares the article natively, or copies its link and says so. On a prerendered page an inline
 * script wires it; where React renders the article in the browser, `hydrated` wires it instead.
 */
export function ShareButton({ hydrated, ...props }: ShareProps & { hydrated?: boolean }) {
  const [status, setStatus] = useState('')
  const share = async () => {
    const data = { title: props.title, text: props.text, url: new URL(props.url, location.href).href }
    if (navigator.share) return navigator.share(data).catch((error: unknown) => console.log('Share cancelled:', error))
    await navigator.clipboard.writeText(data.url).then(
      () => setStatus(props.copied),
      () => setStatus(`${props.manual} ${data.url}`),
    )
  }
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          hidden={!hydrated}
          onClick={hydrated ? share : undefined}
          data-title={props.title}
          data-text={props.text}
          data-url={props.url}
          data-copied={props.copied}
          data-manual={props.manual}
        >
          <LucideSvg icon={share2} className="size-4" />
          {props.label}
        </Button>
        <p role="status" className="text-sm font-medium text-emerald-800">
          {status}
        </p>
      </div>
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: shareScript }} />}
    </>
  )
}
