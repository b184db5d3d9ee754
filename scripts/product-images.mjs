#!/usr/bin/env node
/**
 * Draws the shop's product pictures: one small flat SVG per sample product, the product type
 * in the product's first colour on its department's soft background, written to
 * `public/images/products/<slug>.svg` (the scale set's numbered models reuse their sample's).
 * Deterministic: the same samples give the same files, byte for byte; stale files are removed.
 *
 *   npx tsx scripts/product-images.mjs
 *
 * (tsx reads the samples, which are TypeScript: src/features/ecommerce/demo/samples.ts.)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { samples, slugOf } from '../src/features/ecommerce/demo/samples.ts';

const OUT = 'public/images/products';

/** Body, shade (edges, details) and highlight of each product colour. */
const COLOURS = {
  black: ['#2d3139', '#16191e', '#565d69'],
  white: ['#f7f8fa', '#b9c0cb', '#e1e5ea'],
  gray: ['#8e96a3', '#5c6470', '#c0c6cf'],
  blue: ['#3f6fd6', '#28499b', '#8aa9ee'],
  red: ['#d9483b', '#a02e25', '#f08b80'],
  green: ['#2f9e6e', '#1d6e4b', '#7dd0aa'],
  pink: ['#e784ab', '#bb5580', '#f6c0d5'],
  gold: ['#d5ab55', '#9c7833', '#f0d79c'],
};

/** Each department's background and the disc behind the product. */
const BACKGROUNDS = {
  smartphones: ['#eaf0ff', '#d3e0ff'],
  computers: ['#efebfd', '#dcd3fb'],
  audio: ['#fff1e7', '#ffdcc4'],
  wearables: ['#e7f6ef', '#c8ebdb'],
  cameras: ['#fdecef', '#f8d2da'],
  games: ['#f2eafd', '#dfcffa'],
  home: ['#fff7de', '#ffe8a8'],
  appliances: ['#e6f4f8', '#c6e7f0'],
};

const SCREEN = '#222936';
const LENS = '#4f74a0';
const DARK = '#2a2e35';
const METAL = '#c5cbd3';

const r = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const c = (cx, cy, radius, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"${extra}/>`;
const p = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d, colour, width) =>
  p(
    d,
    'none',
    ` stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`,
  );
const edge = (shade) => ` stroke="${shade}" stroke-width="1.5"`;

/** A lens: dark rim, glass, a glint. */
const lens = (x, y, size) =>
  c(x, y, size, DARK) +
  c(x, y, size * 0.6, LENS) +
  c(x - size * 0.3, y - size * 0.3, size * 0.18, '#fff');

