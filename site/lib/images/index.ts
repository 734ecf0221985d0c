// The image policy (what an upload may be, how it is stored and named, which variants it gets and
// where they are shown) and the reading of an upload's bytes. Browser-safe, no Node: the CLI's sharp
// encoder and the admin's browser encoder share it.
export { imagePolicy, imageLimitWords, imageAccept, storedSize, storedImagePath } from './policy.ts'
export type { ImageFormat, VariantFormat } from './policy.ts'
export { sniffImage, headerDimensions } from './sniff.ts'
export { slotSizes, storedWidths, type ImageSlot } from './slots.ts'
export { variantFormats, variantWidths, variantPath, variantSrcset, storedPathOf, type ImageSet } from './variants.ts'
export { encodeImage, prepareImageSet, scaledHeight, EncoderError } from './prepare-set.ts'
export type { ImageEncoder, ImageFile, PreparedImageSet, StoredImage } from './prepare-set.ts'
