import { useEffect, useState } from 'react'
import { searchIndexPath, type SearchEntry, type SearchIndex } from './search.ts'

interface SearchIndexState {
  /** Every published post as the build indexed it; undefined until the index arrives. */
  posts: SearchEntry[] | undefined
  /** The index could not be read: search goes on over the posts the list has. */
  failed: boolean
}

// One download a visit, shared by every render that asks.
let loading: Promise<SearchEntry[]> | undefined

async function readIndex(): Promise<SearchEntry[]> {
  const response = await fetch(searchIndexPath)
  if (!response.ok) throw new Error(`${searchIndexPath} answered ${response.status}`)
  return ((await response.json()) as SearchIndex).posts
}

/**
 * The search index, fetched the first time `wanted` is true (the visitor types a search or picks a
 * category) and kept for the rest of the visit; a visitor who only reads the list never downloads it.
 * A download that fails is tried again the next time search is wanted.
 */
export function useSearchIndex(wanted: boolean): SearchIndexState {
  const [state, setState] = useState<SearchIndexState>({ posts: undefined, failed: false })
  useEffect(() => {
    if (!wanted) return
    let stopped = false
    loading ??= readIndex()
    loading.then(
      (posts) => !stopped && setState({ posts, failed: false }),
      (error: unknown) => {
        loading = undefined
        console.error('Could not load the search index; searching the articles on this page instead.', error)
        if (!stopped) setState({ posts: undefined, failed: true })
      },
    )
    return () => {
      stopped = true
    }
  }, [wanted])
  return state
}
