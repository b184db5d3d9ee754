import { Landscape, sceneColors as c } from '@/components/illustrations/landscape';

/** Ours: a shield with a plus over the hills, two people beside it (the add-role card). */
export function NewRoleScene() {
  return (
    <Landscape>
      <circle cx="112" cy="118" r="18" fill={c.deep} />
      <path d="M80 176c0-22 14-34 32-34s32 12 32 34Z" fill={c.deep} />
      <circle cx="288" cy="118" r="18" fill={c.near} />
      <path d="M256 176c0-22 14-34 32-34s32 12 32 34Z" fill={c.near} />
      <path d="M200 44 252 62v40c0 36-22 62-52 74-30-12-52-38-52-74V62Z" fill={c.deep} />
      <path d="M200 58 240 72v30c0 28-16 48-40 58-24-10-40-30-40-58V72Z" fill={c.paper} />
      <path d="M200 86v44M178 108h44" stroke={c.sun} strokeWidth="10" strokeLinecap="round" />
    </Landscape>
  );
}
