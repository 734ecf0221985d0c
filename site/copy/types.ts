/** An icon copy may name; components/ui/icon.tsx draws each one, and only these reach the build. */
export type IconName =
  | 'activity'
  | 'alert'
  | 'arrows'
  | 'award'
  | 'banknote'
  | 'barChart'
  | 'bot'
  | 'boxes'
  | 'brain'
  | 'briefcase'
  | 'building'
  | 'calendar'
  | 'check'
  | 'clock'
  | 'cloud'
  | 'code'
  | 'cog'
  | 'compass'
  | 'cpu'
  | 'creditCard'
  | 'database'
  | 'eye'
  | 'factory'
  | 'fileCheck'
  | 'fileText'
  | 'flask'
  | 'gauge'
  | 'gitBranch'
  | 'gitMerge'
  | 'globe'
  | 'graduationCap'
  | 'handshake'
  | 'headphones'
  | 'heartPulse'
  | 'history'
  | 'landmark'
  | 'layers'
  | 'lineChart'
  | 'lock'
  | 'mail'
  | 'mapPin'
  | 'message'
  | 'microscope'
  | 'network'
  | 'package'
  | 'plug'
  | 'puzzle'
  | 'receipt'
  | 'refresh'
  | 'rocket'
  | 'scale'
  | 'search'
  | 'serverCog'
  | 'shield'
  | 'shieldCheck'
  | 'shoppingCart'
  | 'sparkles'
  | 'store'
  | 'target'
  | 'timer'
  | 'trendingUp'
  | 'truck'
  | 'users'
  | 'wallet'
  | 'warehouse'
  | 'workflow'
  | 'wrench'
  | 'zap'

/** The opening band of an inner page: the eyebrow naming its part of the site, its main heading and lead. */
export interface HeroCopy {
  eyebrow?: string
  heading: string
  lead: string
}

/** The eyebrow, heading and optional lead that open a page section. */
export interface SectionCopy {
  eyebrow?: string
  heading: string
  lead?: string
}

/** A titled item of a grid: a capability, scenario, challenge, differentiator, value or use case. */
export interface Feature {
  icon?: IconName
  title: string
  description: string
}

/** A card that links to another page. */
export interface Card extends Feature {
  icon: IconName
  href: string
}

/** A headline figure: '99.9%' and what it measures. */
export interface Metric {
  value: string
  label: string
}

/** A stage of delivery: discovery, a solution phase, a week range of a timeline. */
export interface Phase {
  name: string
  /** How long it takes, as shown: '1-2 weeks', 'Weeks 1-3', 'Ongoing'. */
  duration?: string
  description?: string
  activities: readonly string[]
}

/** A link styled as a button. */
export interface Action {
  label: string
  href: string
}

/** A table comparing options, one column each, with what the reader needs to use it on a narrow screen. */
export interface Comparison {
  caption: string
  /** Said above the table where it may be wider than the screen: that it scrolls sideways. */
  scrollHint: string
  /** Header of the first column, naming what each row compares. */
  rowHeader: string
  columns: readonly string[]
  rows: readonly { label: string; cells: readonly string[] }[]
}
