/**
 * Small, dependency-free helpers for writing SVG by hand: number formatting, a seeded random
 * source (so every render of a product is identical), smooth paths through points and a
 * registry of shared <defs>.
 */

export type Pt = readonly [number, number];

/** One decimal is plenty at 960 px and keeps the SVG (and its parse time) small. */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export interface Rng {
  (): number;
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** FNV-1a, so the seed comes from a readable name like a file name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny and good enough to scatter ice crystals and meat pieces. */
export function makeRng(seed: string): Rng {
  let a = hash(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = next as Rng;
  rng.range = (min, max) => min + (max - min) * next();
  rng.pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  return rng;
}

/** A closed Catmull-Rom spline through the points: organic blobs, leaves, meat chunks. */
export function smoothClosed(pts: readonly Pt[], tension = 1): string {
  const n = pts.length;
  const at = (i: number): Pt => pts[((i % n) + n) % n] as Pt;
  let d = `M${f(at(0)[0])},${f(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1),
      p1 = at(i),
      p2 = at(i + 1),
      p3 = at(i + 2);
    const k = tension / 6;
    const c1x = p1[0] + (p2[0] - p0[0]) * k,
      c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k,
      c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${f(c1x)},${f(c1y)} ${f(c2x)},${f(c2y)} ${f(p2[0])},${f(p2[1])}`;
  }
  return d + "Z";
}

/** An open Catmull-Rom spline (antennae, veins, marbling streaks). */
export function smoothOpen(pts: readonly Pt[]): string {
  const n = pts.length;
  const at = (i: number): Pt => pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  let d = `M${f(at(0)[0])},${f(at(0)[1])}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = at(i - 1),
      p1 = at(i),
      p2 = at(i + 1),
      p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6,
      c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6,
      c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${f(c1x)},${f(c1y)} ${f(c2x)},${f(c2y)} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

export function poly(pts: readonly Pt[], close = true): string {
  return pts.map((p, i) => `${i ? "L" : "M"}${f(p[0])},${f(p[1])}`).join("") + (close ? "Z" : "");
}

/** Points on a wobbly ellipse; `jitter` 0 is a clean ellipse. */
export function blobPoints(rng: Rng, rx: number, ry: number, n: number, jitter: number): Pt[] {
  const start = rng() * Math.PI * 2;
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = start + (i / n) * Math.PI * 2;
    const k = 1 + (rng() * 2 - 1) * jitter;
    pts.push([Math.cos(a) * rx * k, Math.sin(a) * ry * k]);
  }
  return pts;
}

export function transform(x: number, y: number, rotate = 0, scale = 1, flip = false): string {
  let t = `translate(${f(x)} ${f(y)})`;
  if (rotate) t += ` rotate(${f(rotate)})`;
  if (scale !== 1 || flip) t += ` scale(${flip ? "-" : ""}${scale.toFixed(3)} ${scale.toFixed(3)})`;
  return t;
}

/** Shared <defs> (gradients, clip paths, patterns, filters), each written once per document. */
export class Defs {
  private readonly items = new Map<string, string>();
  /** Registers `markup` (which must carry id="<id>") and returns `url(#id)`. */
  use(id: string, markup: () => string): string {
    if (!this.items.has(id)) this.items.set(id, markup());
    return `url(#${id})`;
  }
  toString(): string {
    return this.items.size ? `<defs>${[...this.items.values()].join("")}</defs>` : "";
  }
}

/** What every drawing function receives: the document's defs and a seeded random source. */
export interface Ctx {
  defs: Defs;
  rng: Rng;
  /** A document-unique id for one-off defs (a clip path for one fillet). */
  uid(prefix: string): string;
}

export function newCtx(seed: string): Ctx {
  let n = 0;
  return { defs: new Defs(), rng: makeRng(seed), uid: (prefix) => `${prefix}${++n}` };
}

/** A soft drop shadow cast by everything in a layer (applied with libvips, see the renderer). */
export interface Shadow {
  blur: number; // Gaussian sigma, px at the scene's own size
  dx: number;
  dy: number;
  opacity: number;
}

/**
 * A picture as a stack of layers (background, props, food). Each layer is rasterised on its
 * own and its shadow is blurred by libvips: an SVG blur filter in librsvg costs ~10x more than
 * the drawing itself, and this keeps all ~80 images well inside the time budget.
 */
export interface Scene {
  width: number;
  height: number;
  ctx: Ctx;
  layers: Array<{ body: string; shadow?: Shadow }>;
}

export function svgDocument(width: number, height: number, ctx: Ctx, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${ctx.defs.toString()}${body}</svg>`
  );
}

/** XML-escape text for <text> elements (banner headlines). */
export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function layerSvg(scene: Scene, body: string): string {
  return svgDocument(scene.width, scene.height, scene.ctx, body);
}

/** All layers in one SVG without shadows: handy for quick previews and debugging. */
export function flatSvg(scene: Scene): string {
  return svgDocument(scene.width, scene.height, scene.ctx, scene.layers.map((l) => l.body).join(""));
}
