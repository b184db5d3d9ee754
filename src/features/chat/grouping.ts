import { daysBetween, localDay } from '@/lib/dates';
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

/** Whole local days from `time` to `now` (0 today, 1 yesterday), across summer-time changes. */
export function daysAgo(time: string | number | Date, now: number = Date.now()): number {
  return daysBetween(localDay(new Date(time)), localDay(now)) ?? 0;
}

/** The conversation as it is drawn: by day, then by runs of one sender. */
export function groupMessages(messages: readonly ShownMessage[]): DayGroup[] {
  const days: DayGroup[] = [];
  for (const message of messages) {
    const day = localDay(Date.parse(message.time));
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
