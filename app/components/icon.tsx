import {
  Award,
  BadgePercent,
  CalendarCheck,
  CalendarClock,
  Clock,
  FileText,
  Handshake,
  Heart,
  HeartPulse,
  Leaf,
  Lightbulb,
  MapPin,
  Recycle,
  ShieldCheck,
  Sparkle,
  Sprout,
  Target,
  Truck,
  Users,
  Wallet,
  type SvgIcon,
} from "~/components/icons";
import type { IconName } from "~/content/types";

/** The icons the content may name (content says "Leaf", the page shows the drawing). */
const icons: Record<IconName, SvgIcon> = {
  Award,
  BadgePercent,
  CalendarCheck,
  CalendarClock,
  Clock,
  FileText,
  Handshake,
  Heart,
  HeartPulse,
  Leaf,
  Lightbulb,
  MapPin,
  Recycle,
  ShieldCheck,
  Sparkle,
  Sprout,
  Target,
  Truck,
  Users,
  Wallet,
};

/** A decorative icon chosen by name; meaning is always carried by the text next to it. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const Drawing = icons[name];
  return <Drawing aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}
