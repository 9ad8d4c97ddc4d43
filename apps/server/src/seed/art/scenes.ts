/**
 * Everything that is not a single product: home-page banners (desktop and mobile), category
 * and price tiles, the About Us counter scene and the neutral placeholder image. They reuse the
 * product drawing functions so the whole shop shares one look.
 */
import { fishSteak, wholeFish } from "./fish.ts";
import { chickenPiece, drumstick, muttonChop, muttonChunk } from "./meat.ts";
import { brand } from "./palette.ts";
import {
  background,
  bananaLeaf,
  board,
  chilli,
  iceTray,
  ITEM_SHADOW,
  leafSprig,
  lemonSlice,
  lemonWedge,
  plate,
  PROP_SHADOW,
  scaledShadow,
  wholeSpices,
} from "./props.ts";
import { crab, prawn } from "./shellfish.ts";
import { type Ctx, type Scene, esc, f, newCtx } from "./svg.ts";

const FONT = "DejaVu Sans, Arial, sans-serif";

/** Props (plates, boards) and the food on them, kept apart so each casts its own shadow. */
interface Art {
  surface: string;
  items: string;
}

function scene(width: number, height: number, ctx: Ctx, flat: string, art: Art, k = 1): Scene {
  return {
    width,
    height,
    ctx,
    layers: [
      { body: flat },
      { body: art.surface, shadow: scaledShadow(PROP_SHADOW, k) },
      { body: art.items, shadow: scaledShadow(ITEM_SHADOW, k) },
    ],
  };
}

/** Average advance of DejaVu Sans Bold is about 0.58 em; used to fit headlines to a column. */
function fitSize(lines: readonly string[], maxWidth: number, maxSize: number): number {
  const longest = Math.max(...lines.map((l) => l.length));
  return Math.floor(Math.min(maxSize, maxWidth / (longest * 0.6)));
}

function textLines(lines: readonly string[], x: number, y: number, size: number, fill: string, weight: number, lineHeight = 1.15): string {
  return (
    `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">` +
    lines.map((l, i) => `<tspan x="${f(x)}" dy="${i === 0 ? 0 : f(size * lineHeight)}">${esc(l)}</tspan>`).join("") +
    `</text>`
  );
}

/** A rounded "button" in the banner art (the real link is the whole banner). */
function pill(x: number, y: number, label: string, size: number, bg: string, fg: string): string {
  const w = label.length * size * 0.6 + size * 1.8,
    h = size * 2.1;
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${bg}"/>` +
    `<text x="${f(x + w / 2)}" y="${f(y + h / 2 + size * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${fg}">${esc(label)}</text>`
  );
}

// ---------------------------------------------------------------- banners

interface BannerCopy {
  headline: { desktop: string[]; mobile: string[] };
  sub: { desktop: string[]; mobile: string[] };
  cta: string;
  bg: string;
  ink: string;
  subInk: string;
  ctaBg: string;
  ctaInk: string;
  accent: string; // the soft decorative shapes behind the art
  /** Draws the food centred on (cx, cy) at scale k (1 = desktop size). */
  art(ctx: Ctx, cx: number, cy: number, k: number): Art;
}

