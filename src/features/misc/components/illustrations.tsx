import { Landscape as Scene, sceneColors as c } from '@/components/illustrations/landscape';

export function LostTrail() {
  return (
    <Scene>
      <path
        d="M120 226c30-20 60-24 80-40s50-24 70-22"
        stroke={c.paper}
        strokeWidth="4"
        strokeDasharray="2 10"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="276" y="92" width="8" height="96" rx="3" fill={c.ink} />
      <path d="M236 100h76l16 14-16 14h-76Z" fill={c.paper} stroke={c.deep} strokeWidth="3" />
      <path d="M324 140h-76l-16 14 16 14h76Z" fill={c.paper} stroke={c.deep} strokeWidth="3" />
      <text x="272" y="120" textAnchor="middle" fontSize="18" fontWeight="700" fill={c.deep}>
        404
      </text>
      <text x="288" y="160" textAnchor="middle" fontSize="18" fontWeight="700" fill={c.deep}>
        ?
      </text>
    </Scene>
  );
}

export function LockedShield() {
  return (
    <Scene>
      <path d="M200 40 262 62v46c0 40-26 70-62 84-36-14-62-44-62-84V62Z" fill={c.deep} />
      <path d="M200 54 250 72v36c0 32-20 56-50 68-30-12-50-36-50-68V72Z" fill={c.paper} />
      <rect x="176" y="104" width="48" height="40" rx="8" fill={c.deep} />
      <path d="M186 104V92a14 14 0 0 1 28 0v12" stroke={c.deep} strokeWidth="8" fill="none" />
      <circle cx="200" cy="122" r="6" fill={c.paper} />
      <rect x="197" y="124" width="6" height="12" rx="3" fill={c.paper} />
    </Scene>
  );
}

export function Sunrise() {
  return (
    <Scene>
      <g stroke={c.sun} strokeWidth="5" strokeLinecap="round">
        <path d="M200 40v18M150 58l10 14M250 58l-10 14M118 96l16 8M282 96l-16 8" />
      </g>
      <circle cx="200" cy="128" r="44" fill={c.sun} />
      <path d="M10 178 92 96l52 50 38-34 68 66 46-40 94 62v28H10Z" fill={c.far} />
      <path d="M10 202c60-30 120-34 190-14s130 18 190-8v40H10Z" fill={c.near} />
      <path d="M92 96V62" stroke={c.ink} strokeWidth="3" />
      <path d="M93 62h26l-8 9 8 9H93Z" fill={c.deep} />
    </Scene>
  );
}

export function Gears() {
  const teeth = Array.from({ length: 8 }, (_, index) => index * 45);
  return (
    <Scene>
      <g transform="translate(186 108)">
        {teeth.map((angle) => (
          <rect
            key={angle}
            x="-9"
            y="-62"
            width="18"
            height="24"
            rx="4"
            fill={c.deep}
            transform={`rotate(${angle})`}
          />
        ))}
        <circle r="46" fill={c.deep} />
        <circle r="18" fill={c.sky} />
      </g>
      <g transform="translate(258 150) rotate(-35)">
        <rect x="-8" y="-6" width="16" height="70" rx="6" fill={c.ink} />
        <path d="M-22-30a24 24 0 1 0 44 0l-10 4v14h-24v-14Z" fill={c.ink} />
      </g>
    </Scene>
  );
}
