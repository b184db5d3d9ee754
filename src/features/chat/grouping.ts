import type { Message } from './types';

/** A message on screen: stored, or still on its way (`sending`) or refused (`failed`). */
export interface ShownMessage extends Message {
  key: string;
  state: 'sent' | 'sending' | 'failed';
}

/** Messages in a row from one sender, on one day. */
export interface SenderGroup {
  key: string;
  senderId: number;
  messages: ShownMessage[];
}

export interface DayGroup {
  /** The local calendar day, `YYYY-MM-DD`. */
  day: string;
  /** The first message's time, for the separator's label. */
  time: string;
  groups: SenderGroup[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a moment, as `YYYY-MM-DD`. */
export function localDay(value: string | number | Date): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole local days from `time` to `now` (0 today, 1 yesterday), across summer-time changes. */
export function daysAgo(time: string | number | Date, now: number = Date.now()): number {
  const [a, b] = [localDay(time), localDay(now)].map((day) => Date.parse(`${day}T00:00:00Z`));
  return Math.round(((b ?? 0) - (a ?? 0)) / 86_400_000);
}

/** The conversation as it is drawn: by day, then by runs of one sender. */
export function groupMessages(messages: readonly ShownMessage[]): DayGroup[] {
  const days: DayGroup[] = [];
  for (const message of messages) {
    const day = localDay(message.time);
    let current = days.at(-1);
    if (current?.day !== day) {
      current = { day, time: message.time, groups: [] };
      days.push(current);
    }
    let group = current.groups.at(-1);
    if (group?.senderId !== message.senderId) {
      group = { key: message.key, senderId: message.senderId, messages: [] };
      current.groups.push(group);
    }
    group.messages.push(message);
  }
  return days;
}
