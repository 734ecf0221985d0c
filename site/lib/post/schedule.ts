/** What deciding whether a post is scheduled needs of it. */
export interface Publication {
  status: 'draft' | 'published'
  published_at: string | null
}
