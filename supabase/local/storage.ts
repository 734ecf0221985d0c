import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, normalize, sep } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { asRequest, type RequestRole } from './database.ts'
import { readBody, storageError } from './http.ts'
import type { JwtClaims } from './jwt.ts'
import { readUpload } from './upload.ts'

interface Bucket {
  id: string
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}

export interface StorageContext {
  db: PGlite
  /** Where object bytes are kept; in memory when undefined. */
  filesDir: string | undefined
  memoryFiles: Map<string, Uint8Array>
  claims: JwtClaims & { role: RequestRole }
}

/** A %-encoded object name, decoded; undefined when its encoding is broken. */
function decodedName(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

// Object names are paths inside a bucket: no empty, dot or dot-dot segments, no control characters.
const validName = (name: string) =>
  name.length > 0 &&
  name.length <= 1024 &&
  !/[\p{Cc}\\]/u.test(name) &&
  name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')

async function saveBytes(context: StorageContext, key: string, bytes: Uint8Array): Promise<void> {
  if (!context.filesDir) return void context.memoryFiles.set(key, bytes)
  const path = normalize(join(context.filesDir, key))
  if (!path.startsWith(context.filesDir + sep)) throw new Error(`Refusing to write outside the storage folder: ${key}`)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, bytes)
}

async function loadBytes(context: StorageContext, key: string): Promise<Uint8Array | undefined> {
  if (!context.filesDir) return context.memoryFiles.get(key)
  return readFile(join(context.filesDir, key)).catch(() => undefined)
}

async function deleteBytes(context: StorageContext, key: string): Promise<void> {
  if (!context.filesDir) return void context.memoryFiles.delete(key)
  await rm(join(context.filesDir, key), { force: true })
}

async function findBucket(db: PGlite, id: string): Promise<Bucket | undefined> {
  return (
    await db.query<Bucket>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    )
  ).rows[0]
}

/** Serves the Storage API calls this project uses: upload (and upsert), update, remove, and public reads. */
export async function handleStorage(request: Request, path: string, context: StorageContext): Promise<Response> {
  const { db } = context
  const publicRead = /^object\/public\/([^/]+)\/(.+)$/.exec(path)
  if (publicRead && (request.method === 'GET' || request.method === 'HEAD')) {
    const [, bucketId, name] = publicRead as unknown as [string, string, string]
    const bucket = await findBucket(db, bucketId)
    if (!bucket?.public) return noSuchBucket()
    const object = (
      await db.query<{ metadata: { mimetype?: string; cacheControl?: string } | null }>(
        'select metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      )
    ).rows[0]
    const bytes = object && (await loadBytes(context, `${bucketId}/${name}`))
    if (!object || !bytes) return storageError(404, 'NoSuchKey', 'not_found', 'Object not found')
    return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers: {
        'content-type': object.metadata?.mimetype ?? 'application/octet-stream',
        'cache-control': object.metadata?.cacheControl ?? 'max-age=3600',
        'content-length': String(bytes.byteLength),
        'x-content-type-options': 'nosniff',
      },
    })
  }

  const objectPath = /^object\/([^/]+)\/(.+)$/.exec(path)
  if (objectPath && (request.method === 'POST' || request.method === 'PUT')) {
    const [, bucketId, rawName] = objectPath as unknown as [string, string, string]
    const name = decodedName(rawName)
    if (name === undefined || !validName(name))
      return storageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${name ?? rawName}`)
    const bucket = await findBucket(db, bucketId)
    if (!bucket) return noSuchBucket()
    const upload = await readUpload(request, bucket)
    if (upload instanceof Response) return upload
    const mime = upload.mimetype
    const upsert = request.method === 'PUT' || request.headers.get('x-upsert') === 'true'
    const metadata = {
      mimetype: mime,
      size: upload.bytes.byteLength,
      cacheControl: upload.cacheControl,
      eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
      lastModified: new Date().toISOString(),
    }
    const id = randomUUID()
    const outcome = await asRequest(db, context.claims, async (tx) => {
      try {
        const sql = upsert
          ? `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, $5, $6)
             on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now() returning id`
          : `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, $5, $6) returning id`
        const { rows } = await tx.query<{ id: string }>(sql, [
          id,
          bucketId,
          name,
          context.claims.sub ?? null,
          context.claims.sub ?? null,
          JSON.stringify(metadata),
        ])
        await saveBytes(context, `${bucketId}/${name}`, upload.bytes)
        return { ok: true, value: storageJson(200, { Id: rows[0]!.id, Key: `${bucketId}/${name}` }) }
      } catch (error) {
        const code = (error as { code?: string }).code
        if (code === '23505')
          return { ok: false, value: storageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists') }
        if (code === '42501')
          return {
            ok: false,
            value: storageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
          }
        throw error
      }
    })
    return outcome
  }

  const removeFrom = /^object\/([^/]+)$/.exec(path)
  if (removeFrom && request.method === 'DELETE') {
    const [, bucketId] = removeFrom as unknown as [string, string]
    const body = await readBody(request, 256 * 1024)
    if ('tooLarge' in body)
      return storageError(413, 'EntityTooLarge', 'Payload too large', 'The list of objects to remove is too long')
    let prefixes: unknown
    try {
      prefixes = (JSON.parse(body.text) as { prefixes?: unknown }).prefixes
    } catch {
      return storageError(400, 'InvalidRequest', 'InvalidRequest', 'Send {"prefixes": ["path/to/object"]}')
    }
    if (!Array.isArray(prefixes) || !prefixes.every((prefix) => typeof prefix === 'string') || prefixes.length > 1000)
      return storageError(400, 'InvalidRequest', 'InvalidRequest', 'prefixes must be a list of object names')
    // Deleting runs as the request's role, so the bucket's policies decide which objects go.
    const removed = await asRequest(db, context.claims, async (tx) => {
      const { rows } = await tx.query<{
        name: string
        id: string
        metadata: unknown
        created_at: string
        updated_at: string
      }>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name, id, metadata, created_at, updated_at',
        [bucketId, prefixes],
      )
      return { ok: true, value: rows }
    })
    for (const row of removed) await deleteBytes(context, `${bucketId}/${row.name}`)
    return storageJson(
      200,
      removed.map((row) => ({ ...row, bucket_id: bucketId })),
    )
  }

  return storageError(
    404,
    'NoSuchKey',
    'not_found',
    `The local stand-in does not serve ${request.method} /storage/v1/${path}`,
  )
}

const noSuchBucket = () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')

const storageJson = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })
