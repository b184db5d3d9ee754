import type { ReactNode } from 'react';
import classes from './plan-illustration.module.css';

/**
 * Our own small drawings of the plans (a paper plane, a rocket, a skyline), coloured by the
 * theme so they follow the skin. The API's `img` names one of them; an address from a real
 * API is shown as a picture instead.
 */
const drawings: Record<string, ReactNode> = {
  basic: (
    <>
      <ellipse className={classes.soft} cx="60" cy="50" rx="46" ry="38" />
      <path className={classes.cloud} d="M20 72a9 9 0 0 1 16-6 7 7 0 0 1 12 5H20Z" />
      <path
        className={classes.trail}
        d="M30 62c10-4 18-14 32-16"
        fill="none"
        strokeDasharray="3 4"
      />
      <path className={classes.main} d="m58 46 44-24-26 46-8-14Z" />
      <path className={classes.deep} d="m68 54 34-32-24 22Z" />
      <path className={classes.light} d="m58 46 10 8 34-32Z" />
    </>
  ),
  standard: (
    <>
      <ellipse className={classes.soft} cx="60" cy="50" rx="46" ry="38" />
      <path className={classes.flame} d="M53 74h14l-7 16Z" />
      <path className={classes.deep} d="M46 60 36 74h14Zm28 0 10 14H70Z" />
      <path
        className={classes.main}
        d="M60 12c12 10 16 26 12 48l-4 14H52l-4-14c-4-22 0-38 12-48Z"
      />
      <circle className={classes.window} cx="60" cy="40" r="7" />
      <path className={classes.light} d="M60 12c-6 5-10 12-11 20h22c-1-8-5-15-11-20Z" />
    </>
  ),
  enterprise: (
    <>
      <ellipse className={classes.soft} cx="60" cy="50" rx="46" ry="38" />
      <path className={classes.light} d="M22 88V50h20v38Z" />
      <path className={classes.main} d="M44 88V22l24-8v74Z" />
      <path className={classes.deep} d="M70 88V40h26v48Z" />
      <path
        className={classes.window}
        d="M50 30h6v6h-6Zm8 0h6v6h-6Zm-8 12h6v6h-6Zm8 0h6v6h-6Zm-8 12h6v6h-6Zm8 0h6v6h-6Zm-8 12h6v6h-6Zm8 0h6v6h-6ZM76 48h6v6h-6Zm8 0h6v6h-6Zm-8 12h6v6h-6Zm8 0h6v6h-6Zm-8 12h6v6h-6Zm8 0h6v6h-6ZM27 58h10v5H27Zm0 10h10v5H27Z"
      />
      <path className={classes.ground} d="M14 88h92v3H14Z" />
    </>
  ),
};

export function PlanIllustration({ img }: { img: string }) {
  const drawing = drawings[img];
  if (drawing) {
    return (
      <svg
        viewBox="0 0 120 100"
        className={classes.picture}
        aria-hidden="true"
        focusable="false"
        role="presentation"
      >
        {drawing}
      </svg>
    );
  }
  return /^(https?:\/\/|\/)/.test(img) ? (
    <img src={img} alt="" className={classes.picture} />
  ) : null;
}
