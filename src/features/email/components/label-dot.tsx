import type { ComponentPropsWithRef } from 'react';
import type { Label } from '../types';

export const labelColor: Record<Label, string> = {
  private: 'red',
  company: 'mirante',
  important: 'orange',
  personal: 'green',
};

type LabelDotProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  label: Label;
  size?: number;
  /** Its accessible name; without one the dot is decorative. */
  name?: string;
};

/** A label's colour as a small dot (passes its ref and props on, for tooltips). */
export function LabelDot({ label, size = 10, name, style, ...props }: LabelDotProps) {
  return (
    <span
      role={name ? 'img' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
      {...props}
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        background: `var(--mantine-color-${labelColor[label]}-6)`,
        ...style,
      }}
    />
  );
}
