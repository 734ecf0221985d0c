// The site configuration marks every value the firm still has to supply with placeholder(), so that
// a deploy can refuse to publish a stand-in name, address or price, and local builds can list them.

const marked = new Set<string>()

/** Marks a configuration value as a stand-in the firm must replace before the site goes live. */
export function placeholder<T extends string>(value: T): T {
  marked.add(value)
  return value
}

/** A stand-in still in the configuration, with every place it appears (as a property path). */
export interface UnfilledPlaceholder {
  value: string
  paths: string[]
}

/** The marked values still in `config`, in the order they first appear. */
export function unfilledPlaceholders(config: unknown): UnfilledPlaceholder[] {
  const found = new Map<string, string[]>()
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (marked.has(value)) found.set(value, [...(found.get(value) ?? []), path])
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`))
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key)
  }
  walk(config, '')
  return [...found].map(([value, paths]) => ({ value, paths }))
}

/** One line per stand-in: what it is and where in the configuration to replace it. */
export function describePlaceholders(unfilled: readonly UnfilledPlaceholder[], file: string): string[] {
  return unfilled.map(({ value, paths }) => `  "${value}": ${paths.join(', ')} in ${file}`)
}
