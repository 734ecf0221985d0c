/** Each island's built script, by name, as the islands' build recorded it (see vite.config.ts). */
declare const __ISLAND_SCRIPTS__: Record<string, string>

/**
 * The address of an island's script: the built, hashed file in a built site; the source itself on the
 * development server, which compiles it on request.
 */
export function islandScript(name: string): string {
  if (import.meta.env.DEV) return `/site/islands/${name}.ts`
  const file = __ISLAND_SCRIPTS__[name]
  if (!file)
    throw new Error(
      `The island "${name}" has no built script: add site/islands/${name}.ts, and build with npm run build, which builds the islands first.`,
    )
  return `/${file}`
}
