import { createRandom } from '@/lib/demo/random';
import type { Email, Reply } from '../types';
import {
  avatarOf,
  followUps,
  ME,
  paragraphs,
  people,
  placement,
  templates,
  UNSAFE_SUBJECT,
  unsafeMessage,
  type Template,
} from './samples';

export { ME, UNSAFE_SUBJECT };

/**
 * Our sample mailbox, built from the texts of `samples.ts`: spread over the folders, with
 * labels, attachments and replies. Deterministic: the same seed gives the same mailbox;
 * times count back from when it was seeded.
 */
type Person = { name: string; email: string; avatar: string };

function reply(
  id: number,
  from: Person,
  to: Person,
  subject: string,
  text: string,
  time: number,
): Reply {
  const { avatar: _unused, ...recipient } = to;
  return {
    id,
    from,
    to: [recipient],
    subject: `Re: ${subject}`,
    cc: [],
    bcc: [],
    message: paragraphs(text),
    attachments: [],
    time: new Date(time).toISOString(),
  };
}

function message(index: number, random: ReturnType<typeof createRandom>, now: number): Email {
  const template = templates[index % templates.length] as Template;
  const sender = people[index % people.length] as (typeof people)[number];
  const spot = placement[index % placement.length] as (typeof placement)[number];
  const outgoing = spot.folder === 'sent' || spot.folder === 'draft';
  const to = outgoing ? [sender] : [ME];
  // A few hours apart, newest first by id.
  const time = new Date(now - (index * 197 + random.int(5, 150)) * 60_000).toISOString();
  const id = index + 1;
  const round = Math.floor(index / templates.length) % 2;
  const subject =
    round === 0 ? template.subject : (followUps[index % followUps.length] ?? template.subject);
  const me = { ...ME, avatar: avatarOf(0) };
  const them = { ...sender, avatar: avatarOf(index + 1) };
  const sent = Date.parse(time);
  const replies =
    index % 5 === 0 && !outgoing
      ? [
          reply(
            id * 100 + 1,
            me,
            them,
            subject,
            'Obrigada! Vou olhar com calma e te respondo ainda hoje.',
            sent + 40 * 60_000,
          ),
          reply(id * 100 + 2, them, me, subject, 'Perfeito, fico no aguardo.', sent + 95 * 60_000),
        ]
      : [];
  return {
    id,
    from: outgoing ? me : them,
    to,
    subject,
    cc: index % 4 === 0 ? [people[(index + 3) % people.length]?.email ?? ''] : [],
    bcc: [],
    message: template.body,
    attachments: (template.attachments ?? []).map(([fileName, thumbnail, size]) => ({
      fileName,
      thumbnail,
      url: `/files/${fileName}`,
      size,
    })),
    isStarred: spot.isStarred,
    labels: template.labels,
    time,
    replies,
    folder: spot.folder,
    isRead: spot.isRead,
  };
}

/** A deterministic mailbox of `count` messages (5,000 for the scale tests). */
export function buildEmails(count: number, seed = 7, now = Date.now()): Email[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => message(index, random, now));
}

export function seedEmails(now = Date.now()): Email[] {
  const mailbox = buildEmails(27, 7, now);
  mailbox.push({
    id: 28,
    from: { name: 'Promoções Imperdíveis', email: 'premios@ofertas-incriveis.example', avatar: '' },
    to: [ME],
    subject: UNSAFE_SUBJECT,
    cc: [],
    bcc: [],
    message: unsafeMessage,
    attachments: [],
    isStarred: false,
    labels: [],
    time: new Date(now - 30 * 60_000).toISOString(),
    replies: [],
    folder: 'inbox',
    isRead: false,
  });
  return mailbox;
}
