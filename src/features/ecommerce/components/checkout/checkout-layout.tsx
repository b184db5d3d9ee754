import type { ReactNode } from 'react';
import classes from './checkout.module.css';

interface CheckoutLayoutProps {
  children: ReactNode;
  /** The order's summary and the step's buttons: beside the step on a wide screen, after it
   * on a phone. */
  aside: ReactNode;
  asideLabel: string;
}

export function CheckoutLayout({ children, aside, asideLabel }: CheckoutLayoutProps) {
  return (
    <div className={classes.layout}>
      <div className={classes.main}>{children}</div>
      <aside className={classes.aside} aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
}
