import { readBytes, storageError } from './http.ts'

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

// Storage's own file size limit, for buckets that set none.
const defaultSizeLimit = 50 * 1024 * 1024
// Room for a multipart form's boundaries and fields around the file.
const formOverhead = 64 * 1024

const tooLarge = () =>
  storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')

const unreadable = () =>
  storageError(
    400,
    'InvalidRequest',
    'InvalidRequest',
    'The upload could not be read: send the file as the body or as multipart form data',
  )

/**
 * The file of a request as Storage takes it: the body itself, typed by its Content-Type header
 * (application/octet-stream without one), or the file of a multipart form, typed by the form's
 * `contentType` field or else the file part's own type.
 */
async function readFile(request: Request, limit: number): Promise<Upload | Response> {
  const type = request.headers.get('content-type')
  const multipart = type?.startsWith('multipart/form-data') ?? false
  const read = await readBytes(request, limit + (multipart ? formOverhead : 0))
  if ('tooLarge' in read) return tooLarge()
  if (!multipart)
    return {
      bytes: read.bytes,
      mimetype: type || 'application/octet-stream',
      cacheControl: request.headers.get('cache-control') ?? 'no-cache',
    }
  const form = await new Response(read.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type! } })
    .formData()
    .catch(() => undefined)
  const file = form && [...form.values()].find((value): value is File => typeof value !== 'string')
  if (!form || !file) return unreadable()
  const declared = form.get('contentType')
  const cacheTime = form.get('cacheControl')
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype: (typeof declared === 'string' && declared) || file.type || 'application/octet-stream',
    cacheControl: typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache',
  }
}

/**
 * Whether a declared type is one the bucket allows, as Storage decides it: the type and subtype must
 * match an entry exactly, or the entry's subtype is `*`. Only the declaration counts; the bytes are
 * not looked at.
 */
export function mimeTypeAllowed(declared: string, allowed: readonly string[]): boolean {
  const [type, subtype, ...rest] = declared.split('/')
  if (subtype === undefined || rest.length > 0) return false
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/')
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
}

/**
 * Reads an upload within its bucket's limits, refusing what hosted Storage refuses and nothing more: a
 * declared type the bucket does not allow, and a file over its size limit (read no further than that).
 * What the bytes really are is the uploader's to check; the CLI and the admin sniff and re-encode images.
 */
export async function readUpload(request: Request, bucket: BucketLimits): Promise<Upload | Response> {
  const limit = bucket.file_size_limit ?? defaultSizeLimit
  const allowed = bucket.allowed_mime_types
  // A raw body's type is known before it is read, and Storage refuses it unread.
  const rawType = request.headers.get('content-type') || 'application/octet-stream'
  if (allowed?.length && !rawType.startsWith('multipart/form-data') && !mimeTypeAllowed(rawType, allowed))
    return invalidType(rawType)
  const upload = await readFile(request, limit)
  if (upload instanceof Response) return upload
  if (upload.bytes.byteLength > limit) return tooLarge()
  if (allowed?.length && !mimeTypeAllowed(upload.mimetype, allowed)) return invalidType(upload.mimetype)
  return upload
}

const invalidType = (type: string) =>
  storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`)
