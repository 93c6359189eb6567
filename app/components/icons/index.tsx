import type { SVGProps } from "react";
import spriteUrl from "~/generated/icons.svg?no-inline";
import type { SpriteIcon } from "./sprite-icons";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  strokeWidth?: number | string;
};
export type SvgIcon = (props: IconProps) => React.JSX.Element;

/**
 * An icon drawn from the site's sprite (see sprite-icons.ts): an <svg> that uses one symbol, with
 * lucide's defaults (24×24, stroke in the current colour, width 2, round joins). Fill, stroke and
 * their width reach the drawing by inheritance, so Tailwind's classes style it as before.
 */
export function spriteIcon(name: SpriteIcon): SvgIcon {
  function Icon({ className, strokeWidth = 2, ...rest }: IconProps) {
    return (
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        {...rest}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const ArrowDown = spriteIcon("arrow-down");
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const Award = spriteIcon("award");
export const BadgeCheck = spriteIcon("badge-check");
export const BadgePercent = spriteIcon("badge-percent");
export const BookOpen = spriteIcon("book-open");
export const Briefcase = spriteIcon("briefcase");
export const Calculator = spriteIcon("calculator");
export const CalendarCheck = spriteIcon("calendar-check");
export const CalendarClock = spriteIcon("calendar-clock");
export const CalendarDays = spriteIcon("calendar-days");
export const Check = spriteIcon("check");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const CircleAlert = spriteIcon("circle-alert");
export const CircleCheck = spriteIcon("circle-check");
export const Clock = spriteIcon("clock");
export const ExternalLink = spriteIcon("external-link");
export const FileText = spriteIcon("file-text");
export const GraduationCap = spriteIcon("graduation-cap");
export const Handshake = spriteIcon("handshake");
export const Heart = spriteIcon("heart");
export const HeartPulse = spriteIcon("heart-pulse");
export const Images = spriteIcon("images");
export const Info = spriteIcon("info");
export const Leaf = spriteIcon("leaf");
export const Lightbulb = spriteIcon("lightbulb");
export const LoaderCircle = spriteIcon("loader-circle");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const MessageCircle = spriteIcon("message-circle");
export const MessageSquareHeart = spriteIcon("message-square-heart");
export const Pause = spriteIcon("pause");
export const Phone = spriteIcon("phone");
export const PhoneCall = spriteIcon("phone-call");
export const Play = spriteIcon("play");
export const Quote = spriteIcon("quote");
export const Recycle = spriteIcon("recycle");
export const Search = spriteIcon("search");
export const SearchX = spriteIcon("search-x");
export const Send = spriteIcon("send");
export const Share2 = spriteIcon("share-2");
export const ShieldCheck = spriteIcon("shield-check");
export const Sparkle = spriteIcon("sparkle");
export const Sprout = spriteIcon("sprout");
export const Star = spriteIcon("star");
export const Table2 = spriteIcon("table-2");
export const Target = spriteIcon("target");
export const Truck = spriteIcon("truck");
export const UserRound = spriteIcon("user-round");
export const Users = spriteIcon("users");
export const Wallet = spriteIcon("wallet");
export const X = spriteIcon("x");
