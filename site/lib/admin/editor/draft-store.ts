import { authorKeys } from '../../post/index.ts'
import { z } from '../../zod.ts'
import type { PostForm } from './form.ts'

/** Unsaved edits kept in the browser: the form, the updated_at of the row it started from (null when new), and when. */
export interface Draft {
  form: PostForm
  basedOn: string | null
  savedAt: string
}

/** Where drafts live: localStorage in the browser, anything with the same three methods in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface DraftStore {
  /** Keeps the draft; false when the storage refused it (full, or disabled), so the editor can warn. */
  save(draft: Draft): boolean
  /** The kept draft, or null when there is none or what is stored is not one. */
  load(): Draft | null
  /** Forgets the draft, after a successful save. */
  clear(): void
}

const formSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.string(),
  author: z.enum(authorKeys),
  featured: z.boolean(),
  meta_title: z.string(),
  meta_description: z.string(),
  featured_image_url: z.string(),
  featured_image_alt: z.string(),
  // Drafts kept before the field existed chose no time.
  published_at: z.string().default(''),
}) satisfies z.ZodType<PostForm>

const draftSchema = z.object({ form: formSchema, basedOn: z.string().nullable(), savedAt: z.string() })

/** The draft of one post in a storage, keyed by the post's id or 'new'. */
export function draftStore(storage: DraftStorage, key: string): DraftStore {
  const item = `axon-admin-draft:${key}`
  // Storage can throw (quota, privacy modes); losing the local copy must never break the editor.
  return {
    save(draft) {
      try {
        storage.setItem(item, JSON.stringify(draft))
        return true
      } catch {
        return false
      }
    },
    load() {
      try {
        const stored = storage.getItem(item)
        const parsed = draftSchema.safeParse(stored === null ? null : JSON.parse(stored))
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
    clear() {
      try {
        storage.removeItem(item)
      } catch {
        // Nothing to do: a draft left behind is recognised as stale by its basedOn.
      }
    },
  }
}
