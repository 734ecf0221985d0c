import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  defaultPostForm,
  formFromRow,
  publishAtInput,
  sameForm,
  slugChange,
  type FieldConflict,
  type PostForm,
  type PostPayload,
} from '@/lib/admin/editor/index.ts'
import {
  createPost,
  editPostPath,
  postStanding,
  recordSlugRedirect,
  saveNeedsRebuild,
  updatePost,
  type SaveResult,
} from '@/lib/admin/index.ts'
import { pageAddress } from '@/lib/seo/index.ts'
import type { BlogPostRow, PublicClient } from '@/lib/supabase/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { useLiveStates } from '../live/useLiveStates.ts'
import { useRebuildRequest } from '../live/useRebuildRequest.ts'
import { draftsOf, keptDraft } from './browserDrafts.ts'
import type { EditorBusy } from './EditorToolbar.tsx'
import type { PublishPlan } from './PublishDialog.tsx'
import { useFieldProblems } from './useFieldProblems.ts'
import { useLeaveGuard } from './useLeaveGuard.ts'
import type { OpenedPost } from './useOpenedPost.ts'
import { useSaveCommands } from './useSaveCommands.ts'
import { useUnpublish } from './useUnpublish.ts'

const copy = editorCopy
type Status = BlogPostRow['status']
type Conflict = { current: BlogPostRow; changes: FieldConflict[]; status: Status }
/** One save: the row to write, the version it writes over (null for a new post), and the form it came from. */
type SaveRequest = { status: Status; row: PostPayload; over: BlogPostRow | null; submitted: PostForm }

/**
 * The post editor's state and what it does, for a post as opened (null for a new one): bring back
 * any unsaved draft of it, keep unsaved changes in the browser until they are saved, ask before
 * leaving with them, check it as the CLI does while it is written, save, or publish once the checks
 * pass and the writer confirms, without overwriting someone else's newer version unasked; ask before
 * Save Draft takes a post off the site, and unpublish as an action of its own. `formId` prefixes the
 * fields' ids, so a refused save can put the cursor at the first problem, once `reveal` has shown
 * that field if it was out of sight.
 */
