import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { editorCopy } from '../../../copy/admin-editor.ts'
import { browserTimeZone, editPostPath, postStanding, requestSiteRebuild, saveNeedsRebuild } from '../../../lib/admin/index.ts'
import {
  defaultPostForm,
  draftStore,
  formFromRow,
  publishAtInput,
  requiredMessage,
  rowFromForm,
  sameForm,
  slugChange,
  type FieldConflict,
  type FormProblem,
  type PostForm,
} from '../../../lib/admin/editor/index.ts'
import { createPost, loadCategories, loadPost, updatePost, type SaveResult } from '../../../lib/admin/posts.ts'
import { recordSlugRedirect } from '../../../lib/admin/redirects.ts'
import { categories as standardCategories } from '../../../lib/post/index.ts'
import type { BlogPostRow } from '../../../lib/supabase/database.types.ts'
import { browserClient } from '../../../lib/supabase/browser.ts'
import { useLiveStates } from '../live/useLiveStates.ts'

const copy = editorCopy
type Status = BlogPostRow['status']
type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' }
type Conflict = { current: BlogPostRow; changes: FieldConflict[]; status: Status }

/** The browser's storage for unsaved drafts; none where the browser refuses it. */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
const draftsOf = (key: string) => draftStore(browserStorage() ?? noStorage, key)

/**
 * The post editor's state and what it does: load the post (or start a new one) and its categories,
 * keep unsaved changes in the browser until they are saved, ask before leaving with them, save or
 * publish without overwriting someone else's newer version unasked. `formId` prefixes the fields'
 * ids, so a refused save can put the cursor in the first field to fix.
 */
