import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { draftOf, type PostForm } from '@/lib/admin/editor/index.ts'
import { knownPostsFor, linkedPostSlugs } from '@/lib/admin/index.ts'
import { checkPost, type KnownPost, type PostCheck } from '@/lib/post/checks/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'

/** What the checks ask the backend about: the slugs the body links to and the title. */
type Question = { slugs: string[]; title: string }
/** The backend's answer, with the question it answers, so an older answer is used only for what it knows. */
type Answer = Question & { posts: KnownPost[] }

// A question is asked once the text has rested this long, not at every keystroke.
const settleMs = 400

const questionOf = (form: Pick<PostForm, 'content' | 'title'>): Question => ({
  slugs: linkedPostSlugs(form.content),
  title: form.title.trim(),
})

/** `value` once it has stayed the same for `ms` (compared as given: pass a string). */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The checks every channel shares (checkPost, as `axon-blog validate` runs them), of the form as the
 * writer types: worked out a moment behind the typing (useDeferredValue), so a long post stays quick
 * to edit. The other posts they need are asked for by slug and title once the text rests (see
 * knownPostsFor); a link the backend has not answered for yet is given the benefit of the doubt, so
 * no error shows for a post that exists. `checkNow` checks a form as it is, with a fresh answer, for
 * a publish to decide on; it throws when the backend cannot be asked.
 */
export function usePostChecks(client: PublicClient, form: PostForm, postId: string | null) {
  const { title, slug, excerpt, meta_description, content } = useDeferredValue(form)
  // Only the fields the checks read: a change of tags or category leaves them as they are.
  const draft = useMemo(
    () => draftOf({ title, slug, excerpt, meta_description, content }),
    [title, slug, excerpt, meta_description, content],
  )
  const current = useMemo(() => questionOf({ content, title }), [content, title])
  const asked = useSettled(JSON.stringify(current), settleMs)
  const queryClient = useQueryClient()
  const answerFor = (question: Question) => ({
    queryKey: ['admin', 'known-posts', postId, question] as const,
    queryFn: async (): Promise<Answer> => ({
      ...question,
      posts: await knownPostsFor(client, { ...question, exceptId: postId }),
    }),
    staleTime: 30_000,
  })
  const answer = useQuery({ ...answerFor(JSON.parse(asked) as Question), placeholderData: keepPreviousData })

  const checks: PostCheck[] = useMemo(() => {
    const known = answer.data?.posts ?? []
    const answered = new Set(answer.data?.slugs)
    const unanswered = current.slugs.filter((linked) => !answered.has(linked))
    return checkPost(draft, [...known, ...unanswered.map((linked) => ({ slug: linked, title: '' }))])
  }, [draft, current, answer.data])

  async function checkNow(submitted: PostForm): Promise<PostCheck[]> {
    const answered = await queryClient.fetchQuery({ ...answerFor(questionOf(submitted)), staleTime: 5_000 })
    return checkPost(draftOf(submitted), answered.posts)
  }

  return { checks, checkNow }
}
