import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Email } from '../types';
import { EmailItem } from './email-item';
import classes from './email.module.css';

interface EmailListProps {
  emails: readonly Email[];
  selected: ReadonlySet<number>;
  openId: number | null;
  label: string;
  onOpen: (id: number) => void;
  onSelect: (id: number, selected: boolean) => void;
  onStar: (email: Email) => void;
}

/** Every row has this height (one line each for sender, subject and excerpt): nothing to measure while scrolling. */
const ROW_HEIGHT = 76;

/** The list, virtualised: only the rows on screen are in the page, 5,000 emails or five. */
export function EmailList({
  emails,
  selected,
  openId,
  label,
  onOpen,
  onSelect,
  onStar,
}: EmailListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions are read during render by design; nothing here is memoised.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const rows = useVirtualizer({
    count: emails.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // Without layout (tests), still draw the first rows.
    initialRect: { width: 800, height: 800 },
  });
  return (
    <div ref={scroller} className={classes.list} role="region" aria-label={label} tabIndex={-1}>
      <ul
        style={{
          height: rows.getTotalSize(),
          position: 'relative',
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {rows.getVirtualItems().map((row) => {
          const email = emails[row.index] as Email;
          return (
            <li
              key={email.id}
              style={{
                position: 'absolute',
                top: 0,
                insetInline: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${row.start}px)`,
              }}
            >
              <EmailItem
                email={email}
                selected={selected.has(email.id)}
                active={openId === email.id}
                onOpen={onOpen}
                onSelect={onSelect}
                onStar={onStar}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