export function usePostEditor(postId: string | null, formId: string) {
  const client = browserClient()
  const timeZone = browserTimeZone()
  const [id, setId] = useState(postId)
  const [phase, setPhase] = useState<Phase>({ kind: postId ? 'loading' : 'ready' })
  const [loaded, setLoaded] = useState<BlogPostRow | null>(null)
  const [baseline, setBaseline] = useState<PostForm>(defaultPostForm)
  const [form, setForm] = useState<PostForm>(defaultPostForm)
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [saving, setSaving] = useState<Status | null>(null)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [restored, setRestored] = useState<{ savedAt: string; stale: boolean } | null>(null)
  const [categoryOptions, setCategoryOptions] = useState<readonly { slug: string; name: string }[]>(standardCategories)
  const [attempt, setAttempt] = useState(0)
  const storageWarned = useRef(false)
  // Why this browser's latest request for a rebuild of the site failed, until the next one or the next save.
  const [refused, setRefused] = useState<string>()
  const [requesting, setRequesting] = useState(false)
  const { states, refresh, noteRequest } = useLiveStates(client, loaded ? [loaded] : [], refused)

  const isNew = loaded === null
  const dirty = phase.kind === 'ready' && !sameForm(form, baseline)
  const draftKey = id ?? 'new'

  // Load the categories and, when editing, the post; then bring back any unsaved draft of it.
  useEffect(() => {
    let live = true
    void loadCategories(client).then((result) => {
      if (!live) return
      if (result.ok && result.value.length > 0) setCategoryOptions(result.value)
      else if (!result.ok) toast.error(copy.toasts.error, { description: copy.toasts.categoriesFailed })
    })
    const restoreDraft = (base: PostForm, basedOn: string | null) => {
      const draft = draftsOf(postId ?? 'new').load()
      if (!draft || sameForm(draft.form, base)) return
      setForm(draft.form)
      setRestored({ savedAt: draft.savedAt, stale: draft.basedOn !== basedOn })
    }
    if (!postId) {
      restoreDraft(defaultPostForm(), null)
      return () => {
        live = false
      }
    }
    void loadPost(client, postId).then((result) => {
      if (!live) return
      if (!result.ok) {
        toast.error(copy.toasts.error, { description: copy.toasts.loadFailed })
        setPhase({ kind: 'failed', message: result.message })
        return
      }
      let base: PostForm
      try {
        base = formFromRow(result.value, timeZone)
      } catch (error) {
        setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
        return
      }
      setLoaded(result.value)
      setBaseline(base)
      setForm(base)
      restoreDraft(base, result.value.updated_at)
      setPhase({ kind: 'ready' })
    })
    return () => {
      live = false
    }
  }, [client, postId, attempt, timeZone])

  // Keep unsaved changes in the browser as they are typed; forget them once saved or undone.
  useEffect(() => {
    if (phase.kind !== 'ready') return
    const drafts = draftsOf(draftKey)
    if (!dirty) {
      drafts.clear()
      return
    }
    const kept = drafts.save({ form, basedOn: loaded?.updated_at ?? null, savedAt: new Date().toISOString() })
    if (!kept && !storageWarned.current) {
      storageWarned.current = true
      toast.warning(copy.draft.storageFull)
    }
  }, [form, dirty, draftKey, loaded, phase.kind])

  // Reloading or closing the tab with unsaved changes asks first, and so does following a link away
  // (the site's router takes links over before anything else could stop them, so this listens first).
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      if (link.origin !== location.origin || link.pathname === location.pathname) return
      if (window.confirm(copy.leaveConfirm)) return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, { capture: true })
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, { capture: true })
    }
  }, [dirty])

  /** Asks for a rebuild of the public site, and looks at where it stands again. */
  async function requestRebuild() {
    setRequesting(true)
    const result = await requestSiteRebuild(client)
    setRequesting(false)
    setRefused(result.ok ? undefined : result.message)
    if (result.ok) noteRequest(result.accepted)
    else refresh()
  }

  const set = <K extends keyof PostForm>(field: K, value: PostForm[K]) => setForm((current) => ({ ...current, [field]: value }))
  const problemFor = (field: keyof PostForm) => problems.find((problem) => problem.field === field)?.message

  async function save(status: Status, over: BlogPostRow | null = loaded) {
    const submitted = form
    const result = rowFromForm(submitted, { status, now: new Date(), timeZone, existing: over })
    // A half-typed date-time field reads as empty, which would publish now: it is a problem instead.
    const publishAtField = document.getElementById(`${formId}-published_at`)
    const unfinished: FormProblem[] = publishAtField instanceof HTMLInputElement && publishAtField.validity.badInput ? [{ field: 'published_at', message: copy.fields.publishAtUnfinished }] : []
    if (!result.ok || unfinished.length > 0) {
      const problems = [...unfinished, ...(result.ok ? [] : result.problems)]
      setProblems(problems)
      const required = problems.some((problem) => problem.message === requiredMessage)
      toast.error(copy.toasts.validation, { description: required ? requiredMessage : problems[0]?.message })
      document.getElementById(`${formId}-${problems[0]?.field}`)?.focus()
      return
    }
    setProblems([])
    setSaving(status)
    const wasNew = over === null
    let saved: SaveResult
    try {
      saved = over ? await updatePost(client, over, result.row) : await createPost(client, result.row)
    } catch {
      saved = { ok: false, reason: 'error', message: copy.toasts.saveFailed }
    }
    setSaving(null)
    if (!saved.ok) {
      if (saved.reason === 'conflict') setConflict({ current: saved.current, changes: saved.changes, status })
      else toast.error(copy.toasts.error, { description: saved.message || copy.toasts.saveFailed })
      return
    }
    const row = saved.row
    // A published post's old address keeps working: the next build sends it on to the new one.
    const moved = over ? slugChange(over, row.slug) : null
    if (moved) {
      const recorded = await recordSlugRedirect(client, moved)
      if (!recorded.ok) toast.error(copy.toasts.error, { description: copy.toasts.redirectFailed(moved.from) + recorded.message })
    }
    // A change visitors should see (or stop seeing) needs the site rebuilt; the status says when it is.
    setRefused(undefined)
    if (saveNeedsRebuild(over, row, new Date(), { moved: moved !== null })) void requestRebuild()
    else refresh()
    draftsOf(draftKey).clear()
    setLoaded(row)
    // Publish at shows the time the post got, such as now on a first publish, unless it was changed meanwhile.
    const publishAt = publishAtInput(row.published_at, timeZone)
    setBaseline({ ...submitted, published_at: publishAt })
    setForm((current) => (current.published_at === submitted.published_at ? { ...current, published_at: publishAt } : current))
    setRestored(null)
    if (wasNew) {
      setId(row.id)
      history.replaceState(history.state, '', editPostPath(row.id))
    }
    toast.success(copy.toasts.success, { description: wasNew ? copy.toasts.created : copy.toasts.updated })
    // A scheduled post is not on the site yet: the editor says when it will be instead of opening it.
    if (status === 'published' && postStanding(row, new Date()) === 'published') window.open(`/insights/${row.slug}`, '_blank', 'noopener')
  }

  function resolveConflict(choice: 'overwrite' | 'reload' | 'cancel') {
    if (!conflict) return
    setConflict(null)
    if (choice === 'overwrite') {
      setLoaded(conflict.current)
      void save(conflict.status, conflict.current)
    } else if (choice === 'reload') {
      const theirs = formFromRow(conflict.current, timeZone)
      setLoaded(conflict.current)
      setBaseline(theirs)
      setForm(theirs)
      setRestored(null)
      draftsOf(draftKey).clear()
      toast(copy.toasts.discarded)
    }
  }

  function discardDraft() {
    draftsOf(draftKey).clear()
    setForm(baseline)
    setRestored(null)
    toast(copy.toasts.discarded)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    void save(submitter?.getAttribute('value') === 'published' ? 'published' : 'draft')
  }

  function retry() {
    setPhase({ kind: 'loading' })
    setAttempt((n) => n + 1)
  }

  const live = { state: states?.[0], requesting, request: () => void requestRebuild() }
  return { client, timeZone, phase, retry, loaded, isNew, dirty, form, setForm, set, problemFor, saving, submit, conflict, resolveConflict, restored, discardDraft, categoryOptions, live }
}
