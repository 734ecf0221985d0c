import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import {
  blockingChecks,
  fieldProblems,
  offsetAt,
  problemsStillShown,
  requiredMessage,
  rowFromForm,
  type FormProblem,
  type PostForm,
  type PostPayload,
} from '@/lib/admin/editor/index.ts'
import type { PostCheck } from '@/lib/post/checks/index.ts'
import type { BlogPostRow, PublicClient } from '@/lib/supabase/index.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { usePostChecks } from './usePostChecks.ts'

type Status = BlogPostRow['status']
/** A save refused before it was sent: its status, the form it checked, and the problems it found there. */
type Refusal = { status: Status; submitted: PostForm; problems: FormProblem[] }

/**
 * What the editor says is wrong, at each field, and what it lets through: the form's own problems
 * (after a refused save, each flagged field checked again as it changes, so its message goes once
 * it is fixed) and the checks every channel shares (live as the writer types), each said once.
 * `rowToSave` decides a save: the row, or null once it has shown why not and put the cursor at the
 * first problem (a publish must also pass the checks, asked afresh). Field ids are `${formId}-<field>`.
 */
export function useFieldProblems(
  client: PublicClient,
  form: PostForm,
  {
    formId,
    timeZone,
    loaded,
    reveal,
  }: { formId: string; timeZone: string; loaded: BlogPostRow | null; reveal: (field: keyof PostForm) => void },
) {
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [checking, setChecking] = useState(false)
  const { checks, checkNow } = usePostChecks(client, form, loaded?.id ?? null)

  const problems = useMemo(() => {
    if (!refusal) return []
    const checked = rowFromForm(form, { status: refusal.status, timeZone, existing: loaded })
    // Only the browser knows a Publish at field is half typed: that stands until the field changes.
    const unfinished = refusal.problems.filter(
      (problem) =>
        problem.message === copy.fields.publishAtUnfinished && form.published_at === refusal.submitted.published_at,
    )
    return [...unfinished, ...problemsStillShown(refusal.problems, checked.ok ? [] : checked.problems)]
  }, [refusal, form, timeZone, loaded])
  const shown = useMemo(() => fieldProblems(problems, checks), [problems, checks])
  const blocked = useMemo(() => blockingChecks(checks), [checks])

  /** Puts the cursor in a field, at a line and column of the content when given, once the field is in sight. */
  function goTo(field: keyof PostForm, { line, column }: { line?: number; column?: number } = {}) {
    reveal(field)
    const element = document.getElementById(`${formId}-${field}`)
    // Placed before the focus, which then brings that part of the text into view.
    if (element instanceof HTMLTextAreaElement && line !== undefined) {
      const at = offsetAt(element.value, line, column ?? 1)
      element.setSelectionRange(at, at)
    }
    element?.focus()
  }

  /** Shows why a save was refused: the problems at their fields, a toast, the cursor at the first one. */
  function refuse(status: Status, submitted: PostForm, found: FormProblem[], checked: PostCheck[]) {
    setRefusal({ status, submitted, problems: found })
    const required = found.some((problem) => problem.message === requiredMessage)
    toast.error(copy.toasts.validation, {
      description: required ? requiredMessage : (found[0]?.message ?? copy.checks.blockedToast),
    })
    const first = found[0] ?? checked[0]
    if (first) goTo(first.field as keyof PostForm, first)
  }

  /** The row to save `submitted` as, over `over`; null when it may not be saved, once the writer has been shown why. */
  async function rowToSave(submitted: PostForm, status: Status, over: BlogPostRow | null): Promise<PostPayload | null> {
    const result = rowFromForm(submitted, { status, timeZone, existing: over })
    // A half-typed date-time field reads as empty, which would publish now: it is a problem instead.
    const publishAtField = document.getElementById(`${formId}-published_at`)
    const unfinished: FormProblem[] =
      publishAtField instanceof HTMLInputElement && publishAtField.validity.badInput
        ? [{ field: 'published_at', message: copy.fields.publishAtUnfinished }]
        : []
    let checked: PostCheck[] = []
    if (status === 'published') {
      setChecking(true)
      try {
        checked = blockingChecks(await checkNow(submitted))
      } catch {
        toast.error(copy.toasts.error, { description: copy.checks.unavailable })
        return null
      } finally {
        setChecking(false)
      }
    }
    if (!result.ok || unfinished.length > 0 || checked.length > 0) {
      refuse(status, submitted, [...unfinished, ...(result.ok ? [] : result.problems)], checked)
      return null
    }
    setRefusal(null)
    return result.row
  }

  return {
    /** What a field shows: errors, then advice. */
    problemsFor: (field: keyof PostForm) => shown[field] ?? [],
    /** A field's first error, for fields that show one line. */
    problemFor: (field: keyof PostForm) => shown[field]?.find((problem) => problem.severity === 'error')?.message,
    /** The checks' errors now: what keeps the post from being published. */
    blocked,
    goTo,
    rowToSave,
    checking,
  }
}
