import { UnstyledButton } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Check, icons } from 'lucide-react';
import { useEffect, useRef } from 'react';
import classes from './icon-grid.module.css';

export type IconName = keyof typeof icons;

/** Every icon of the set, by name (`AArrowDown` … `ZoomOut`): the whole map, this page's alone. */
export const iconNames = Object.keys(icons) as readonly string[];

/** A cell's least width, and a row's height (the cell and the gap). */
const CELL_WIDTH = 104;
const ROW_HEIGHT = 96;
/** Without layout (tests), the grid is this wide. */
const FALLBACK_WIDTH = 720;

interface IconGridProps {
  /** The names to show, in order. */
  names: readonly string[];
  size: number;
  stroke: number;
  /** The region's name ("Ícones"). */
  label: string;
  /** The name copied last, for a moment. */
  copied: string | null;
  onPick: (name: string) => void;
}

/**
 * The icons as buttons in a grid that scrolls inside itself, as many columns as fit; only
 * the rows in view (and a few around them) are drawn, two thousand icons or twelve.
 */
export function IconGrid({ names, size, stroke, label, copied, onPick }: IconGridProps) {
  const { ref: measured, width } = useElementSize();
  const scroller = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(measured, scroller);
  const columns = Math.max(1, Math.floor((width || FALLBACK_WIDTH) / CELL_WIDTH));
  const rowCount = Math.ceil(names.length / columns);

  // The virtualizer's functions are read during render by design; nothing here is memoised.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    // Without layout (tests), still draw the first rows.
    initialRect: { width: FALLBACK_WIDTH, height: 480 },
  });

  // A new search starts at the top of its results.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [names]);

  return (
    <div ref={ref} role="region" aria-label={label} className={classes.scroller}>
      <div className={classes.rows} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className={classes.row}
            style={{
              transform: `translateY(${row.start}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {names.slice(row.index * columns, (row.index + 1) * columns).map((name) => {
              const Icon = icons[name as IconName];
              const isCopied = copied === name;
              return (
                <UnstyledButton
                  key={name}
                  className={classes.cell}
                  data-copied={isCopied || undefined}
                  onClick={() => onPick(name)}
                >
                  <Icon size={size} strokeWidth={stroke} aria-hidden="true" />
                  <span className={classes.name}>{name}</span>
                  {isCopied && <Check size={14} aria-hidden="true" className={classes.check} />}
                </UnstyledButton>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
