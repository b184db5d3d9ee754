import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { chatKeys, useSendMessage } from './api';
import type { ShownMessage } from './grouping';
import type { ActiveChat } from './types';

/** A message the person sent that the server has not stored yet. */
export interface OutgoingMessage extends ShownMessage {
  contactId: number;
  state: 'sending' | 'failed';
}

/**
 * Optimistic sending: a message shows at once as "sending"; once stored it becomes part of
 * its chat, and when the call fails it stays, marked "not sent", until it is sent again or
 * discarded. Nothing typed is lost.
 */
export function useOutbox(senderId: number) {
  const client = useQueryClient();
  const { mutateAsync } = useSendMessage();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const counter = useRef(0);

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
        key: `outgoing-${counter.current}`,
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
