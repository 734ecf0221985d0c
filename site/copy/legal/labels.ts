/** Words the two legal pages share around their text. */
export const legalLabels = {
  eyebrow: 'Legal',
  updated: 'Last updated:',
  contents: 'Contents',
} as const
