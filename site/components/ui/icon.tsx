import type { LucideIcon } from 'lucide-react'
import Activity from 'lucide-react/icons/activity'
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right'
import Award from 'lucide-react/icons/award'
import Banknote from 'lucide-react/icons/banknote'
import Bot from 'lucide-react/icons/bot'
import Boxes from 'lucide-react/icons/boxes'
import BrainCircuit from 'lucide-react/icons/brain-circuit'
import Briefcase from 'lucide-react/icons/briefcase'
import Building2 from 'lucide-react/icons/building-complex'
import Calendar from 'lucide-react/icons/calendar'
import BarChart3 from 'lucide-react/icons/chart-column'
import LineChart from 'lucide-react/icons/chart-line'
import CircleCheck from 'lucide-react/icons/circle-check'
import Clock from 'lucide-react/icons/clock'
import Cloud from 'lucide-react/icons/cloud'
import Code from 'lucide-react/icons/code'
import Cog from 'lucide-react/icons/cog'
import Compass from 'lucide-react/icons/compass'
import Cpu from 'lucide-react/icons/cpu'
import CreditCard from 'lucide-react/icons/credit-card'
import Database from 'lucide-react/icons/database'
import Eye from 'lucide-react/icons/eye'
import Factory from 'lucide-react/icons/factory'
import FileCheck from 'lucide-react/icons/file-check'
import FileText from 'lucide-react/icons/file-text'
import FlaskConical from 'lucide-react/icons/flask-conical'
import Gauge from 'lucide-react/icons/gauge'
import GitBranch from 'lucide-react/icons/git-branch'
import GitMerge from 'lucide-react/icons/git-merge'
import Globe from 'lucide-react/icons/globe'
import GraduationCap from 'lucide-react/icons/graduation-cap'
import Handshake from 'lucide-react/icons/handshake'
import Headphones from 'lucide-react/icons/headphones'
import HeartPulse from 'lucide-react/icons/heart-pulse'
import Landmark from 'lucide-react/icons/landmark'
import Layers from 'lucide-react/icons/layers'
import Lock from 'lucide-react/icons/lock'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import MessageSquare from 'lucide-react/icons/message-square'
import Microscope from 'lucide-react/icons/microscope'
import Network from 'lucide-react/icons/network'
import Package from 'lucide-react/icons/package'
import Plug from 'lucide-react/icons/plug'
import Puzzle from 'lucide-react/icons/puzzle'
import Receipt from 'lucide-react/icons/receipt'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import Rocket from 'lucide-react/icons/rocket'
import History from 'lucide-react/icons/rotate-ccw-clock'
import Scale from 'lucide-react/icons/scale'
import Search from 'lucide-react/icons/search'
import ServerCog from 'lucide-react/icons/server-cog'
import Shield from 'lucide-react/icons/shield'
import ShieldCheck from 'lucide-react/icons/shield-check'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import Sparkles from 'lucide-react/icons/sparkles'
import Store from 'lucide-react/icons/store'
import Target from 'lucide-react/icons/target'
import Timer from 'lucide-react/icons/timer'
import TrendingUp from 'lucide-react/icons/trending-up'
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point'
import Truck from 'lucide-react/icons/truck'
import Users from 'lucide-react/icons/users'
import Wallet from 'lucide-react/icons/wallet'
import Warehouse from 'lucide-react/icons/warehouse'
import Workflow from 'lucide-react/icons/workflow'
import Wrench from 'lucide-react/icons/wrench'
import Zap from 'lucide-react/icons/zap'
import { cn } from '../../lib/ui/cn.ts'

// Copy names icons by these keys; only the icons named here reach the build.
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
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof icons

/** A decorative icon named in copy. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name]
  return <Component aria-hidden="true" className={cn('h-6 w-6', className)} />
}
