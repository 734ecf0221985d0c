import { Award, BarChart3, Bot, Database, Globe, History, Network, Store, Target, TrendingUp, Workflow, Zap, type LucideIcon } from 'lucide-react'
import { cn } from '../../lib/ui/cn.ts'

const icons = {
  award: Award,
  barChart: BarChart3,
  bot: Bot,
  database: Database,
  globe: Globe,
  history: History,
  network: Network,
  store: Store,
  target: Target,
  trendingUp: TrendingUp,
  workflow: Workflow,
  zap: Zap,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof icons

/** A decorative icon named in copy. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name]
  return <Component aria-hidden="true" className={cn('h-6 w-6', className)} />
}
