import { createRandom } from '@/lib/demo/random';
import { COVER_SIZE, LOGO_SIZE, PHOTO_SIZE, POST_IMAGE_SIZE } from '../sizes';

/**
 * The profile's pictures, drawn here as small flat SVGs and answered inline (`data:` URIs),
 * so the demo ships no binaries: a cover, the posts' pictures, a video's poster, the latest
 * photos and the pages' logos. Deterministic, each well under 3 KiB.
 */

/** An SVG as a `data:` URI: single quotes inside, only what a URI must escape escaped. */
export function svgUri(body: string, width: number, height: number): string {
  const markup = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}' width='${width}' height='${height}'>${body}</svg>`;
  return `data:image/svg+xml,${markup
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')}`;
}

const gradient = (from: string, to: string, vertical = true) =>
  `<defs><linearGradient id='g' x1='0' y1='0' x2='${vertical ? 0 : 1}' y2='${vertical ? 1 : 0}'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs><rect width='100%' height='100%' fill='url(#g)'/>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x='${x}' y='${y}' width='${w}' height='${h}'${rx ? ` rx='${rx}'` : ''} fill='${fill}'/>`;

const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx='${cx}' cy='${cy}' r='${r}' fill='${fill}'/>`;

/** A skyline of `count` towers along the bottom of a `width` × `height` picture, one path. */
function skyline(seed: number, width: number, height: number, count: number, fill: string) {
  const random = createRandom(seed);
  const step = width / count;
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const tall = random.int(Math.round(height * 0.18), Math.round(height * 0.55));
    const wide = Math.round(step * (0.6 + random.next() * 0.35));
    d += `M${Math.round(index * step)} ${height}v-${tall}h${wide}v${tall}z`;
  }
  return `<path d='${d}' fill='${fill}'/>`;
}

/** Dusk over São Paulo: the profile's cover. */
export const coverImage = () =>
  svgUri(
    gradient('#4c6ef5', '#f59f00') +
      circle(930, 210, 70, '#ffd8a8') +
      skyline(7, 1200, 300, 26, '#364fc7') +
      skyline(11, 1200, 300, 34, '#1c2a6b'),
    COVER_SIZE.width,
    COVER_SIZE.height,
  );

const { width: W, height: H } = POST_IMAGE_SIZE;

/** A checkout flow on a board: three screens joined by arrows. */
const checkoutFlow = () =>
  svgUri(
    rect(0, 0, W, H, '#e7f5ff') +
      [60, 240, 420]
        .map(
          (x, index) =>
            rect(x, 60, 120, 220, '#ffffff', 12) +
            rect(x + 16, 80, 88, 14, '#a5d8ff', 4) +
            rect(x + 16, 110, 88, 60, '#d0ebff', 6) +
            rect(x + 16, 186, 60, 10, '#adb5bd', 3) +
            rect(x + 16, 240, 88, 24, index === 2 ? '#2f9e44' : '#1c7ed6', 6),
        )
        .join('') +
      `<path d='M190 170h40m140 0h40' stroke='#1864ab' stroke-width='6' stroke-linecap='round'/>`,
    W,
    H,
  );

/** Contrast samples on a slide: the accessibility workshop. */
const contrastSlide = () =>
  svgUri(
    gradient('#f3f0ff', '#e5dbff') +
      rect(70, 50, 460, 240, '#ffffff', 16) +
      rect(110, 90, 110, 160, '#212529', 10) +
      rect(245, 90, 110, 160, '#5f3dc4', 10) +
      rect(380, 90, 110, 160, '#ced4da', 10) +
      circle(165, 170, 26, '#ffffff') +
      circle(300, 170, 26, '#ffffff') +
      circle(435, 170, 26, '#f8f9fa'),
    W,
    H,
  );

/** Three phone screens of the scheduling app. */
const phoneScreens = () =>
  svgUri(
    gradient('#fff4e6', '#ffe8cc', false) +
      [110, 245, 380]
        .map(
          (x) =>
            rect(x, 40, 110, 260, '#343a40', 18) +
            rect(x + 8, 56, 94, 228, '#ffffff', 10) +
            rect(x + 18, 72, 74, 40, '#ffa94d', 6) +
            rect(x + 18, 124, 74, 12, '#dee2e6', 4) +
            rect(x + 18, 146, 54, 12, '#dee2e6', 4) +
            rect(x + 18, 244, 74, 24, '#e8590c', 8),
        )
        .join(''),
    W,
    H,
  );

/** The card sorting's result: two bars nearly equal, the rest short. */
const sortingChart = () =>
  svgUri(
    rect(0, 0, W, H, '#ebfbee') +
      rect(60, 40, 480, 260, '#ffffff', 14) +
      [180, 172, 70, 52, 34]
        .map((tall, index) =>
          rect(100 + index * 84, 270 - tall, 56, tall, index < 2 ? '#2b8a3e' : '#8ce99a', 6),
        )
        .join('') +
      rect(90, 272, 420, 3, '#adb5bd'),
    W,
    H,
  );

/** Sunset over Avenida Paulista. */
const paulistaSunset = () =>
  svgUri(
    gradient('#ff922b', '#e64980') +
      circle(300, 250, 80, '#ffe066') +
      skyline(23, W, H, 18, '#862e9c') +
      skyline(29, W, H, 24, '#4a1462'),
    W,
    H,
  );

/** A video's poster: colour tokens and a play sign. */
const tokensPoster = () =>
  svgUri(
    rect(0, 0, W, H, '#212529') +
      ['#4c6ef5', '#15aabf', '#40c057', '#fab005', '#fa5252', '#be4bdb']
        .map((fill, index) => rect(70 + index * 80, 250, 60, 40, fill, 8))
        .join('') +
      circle(300, 140, 52, '#f8f9fa') +
      `<path d='M284 112v56l46-28z' fill='#212529'/>`,
    W,
    H,
  );

export const postImages = {
  checkoutFlow,
  contrastSlide,
  phoneScreens,
  sortingChart,
  paulistaSunset,
  tokensPoster,
};

const photoPalettes: ReadonlyArray<readonly [string, string, string]> = [
  ['#d0ebff', '#74c0fc', '#1864ab'],
  ['#fff3bf', '#ffd43b', '#e67700'],
  ['#d3f9d8', '#69db7c', '#2b8a3e'],
  ['#ffe3e3', '#ff8787', '#c92a2a'],
  ['#e5dbff', '#9775fa', '#5f3dc4'],
  ['#c5f6fa', '#3bc9db', '#0b7285'],
  ['#ffe8cc', '#ffa94d', '#d9480f'],
  ['#f1f3f5', '#adb5bd', '#495057'],
  ['#fcc2d7', '#f06595', '#a61e4d'],
];

/** A square photo: hills under a sun, in palette `index`, its forms drawn from `index`. */
export function photoImage(index: number): string {
  const [sky, sun, hill] = photoPalettes[index % photoPalettes.length] ?? photoPalettes[0]!;
  const random = createRandom(100 + index);
  const { width, height } = PHOTO_SIZE;
  const peak = random.int(60, 110);
  return svgUri(
    rect(0, 0, width, height, sky) +
      circle(random.int(40, 120), random.int(35, 60), random.int(14, 24), sun) +
      `<path d='M0 ${height}L0 ${peak + 30}L${random.int(40, 70)} ${peak}L${random.int(90, 120)} ${peak + 40}L${width} ${peak + 10}L${width} ${height}z' fill='${hill}'/>`,
    width,
    height,
  );
}

/** A page's logo: a shape on its colour. */
export function logoImage(fill: string, shape: 'circle' | 'square' | 'triangle'): string {
  const { width, height } = LOGO_SIZE;
  const mark =
    shape === 'circle'
      ? circle(24, 24, 11, '#ffffff')
      : shape === 'square'
        ? rect(14, 14, 20, 20, '#ffffff', 4)
        : `<path d='M24 12l13 23H11z' fill='#ffffff'/>`;
  return svgUri(rect(0, 0, width, height, fill, 10) + mark, width, height);
}
