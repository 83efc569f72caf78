import type { LucideIcon } from "lucide-react";
import {
  ArrowLeftRight,
  ArrowRight,
  BadgeCheck,
  Briefcase,
  Building2,
  Calendar,
  Car,
  Check,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  Clock,
  CreditCard,
  FileText,
  Globe,
  Info,
  Luggage,
  Map,
  Menu,
  Minus,
  Palmtree,
  Plane,
  Plus,
  Search,
  ShoppingCart,
  Settings2,
  ShieldCheck,
  SlidersHorizontal,
  ArrowUpDown,
  Sparkles,
  Ticket,
  User,
  X,
  Zap,
} from "lucide-react";

/**
 * The icon set: lucide (ISC), imported one by one so the server bundle carries only these, rendered as inline
 * SVG in the HTML. No icon carries meaning alone: each sits beside text, so all are hidden from assistive tech.
 */
const ICONS = {
  swap: ArrowLeftRight,
  arrow: ArrowRight,
  verified: BadgeCheck,
  business: Briefcase,
  hotel: Building2,
  calendar: Calendar,
  ride: Car,
  check: Check,
  chevron: ChevronDown,
  alert: CircleAlert,
  success: CircleCheck,
  clock: Clock,
  card: CreditCard,
  document: FileText,
  globe: Globe,
  info: Info,
  bag: Luggage,
  map: Map,
  menu: Menu,
  minus: Minus,
  holiday: Palmtree,
  plane: Plane,
  plus: Plus,
  search: Search,
  cart: ShoppingCart,
  settings: Settings2,
  shield: ShieldCheck,
  filters: SlidersHorizontal,
  sort: ArrowUpDown,
  sparkles: Sparkles,
  ticket: Ticket,
  user: User,
  close: X,
  fast: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const Svg = ICONS[name];
  return <Svg aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={2} className={className} />;
}