const banners: Record<string, BannerCopy> = {
  "fresh-catch": {
    // No delivery time painted in: express is not offered every hour (issue 33), a picture cannot know.
    headline: { desktop: ["Fresh catch,", "from the morning boats"], mobile: ["Fresh catch,", "from the", "morning boats"] },
    sub: {
      desktop: ["Pomfret, surmai and prawns,", "cleaned and cut to order."],
      mobile: ["Pomfret, surmai and prawns,", "cleaned and cut to order."],
    },
    cta: "Shop seafood",
    bg: brand.teal,
    ink: "#FFFFFF",
    subInk: "#D5ECEF",
    ctaBg: brand.coral,
    ctaInk: "#FFFFFF",
    accent: "#13707F",
    art: (ctx, cx, cy, k) => ({
      surface: iceTray(ctx, cx, cy, 700 * k, 480 * k, -4),
      items:
        wholeFish(ctx, "surmai", cx + 10 * k, cy - 120 * k, 560 * k, -6) +
        wholeFish(ctx, "pomfret", cx - 140 * k, cy + 40 * k, 300 * k, -10) +
        prawn(ctx, "tiger", cx + 130 * k, cy + 40 * k, 210 * k, -10, { head: true, peeled: false, tailOn: false }) +
        prawn(ctx, "tiger", cx + 260 * k, cy + 60 * k, 190 * k, 10, { head: true, peeled: false, tailOn: false }) +
        lemonWedge(cx - 280 * k, cy + 170 * k, 120 * k, -15),
    }),
  },
  prawns: {
    headline: { desktop: ["Tiger Prawns:", "cleaned & deveined"], mobile: ["Tiger Prawns:", "cleaned &", "deveined"] },
    sub: {
      desktop: ["Peeled by hand and ready for the pan.", "No shells, no sand vein, no mess."],
      mobile: ["Peeled by hand and ready for the", "pan. No shells, no mess."],
    },
    cta: "Order prawns",
    bg: "#FFF1E8",
    ink: brand.ink,
    subInk: "#4B5563",
    ctaBg: brand.teal,
    ctaInk: "#FFFFFF",
    accent: "#FBE0D3",
    art: (ctx, cx, cy, k) => {
      let s = "";
      for (let i = 0; i < 7; i++) {
        const a = (i / 7) * 360;
        const r = (a * Math.PI) / 180;
        s += prawn(ctx, "tiger", cx + Math.cos(r) * 120 * k, cy + Math.sin(r) * 120 * k, 150 * k, a + 100, {
          head: false,
          peeled: true,
          tailOn: true,
        });
      }
      s += lemonWedge(cx, cy, 90 * k, -10);
      s += prawn(ctx, "tiger", cx - 330 * k, cy + 120 * k, 230 * k, -30, { head: true, peeled: false, tailOn: false });
      s += leafSprig(ctx, cx + 270 * k, cy - 210 * k, 200 * k, 30);
      return { surface: plate(cx, cy, 270 * k), items: s };
    },
  },
  mutton: {
    headline: { desktop: ["Mutton curry cut,", "cut fresh daily"], mobile: ["Mutton curry", "cut, cut fresh", "daily"] },
    sub: {
      desktop: ["Tender young goat, bone-in, with just", "enough fat for a rich, slow-cooked curry."],
      mobile: ["Tender young goat, bone-in, with", "just enough fat for flavour."],
    },
    cta: "Shop mutton",
    bg: "#FDF3E1",
    ink: "#3B1D12",
    subInk: "#5B4636",
    ctaBg: brand.coral,
    ctaInk: "#FFFFFF",
    accent: "#F9E3BC",
    art: (ctx, cx, cy, k) => {
      const surface = board(ctx, cx, cy, 640 * k, 440 * k, -4);
      let s = "";
      const spots: Array<[number, number]> = [
        [-180, -90],
        [-60, -120],
        [60, -90],
        [-130, 20],
        [0, -10],
        [130, 10],
        [-60, 110],
        [80, 120],
      ];
      spots.forEach(([x, y], i) => {
        s += muttonChunk(ctx, cx - 40 * k + x * k, cy + y * k, 150 * k, ctx.rng.range(-90, 90), i % 3 === 0);
      });
      s += muttonChop(cx + 220 * k, cy + 20 * k, 220 * k, 70);
      s += wholeSpices(cx - 300 * k, cy + 200 * k, 150 * k, -10);
      s += chilli(cx + 300 * k, cy + 220 * k, 150 * k, -30, true);
      return { surface, items: s };
    },
  },
};

export const BANNER_SIZES = { desktop: [1600, 600], mobile: [800, 1000] } as const;

export function bannerScene(key: string, format: "desktop" | "mobile"): Scene {
  const b = banners[key];
  if (!b) throw new Error(`no banner called ${key}`);
  const [w, h] = BANNER_SIZES[format];
  const ctx = newCtx(`banner-${key}-${format}`);
  let body = `<rect width="${w}" height="${h}" fill="${b.bg}"/>`;
  if (format === "desktop") {
    // Text column on the left, food on the right over a soft blob that ties it to the colour.
    body += `<circle cx="${w - 420}" cy="${h / 2}" r="360" fill="${b.accent}"/><circle cx="${w - 90}" cy="70" r="150" fill="${b.accent}"/>`;
    const size = fitSize(b.headline.desktop, 700, 62);
    body += textLines(b.headline.desktop, 88, 170, size, b.ink, 700);
    const subY = 170 + size * 1.15 * (b.headline.desktop.length - 1) + 64;
    body += textLines(b.sub.desktop, 90, subY, 24, b.subInk, 400, 1.4);
    body += pill(88, subY + 24 * 1.4 * (b.sub.desktop.length - 1) + 40, b.cta, 24, b.ctaBg, b.ctaInk);
    return scene(w, h, ctx, body, b.art(ctx, w - 420, h / 2 + 10, 0.95), 0.95);
  }
  // Mobile: headline on top, food below.
  body += `<circle cx="${w / 2}" cy="${h - 330}" r="340" fill="${b.accent}"/>`;
  const size = fitSize(b.headline.mobile, 660, 64);
  body += textLines(b.headline.mobile, 64, 120, size, b.ink, 700);
  const subY = 120 + size * 1.15 * (b.headline.mobile.length - 1) + 58;
  body += textLines(b.sub.mobile, 66, subY, 26, b.subInk, 400, 1.4);
  body += pill(64, subY + 26 * 1.4 * (b.sub.mobile.length - 1) + 36, b.cta, 26, b.ctaBg, b.ctaInk);
  return scene(w, h, ctx, body, b.art(ctx, w / 2 + 10, h - 320, 0.86), 0.86);
}

