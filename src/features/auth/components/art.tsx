import { Landscape, sceneColors as c } from '@/components/illustrations/landscape';

/** The cover pages' drawings: the same landscape, one object per step of the way in. */
export type ArtKind = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'two-steps';

function Tower() {
  return (
    <g>
      <path d="M150 200 170 96h24l20 104Z" fill={c.deep} />
      <path d="M158 160h48M163 130h38" stroke={c.paper} strokeWidth="4" />
      <path d="M156 96h52l-26-26Z" fill={c.ink} />
      <circle cx="290" cy="64" r="22" fill={c.sun} />
    </g>
  );
}

function Flag() {
  return (
    <g>
      <path d="M92 96V44" stroke={c.ink} strokeWidth="4" />
      <path d="M94 44h48l-12 14 12 14H94Z" fill={c.deep} />
      <circle cx="300" cy="70" r="24" fill={c.sun} />
    </g>
  );
}

function Key() {
  return (
    <g transform="translate(200 104) rotate(-30)">
      <circle r="30" fill="none" stroke={c.deep} strokeWidth="14" />
      <path d="M30 0h80v18M84 0v14" stroke={c.deep} strokeWidth="14" strokeLinecap="round" />
    </g>
  );
}

function Padlock() {
  return (
    <g>
      <path d="M172 100V80a28 28 0 0 1 56 0v20" stroke={c.deep} strokeWidth="12" fill="none" />
      <rect x="156" y="98" width="88" height="70" rx="12" fill={c.deep} />
      <circle cx="200" cy="128" r="9" fill={c.paper} />
      <rect x="196" y="130" width="8" height="20" rx="4" fill={c.paper} />
    </g>
  );
}

function Envelope() {
  return (
    <g>
      <rect
        x="140"
        y="60"
        width="120"
        height="84"
        rx="10"
        fill={c.paper}
        stroke={c.deep}
        strokeWidth="5"
      />
      <path d="m144 66 56 44 56-44" stroke={c.deep} strokeWidth="5" fill="none" />
      <circle cx="262" cy="62" r="16" fill={c.sun} />
      <path d="m254 62 6 6 10-12" stroke={c.ink} strokeWidth="4" fill="none" />
    </g>
  );
}

/** The screen spans x 176–224; the code box 180–220 and its six dots 183–217 stay inside it. */
const codeDots = [185, 190, 195, 205, 210, 215];

function Phone() {
  return (
    <g>
      <rect x="168" y="40" width="64" height="120" rx="12" fill={c.ink} />
      <rect x="176" y="54" width="48" height="86" rx="4" fill={c.paper} />
      <rect x="180" y="89" width="40" height="14" rx="3" fill="none" stroke={c.deep} />
      {codeDots.map((cx) => (
        <circle key={cx} cx={cx} cy="96" r="2" fill={c.deep} />
      ))}
    </g>
  );
}

const objects = {
  login: Tower,
  register: Flag,
  forgot: Key,
  reset: Padlock,
  verify: Envelope,
  'two-steps': Phone,
} satisfies Record<ArtKind, () => React.JSX.Element>;

export default function AuthArt({ kind }: { kind: ArtKind }) {
  const Drawing = objects[kind];
  return (
    <Landscape>
      <Drawing />
    </Landscape>
  );
}
