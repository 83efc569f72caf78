import type { LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import * as css from "./ui.css";
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
  Map as MapPin,
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
  map: MapPin,
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

/**
 * An icon's shapes as markup, drawn by lucide once per isolate: a page carries dozens of icons, and each drawn as
 * React elements cost a few hundred attributes a page. How they are stroked is the `icon` class's (ui.css.ts), not
 * eight attributes on every one.
 */
const shapes = new Map<IconName, string>();
function shapesOf(name: IconName): string {
  let found = shapes.get(name);
  if (found === undefined) {
    const Svg = ICONS[name];
    const drawn = renderToStaticMarkup(<Svg />);
    found = drawn.slice(drawn.indexOf(">") + 1, drawn.lastIndexOf("</svg>"));
    shapes.set(name, found);
  }
  return found;
}

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `${css.icon} ${className}` : css.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      // Lucide's own markup, never the traveller's.
      dangerouslySetInnerHTML={{ __html: shapesOf(name) }}
    />
  );
}