export const BANNER_KEYS = Object.keys(banners);

// ---------------------------------------------------------------- category tiles

const categoryTint: Record<string, string> = {
  SeaWater: "#DDEFF4",
  FreshWater: "#E4F1E1",
  Prawns: "#FCE6DC",
  Crab: "#E6EEDD",
  Chicken: "#FBE9E1",
  Mutton: "#F7E3E0",
};

const categoryArt: Record<string, (ctx: Ctx) => string> = {
  SeaWater: (ctx) =>
    wholeFish(ctx, "pomfret", 430, 420, 520, -14) + fishSteak(ctx, "surmai", 680, 650, 260, 10) + lemonWedge(260, 720, 150, -15),
  FreshWater: (ctx) => wholeFish(ctx, "rohu", 470, 450, 720, -18) + leafSprig(ctx, 680, 740, 240, -20) + chilli(260, 730, 180, 20, true),
  Prawns: (ctx) =>
    prawn(ctx, "tiger", 360, 380, 380, -14, { head: true, peeled: false, tailOn: false }) +
    prawn(ctx, "tiger", 620, 560, 380, 12, { head: true, peeled: false, tailOn: false }) +
    lemonWedge(260, 730, 150, -15),
  Crab: (ctx) => crab(ctx, "mud", 480, 470, 640, -6),
  Chicken: (ctx) =>
    drumstick(420, 330, 420, -20, false) +
    drumstick(560, 470, 420, 160, false) +
    chickenPiece(ctx, 330, 640, 230, 20, false, "cut") +
    chickenPiece(ctx, 610, 700, 230, -30, false, "end") +
    leafSprig(ctx, 750, 250, 200, 40),
  Mutton: (ctx) =>
    muttonChop(600, 330, 420, -20) +
    muttonChunk(ctx, 330, 500, 250, 10, true) +
    muttonChunk(ctx, 560, 620, 250, -40, false) +
    muttonChunk(ctx, 350, 730, 220, 60, false) +
    wholeSpices(730, 760, 170, -10),
};

export const TILE_CATEGORIES = Object.keys(categoryArt);

export function categoryTileScene(category: string): Scene {
  const art = categoryArt[category];
  const tint = categoryTint[category];
  if (!art || !tint) throw new Error(`no tile for category ${category}`);
  const ctx = newCtx(`category-${category}`);
  // A big tinted disc on the warm background: reads as a round icon in the home-page row.
  const flat = background(ctx, 960, 960, brand.bg, false) + `<circle cx="480" cy="490" r="420" fill="${tint}"/>`;
  return scene(960, 960, ctx, flat, { surface: "", items: art(ctx) });
}

// ---------------------------------------------------------------- price tiles

// The label and subline are the page's own text over the art (price-band-tiles.tsx), in the reader's language.
const priceTiles: Record<string, { bg: string; art: (ctx: Ctx) => Art }> = {
  price1: {
    bg: "#E6F2E3",
    art: (ctx) => ({
      surface: plate(690, 500, 230),
      items:
        [
          [620, 430],
          [740, 420],
          [680, 530],
          [790, 540],
          [610, 580],
        ]
          .map(([x, y], i) => chickenPiece(ctx, x ?? 0, y ?? 0, 150, i * 70, false, i % 2 ? "cut" : "none"))
          .join("") + wholeFish(ctx, "bangda", 330, 620, 420, -12),
    }),
  },
  price2: {
    bg: "#FFF0D4",
    art: (ctx) => ({
      surface: bananaLeaf(620, 540, 620, -18),
      items:
        prawn(ctx, "tiger", 520, 500, 250, -10, { head: true, peeled: false, tailOn: false }) +
        prawn(ctx, "tiger", 720, 560, 250, 12, { head: true, peeled: false, tailOn: false }) +
        lemonWedge(300, 620, 120, -10),
    }),
  },
  price3: {
    bg: "#FCE4DC",
    art: (ctx) => ({
      surface: iceTray(ctx, 640, 500, 560, 380, -4),
      items: wholeFish(ctx, "pomfret", 600, 490, 330, -10) + lemonSlice(820, 620, 100, 0) + muttonChunk(ctx, 300, 600, 200, 20, true),
    }),
  },
};

