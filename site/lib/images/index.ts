// The image policy (what an upload may be, how it is stored and named) and the reading of an
// upload's bytes. Browser-safe, no Node: the CLI's sharp path and the admin's canvas path share it.
export { imagePolicy, imageLimitWords, imageAccept, storedSize, storedImagePath } from './policy.ts'
export type { ImageFormat } from './policy.ts'
export { sniffImage, headerDimensions } from './sniff.ts'
