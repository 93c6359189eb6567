/**
 * An intervention's date, time, duration, address, members and notes as the form sends them,
 * checked on the server: what is wrong is said per field, in codes the page turns into words.
 */
import { addDays, fromLome, isDay, isTime, lomeDay } from "./times";

export const SLOT_LIMITS = {
  minMinutes: 30,
  maxMinutes: 720,
  stepMinutes: 15,
  /** How far ahead a date may be set. */
  aheadDays: 731,
  address: 300,
  notes: 2000,
  members: 30,
} as const;

/** The durations the form offers: every half hour from 30 minutes to 12 hours. */
export const DURATIONS = Array.from({ length: 24 }, (_, i) => (i + 1) * 30);

export interface SlotForm {
  day: string;
  time: string;
  duration: string;
  address: string;
  notes: string;
  members: string[];
}

export type SlotField = "day" | "time" | "duration" | "address" | "notes" | "members";
export type SlotProblem = "day" | "time" | "duration" | "address" | "members" | "tooLong";
export type SlotProblems = Partial<Record<SlotField, SlotProblem>>;

export interface Slot {
  startsAt: string;
  endsAt: string;
  address: string;
  notes: string;
  members: string[];
}

export function checkSlot(
  form: SlotForm,
  now = new Date(),
): { ok: true; slot: Slot } | { ok: false; problems: SlotProblems } {
  const problems: SlotProblems = {};
  const today = lomeDay(now);
  if (!isDay(form.day) || form.day < today || form.day > addDays(today, SLOT_LIMITS.aheadDays))
    problems.day = "day";
  if (!isTime(form.time)) problems.time = "time";
  const minutes = /^\d{1,5}$/.test(form.duration) ? Number(form.duration) : NaN;
  if (
    !(minutes >= SLOT_LIMITS.minMinutes && minutes <= SLOT_LIMITS.maxMinutes) ||
    minutes % SLOT_LIMITS.stepMinutes !== 0
  )
    problems.duration = "duration";
  const address = form.address.trim();
  if (!address) problems.address = "address";
  else if (address.length > SLOT_LIMITS.address) problems.address = "tooLong";
  const notes = form.notes.trim();
  if (notes.length > SLOT_LIMITS.notes) problems.notes = "tooLong";
  const members = [...new Set(form.members.filter(Boolean))];
  if (!members.length || members.length > SLOT_LIMITS.members) problems.members = "members";
  if (Object.keys(problems).length) return { ok: false, problems };
  const starts = fromLome(form.day, form.time);
  const ends = new Date(starts.getTime() + minutes * 60_000);
  return {
    ok: true,
    slot: { startsAt: starts.toISOString(), endsAt: ends.toISOString(), address, notes, members },
  };
}
