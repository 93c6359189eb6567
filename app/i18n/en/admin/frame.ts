import type { Widen } from "../../widen";
import type { frame as french } from "../../fr/admin/frame";

/** The admin's frame: its name, menu, account line, and the words of refused forms and errors. */
export const frame: Widen<typeof french> = {
  brand: "Admin",
  nav: {
    dashboard: "Dashboard",
    pages: "Pages",
    posts: "Blog",
    leads: "Leads",
    testimonials: "Testimonials",
    accounts: "Accounts",
    account: "My account",
    settings: "Identity",
    prices: "Prices",
    team: "Team",
    clients: "Clients",
    gallery: "Gallery",
    menus: "Menus",
    brand: "Logo and sharing",
    library: "Media library",
    personalData: "Personal data",
    outbox: "E-mails",
    backups: "Backups",
    audit: "Change log",
    visits: "Visits",
    site: "View site",
  },
  /** Leaving a screen with what was typed there and not saved (features/admin/unsaved-changes). */
  unsaved: {
    title: "Leave without saving?",
    text: "What you entered on this screen has not been saved. If you leave now, it will be lost.",
    stay: "Stay on this screen",
    leave: "Leave without saving",
  },
  /** Typing kept while editing (features/admin/autosave.ts). */
  autosave: {
    saved: "Kept automatically at {time}",
    offline: "Offline: your changes are kept on this device",
    refused: "The automatic copy was refused: save your changes",
    found: "Changes you had not saved were kept ({date}). Bring them back?",
    behind:
      "Careful: someone saved this content since; bringing your changes back will replace theirs when you save.",
    resume: "Bring my changes back",
    discard: "Discard them",
  },
  /** The admin's own language, kept apart from the public site's. */
  language: { label: "Language of the admin", fr: "Français", en: "English" },
  signedInAs: "Signed in as",
  menu: "Menu",
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  problems: {
    notFound: {
      title: "Page not found",
      text: "This page does not exist in the admin area (a mistyped address, or something deleted since).",
    },
    forbidden: {
      title: "Administrators only",
      text: "This page is for administrators. Ask an administrator if you need it.",
    },
    failed: {
      title: "This page could not be shown",
      text: "Something went wrong on our side. Try again in a moment; if it happens again, tell the person who looks after the site.",
    },
    back: "Back to the dashboard",
    retry: "Try again",
  },
  refused: {
    form: "Nothing was changed: what was sent is not a form of this page.",
    intent:
      "Nothing was changed: this page does not know the action asked for. Reload it and try again.",
    stale:
      "Nothing was changed: the form sent no longer matches this page. Reload it and try again.",
    fields: "Nothing was changed: {problems}",
  },
  errors: {
    forbidden: "You are not allowed to do this.",
    failed: "Failed to {action}. Please try again.",
    auth: "Authentication required to {action}.",
  },
};
