import type { SVGProps } from "react";
import * as drawing from "~/generated/icons";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  strokeWidth?: number | string;
};
export type SvgIcon = (props: IconProps) => React.JSX.Element;

/**
 * An icon drawn inline (see icon-names.ts): an <svg> holding lucide's drawing, with lucide's
 * defaults (24×24, stroke in the current colour, width 2, round joins). Fill, stroke and their
 * width reach the drawing by inheritance, so Tailwind's classes style it.
 */
function drawnIcon(name: string, markup: string): SvgIcon {
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
        // The markup is lucide's, written at build time by scripts/build-icons.js: no input.
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const ArrowDown = /* @__PURE__ */ drawnIcon("ArrowDown", drawing.arrowDown);
export const ArrowLeft = /* @__PURE__ */ drawnIcon("ArrowLeft", drawing.arrowLeft);
export const ArrowRight = /* @__PURE__ */ drawnIcon("ArrowRight", drawing.arrowRight);
export const Award = /* @__PURE__ */ drawnIcon("Award", drawing.award);
export const BadgeCheck = /* @__PURE__ */ drawnIcon("BadgeCheck", drawing.badgeCheck);
export const BadgePercent = /* @__PURE__ */ drawnIcon("BadgePercent", drawing.badgePercent);
export const BookOpen = /* @__PURE__ */ drawnIcon("BookOpen", drawing.bookOpen);
export const Briefcase = /* @__PURE__ */ drawnIcon("Briefcase", drawing.briefcase);
export const Calculator = /* @__PURE__ */ drawnIcon("Calculator", drawing.calculator);
export const CalendarCheck = /* @__PURE__ */ drawnIcon("CalendarCheck", drawing.calendarCheck);
export const CalendarClock = /* @__PURE__ */ drawnIcon("CalendarClock", drawing.calendarClock);
export const CalendarDays = /* @__PURE__ */ drawnIcon("CalendarDays", drawing.calendarDays);
export const Check = /* @__PURE__ */ drawnIcon("Check", drawing.check);
export const ChevronLeft = /* @__PURE__ */ drawnIcon("ChevronLeft", drawing.chevronLeft);
export const ChevronRight = /* @__PURE__ */ drawnIcon("ChevronRight", drawing.chevronRight);
export const CircleAlert = /* @__PURE__ */ drawnIcon("CircleAlert", drawing.circleAlert);
export const CircleCheck = /* @__PURE__ */ drawnIcon("CircleCheck", drawing.circleCheck);
export const Clock = /* @__PURE__ */ drawnIcon("Clock", drawing.clock);
export const ExternalLink = /* @__PURE__ */ drawnIcon("ExternalLink", drawing.externalLink);
export const FileText = /* @__PURE__ */ drawnIcon("FileText", drawing.fileText);
export const GraduationCap = /* @__PURE__ */ drawnIcon("GraduationCap", drawing.graduationCap);
export const Handshake = /* @__PURE__ */ drawnIcon("Handshake", drawing.handshake);
export const Heart = /* @__PURE__ */ drawnIcon("Heart", drawing.heart);
export const HeartPulse = /* @__PURE__ */ drawnIcon("HeartPulse", drawing.heartPulse);
export const Images = /* @__PURE__ */ drawnIcon("Images", drawing.images);
export const Info = /* @__PURE__ */ drawnIcon("Info", drawing.info);
export const Leaf = /* @__PURE__ */ drawnIcon("Leaf", drawing.leaf);
export const Lightbulb = /* @__PURE__ */ drawnIcon("Lightbulb", drawing.lightbulb);
export const LoaderCircle = /* @__PURE__ */ drawnIcon("LoaderCircle", drawing.loaderCircle);
export const Mail = /* @__PURE__ */ drawnIcon("Mail", drawing.mail);
export const MapPin = /* @__PURE__ */ drawnIcon("MapPin", drawing.mapPin);
export const MessageCircle = /* @__PURE__ */ drawnIcon("MessageCircle", drawing.messageCircle);
export const MessageSquareHeart = /* @__PURE__ */ drawnIcon(
  "MessageSquareHeart",
  drawing.messageSquareHeart,
);
export const Pause = /* @__PURE__ */ drawnIcon("Pause", drawing.pause);
export const Phone = /* @__PURE__ */ drawnIcon("Phone", drawing.phone);
export const PhoneCall = /* @__PURE__ */ drawnIcon("PhoneCall", drawing.phoneCall);
export const Play = /* @__PURE__ */ drawnIcon("Play", drawing.play);
export const Quote = /* @__PURE__ */ drawnIcon("Quote", drawing.quote);
export const Recycle = /* @__PURE__ */ drawnIcon("Recycle", drawing.recycle);
export const Search = /* @__PURE__ */ drawnIcon("Search", drawing.search);
export const SearchX = /* @__PURE__ */ drawnIcon("SearchX", drawing.searchX);
export const Send = /* @__PURE__ */ drawnIcon("Send", drawing.send);
export const Share2 = /* @__PURE__ */ drawnIcon("Share2", drawing.share2);
export const ShieldCheck = /* @__PURE__ */ drawnIcon("ShieldCheck", drawing.shieldCheck);
export const Sparkle = /* @__PURE__ */ drawnIcon("Sparkle", drawing.sparkle);
export const Sprout = /* @__PURE__ */ drawnIcon("Sprout", drawing.sprout);
export const Star = /* @__PURE__ */ drawnIcon("Star", drawing.star);
export const Table2 = /* @__PURE__ */ drawnIcon("Table2", drawing.table2);
export const Target = /* @__PURE__ */ drawnIcon("Target", drawing.target);
export const Truck = /* @__PURE__ */ drawnIcon("Truck", drawing.truck);
export const UserRound = /* @__PURE__ */ drawnIcon("UserRound", drawing.userRound);
export const Users = /* @__PURE__ */ drawnIcon("Users", drawing.users);
export const Wallet = /* @__PURE__ */ drawnIcon("Wallet", drawing.wallet);
export const X = /* @__PURE__ */ drawnIcon("X", drawing.x);