export const PRICE_TILE_KEYS = Object.keys(priceTiles);

export function priceTileScene(key: string): Scene {
  const t = priceTiles[key];
  if (!t) throw new Error(`no price tile ${key}`);
  const ctx = newCtx(`price-${key}`);
  const flat = `<rect width="960" height="720" fill="${t.bg}"/>` + `<circle cx="860" cy="90" r="180" fill="#fff" fill-opacity="0.35"/>`;
  return scene(960, 720, ctx, flat, t.art(ctx));
}

// ---------------------------------------------------------------- about us

/** The shop counter: tiled wall, our sign, a marble slab with the day's catch and cuts. */
export function aboutScene(): Scene {
  const w = 1600,
    h = 700;
  const ctx = newCtx("about-us");
  let tiles = "";
  for (let x = 0; x <= w; x += 80) tiles += `M${x},0V330`;
  for (let y = 0; y <= 330; y += 80) tiles += `M0,${y}H${w}`;
  let marble = "";
  for (let i = 0; i < 5; i++) {
    const y = 380 + ctx.rng.range(0, 300);
    marble += `M0,${f(y)}C400,${f(y + ctx.rng.range(-60, 60))} 900,${f(y + ctx.rng.range(-80, 80))} 1600,${f(y + ctx.rng.range(-40, 40))}`;
  }
  const surface = iceTray(ctx, 500, 500, 620, 300, -2) + board(ctx, 1060, 520, 420, 250, 3) + plate(1420, 560, 130);
  const items =
    wholeFish(ctx, "surmai", 520, 450, 520, -4) +
    wholeFish(ctx, "pomfret", 340, 540, 230, -8) +
    wholeFish(ctx, "bangda", 570, 560, 300, -2, true) +
    prawn(ctx, "tiger", 735, 540, 150, 0, { head: true, peeled: false, tailOn: false }) +
    muttonChunk(ctx, 980, 500, 120, 20, true) +
    muttonChunk(ctx, 1090, 480, 120, -30, false) +
    muttonChunk(ctx, 1040, 580, 120, 70, false) +
    muttonChop(1160, 560, 170, 30) +
    chickenPiece(ctx, 1390, 540, 100, 10, false, "cut") +
    chickenPiece(ctx, 1460, 560, 100, 80, false, "none") +
    chickenPiece(ctx, 1410, 610, 100, -40, false, "end") +
    crab(ctx, "mud", 95, 560, 165, 15) +
    lemonWedge(800, 645, 90, -10);
  const flat =
    `<rect width="${w}" height="330" fill="#E3F0F1"/>` +
    `<path d="${tiles}" stroke="#CFE2E4" stroke-width="4"/>` +
    // The hanging sign.
    `<path d="M700,0V60M900,0V60" stroke="#8A9BA3" stroke-width="4"/>` +
    `<rect x="620" y="60" width="360" height="130" rx="18" fill="${brand.teal}"/>` +
    `<text x="800" y="138" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff" letter-spacing="6">TAAZA</text>` +
    `<text x="800" y="174" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#D5ECEF">fresh fish &amp; meat</text>` +
    // Marble counter with its front edge.
    `<rect y="330" width="${w}" height="${h - 330}" fill="#F7F4EF"/>` +
    `<path d="${marble}" fill="none" stroke="#E6DFD4" stroke-width="3"/>` +
    `<rect y="330" width="${w}" height="14" fill="#E9E3D9"/>`;
  return scene(w, h, ctx, flat, { surface, items });
}

// ---------------------------------------------------------------- placeholder

/** The fallback image for products without a picture: an empty plate, deliberately quiet. */
export function placeholderScene(): Scene {
  const ctx = newCtx("default");
  const body =
    `<rect width="960" height="960" fill="#F6F2EC"/>` +
    `<circle cx="480" cy="480" r="300" fill="none" stroke="#E2DACE" stroke-width="10"/>` +
    `<circle cx="480" cy="480" r="220" fill="none" stroke="#E9E2D8" stroke-width="6"/>` +
    // Fork and knife either side, in the same quiet line.
    `<path d="M105,330V410M130,330V410M155,330V410M105,410Q105,452 130,455Q155,452 155,410M130,455V640" fill="none" stroke="#E2DACE" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M850,330C815,370 812,430 818,470H850ZM834,470V640" fill="none" stroke="#E2DACE" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  return { width: 960, height: 960, ctx, layers: [{ body }] };
}
