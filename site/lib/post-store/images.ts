import { imagePolicy, type ImageFile, type PreparedImageSet } from '../images/index.ts'
import { StoreError, storeError } from './errors.ts'
import type { StoreClient } from './reads.ts'

const bucket = (client: StoreClient) => client.storage.from(imagePolicy.storage.bucket)

/** What an upload of a set reports as it goes, and what stops it. */
export interface StoreSetOptions {
  /** Aborts the requests under way and makes no more; the set is then not recorded. */
  signal?: AbortSignal
  /** Called after each file is stored, with how many of how many are. */
  onStored?: (stored: number, total: number) => void
}

/**
 * The bucket, its requests carrying `signal`. storage-js takes no signal for an upload (it does for a
 * download), but makes every request with its file API's own fetch, which is wrapped here; a test
 * (images.test.ts) checks that an aborted upload's request is aborted, should a new version change that.
 */
function bucketWith(client: StoreClient, signal: AbortSignal | undefined) {
  const files = bucket(client)
  if (!signal) return files
  const api = files as unknown as { fetch: typeof fetch }
  const unsignalled = api.fetch
  api.fetch = (input, init) => unsignalled(input, { ...init, signal })
  return files
}

/** The public URL of a stored image, which anyone may read. */
export function imageUrl(client: StoreClient, path: string): string {
  return bucket(client).getPublicUrl(path).data.publicUrl
}

/**
 * Stores prepared image bytes at their path (storedImagePath), as the policy stores images, and
 * returns the public URL. A path names its bytes, so storing them again replaces them with the same.
 */
export async function storeImage(
  client: StoreClient,
  path: string,
  bytes: Blob | Uint8Array,
  mimeType: string = imagePolicy.output.mimeType,
  signal?: AbortSignal,
): Promise<string> {
  signal?.throwIfAborted()
  const { error } = await bucketWith(client, signal).upload(path, bytes, {
    contentType: mimeType,
    cacheControl: imagePolicy.storage.cacheControl,
    upsert: true,
  })
  // A storage error without a numeric HTTP status is one that got no answer (supabase-js sets the
  // field either way, to undefined when nothing answered).
  if (error) {
    signal?.throwIfAborted()
    const status = (error as { status?: unknown }).status
    throw new StoreError(error.message, {
      transient: typeof status !== 'number' || [503, 520].includes(status),
    })
  }
  return imageUrl(client, path)
}

/**
 * Stores an upload prepared by prepareImageSet, the same from the CLI and the admin: its variants, then
 * the image, then its facts in blog_images, so that a recorded image always has every file it names.
 * Returns the image's public URL, the value a post's featured_image_url holds (or that a post's text
 * shows). Aborted by `signal`, it throws the signal's reason.
 */
export async function storeImageSet(
  client: StoreClient,
  prepared: PreparedImageSet,
  { signal, onStored }: StoreSetOptions = {},
): Promise<string> {
  const variants = prepared.files.filter((file) => file.path !== prepared.path)
  const total = variants.length + 1
  let stored = 0
  const store = async (file: ImageFile) => {
    const url = await storeImage(client, file.path, file.bytes, file.mimeType, signal)
    onStored?.(++stored, total)
    return url
  }
  onStored?.(0, total)
  // A few at a time: quicker than one by one, without a burst the backend would queue.
  for (let start = 0; start < variants.length; start += 4)
    await Promise.all(variants.slice(start, start + 4).map(store))
  const url = await store({ path: prepared.path, bytes: bytesOf(prepared), mimeType: imagePolicy.output.mimeType })
  // Stored again, the same bytes have the same facts: the row already there stays.
  let write = client
    .from('blog_images')
    .upsert({ path: prepared.path, ...prepared.set }, { onConflict: 'path', ignoreDuplicates: true })
  if (signal) write = write.abortSignal(signal)
  const { error, status } = await write
  if (error) {
    signal?.throwIfAborted()
    throw storeError(error, status)
  }
  return url
}

/** Whether an image's variants are stored: it has a row in blog_images. */
export async function hasImageSet(client: StoreClient, path: string): Promise<boolean> {
  const { data, error, status } = await client.from('blog_images').select('path').eq('path', path).maybeSingle()
  if (error) throw storeError(error, status)
  return data !== null
}

function bytesOf(prepared: PreparedImageSet): Uint8Array {
  const image = prepared.files.find((file) => file.path === prepared.path)
  if (!image) throw new Error(`The prepared set has no file at ${prepared.path}, the image itself.`)
  return image.bytes
}
