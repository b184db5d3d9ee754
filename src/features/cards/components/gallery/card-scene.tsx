import type { ReactNode } from 'react';
import { Landscape, sceneColors as c } from '@/components/illustrations/landscape';
import classes from './card-gallery.module.css';

export type SceneName = 'trail' | 'peaks' | 'sunrise' | 'city' | 'trophy';

/** The sun over the far hills and a flag on the first summit. */
const sunAndFlag = (
  <>
    <circle cx="318" cy="64" r="22" fill={c.sun} />
    <path d="M84 110v-30l22 9-22 9" fill={c.deep} />
  </>
);

/** What each scene adds to the landscape: our own drawings, in the skin's colours. */
const details: Record<SceneName, ReactNode> = {
  trail: (
    <>
      {sunAndFlag}
      <path
        d="M96 230c24-22 70-26 96-44s58-20 84-18"
        stroke={c.paper}
        strokeWidth="4"
        strokeDasharray="2 10"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  peaks: sunAndFlag,
  sunrise: (
    <>
      <g stroke={c.sun} strokeWidth="5" strokeLinecap="round">
        <path d="M200 44v18M152 62l10 14M248 62l-10 14" />
      </g>
      <circle cx="200" cy="132" r="40" fill={c.sun} />
      <path d="M10 178 92 96l52 50 38-34 68 66 46-40 94 62v68H10Z" fill={c.far} />
      <path d="M10 202c60-30 120-34 190-14s130 18 190-8v60H10Z" fill={c.near} />
    </>
  ),
  city: (
    <g fill={c.deep}>
      <rect x="86" y="118" width="34" height="90" rx="3" />
      <rect x="128" y="86" width="42" height="122" rx="3" />
      <rect x="178" y="104" width="30" height="104" rx="3" />
      <rect x="216" y="70" width="46" height="138" rx="3" />
      <rect x="270" y="124" width="38" height="84" rx="3" />
      <g fill={c.paper}>
        <rect x="138" y="100" width="8" height="8" rx="1" />
        <rect x="152" y="100" width="8" height="8" rx="1" />
        <rect x="138" y="120" width="8" height="8" rx="1" />
        <rect x="228" y="86" width="8" height="8" rx="1" />
        <rect x="242" y="86" width="8" height="8" rx="1" />
        <rect x="242" y="106" width="8" height="8" rx="1" />
      </g>
    </g>
  ),
  trophy: (
    <>
      <g stroke={c.sun} strokeWidth="4" strokeLinecap="round">
        <path d="M120 50l8 8M280 50l-8 8M104 100h12M296 100h-12" />
      </g>
      <path d="M168 48h64v34a32 32 0 0 1-64 0Z" fill={c.sun} />
      <path
        d="M168 58h-18a16 16 0 0 0 18 26M232 58h18a16 16 0 0 1-18 26"
        stroke={c.sun}
        strokeWidth="6"
        fill="none"
      />
      <rect x="194" y="112" width="12" height="22" fill={c.sun} />
      <rect x="176" y="134" width="48" height="12" rx="3" fill={c.deep} />
    </>
  ),
};

/**
 * A landscape that fills its box edge to edge (a card's picture, a profile's cover); a wider
 * `ratio` shows its top part.
 */
export function CardScene({ scene, ratio }: { scene: SceneName; ratio?: string }) {
  return (
    <div className={classes.bleed} style={ratio ? { aspectRatio: ratio } : undefined}>
      <Landscape>{details[scene]}</Landscape>
    </div>
  );
}
