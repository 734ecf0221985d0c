import { __iconData as Activity } from 'lucide-react/icons/activity'
import { __iconData as ArrowLeftRight } from 'lucide-react/icons/arrow-left-right'
import { __iconData as Award } from 'lucide-react/icons/award'
import { __iconData as Banknote } from 'lucide-react/icons/banknote'
import { __iconData as Bot } from 'lucide-react/icons/bot'
import { __iconData as Boxes } from 'lucide-react/icons/boxes'
import { __iconData as BrainCircuit } from 'lucide-react/icons/brain-circuit'
import { __iconData as Briefcase } from 'lucide-react/icons/briefcase'
import { __iconData as Building2 } from 'lucide-react/icons/building-complex'
import { __iconData as Calendar } from 'lucide-react/icons/calendar'
import { __iconData as BarChart3 } from 'lucide-react/icons/chart-column'
import { __iconData as LineChart } from 'lucide-react/icons/chart-line'
import { __iconData as CircleCheck } from 'lucide-react/icons/circle-check'
import { __iconData as Clock } from 'lucide-react/icons/clock'
import { __iconData as Cloud } from 'lucide-react/icons/cloud'
import { __iconData as Code } from 'lucide-react/icons/code'
import { __iconData as Cog } from 'lucide-react/icons/cog'
import { __iconData as Compass } from 'lucide-react/icons/compass'
import { __iconData as Cpu } from 'lucide-react/icons/cpu'
import { __iconData as CreditCard } from 'lucide-react/icons/credit-card'
import { __iconData as Database } from 'lucide-react/icons/database'
import { __iconData as Eye } from 'lucide-react/icons/eye'
import { __iconData as Factory } from 'lucide-react/icons/factory'
import { __iconData as FileCheck } from 'lucide-react/icons/file-check'
import { __iconData as FileText } from 'lucide-react/icons/file-text'
import { __iconData as FlaskConical } from 'lucide-react/icons/flask-conical'
import { __iconData as Gauge } from 'lucide-react/icons/gauge'
import { __iconData as GitBranch } from 'lucide-react/icons/git-branch'
import { __iconData as GitMerge } from 'lucide-react/icons/git-merge'
import { __iconData as Globe } from 'lucide-react/icons/globe'
import { __iconData as GraduationCap } from 'lucide-react/icons/graduation-cap'
import { __iconData as Handshake } from 'lucide-react/icons/handshake'
import { __iconData as Headphones } from 'lucide-react/icons/headphones'
import { __iconData as HeartPulse } from 'lucide-react/icons/heart-pulse'
import { __iconData as Landmark } from 'lucide-react/icons/landmark'
import { __iconData as Layers } from 'lucide-react/icons/layers'
import { __iconData as Lock } from 'lucide-react/icons/lock'
import { __iconData as Mail } from 'lucide-react/icons/mail'
import { __iconData as MapPin } from 'lucide-react/icons/map-pin'
import { __iconData as MessageSquare } from 'lucide-react/icons/message-square'
import { __iconData as Microscope } from 'lucide-react/icons/microscope'
import { __iconData as Network } from 'lucide-react/icons/network'
import { __iconData as Package } from 'lucide-react/icons/package'
import { __iconData as Plug } from 'lucide-react/icons/plug'
import { __iconData as Puzzle } from 'lucide-react/icons/puzzle'
import { __iconData as Receipt } from 'lucide-react/icons/receipt'
import { __iconData as RefreshCw } from 'lucide-react/icons/refresh-cw'
import { __iconData as Rocket } from 'lucide-react/icons/rocket'
import { __iconData as History } from 'lucide-react/icons/rotate-ccw-clock'
import { __iconData as Scale } from 'lucide-react/icons/scale'
import { __iconData as Search } from 'lucide-react/icons/search'
import { __iconData as ServerCog } from 'lucide-react/icons/server-cog'
import { __iconData as Shield } from 'lucide-react/icons/shield'
import { __iconData as ShieldCheck } from 'lucide-react/icons/shield-check'
import { __iconData as ShoppingCart } from 'lucide-react/icons/shopping-cart'
import { __iconData as Sparkles } from 'lucide-react/icons/sparkles'
import { __iconData as Store } from 'lucide-react/icons/store'
import { __iconData as Target } from 'lucide-react/icons/target'
import { __iconData as Timer } from 'lucide-react/icons/timer'
import { __iconData as TrendingUp } from 'lucide-react/icons/trending-up'
import { __iconData as AlertTriangle } from 'lucide-react/icons/triangle-exclamation-point'
import { __iconData as Truck } from 'lucide-react/icons/truck'
import { __iconData as Users } from 'lucide-react/icons/users'
import { __iconData as Wallet } from 'lucide-react/icons/wallet'
import { __iconData as Warehouse } from 'lucide-react/icons/warehouse'
import { __iconData as Workflow } from 'lucide-react/icons/workflow'
import { __iconData as Wrench } from 'lucide-react/icons/wrench'
import { __iconData as Zap } from 'lucide-react/icons/zap'
import type { IconName } from '../../copy/types.ts'
import { LucideSvg, type LucideIconData } from './lucide.tsx'

// Copy names icons by these keys (IconName, in copy/types.ts); only the icons named here reach the build.
const icons = {
  activity: Activity,
  alert: AlertTriangle,
  arrows: ArrowLeftRight,
  award: Award,
  banknote: Banknote,
  barChart: BarChart3,
  bot: Bot,
  boxes: Boxes,
  brain: BrainCircuit,
  briefcase: Briefcase,
  building: Building2,
  calendar: Calendar,
  check: CircleCheck,
  clock: Clock,
  cloud: Cloud,
  code: Code,
  cog: Cog,
  compass: Compass,
  cpu: Cpu,
  creditCard: CreditCard,
  database: Database,
  eye: Eye,
  factory: Factory,
  fileCheck: FileCheck,
  fileText: FileText,
  flask: FlaskConical,
  gauge: Gauge,
  gitBranch: GitBranch,
  gitMerge: GitMerge,
  globe: Globe,
  graduationCap: GraduationCap,
  handshake: Handshake,
  headphones: Headphones,
  heartPulse: HeartPulse,
  history: History,
  landmark: Landmark,
  layers: Layers,
  lineChart: LineChart,
  lock: Lock,
  mail: Mail,
  mapPin: MapPin,
  message: MessageSquare,
  microscope: Microscope,
  network: Network,
  package: Package,
  plug: Plug,
  puzzle: Puzzle,
  receipt: Receipt,
  refresh: RefreshCw,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  serverCog: ServerCog,
  shield: Shield,
  shieldCheck: ShieldCheck,
  shoppingCart: ShoppingCart,
  sparkles: Sparkles,
  store: Store,
  target: Target,
  timer: Timer,
  trendingUp: TrendingUp,
  truck: Truck,
  users: Users,
  wallet: Wallet,
  warehouse: Warehouse,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<IconName, LucideIconData>

/** A decorative icon named in copy, 24 px unless a class says otherwise. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <LucideSvg icon={icons[name]} className={className} />
}
