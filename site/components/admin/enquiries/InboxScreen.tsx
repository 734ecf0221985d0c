import { useId, useRef, useState } from 'react'
import {
  inboxFilters,
  inboxPaths,
  inboxViewFrom,
  inboxViewSearch,
  type InboxView,
} from '@/lib/admin/enquiries/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import { cn } from '@/lib/ui/cn.ts'
import { inboxCopy as copy } from '@/copy/admin-enquiries.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { inputClasses } from '../../ui/input.ts'
import { useSettledValue } from '../list/useSettledValue.ts'
import { PageLinks } from '../PageLinks.tsx'
import { ToggleButtons } from '../ToggleButtons.tsx'
import { EnquiryListItem } from './EnquiryListItem.tsx'
import { ExportButton } from './ExportButton.tsx'
import { useInbox } from './useInbox.ts'

/** How long typing pauses before the search looks the words up. */
const searchDelayMs = 250

const addressOf = (view: InboxView) => inboxPaths.list + inboxViewSearch(view)

/** The enquiry inbox: a page of enquiries at a time, newest first, by filter and search, each opening its own page. */
export function InboxScreen() {
  const client = browserClient()
  const id = useId()
  const [view, setView] = useState(() => inboxViewFrom(location.search))
  // Typed words are looked up once typing pauses; an emptied search shows the filter at once.
  const typed = useSettledValue(view.search, searchDelayMs)
  const asked = { ...view, search: view.search.trim() ? typed : '' }
  const { page, counts } = useInbox(client, asked)
  const heading = useRef<HTMLHeadingElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const list = page.data
  const now = new Date()

  function show(next: InboxView) {
    // Replace, not push: the filter, search and page are a view of this page, and a reload keeps them.
    history.replaceState(history.state, '', addressOf(next) + location.hash)
    setView(next)
  }

  function goToPage(to: number) {
    show({ ...view, page: to })
    heading.current?.focus()
  }

  function clearSearch() {
    show({ ...view, search: '', page: 1 })
    search.current?.focus()
  }

  const label = (filter: InboxView['filter']) =>
    counts ? copy.filters.withCount(copy.filters.names[filter], counts[filter]) : copy.filters.names[filter]

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-ink focus:outline-none">
          {copy.heading}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <a href={inboxPaths.sources} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {copy.links.sources}
          </a>
          <a href={inboxPaths.erase} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {copy.links.erase}
          </a>
          <ExportButton client={client} view={asked} />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-4">
        <ToggleButtons
          label={copy.filters.label}
          options={inboxFilters.map((filter) => ({ value: filter, label: label(filter) }))}
          value={view.filter}
          onChange={(filter) => show({ ...view, filter, page: 1 })}
        />
        <div className="w-full sm:w-96">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium text-ink">
            {copy.search.label}
          </label>
          <input
            ref={search}
            id={`${id}-search`}
            type="search"
            value={view.search}
            onChange={(event) => show({ ...view, search: event.target.value, page: 1 })}
            className={cn(inputClasses, 'mt-1.5 py-2')}
          />
        </div>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-slate-700">
        {list && list.page < asked.page && `${copy.pastTheEnd(asked.page, list.page)} `}
        {list &&
          list.enquiries.length > 0 &&
          copy.shown(list.first, list.first + list.enquiries.length - 1, list.matching)}
      </p>
      <div className="mt-3">
        {page.isPending && (
          <p role="status" className="py-12 text-center text-lg text-slate-700">
            {copy.loading}
          </p>
        )}
        {page.isError && !list && (
          <div className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
            <p className="font-medium text-red-800">{copy.loadFailed}</p>
            <button
              type="button"
              onClick={() => void page.refetch()}
              className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}
            >
              {copy.retry}
            </button>
          </div>
        )}
        {list?.matching === 0 && (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            {asked.search ? (
              <>
                <p className="text-lg text-slate-700">{copy.noMatch}</p>
                <button type="button" onClick={clearSearch} className={buttonVariants({ className: 'mt-4' })}>
                  {copy.clearSearch}
                </button>
              </>
            ) : (
              <p className="text-lg text-slate-700">{copy.empty[asked.filter]}</p>
            )}
          </div>
        )}
        {list && list.enquiries.length > 0 && (
          <>
            <ul aria-label={copy.listLabel} className="space-y-3">
              {list.enquiries.map((enquiry) => (
                <li key={enquiry.id}>
                  <EnquiryListItem enquiry={enquiry} now={now} />
                </li>
              ))}
            </ul>
            <PageLinks
              copy={copy.pages}
              page={list.page}
              pages={list.pages}
              hrefOf={(to) => addressOf({ ...view, page: to })}
              onGo={goToPage}
            />
          </>
        )}
      </div>
    </>
  )
}