export function usePostEditor(
  client: PublicClient,
  opened: OpenedPost | null,
  { formId, timeZone, reveal }: { formId: string; timeZone: string; reveal: (field: keyof PostForm) => void },
) {
  const [loaded, setLoaded] = useState<BlogPostRow | null>(opened?.row ?? null)
  const [baseline, setBaseline] = useState<PostForm>(() => opened?.form ?? defaultPostForm())
  const [draft] = useState(() => keptDraft(opened))
  const [form, setForm] = useState<PostForm>(draft?.form ?? baseline)
  const [restored, setRestored] = useState(draft?.restored ?? null)
  const [publishing, setPublishing] = useState<SaveRequest | null>(null)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const storageWarned = useRef(false)

  const rebuild = useRebuildRequest(client)
  // Why this browser's latest request for a rebuild of the site failed, until the next one or the next save.
  const refused = rebuild.data?.ok === false ? rebuild.data.message : undefined
  const { states, refresh, siteNow } = useLiveStates(client, loaded ? [loaded] : [], refused)
  const saveCall = useMutation({
    mutationFn: ({ row, over }: SaveRequest) => (over ? updatePost(client, over, row) : createPost(client, row)),
    onSuccess: (saved, request) => void settle(saved, request),
    onError: () => toast.error(copy.toasts.error, { description: copy.toasts.saveFailed }),
  })
  const problems = useFieldProblems(client, form, { formId, timeZone, loaded, reveal })
  const unpublish = useUnpublish(client, {
    done: unpublished,
    conflicted: ({ current, changes }) => setConflict({ current, changes, status: 'draft' }),
  })

  const isNew = loaded === null
  // Live or scheduled: visitors read it, or will. Save Draft asks first; the shortcut publishes.
  const onSite = loaded?.status === 'published'
  const dirty = !sameForm(form, baseline)
  const draftKey = loaded?.id ?? 'new'

  // Keep unsaved changes in the browser as they are typed; forget them once saved or undone.
  useEffect(() => {
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
  }, [form, dirty, draftKey, loaded])

  useLeaveGuard(dirty)

  /** Asks for a rebuild of the public site; a refused one is shown, and where the site stands is looked at again. */
  function requestRebuild() {
    rebuild.mutate(undefined, { onSuccess: (result) => (result.ok ? undefined : refresh()) })
  }

  const set = <K extends keyof PostForm>(field: K, value: PostForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }))

  /**
   * Checks the form and saves it as `status`; a publish must pass the shared checks, asked afresh,
   * and waits for its confirmation unless it already has one.
   */
  async function save(status: Status, over: BlogPostRow | null = loaded, { confirmed = false } = {}) {
    const submitted = form
    const row = await problems.rowToSave(submitted, status, over)
    if (!row) return
    const request = { status, row, over, submitted }
    if (status === 'published' && !confirmed) setPublishing(request)
    else saveCall.mutate(request)
  }

  // What the publish waiting for its confirmation puts on the site, judged by the site's clock.
  const publishPlan: PublishPlan | null = publishing && {
    title: publishing.row.title,
    slug: publishing.row.slug,
    publishAt: postStanding(publishing.row, siteNow()) === 'scheduled' ? publishing.row.published_at : null,
    movedFrom: (publishing.over && slugChange(publishing.over, publishing.row.slug)?.from) ?? null,
  }

  function answerPublish(confirmed: boolean) {
    if (publishing && confirmed) saveCall.mutate(publishing)
    setPublishing(null)
  }

  /** What follows a save the backend answered: a conflict or a refusal shown, or the saved post taken in. */
  async function settle(saved: SaveResult, { status, over, submitted }: SaveRequest) {
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
      if (!recorded.ok)
        toast.error(copy.toasts.error, { description: copy.toasts.redirectFailed(moved.from) + recorded.message })
    }
    // The moment of the save by the database's clock, which stamped the row: the browser's may be out.
    const savedAt = new Date(row.updated_at)
    // A change visitors should see (or stop seeing) needs the site rebuilt; the status says when it is.
    rebuild.reset()
    if (saveNeedsRebuild(over, row, savedAt, { moved: moved !== null })) requestRebuild()
    else refresh()
    draftsOf(draftKey).clear()
    setLoaded(row)
    // Publish at shows the time the post got, such as now on a first publish, unless it was changed meanwhile.
    const publishAt = publishAtInput(row.published_at, timeZone)
    setBaseline({ ...submitted, published_at: publishAt })
    setForm((current) =>
      current.published_at === submitted.published_at ? { ...current, published_at: publishAt } : current,
    )
    setRestored(null)
    if (over === null) history.replaceState(history.state, '', editPostPath(row.id))
    toast.success(copy.toasts.success, { description: over === null ? copy.toasts.created : copy.toasts.updated })
    // A scheduled post is not on the site yet: the editor says when it will be instead of opening it.
    if (status === 'published' && postStanding(row, savedAt) === 'published')
      window.open(pageAddress(`/insights/${row.slug}`), '_blank', 'noopener')
  }

  function resolveConflict(choice: 'overwrite' | 'reload' | 'cancel') {
    if (!conflict) return
    setConflict(null)
    if (choice === 'overwrite') {
      setLoaded(conflict.current)
      // A publish that met the conflict was confirmed before it was sent.
      void save(conflict.status, conflict.current, { confirmed: true })
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

  /** Takes in a post unpublished: the site is asked to drop it; the editor's unsaved changes stay as they are. */
  function unpublished(row: BlogPostRow, before: BlogPostRow) {
    const savedAt = new Date(row.updated_at)
    rebuild.reset()
    if (saveNeedsRebuild(before, row, savedAt)) requestRebuild()
    else refresh()
    setLoaded(row)
    const wasScheduled = postStanding(before, savedAt) === 'scheduled'
    toast.success(copy.toasts.success, {
      description: wasScheduled ? copy.unpublish.doneScheduled : copy.unpublish.done,
    })
  }

  const busy: EditorBusy = saveCall.isPending
    ? saveCall.variables.status
    : problems.checking
      ? 'checking'
      : unpublish.pending
        ? 'unpublishing'
        : null
  const commands = useSaveCommands({
    onSite,
    idle: busy === null && publishing === null && conflict === null && !unpublish.asking,
    save: (status, options) => void save(status, loaded, options),
  })

  const live = { state: states?.[0], requesting: rebuild.isPending, request: requestRebuild, siteNow }
  return {
    loaded,
    isNew,
    dirty,
    onSite,
    form,
    setForm,
    set,
    problems,
    busy,
    ...commands,
    publishPlan,
    answerPublish,
    unpublish: {
      asking: unpublish.asking,
      ask: unpublish.ask,
      answer: (confirmed: boolean) => unpublish.answer(confirmed, loaded),
    },
    conflict,
    resolveConflict,
    restored,
    discardDraft,
    live,
  }
}