/** The product types, drawn on a 120 × 120 canvas. */
const ART = {
  phone: ([b, s, h]) =>
    r(40, 14, 40, 92, 8, b, edge(s)) +
    r(44, 22, 32, 74, 3, SCREEN) +
    c(60, 50, 10, h) +
    r(48, 72, 24, 4, 2, h) +
    r(48, 80, 16, 4, 2, h) +
    r(54, 17, 12, 2, 1, s),
  laptop: ([b, s, h]) =>
    r(24, 26, 72, 50, 5, b, edge(s)) +
    r(29, 31, 62, 40, 2, SCREEN) +
    c(60, 51, 9, h) +
    p('M14 78h92l-6 9H20z', b, edge(s)) +
    r(52, 78, 16, 3, 1.5, s),
  tablet: ([b, s, h]) =>
    r(28, 18, 64, 84, 7, b, edge(s)) +
    r(33, 24, 54, 72, 3, SCREEN) +
    c(60, 50, 12, h) +
    r(41, 76, 10, 10, 2, h) +
    r(55, 76, 10, 10, 2, h) +
    r(69, 76, 10, 10, 2, h),
  monitor: ([b, s, h]) =>
    r(16, 22, 88, 56, 4, b, edge(s)) +
    r(20, 26, 80, 46, 2, SCREEN) +
    p('M20 72l22-20 14 12 16-16 28 24z', h) +
    c(84, 38, 5, h) +
    r(55, 78, 10, 12, 0, s) +
    r(40, 90, 40, 6, 3, b, edge(s)),
  keyboard: ([b, s, h]) =>
    r(12, 42, 96, 40, 6, b, edge(s)) +
    [0, 1, 2]
      .flatMap((row) =>
        [...Array(10).keys()].map((col) => r(16 + col * 9, 47 + row * 9, 7, 7, 1.5, h)),
      )
      .join('') +
    r(35, 74, 50, 5, 2, h),
  headphones: ([b, s]) =>
    line('M28 70V58a32 32 0 0 1 64 0v12', b, 7) +
    r(20, 60, 18, 32, 8, b, edge(s)) +
    r(82, 60, 18, 32, 8, b, edge(s)) +
    r(34, 64, 6, 24, 3, s) +
    r(80, 64, 6, 24, 3, s),
  headset: (colour) =>
    ART.headphones(colour) + line('M29 88c0 10 10 13 22 13', colour[1], 3) + c(53, 101, 4, DARK),
  earbuds: ([b, s]) =>
    r(30, 58, 60, 40, 18, b, edge(s)) +
    line('M31 72h58', s, 1.5) +
    c(60, 84, 2.5, '#40c057') +
    r(42, 32, 7, 20, 3.5, b, edge(s)) +
    c(44, 32, 9, b, edge(s)) +
    c(41, 31, 3.5, s) +
    r(71, 32, 7, 20, 3.5, b, edge(s)) +
    c(76, 32, 9, b, edge(s)) +
    c(79, 31, 3.5, s),
  speaker: ([b, s, h]) =>
    r(34, 16, 52, 88, 14, b, edge(s)) +
    c(60, 74, 17, s) +
    c(60, 74, 10, h) +
    c(60, 74, 4, s) +
    c(60, 38, 8, s) +
    c(60, 38, 4, h),
  watch: ([b, s, h]) =>
    r(47, 10, 26, 30, 6, s) +
    r(47, 80, 26, 30, 6, s) +
    r(38, 32, 44, 56, 13, b, edge(s)) +
    r(43, 38, 34, 44, 9, SCREEN) +
    c(60, 60, 12, 'none', ` stroke="${h}" stroke-width="3"`) +
    c(60, 60, 6, 'none', ' stroke="#63e6be" stroke-width="3"') +
    r(82, 52, 4, 10, 2, s),
  band: ([b, s]) =>
    r(12, 50, 96, 20, 10, b, edge(s)) +
    r(40, 44, 40, 32, 10, DARK) +
    r(45, 49, 30, 22, 6, '#11151c') +
    r(50, 56, 20, 3, 1.5, '#63e6be') +
    r(50, 62, 12, 3, 1.5, '#74c0fc'),
  ring: ([b, s, h]) =>
    c(60, 62, 27, 'none', ` stroke="${b}" stroke-width="12"`) +
    c(60, 62, 21, 'none', ` stroke="${s}" stroke-width="2"`) +
    line('M40 46a27 27 0 0 1 16-11', h, 3) +
    r(55, 86, 10, 5, 2, DARK),
  camera: ([b, s]) =>
    r(40, 28, 30, 14, 4, b, edge(s)) +
    r(80, 32, 12, 8, 3, s) +
    r(16, 38, 88, 56, 9, b, edge(s)) +
    r(16, 48, 88, 8, 0, s) +
    c(60, 68, 23, s) +
    lens(60, 68, 18),
  'action-cam': ([b, s]) =>
    r(70, 31, 14, 6, 2, s) +
    r(30, 36, 60, 50, 9, b, edge(s)) +
    lens(48, 61, 14) +
    r(67, 46, 17, 13, 3, SCREEN) +
    c(79, 74, 3, '#e5484d'),
  'instant-camera': ([b, s]) =>
    r(22, 26, 76, 72, 14, b, edge(s)) +
    r(30, 34, 18, 11, 3, '#fff7d6', edge(s)) +
    r(74, 34, 14, 11, 3, DARK) +
    c(60, 62, 21, '#f1f3f5', edge(s)) +
    lens(60, 62, 14) +
    r(34, 88, 52, 3, 1.5, s),
  webcam: ([b, s]) =>
    p('M50 70h20l6 16H44z', s) +
    r(38, 86, 44, 6, 3, b, edge(s)) +
    r(26, 40, 68, 30, 15, b, edge(s)) +
    lens(60, 55, 11) +
    c(82, 55, 2.5, '#40c057'),
  'dome-camera': ([b, s]) =>
    p('M38 102c0-14 10-22 22-22s22 8 22 22z', b, edge(s)) +
    r(54, 72, 12, 10, 0, s) +
    c(60, 48, 27, b, edge(s)) +
    c(60, 50, 16, DARK) +
    lens(60, 50, 10) +
    c(60, 29, 2, '#40c057'),
  console: ([b, s]) =>
    r(30, 100, 60, 6, 3, s) +
    r(36, 14, 48, 86, 8, b, edge(s)) +
    r(46, 21, 28, 2.5, 1.25, s) +
    r(36, 34, 48, 3, 0, s) +
    r(44, 89, 32, 3, 1.5, '#4dabf7'),
  controller: ([b, s]) =>
    p(
      'M36 46h48c12 0 18 8 20 20l3 18c1 8-8 13-14 7l-9-9H36l-9 9c-6 6-15 1-14-7l3-18c2-12 8-20 20-20z',
      b,
      edge(s),
    ) +
    r(26, 58, 16, 5, 1.5, s) +
    r(31.5, 52.5, 5, 16, 1.5, s) +
    c(83, 53, 3.5, '#e5484d') +
    c(90, 60, 3.5, '#40c057') +
    c(76, 60, 3.5, '#4dabf7') +
    c(83, 67, 3.5, '#fab005') +
    c(48, 74, 6, s) +
    c(72, 74, 6, s),
  handheld: ([b, s, h]) =>
    r(10, 38, 100, 46, 16, b, edge(s)) +
    r(32, 43, 56, 36, 3, SCREEN) +
    c(60, 61, 9, h) +
    c(21, 52, 5.5, s) +
    r(16, 66, 11, 4, 1.5, s) +
    r(19.5, 62.5, 4, 11, 1.5, s) +
    c(99, 54, 3.5, s) +
    c(93, 61, 3.5, s) +
    c(99, 68, 3.5, s),
  wheel: ([b, s]) =>
    c(60, 60, 36, 'none', ` stroke="${b}" stroke-width="11"`) +
    line('M27 64h66M60 64v30', s, 8) +
    c(60, 62, 13, b, edge(s)) +
    c(60, 62, 5, '#e5484d'),
  bulb: () =>
    c(60, 48, 36, '#fff4c2') +
    c(60, 46, 24, '#ffe066', edge('#e6b800')) +
    p('M47 62h26l-4 14H51z', '#ffe066') +
    line('M55 50l5 8 5-8', '#e6a700', 2.5) +
    r(50, 76, 20, 6, 2, METAL) +
    r(50, 83, 20, 6, 2, METAL) +
    r(54, 90, 12, 6, 3, '#868e96'),
  'desk-lamp': ([b, s]) =>
    p('M70 60L52 100h52L86 56z', '#fff1b8') +
    r(26, 96, 40, 8, 4, b, edge(s)) +
    line('M46 96L36 66L62 40', b, 6) +
    c(36, 66, 4.5, s) +
    p('M58 34l28 4-6 22-26-12z', b, edge(s)) +
    c(60, 40, 4, s),
  'robot-vacuum': ([b, s, h]) =>
    c(60, 62, 40, b, edge(s)) +
    c(60, 62, 30, 'none', ` stroke="${s}" stroke-width="2"`) +
    line('M30 36a40 40 0 0 1 60 0', s, 5) +
    c(60, 50, 8, h) +
    c(60, 50, 3.5, '#40c057') +
    r(48, 70, 24, 4, 2, s),
  purifier: ([b, s]) =>
    r(36, 14, 48, 92, 12, b, edge(s)) +
    r(42, 20, 36, 10, 5, s) +
    [0, 1, 2, 3, 4, 5].map((i) => r(44, 42 + i * 9, 32, 3.5, 1.75, s)).join('') +
    c(60, 97, 3, '#40c057'),
  plug: ([b, s]) =>
    r(34, 34, 52, 52, 14, b, edge(s)) +
    c(60, 60, 17, 'none', ` stroke="${s}" stroke-width="2"`) +
    c(52, 60, 4, DARK) +
    c(68, 60, 4, DARK) +
    c(60, 42, 2.5, '#40c057'),
  blender: ([b, s]) =>
    p('M38 18h44l-6 54H44z', '#d8eef7', edge('#9cc5d8')) +
    p('M42 46h36l-3 26H45z', '#ff8fab') +
    r(36, 13, 48, 8, 4, s) +
    r(34, 72, 52, 30, 6, b, edge(s)) +
    c(60, 87, 6, s) +
    c(60, 87, 2.5, '#fff'),
  airfryer: ([b, s]) =>
    r(26, 18, 68, 84, 18, b, edge(s)) +
    r(34, 26, 52, 16, 8, DARK) +
    c(60, 34, 4, '#ff8c42') +
    r(32, 52, 56, 42, 10, s) +
    r(48, 68, 24, 8, 4, b),
  coffee: ([b, s]) =>
    r(26, 16, 68, 22, 6, b, edge(s)) +
    r(26, 34, 22, 66, 6, b, edge(s)) +
    r(26, 96, 68, 8, 4, b, edge(s)) +
    r(54, 38, 16, 8, 2, s) +
    r(58, 46, 8, 5, 0, DARK) +
    p('M52 72h20v14a6 6 0 0 1-6 6h-8a6 6 0 0 1-6-6z', '#fff', edge(METAL)) +
    line('M72 76h4a4 4 0 0 1 0 8h-4', METAL, 2.5) +
    c(37, 26, 3, '#40c057') +
    r(30, 50, 14, 3, 1.5, s),
  kettle: ([b, s]) =>
    r(30, 92, 60, 10, 5, DARK) +
    line('M38 58L22 40', s, 8) +
    line('M38 58L22 40', b, 5) +
    p('M40 34h36l10 58H30z', b, edge(s)) +
    line('M78 40c14 0 14 40 4 40', s, 6) +
    r(44, 27, 28, 8, 4, s) +
    r(54, 50, 8, 30, 4, '#d8eef7'),
  mixer: ([b, s]) =>
    r(22, 98, 76, 8, 4, b, edge(s)) +
    r(26, 30, 20, 70, 8, b, edge(s)) +
    r(26, 20, 70, 24, 12, b, edge(s)) +
    line('M72 44v14', METAL, 4) +
    p('M50 62h50l-6 32H56z', METAL, edge('#99a1ad')) +
    r(84, 28, 6, 8, 3, s),
};

const svgOf = (sample) => {
  const [background, disc] = BACKGROUNDS[sample.category];
  const draw = ART[sample.art];
  if (!draw) throw new Error(`No drawing for "${sample.art}" (${sample.name})`);
  const body = draw(COLOURS[sample.colors[0]]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" fill="${background}"/>${c(60, 60, 50, disc)}${body}</svg>\n`
  );
};

mkdirSync(OUT, { recursive: true });
const written = new Set();
for (const sample of samples) {
  const file = `${slugOf(sample.name)}.svg`;
  writeFileSync(join(OUT, file), svgOf(sample));
  written.add(file);
}
for (const file of readdirSync(OUT)) {
  if (file.endsWith('.svg') && !written.has(file)) rmSync(join(OUT, file));
}
console.log(`${written.size} product pictures in ${OUT}`);
