// Fetches a post's featured image for its share image: from the backend's storage, or any https address.
import { imageLimitWords, imagePolicy, sniffImage } from '../../../site/lib/images/index.ts'

/** A featured image the build could not use, and why, in words for its log. */
export class PhotoUnavailable extends Error {}

/** How long one image may take to arrive before the build draws the cover instead. */
const timeoutMs = 15_000

/**
 * The bytes of the featured image at `url`, if they are an image the site takes in. Only https
 * addresses are fetched, and plain http only from the backend the site is built against (the local
 * stand-in serves its storage that way), so a post cannot make the build read arbitrary hosts.
 */
export async function fetchPhoto(url: string, backendUrl: string, fetchFn: typeof fetch = fetch): Promise<Uint8Array> {
  let address: URL
  try {
    address = new URL(url)
  } catch {
    throw new PhotoUnavailable('it is not a web address')
  }
  if (address.protocol !== 'https:' && address.origin !== new URL(backendUrl).origin)
    throw new PhotoUnavailable('only https addresses and the backend’s own storage are fetched')
  let response: Response
  try {
    response = await fetchFn(address, { signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new PhotoUnavailable(`no answer: ${(error as Error).message}`)
  }
  if (!response.ok) throw new PhotoUnavailable(`the server answered ${response.status} ${response.statusText}`.trim())
  const bytes = await readAtMost(response, imagePolicy.input.maxBytes)
  if (!sniffImage(bytes)) throw new PhotoUnavailable(`it is not a ${imageLimitWords.formats} image`)
  return bytes
}

/** The body of a response, refused once it grows past `limit` bytes rather than held whole. */
async function readAtMost(response: Response, limit: number): Promise<Uint8Array> {
  const tooLarge = () => new PhotoUnavailable(`it is larger than ${imageLimitWords.bytes}`)
  if (Number(response.headers.get('content-length')) > limit) throw tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength
      if (size > limit) throw tooLarge()
      chunks.push(chunk)
    }
  } catch (error) {
    await response.body?.cancel().catch(() => {})
    if (error instanceof PhotoUnavailable) throw error
    throw new PhotoUnavailable(`the download broke off: ${(error as Error).message}`)
  }
  return Buffer.concat(chunks)
}
