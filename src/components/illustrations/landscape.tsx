import { useId, type ReactNode } from 'react';
import classes from './landscape.module.css';

/**
 * Our own landscape (sky, far and near hills), the ground of the pages' illustrations.
 * Colours come from CSS variables (landscape.module.css) so they follow the skin.
 */
export const sceneColors = {
  sky: 'var(--scene-sky)',
  far: 'var(--scene-far)',
  near: 'var(--scene-near)',
  deep: 'var(--scene-deep)',
  sun: 'var(--scene-sun)',
  ink: 'var(--scene-ink)',
  paper: 'var(--scene-paper)',
};

export function Landscape({ children }: { children?: ReactNode }) {
  const clip = useId();
  return (
    <svg
      viewBox="0 0 400 240"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      className={classes.scene}
    >
      <defs>
        <clipPath id={clip}>
          <rect x="10" y="10" width="380" height="220" rx="24" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect x="10" y="10" width="380" height="220" fill={sceneColors.sky} />
        <path d="M10 178 92 96l52 50 38-34 68 66 46-40 94 62v60H10Z" fill={sceneColors.far} />
        <path d="M10 202c60-30 120-34 190-14s130 18 190-8v60H10Z" fill={sceneColors.near} />
        {children}
      </g>
    </svg>
  );
}
