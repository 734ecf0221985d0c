import { headerDimensions, imageLimits, sniffImage } from '../../site/lib/admin/editor/index.ts'
import { readBytes } from './http.ts'

/** Storage API's error body; it reports the status in the body as a string. */
export const storageError = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ statusCode: String(status), error, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })

/** What a bucket says it accepts, as storage.buckets records it. */
export interface BucketLimits {
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}

/** A file as it will be stored. */
export interface Upload {
  bytes: Uint8Array
  mimetype: string
  cacheControl: string
}

// Storage's default file size limit, for buckets that set none.
const defaultSizeLimit = 50 * 1024 * 1024
// Room for a multipart form's boundaries and fields around the file.
const formOverhead = 64 * 1024

const tooLarge = () => storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')

async function readFile(request: Request, limit: number): Promise<Upload | Response> {
  const type = request.headers.get('content-type') ?? 'application/octet-stream'
  const multipart = type.startsWith('multipart/form-data')
  const read = await readBytes(request, limit + (multipart ? formOverhead : 0))
  if ('tooLarge' in read) return tooLarge()
  const cacheControl = request.headers.get('cache-control') ?? 'max-age=3600'
  if (!multipart) return { bytes: read.bytes, mimetype: type.split(';')[0]!.trim(), cacheControl }
  const form = await new Response(read.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } })
    .formData()
    .catch(() => undefined)
  const file = form && [...form.values()].find((value): value is File => typeof value !== 'string')
  if (!form || !file)
    return storageError(
      400,
      'Invalid request',
      'The upload could not be read: send the file as the body or as multipart form data',
    )
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype: file.type.split(';')[0]!.trim() || 'application/octet-stream',
    cacheControl: `max-age=${form.get('cacheControl') ?? 3600}`,
  }
}

// The image types whose bytes the stand-in can tell apart, by the name sniffImage gives them.
const sniffedTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

/**
 * Reads an upload within the bucket's limits, refusing as hosted Storage does what is too large
 * (413) or of a type the bucket does not allow (415), reading no more than the limit allows. In an
 * image-only bucket the bytes must also be the image type declared, not empty, and of a sane pixel size.
 */
export async function readUpload(request: Request, bucket: BucketLimits): Promise<Upload | Response> {
  const limit = bucket.file_size_limit ?? defaultSizeLimit
  const upload = await readFile(request, limit)
  if (upload instanceof Response) return upload
  if (upload.bytes.byteLength > limit) return tooLarge()
  const allowed = bucket.allowed_mime_types
  if (!allowed?.length) return upload
  if (!allowed.includes(upload.mimetype))
    return storageError(415, 'invalid_mime_type', `mime type ${upload.mimetype} is not supported`)
  if (!allowed.every((type) => Object.values(sniffedTypes).includes(type))) return upload
  if (upload.bytes.byteLength === 0) return storageError(400, 'Invalid request', 'The file is empty')
  const format = sniffImage(upload.bytes)
  if (!format || sniffedTypes[format] !== upload.mimetype)
    return storageError(415, 'invalid_mime_type', `The file's bytes are not a ${upload.mimetype} image`)
  const size = headerDimensions(upload.bytes)
  if (size && size.width * size.height > imageLimits.pixels)
    return storageError(
      413,
      'Payload too large',
      `The image is ${size.width} × ${size.height} pixels, more than ${imageLimits.pixels / 1_000_000} megapixels`,
    )
  return upload
}
