import { useEffect, useRef, useState } from 'react'
import { prepareImage, uploadFeaturedImage, type ImageProgress, type ImageWorkOptions } from '@/lib/admin/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'

/** Why an image that was fine could not be stored: no answer, the storage said no, or a slip of our own. */
export type FailureReason = 'connection' | 'refused' | 'unexpected'

/** How an image's preparation and upload ended: its URL, what is wrong with the file, or what went wrong. */
export type ImageOutcome =
  | { status: 'stored'; url: string }
  | { status: 'refused'; problems: string[] }
  | { status: 'failed'; reason: FailureReason }

/** Where an image's preparation and upload stand. */
export type ImageWork = { status: 'idle' } | { status: 'working'; progress: ImageProgress } | ImageOutcome

async function prepareAndStore(
  client: PublicClient,
  file: File,
  options: ImageWorkOptions,
  subject: string,
): Promise<ImageOutcome> {
  const prepared = await prepareImage(file, options)
  if (!prepared.ok) return { status: 'refused', problems: prepared.problems }
  const stored = await uploadFeaturedImage(client, prepared, options)
  if (stored.ok) return { status: 'stored', url: stored.url }
  // The person is told what happened in plain words; the storage's own words are for whoever runs the site.
  console.warn(`${subject} was not stored: ${stored.detail}`)
  return { status: 'failed', reason: stored.reason }
}

/**
 * Checks, prepares and uploads chosen images as the site's image policy says, one at a time, with
 * where the work stands (each size made, each file stored) and a cancel that stops it, requests and
 * all. `subject` names the image in the console's notes, e.g. "The featured image".
 */
export function useImageWork(client: PublicClient, subject: string) {
  const [work, setWork] = useState<ImageWork>({ status: 'idle' })
  const running = useRef<AbortController | null>(null)
  // Leaving the editor stops the work: nothing would take its result.
  useEffect(() => () => running.current?.abort(), [])

  /** Prepares and stores `file` (stopping any work under way): how it ended, or null once cancelled. */
  async function start(file: File): Promise<ImageOutcome | null> {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    const { signal } = controller
    const onProgress = (progress: ImageProgress) => {
      if (!signal.aborted) setWork({ status: 'working', progress })
    }
    setWork({ status: 'working', progress: { stage: 'checking' } })
    let outcome: ImageOutcome
    try {
      outcome = await prepareAndStore(client, file, { signal, onProgress }, subject)
    } catch (error) {
      if (signal.aborted) return null
      console.warn(`${subject} could not be prepared:`, error)
      outcome = { status: 'failed', reason: 'unexpected' }
    }
    if (signal.aborted) return null
    running.current = null
    setWork(outcome)
    return outcome
  }

  /** Stops the work under way: no more sizes made, the requests on their way aborted, nothing recorded. */
  function cancel() {
    running.current?.abort()
    running.current = null
    setWork({ status: 'idle' })
  }

  return { work, start, cancel, reset: () => setWork({ status: 'idle' }) }
}
