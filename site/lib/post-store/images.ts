import { imagePolicy } from '../images/index.ts'
import { StoreError } from './errors.ts'
import type { StoreClient } from './reads.ts'

const bucket = (client: StoreClient) => client.storage.from(imagePolicy.storage.bucket)

/** The public URL of a stored image, which anyone may read. */
export function imageUrl(client: StoreClient, path: string): string {
  return bucket(client).getPublicUrl(path).data.publicUrl
}

/**
 * Stores prepared image bytes at their path (storedImagePath), as the policy stores images, and
 * returns the public URL. A path names its bytes, so storing them again replaces them with the same.
 */
export async function storeImage(client: StoreClient, path: string, bytes: Blob | Uint8Array): Promise<string> {
  const { mimeType } = imagePolicy.output
  const { error } = await bucket(client).upload(path, bytes, {
    contentType: mimeType,
    cacheControl: imagePolicy.storage.cacheControl,
    upsert: true,
  })
  // A storage error without a numeric HTTP status is one that got no answer (supabase-js sets the
  // field either way, to undefined when nothing answered).
  if (error) {
    const status = (error as { status?: unknown }).status
    throw new StoreError(error.message, {
      transient: typeof status !== 'number' || [503, 520].includes(status),
    })
  }
  return imageUrl(client, path)
}
