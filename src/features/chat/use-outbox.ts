import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { onSessionEnd } from '@/lib/session-cleanup';
import { getSessionOwner } from '@/lib/session-owner';
import { readJson, removeKey, writeJson } from '@/lib/storage';
import { chatKeys, useSendMessage } from './api';
import type { ShownMessage } from './grouping';
import { messageTextSchema, type ActiveChat } from './types';

/** A message the person sent that the server has not stored yet. */
export interface OutgoingMessage extends ShownMessage {
  contactId: number;
  state: 'sending' | 'failed';
}

/**
 * The messages that could not be sent, kept across reloads with their author (another user
 * signing in on this browser never sees them): they show again as "Não enviada", to resend or
 * discard. A malformed value is treated as absent.
 */
export const OUTBOX_STORAGE_KEY = 'mirante:chat-outbox';
const storedOutboxSchema = z.object({
  owner: z.string(),
  messages: z.array(
    z.object({
      key: z.string(),
      contactId: z.number(),
      message: messageTextSchema,
      time: z.string(),
      senderId: z.number(),
    }),
  ),
});

function loadOutbox(): OutgoingMessage[] {
  const stored = readJson(OUTBOX_STORAGE_KEY, storedOutboxSchema);
  if (!stored || stored.owner !== getSessionOwner()) return [];
  return stored.messages.map((item) => ({ ...item, state: 'failed' }));
}

/** Keeps the failed messages (a message still sending is the call's, not the outbox's). */
function persistOutbox(list: readonly OutgoingMessage[]) {
  const owner = getSessionOwner();
  const failed = list
    .filter((item) => item.state === 'failed')
    .map(({ state: _state, ...item }) => item);
  if (owner && failed.length > 0) writeJson(OUTBOX_STORAGE_KEY, { owner, messages: failed });
  else removeKey(OUTBOX_STORAGE_KEY);
}

onSessionEnd(() => removeKey(OUTBOX_STORAGE_KEY));

/**
 * Optimistic sending: a message shows at once as "sending"; once stored it becomes part of
 * its chat, and when the call fails it stays, marked "not sent", until it is sent again or
 * discarded, across reloads (`OUTBOX_STORAGE_KEY`). Nothing typed is lost.
 */
export function useOutbox(senderId: number) {
  const client = useQueryClient();
  const { mutateAsync } = useSendMessage();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>(loadOutbox);
  const counter = useRef(0);
  useEffect(() => persistOutbox(outgoing), [outgoing]);

  const mark = (key: string, state: OutgoingMessage['state']) =>
    setOutgoing((list) => list.map((item) => (item.key === key ? { ...item, state } : item)));

  const deliver = useCallback(
    (item: OutgoingMessage) => {
      mark(item.key, 'sending');
      mutateAsync({ contact: item.contactId, message: item.message }).then(
        ({ chat }) => {
          // The stored message replaces the pending one in the same render.
          client.setQueryData<ActiveChat>(chatKeys.chat(chat.userId), (active) =>
            active ? { ...active, chat } : active,
          );
          setOutgoing((list) => list.filter((other) => other.key !== item.key));
        },
        () => mark(item.key, 'failed'),
      );
    },
    [client, mutateAsync],
  );

  const send = useCallback(
    (contactId: number, message: string) => {
      counter.current += 1;
      const item: OutgoingMessage = {
        key: `outgoing-${Date.now()}-${counter.current}`,
        contactId,
        message: message.trim(),
        time: new Date().toISOString(),
        senderId,
        state: 'sending',
      };
      setOutgoing((list) => [...list, item]);
      deliver(item);
    },
    [deliver, senderId],
  );

  const retry = useCallback(
    (key: string) => {
      const item = outgoing.find((other) => other.key === key);
      if (item) deliver(item);
    },
    [deliver, outgoing],
  );

  const discard = useCallback(
    (key: string) => setOutgoing((list) => list.filter((other) => other.key !== key)),
    [],
  );

  return { outgoing, send, retry, discard };
}
