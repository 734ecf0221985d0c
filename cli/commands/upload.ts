import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { imageLimitWords, imagePolicy } from '../../site/lib/images/index.ts'
import type { CliContext } from '../context.ts'
import { answered, CliError } from '../errors.ts'
import { uploadImage } from '../images.ts'

/** `axon-blog upload <image>`: re-encodes an image, stores it and its variants in the site's bucket and prints its public URL. */
export async function uploadCommand(options: { image: string }, context: CliContext): Promise<{ url: string }> {
  let bytes: Buffer
  try {
    const path = resolve(context.cwd, options.image)
    bytes = readFileSync(path)
  } catch {
    throw new CliError(`${options.image} cannot be read.`, 'Check the path to the image.')
  }
  if (bytes.byteLength > imagePolicy.input.maxBytes)
    throw new CliError(`${options.image} is larger than ${imageLimitWords.bytes}.`, 'Export it smaller and try again.')
  const client = await context.client()
  const { url, uploaded } = await answered(`Uploading ${options.image}`, () =>
    uploadImage(client, bytes, options.image),
  )
  context.out(url)
  context.err(uploaded ? `Uploaded ${options.image}.` : `${options.image} was already uploaded; nothing to do.`)
  return { url }
}
