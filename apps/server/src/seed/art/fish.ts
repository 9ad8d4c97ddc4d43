/**
 * Fish: whole fish in side view, steaks (cross-sections), curry-cut pieces and fillets.
 *
 * Every fish is drawn in a local frame where the body runs from the nose at x = -50 to the tail
 * root at x = +38 (so "100 units" is roughly the body length) and the back is at negative y.
 * Callers place it with a transform, which lets species share one set of drawing code and
 * one set of <defs> (gradient, clip path, scale pattern) per species.
 */
import { type Ctx, type Pt, f, smoothClosed, smoothOpen, transform } from "./svg.ts";

export type Species =
  | "pomfret"
  | "blackPomfret"
  | "surmai"
  | "bangda"
  | "rawas"
  | "bombil"
  | "tuna"
  | "sardine"
  | "rohu"
  | "katla"
  | "tilapia"
  | "singhara"
  | "basa";

interface FishLook {
  depth: number; // deepest body height, in body-length units
  widest: number; // x of the deepest point
  peduncle: number; // half-height of the tail root
  headLen: number; // nose to gill line
  snout: number; // 0 = blunt, round head; 1 = pointed
  tail: "fork" | "deepFork" | "lunate" | "round";
  tailSpan: number; // half-height of the tail fin
  tailLen: number;
  back: string;
  mid: string;
  belly: string;
  fin: string;
  line: string; // gill line, lateral line and outlines
  pattern: "none" | "spots" | "waves" | "scales" | "bars" | "speckle";
  patternColour: string;
  dorsal: "sail" | "double" | "long" | "spiny" | "small";
  finlets?: string;
  barbels?: boolean; // catfish whiskers (singhara)
  threads?: boolean; // threadfin filaments under the pectoral fin (rawas)
  bigMouth?: boolean; // bombil's wide, toothy jaw
  iris: string;
  // For steaks, curry cuts and fillets:
  flesh: string;
  fleshLine: string;
  skin: string;
  darkMeat?: string; // the red band along the lateral line of oily fish
  steakShape: "round" | "tall";
}

// Colours are taken from fish on a Mumbai fish-market slab, flattened to two or three tones.
const looks: Record<Species, FishLook> = {
  pomfret: {
    depth: 66,
    widest: -6,
    peduncle: 3,
    headLen: 21,
    snout: 0.2,
    tail: "lunate",
    tailSpan: 22,
    tailLen: 15,
    back: "#93A1AD",
    mid: "#CDD5DB",
    belly: "#F3F4F2",
    fin: "#B3BEC7",
    line: "#7D8A95",
    pattern: "speckle",
    patternColour: "#8E9AA5",
    dorsal: "sail",
    iris: "#E9E3D2",
    flesh: "#F6F0EA",
    fleshLine: "#E6DBD1",
    skin: "#B4BEC6",
    steakShape: "tall",
  },
  blackPomfret: {
    depth: 62,
    widest: -6,
    peduncle: 3,
    headLen: 21,
    snout: 0.25,
    tail: "lunate",
    tailSpan: 20,
    tailLen: 14,
    back: "#3F454C",
    mid: "#5F656C",
    belly: "#868B90",
    fin: "#363B41",
    line: "#2A2E33",
    pattern: "none",
    patternColour: "#2A2E33",
    dorsal: "sail",
    iris: "#D8CDB0",
    flesh: "#F1E4DB",
    fleshLine: "#E0CDBF",
    skin: "#50565D",
    steakShape: "tall",
  },
  surmai: {
    depth: 18,
    widest: -8,
    peduncle: 2.2,
    headLen: 19,
    snout: 0.85,
    tail: "deepFork",
    tailSpan: 17,
    tailLen: 15,
    back: "#46698A",
    mid: "#9BB2C4",
    belly: "#EDF1F3",
    fin: "#587A95",
    line: "#34526C",
    pattern: "spots",
    patternColour: "#36566F",
    dorsal: "double",
    finlets: "#6C8AA2",
    iris: "#E4E0D0",
    flesh: "#F5E6DA",
    fleshLine: "#E5CDBB",
    skin: "#7F97A9",
    darkMeat: "#B0595A",
    steakShape: "round",
  },
  bangda: {
    depth: 25,
    widest: -6,
    peduncle: 2.4,
    headLen: 21,
    snout: 0.7,
    tail: "deepFork",
    tailSpan: 14,
    tailLen: 14,
    back: "#3A6B72",
    mid: "#A3BDB0",
    belly: "#F0F1E8",
    fin: "#86A496",
    line: "#2A5156",
    pattern: "waves",
    patternColour: "#1F444A",
    dorsal: "double",
    finlets: "#86A496",
    iris: "#E6DFC8",
    flesh: "#EBCBBB",
    fleshLine: "#D7AE9B",
    skin: "#5F8A87",
    darkMeat: "#9C4A4A",
    steakShape: "round",
  },
  rawas: {
    depth: 27,
    widest: -8,
    peduncle: 3,
    headLen: 22,
    snout: 0.5,
    tail: "deepFork",
    tailSpan: 16,
    tailLen: 15,
    back: "#A58D8B",
    mid: "#CCB7B1",
    belly: "#F2E9E3",
    fin: "#D8B46A",
    line: "#8A7270",
    pattern: "speckle",
    patternColour: "#9A807D",
    dorsal: "double",
    threads: true,
    iris: "#EADBB8",
    flesh: "#F5C7B6",
    fleshLine: "#E5A994",
    skin: "#B49F9B",
    steakShape: "round",
  },
  bombil: {
    depth: 17,
    widest: -22,
    peduncle: 2.6,
    headLen: 17,
    snout: 0.05,
    tail: "round",
    tailSpan: 9,
    tailLen: 10,
    back: "#E4CCC5",
    mid: "#EFDDD7",
    belly: "#F8EFEB",
    fin: "#E2C2B8",
    line: "#C49D94",
    pattern: "speckle",
    patternColour: "#C9A79F",
    dorsal: "small",
    bigMouth: true,
    iris: "#D9CFC6",
    flesh: "#F9EEE9",
    fleshLine: "#ECDAD2",
    skin: "#E4CCC5",
    steakShape: "round",
  },
  tuna: {
    depth: 30,
    widest: -2,
    peduncle: 1.8,
    headLen: 24,
    snout: 0.7,
    tail: "lunate",
    tailSpan: 22,
    tailLen: 14,
    back: "#1F3A5A",
    mid: "#6F8AA6",
    belly: "#E4E9ED",
    fin: "#2B4A6C",
    line: "#16304B",
    pattern: "none",
    patternColour: "#16304B",
    dorsal: "double",
    finlets: "#F2C230",
    iris: "#D9DEE3",
    flesh: "#B8444C",
    fleshLine: "#963440",
    skin: "#3B5573",
    darkMeat: "#7A2530",
    steakShape: "round",
  },
  sardine: {
    depth: 21,
    widest: -6,
    peduncle: 2.4,
    headLen: 20,
    snout: 0.6,
    tail: "fork",
    tailSpan: 12,
    tailLen: 12,
    back: "#3C6A8A",
    mid: "#A8C0CE",
    belly: "#EEF2F3",
    fin: "#9CB0BC",
    line: "#2B4E66",
    pattern: "spots",
    patternColour: "#2B4E66",
    dorsal: "small",
    iris: "#E6E2D2",
    flesh: "#E6BDAC",
    fleshLine: "#D19D89",
    skin: "#6E8FA6",
    darkMeat: "#94463F",
    steakShape: "round",
  },
  rohu: {
    depth: 31,
    widest: -6,
    peduncle: 4,
    headLen: 20,
    snout: 0.45,
    tail: "fork",
    tailSpan: 15,
    tailLen: 14,
    back: "#6B6353",
    mid: "#B88F69",
    belly: "#EAD7C0",
    fin: "#C76F57",
    line: "#574C3D",
    pattern: "scales",
    patternColour: "#5C4631",
    dorsal: "long",
    iris: "#E8C77A",
    flesh: "#F0D5C8",
    fleshLine: "#DDB6A4",
    skin: "#8F8A7C",
    steakShape: "round",
  },
  katla: {
    depth: 36,
    widest: -10,
    peduncle: 4.5,
    headLen: 27,
    snout: 0.3,
    tail: "fork",
    tailSpan: 16,
    tailLen: 14,
    back: "#575E5C",
    mid: "#A09F92",
    belly: "#E7E1D4",
    fin: "#7B776C",
    line: "#434947",
    pattern: "scales",
    patternColour: "#3F4543",
    dorsal: "long",
    iris: "#E3D29A",
    flesh: "#EFD8CC",
    fleshLine: "#DDBCAD",
    skin: "#878880",
    steakShape: "round",
  },
  tilapia: {
    depth: 40,
    widest: -4,
    peduncle: 5,
    headLen: 22,
    snout: 0.35,
    tail: "round",
    tailSpan: 14,
    tailLen: 13,
    back: "#58675F",
    mid: "#95A29A",
    belly: "#DDE1DA",
    fin: "#6B7870",
    line: "#46534C",
    pattern: "bars",
    patternColour: "#46534C",
    dorsal: "spiny",
    iris: "#E2D08C",
    flesh: "#F7EAE5",
    fleshLine: "#EAD4CB",
    skin: "#7F8C85",
    steakShape: "round",
  },
  singhara: {
    depth: 20,
    widest: -14,
    peduncle: 3,
    headLen: 24,
    snout: 0.1,
    tail: "fork",
    tailSpan: 12,
    tailLen: 13,
    back: "#675F4C",
    mid: "#A19A84",
    belly: "#E4DED0",
    fin: "#7B735F",
    line: "#4F4838",
    pattern: "none",
    patternColour: "#4F4838",
    dorsal: "small",
    barbels: true,
    iris: "#DCCF9E",
    flesh: "#F2E3D8",
    fleshLine: "#E0C8B8",
    skin: "#837B66",
    steakShape: "round",
  },
  basa: {
    depth: 22,
    widest: -12,
    peduncle: 3,
    headLen: 24,
    snout: 0.15,
    tail: "fork",
    tailSpan: 12,
    tailLen: 13,
    back: "#8E8F8A",
    mid: "#BDBDB5",
    belly: "#EEEDE6",
    fin: "#9A9A93",
    line: "#6B6C67",
    pattern: "none",
    patternColour: "#6B6C67",
    dorsal: "small",
    barbels: true,
    iris: "#E2DCC8",
    flesh: "#F8E7DF",
    fleshLine: "#EDD2C6",
    skin: "#A8A8A0",
    steakShape: "round",
  },
};

export function fishLook(species: Species): Readonly<FishLook> {
  return looks[species];
}

// ---------------------------------------------------------------- body geometry

type Cubic = readonly [Pt, Pt, Pt, Pt];

function cubicAt(c: Cubic, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u,
    b = 3 * u * u * t,
    d = 3 * u * t * t,
    e = t * t * t;
  return [a * c[0][0] + b * c[1][0] + d * c[2][0] + e * c[3][0], a * c[0][1] + b * c[1][1] + d * c[2][1] + e * c[3][1]];
}

interface Body {
  d: string;
  /** y of the back (negative) at x; used to seat the fins on the outline. */
  top(x: number): number;
  bottom(x: number): number;
}

const bodyCache = new Map<Species, Body>();

function body(species: Species): Body {
  const cached = bodyCache.get(species);
  if (cached) return cached;
  const L = looks[species];
  const D = L.depth,
    w = L.widest,
    ph = L.peduncle,
    ny = D * 0.04,
    sn = L.snout;
  const top: Cubic[] = [
    [
      [-50, ny],
      [-50 + sn * 10, ny - D * (0.5 - sn * 0.3)],
      [w - (w + 50) * 0.55, -D / 2],
      [w, -D / 2],
    ],
    [
      [w, -D / 2],
      [w + (38 - w) * 0.45, -D / 2],
      [38 - (38 - w) * 0.3, -ph * 1.25],
      [38, -ph],
    ],
  ];
  // The belly mirrors the back; the nose sits a touch below the axis so the mouth looks natural.
  const bot: Cubic[] = [
    [
      [-50, ny],
      [-50 + sn * 10, ny + D * (0.5 - sn * 0.3)],
      [w - (w + 50) * 0.55, D / 2],
      [w, D / 2],
    ],
    [
      [w, D / 2],
      [w + (38 - w) * 0.45, D / 2],
      [38 - (38 - w) * 0.3, ph * 1.25],
      [38, ph],
    ],
  ];
  const seg = (c: Cubic): string => `C${f(c[1][0])},${f(c[1][1])} ${f(c[2][0])},${f(c[2][1])} ${f(c[3][0])},${f(c[3][1])}`;
  const rev = (c: Cubic): Cubic => [c[3], c[2], c[1], c[0]];
  const [t0, t1] = top as [Cubic, Cubic];
  const [b0, b1] = bot as [Cubic, Cubic];
  const d = `M-50,${f(ny)}${seg(t0)}${seg(t1)}L38,${f(ph)}${seg(rev(b1))}${seg(rev(b0))}Z`;
  const sampler = (curves: Cubic[]) => {
    const pts: Pt[] = [];
    for (const c of curves) for (let i = 0; i <= 40; i++) pts.push(cubicAt(c, i / 40));
    return (x: number): number => {
      for (let i = 1; i < pts.length; i++) {
        const a = pts[i - 1] as Pt,
          b = pts[i] as Pt;
        if ((x >= a[0] && x <= b[0]) || (x <= a[0] && x >= b[0])) {
          const t = b[0] === a[0] ? 0 : (x - a[0]) / (b[0] - a[0]);
          return a[1] + (b[1] - a[1]) * t;
        }
      }
      return 0;
    };
  };
  const result: Body = { d, top: sampler(top), bottom: sampler(bot) };
  bodyCache.set(species, result);
  return result;
}

// ---------------------------------------------------------------- fins

/** A fin seated on the back (side = -1) or belly (side = 1) between x1 and x2. */
function fin(b: Body, side: -1 | 1, x1: number, x2: number, hFront: number, hBack: number, spiny = false): string {
  const edge = (x: number): number => (side < 0 ? b.top(x) : b.bottom(x));
  const pts: Pt[] = [[x1, edge(x1) - side * 2]];
  if (spiny) {
    // Tilapia's spiny dorsal: a row of points joined by a soft membrane.
    const n = 9;
    for (let i = 0; i <= n; i++) {
      const x = x1 + ((x2 - x1) * (i + 0.3)) / (n + 0.6);
      const h = hFront + (hBack - hFront) * (i / n);
      pts.push([x, edge(x) + side * h * (i % 2 === 0 ? 1 : 0.78)]);
    }
    pts.push([x2, edge(x2) - side * 2]);
    return `M${pts.map((p) => `${f(p[0])},${f(p[1])}`).join("L")}Z`;
  }
  const xa = x1 + (x2 - x1) * 0.18,
    xb = x1 + (x2 - x1) * 0.55;
  pts.push([xa, edge(xa) + side * hFront]);
  pts.push([xb, edge(xb) + side * (hFront * 0.35 + hBack * 0.65)]);
  pts.push([x2, edge(x2) + side * hBack]);
  pts.push([x2 + 1, edge(x2 + 1) - side * 2]);
  return smoothOpen(pts) + "Z";
}

function tailPath(L: FishLook): string {
  const T = L.tailSpan,
    x0 = 38,
    x1 = 38 + L.tailLen,
    ph = L.peduncle;
  switch (L.tail) {
    case "round":
      return `M${x0 - 4},${f(-ph * 1.2)}C${x0 + 4},${f(-T * 1.05)} ${f(x1)},${f(-T * 0.9)} ${f(x1)},0C${f(x1)},${f(T * 0.9)} ${x0 + 4},${f(T * 1.05)} ${x0 - 4},${f(ph * 1.2)}Z`;
    case "lunate": {
      const notch = x0 + L.tailLen * 0.42;
      return `M${x0 - 4},${f(-ph * 1.3)}C${x0 + 2},${f(-ph * 2)} ${f(x1 - 4)},${f(-T * 0.75)} ${f(x1)},${f(-T)}C${f(x1 - 3)},${f(-T * 0.5)} ${f(notch + 1)},${f(-T * 0.2)} ${f(notch)},0C${f(notch + 1)},${f(T * 0.2)} ${f(x1 - 3)},${f(T * 0.5)} ${f(x1)},${f(T)}C${f(x1 - 4)},${f(T * 0.75)} ${x0 + 2},${f(ph * 2)} ${x0 - 4},${f(ph * 1.3)}Z`;
    }
    default: {
      const deep = L.tail === "deepFork";
      const notch = x0 + L.tailLen * (deep ? 0.3 : 0.5);
      return `M${x0 - 4},${f(-ph * 1.3)}C${x0 + 3},${f(-ph * 1.8)} ${f(x1 - 5)},${f(-T * 0.7)} ${f(x1)},${f(-T)}C${f(x1 - 2)},${f(-T * (deep ? 0.35 : 0.5))} ${f(notch + 2)},${f(-T * 0.12)} ${f(notch)},0C${f(notch + 2)},${f(T * 0.12)} ${f(x1 - 2)},${f(T * (deep ? 0.35 : 0.5))} ${f(x1)},${f(T)}C${f(x1 - 5)},${f(T * 0.7)} ${x0 + 3},${f(ph * 1.8)} ${x0 - 4},${f(ph * 1.3)}Z`;
    }
  }
}

// ---------------------------------------------------------------- whole fish

function bodyGradient(ctx: Ctx, species: Species): string {
  const L = looks[species];
  // Near-hard stops: flat two-tone countershading (dark back, pale belly) reads as "fish"
  // instantly and compresses far better than a soft gradient.
  return ctx.defs.use(
    `fb-${species}`,
    () =>
      `<linearGradient id="fb-${species}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${L.back}"/><stop offset="0.3" stop-color="${L.back}"/>` +
      `<stop offset="0.42" stop-color="${L.mid}"/><stop offset="0.58" stop-color="${L.mid}"/>` +
      `<stop offset="0.7" stop-color="${L.belly}"/><stop offset="1" stop-color="${L.belly}"/></linearGradient>`,
  );
}

function bodyClip(ctx: Ctx, species: Species): string {
  return ctx.defs.use(
    `fc-${species}`,
    () => `<clipPath id="fc-${species}" clipPathUnits="userSpaceOnUse"><path d="${body(species).d}"/></clipPath>`,
  );
}

function skinPattern(ctx: Ctx, species: Species): string {
  const L = looks[species];
  const b = body(species);
  const D = L.depth;
  const rng = ctx.rng;
  switch (L.pattern) {
    case "scales": {
      // Carp (rohu, katla) are the scaly fish of the counter: a tiled row of arcs.
      const fill = ctx.defs.use(
        `scales-${species}`,
        () =>
          `<pattern id="scales-${species}" width="4.4" height="3.6" patternUnits="userSpaceOnUse">` +
          `<path d="M0,0A2.2,2.2 0 0 0 4.4,0M-2.2,1.8A2.2,2.2 0 0 0 2.2,1.8M2.2,1.8A2.2,2.2 0 0 0 6.6,1.8M0,3.6A2.2,2.2 0 0 0 4.4,3.6" ` +
          `fill="none" stroke="${L.patternColour}" stroke-width="0.35" stroke-opacity="0.55"/></pattern>`,
      );
      return `<rect x="${-50 + L.headLen}" y="${-D}" width="${88 - L.headLen}" height="${2 * D}" fill="${fill}"/>`;
    }
    case "spots": {
      let s = "";
      for (let x = -50 + L.headLen + 4; x < 34; x += species === "sardine" ? 4.2 : 3.4) {
        const y = b.top(x) * 0.35 + rng.range(-0.6, 0.6);
        if (species === "sardine") {
          if (x > -20) break; // one dark spot behind the gill, like the oil sardine
          s += `<circle cx="${f(x)}" cy="${f(y)}" r="1.3"/>`;
        } else {
          s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="0.9" ry="${f(rng.range(1.2, 1.9))}"/>`;
        }
      }
      return `<g fill="${L.patternColour}" fill-opacity="0.55">${s}</g>`;
    }
    case "waves": {
      // Mackerel: dark wavy lines on the back above a faint golden stripe.
      let s = "";
      for (let x = -50 + L.headLen + 2; x < 34; x += 3.2) {
        const y0 = b.top(x);
        s += `M${f(x)},${f(y0 - 1)}Q${f(x + 1.6)},${f(y0 * 0.6)} ${f(x)},${f(y0 * 0.3)}`;
      }
      return (
        `<path d="${s}" fill="none" stroke="${L.patternColour}" stroke-width="0.7" stroke-opacity="0.7"/>` +
        `<path d="M${-50 + L.headLen},${f(-D * 0.05)}Q0,${f(-D * 0.12)} 36,${f(-D * 0.02)}" fill="none" stroke="#D9B85C" stroke-width="1.6" stroke-opacity="0.55"/>`
      );
    }
    case "bars": {
      let s = "";
      for (let x = -22; x < 32; x += 7) s += `<rect x="${f(x)}" y="${f(-D)}" width="2.6" height="${f(2 * D)}" rx="1.3"/>`;
      return `<g fill="${L.patternColour}" fill-opacity="0.22">${s}</g>`;
    }
    case "speckle": {
      let s = "";
      for (let i = 0; i < 40; i++) {
        const x = rng.range(-50 + L.headLen + 2, 34);
        const y = rng.range(b.top(x) * 0.85, b.bottom(x) * 0.3);
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(0.25, 0.55))}"/>`;
      }
      return `<g fill="${L.patternColour}" fill-opacity="0.45">${s}</g>`;
    }
    default:
      return "";
  }
}

/**
 * A whole fish lying on its side, nose to the left (or right with `flip`), `length` px long
 * from nose to tail root, centred on (x, y).
 */
export interface WholeFishOptions {
  headless?: boolean; // head cut off ("cleaned, ready to fry")
  scored?: boolean; // diagonal slashes for the masala
}

export function wholeFish(
  ctx: Ctx,
  species: Species,
  x: number,
  y: number,
  length: number,
  angle = 0,
  flip = false,
  opt: WholeFishOptions = {},
): string {
  const L = looks[species];
  const b = body(species);
  const D = L.depth;
  const gx = -50 + L.headLen;
  const back: string[] = [];

  // Fins behind the body, coloured a little darker than the belly.
  back.push(`<path d="${tailPath(L)}"/>`);
  switch (L.dorsal) {
    case "sail": // pomfret: a tall falcate lobe up front, then a long low fin
      back.push(`<path d="${fin(b, -1, -10, 30, D * 0.26, 2)}"/>`);
      back.push(`<path d="${fin(b, 1, -8, 30, D * 0.24, 2)}"/>`);
      break;
    case "double": // mackerels, tuna: a low first dorsal, a sharp second one, finlets
      back.push(`<path d="${fin(b, -1, -26, -6, D * 0.3, 1)}"/>`);
      back.push(`<path d="${fin(b, -1, 2, 12, D * 0.42, 1)}"/>`);
      back.push(`<path d="${fin(b, 1, 4, 13, D * 0.36, 1)}"/>`);
      break;
    case "long": // carp
      back.push(`<path d="${fin(b, -1, -18, 6, D * 0.42, D * 0.1)}"/>`);
      back.push(`<path d="${fin(b, 1, 10, 22, D * 0.3, 1)}"/>`);
      back.push(`<path d="${fin(b, 1, -16, -8, D * 0.22, 1)}"/>`);
      break;
    case "spiny": // tilapia
      back.push(`<path d="${fin(b, -1, -24, 30, D * 0.22, D * 0.3, true)}"/>`);
      back.push(`<path d="${fin(b, 1, 8, 30, D * 0.22, D * 0.2)}"/>`);
      break;
    case "small":
      back.push(`<path d="${fin(b, -1, -10, 2, D * 0.5, 1)}"/>`);
      back.push(`<path d="${fin(b, 1, 6, 26, D * 0.3, 1)}"/>`);
      break;
  }
  let finlets = "";
  if (L.finlets) {
    for (let fx = 20; fx < 36; fx += 3.2) {
      const t = b.top(fx),
        u = b.bottom(fx);
      finlets += `M${f(fx)},${f(t + 0.5)}l1.2,-2.4l1.4,2.4ZM${f(fx)},${f(u - 0.5)}l1.2,2.4l1.4,-2.4Z`;
    }
  }

  const parts: string[] = [];
  parts.push(`<g fill="${L.fin}" stroke="${L.line}" stroke-width="0.35" stroke-opacity="0.5">${back.join("")}</g>`);
  // Tail rays: a few lines so the tail reads as a fin, not a blob.
  let rays = "";
  for (let i = -2; i <= 2; i++) rays += `M37,${f(i * 0.6)}L${f(38 + L.tailLen * 0.8)},${f(i * L.tailSpan * 0.36)}`;
  parts.push(`<path d="${rays}" stroke="${L.line}" stroke-width="0.3" stroke-opacity="0.35" fill="none"/>`);
  if (finlets) parts.push(`<path d="${finlets}" fill="${L.finlets}"/>`);

  // Body with countershading, then the skin pattern clipped to it.
  parts.push(`<path d="${b.d}" fill="${bodyGradient(ctx, species)}" stroke="${L.line}" stroke-width="0.45" stroke-opacity="0.6"/>`);
  const pattern = skinPattern(ctx, species);
  if (pattern) parts.push(`<g clip-path="${bodyClip(ctx, species)}">${pattern}</g>`);

  // A soft sheen along the back: the one "wet" highlight that makes raw fish look fresh.
  parts.push(
    `<path d="M${f(gx + 2)},${f(b.top(gx + 2) * 0.55)}Q${f(-2)},${f(b.top(-2) * 0.62)} 30,${f(b.top(30) * 0.4)}" ` +
      `fill="none" stroke="#fff" stroke-width="${f(Math.max(1.2, D * 0.05))}" stroke-linecap="round" stroke-opacity="0.45"/>`,
  );
  // Lateral line.
  parts.push(
    `<path d="M${f(gx)},${f(-D * 0.12)}Q0,${f(-D * 0.2)} 37,0" fill="none" stroke="${L.line}" stroke-width="0.35" stroke-opacity="0.4"/>`,
  );
  // Gill cover.
  const gt = b.top(gx) * 0.8,
    gb = b.bottom(gx) * 0.8;
  parts.push(
    `<path d="M${f(gx - 1)},${f(gt)}Q${f(gx + 3.5)},${f((gt + gb) / 2)} ${f(gx - 1)},${f(gb)}" fill="none" stroke="${L.line}" stroke-width="0.7" stroke-linecap="round" stroke-opacity="0.65"/>`,
  );
  // Pectoral fin, pointing back and down.
  const ps = Math.max(0.7, Math.min(1.3, D / 26));
  parts.push(
    `<path transform="translate(${f(gx + 2)} ${f(D * 0.12)}) scale(${ps.toFixed(2)})" d="M0,0C5,-3 12,-2 15,2C10,4 4,4 0,2Z" fill="${L.fin}" fill-opacity="0.9" stroke="${L.line}" stroke-width="0.3" stroke-opacity="0.5"/>`,
  );
  if (L.threads) {
    let th = "";
    for (let i = 0; i < 4; i++) th += `M${f(gx + 1)},${f(D * 0.3)}q${4 + i * 2},${3 + i} ${10 + i * 3},${f(3 + i * 0.5)}`;
    parts.push(`<path d="${th}" fill="none" stroke="${L.fin}" stroke-width="0.45" stroke-linecap="round"/>`);
  }
  if (L.barbels) {
    parts.push(
      `<path d="M-49,0q-6,4 -3,${f(D * 0.7)}q2,4 8,6M-48,1q-2,5 4,${f(D * 0.6)}M-47,2q2,4 7,${f(D * 0.4)}" fill="none" stroke="${L.line}" stroke-width="0.5" stroke-linecap="round"/>`,
    );
  }
  if (opt.scored) {
    // Slashes through the skin into the flesh, as a cook scores fish for masala.
    let sc = "";
    for (const sx of [-12, 2, 16]) sc += `M${sx - 1},${f(b.top(sx) * 0.62)}L${sx + 4},${f(b.bottom(sx) * 0.62)}`;
    parts.push(
      `<path d="${sc}" stroke="${L.flesh}" stroke-width="${f(Math.max(1.3, D * 0.06))}" stroke-linecap="round" fill="none"/>` +
        `<path d="${sc}" stroke="${L.fleshLine}" stroke-width="0.4" fill="none" transform="translate(0.5 0)"/>`,
    );
  }
  if (opt.headless) {
    // Clip the head away and show the clean cut face with the backbone.
    const clip = ctx.defs.use(
      `fh-${species}`,
      () =>
        `<clipPath id="fh-${species}" clipPathUnits="userSpaceOnUse"><rect x="${f(gx - 1)}" y="-100" width="120" height="200"/></clipPath>`,
    );
    const ht = b.top(gx - 1),
      hb = b.bottom(gx - 1);
    return (
      `<g transform="${transform(x, y, angle, length / 100, flip)}"><g clip-path="${clip}">${parts.join("")}</g>` +
      `<ellipse cx="${f(gx - 1)}" cy="${f((ht + hb) / 2)}" rx="${f(D * 0.09)}" ry="${f((hb - ht) / 2)}" fill="${L.flesh}" stroke="${L.fleshLine}" stroke-width="0.5"/>` +
      `<circle cx="${f(gx - 1)}" cy="${f((ht + hb) / 2 - D * 0.05)}" r="${f(D * 0.05)}" fill="#F3EADB" stroke="${L.fleshLine}" stroke-width="0.3"/></g>`
    );
  }
  // Mouth.
  const ny = D * 0.04;
  if (L.bigMouth) {
    parts.push(
      `<path d="M-50,${f(ny)}Q-45,${f(ny + 3)} -38,${f(ny + 1)}" fill="none" stroke="${L.line}" stroke-width="0.6" stroke-linecap="round"/>` +
        `<path d="M-48,${f(ny + 1)}l0.6,-1.2l0.6,1.2M-45,${f(ny + 1.6)}l0.6,-1.2l0.6,1.2M-42,${f(ny + 1.6)}l0.6,-1.2l0.6,1.2" fill="#fff"/>`,
    );
  } else {
    parts.push(
      `<path d="M-50,${f(ny)}L${f(-50 + L.headLen * 0.22)},${f(ny + D * 0.03)}" stroke="${L.line}" stroke-width="0.5" stroke-linecap="round"/>`,
    );
  }
  // Eye: iris ring, pupil and a catch-light; a clear bright eye is what a fishmonger shows you.
  const er = Math.max(2.2, Math.min(4.2, D * 0.075));
  const ex = -50 + L.headLen * (L.bigMouth ? 0.3 : 0.36),
    ey = -D * 0.1 - (L.snout > 0.5 ? 0 : D * 0.02);
  parts.push(
    `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(er)}" fill="${L.iris}" stroke="${L.line}" stroke-width="0.3"/>` +
      `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(er * 0.6)}" fill="#14181C"/>` +
      `<circle cx="${f(ex - er * 0.25)}" cy="${f(ey - er * 0.25)}" r="${f(er * 0.22)}" fill="#fff"/>`,
  );

  return `<g transform="${transform(x, y, angle, length / 100, flip)}">${parts.join("")}</g>`;
}

// ---------------------------------------------------------------- steaks and curry cuts

const roundSteak: readonly Pt[] = [
  [0, -44],
  [22, -38],
  [40, -20],
  [46, 2],
  [39, 24],
  [24, 37],
  [9, 40],
  [0, 31],
  [-9, 40],
  [-24, 37],
  [-39, 24],
  [-46, 2],
  [-40, -20],
  [-22, -38],
];

function steakOutline(L: FishLook): string {
  const pts = L.steakShape === "tall" ? roundSteak.map(([x, y]) => [x * 0.52, y * 1.05] as Pt) : roundSteak;
  return smoothClosed(pts);
}

/**
 * A cross-section slice: skin ring, flesh with the four-quadrant muscle rings every steak shows,
 * the backbone, and (for oily fish) the dark meat along the lateral line. `size` is the diameter
 * in px. `half` keeps only the right half (a curry-cut piece).
 */
export function fishSteak(ctx: Ctx, species: Species, x: number, y: number, size: number, angle = 0, half = false): string {
  const L = looks[species];
  const out = steakOutline(L);
  const tall = L.steakShape === "tall";
  const sx = tall ? 0.52 : 1;
  const p: string[] = [];
  p.push(`<path d="${out}" fill="${L.skin}" stroke="${L.line}" stroke-width="0.8" stroke-opacity="0.5"/>`);
  p.push(`<path d="${out}" transform="scale(0.92)" fill="${L.flesh}"/>`);
  // Four sets of muscle rings, one per quadrant, around the spine: the pattern of a real steak.
  let rings = "";
  for (const qx of [-1, 1]) {
    for (const qy of [-1, 1]) {
      const cx = qx * 19 * sx,
        cy = qy > 0 ? 14 : -17;
      for (const k of [1, 0.55]) rings += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(15 * sx * k)}" ry="${f(12 * k)}"/>`;
    }
  }
  p.push(
    `<g fill="none" stroke="${L.fleshLine}" stroke-width="1.2" stroke-opacity="0.75">${rings}</g>` +
      `<path d="M0,-39V24M${f(-41 * sx)},2H${f(41 * sx)}" stroke="${L.fleshLine}" stroke-width="1.6"/>`,
  );
  if (L.darkMeat) {
    p.push(
      `<g fill="${L.darkMeat}" fill-opacity="0.55"><ellipse cx="${f(-36 * sx)}" cy="2" rx="${f(5 * sx)}" ry="3.5"/><ellipse cx="${f(36 * sx)}" cy="2" rx="${f(5 * sx)}" ry="3.5"/></g>`,
    );
  }
  // The belly cavity (cleaned) and the backbone with its spines.
  p.push(`<path d="M${f(-6 * sx)},31Q0,16 ${f(6 * sx)},31Z" fill="${L.fleshLine}"/>`);
  p.push(
    `<path d="M0,-10V-30M0,12V20" stroke="#E9DCC7" stroke-width="2" stroke-linecap="round"/>` +
      `<circle cx="0" cy="0" r="${tall ? 5 : 7}" fill="#F4ECDD" stroke="#D6C5AC" stroke-width="1.5"/>` +
      `<circle cx="0" cy="0" r="${tall ? 1.8 : 2.5}" fill="#D6C5AC"/>`,
  );
  // Wet highlight.
  p.push(
    `<path d="M${f(-30 * sx)},-22Q${f(-18 * sx)},-34 ${f(-4 * sx)},-36" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-opacity="0.55"/>`,
  );
  let inner = p.join("");
  if (half) {
    const clip = ctx.defs.use(
      "steak-half",
      () => `<clipPath id="steak-half" clipPathUnits="userSpaceOnUse"><rect x="0" y="-60" width="60" height="120"/></clipPath>`,
    );
    inner = `<g clip-path="${clip}">${inner}</g><path d="M0,-40V30" stroke="${L.fleshLine}" stroke-width="2"/>`;
  }
  return `<g transform="${transform(x, y, angle, size / 100)}">${inner}</g>`;
}

// ---------------------------------------------------------------- fillets

/**
 * A boneless fillet: a tapering leaf of flesh with the chevron muscle lines that make fish
 * flesh recognisable; `skin` adds the silvery skin edge along the belly side.
 */
export function fishFillet(ctx: Ctx, species: Species, x: number, y: number, length: number, angle = 0, width = 1, skin = false): string {
  const L = looks[species];
  const w = width;
  const pts: Pt[] = [
    [-50, 1],
    [-46, -11 * w],
    [-32, -17 * w],
    [-8, -18 * w],
    [18, -13 * w],
    [38, -7 * w],
    [50, -2.5 * w],
    [51, 1.5 * w],
    [38, 7 * w],
    [18, 12 * w],
    [-8, 16 * w],
    [-32, 16 * w],
    [-46, 11 * w],
  ];
  const d = smoothClosed(pts);
  const id = ctx.uid("fil");
  ctx.defs.use(id, () => `<clipPath id="${id}" clipPathUnits="userSpaceOnUse"><path d="${d}"/></clipPath>`);
  let chev = "";
  for (let cx = -40; cx < 48; cx += 7.5) chev += `M${cx},${f(-20 * w)}Q${cx + 7},0 ${cx},${f(20 * w)}`;
  const p: string[] = [];
  if (skin)
    p.push(
      `<path d="${d}" transform="translate(0 ${f(2.6 * w)})" fill="${L.skin}" stroke="${L.line}" stroke-width="0.6" stroke-opacity="0.4"/>`,
    );
  p.push(`<path d="${d}" fill="${L.flesh}" stroke="${L.fleshLine}" stroke-width="0.8"/>`);
  p.push(
    `<g clip-path="url(#${id})"><path d="${chev}" fill="none" stroke="#fff" stroke-width="1.4" stroke-opacity="0.5"/>` +
      `<path d="M-48,1Q0,-1 50,0" fill="none" stroke="${L.darkMeat ?? L.fleshLine}" stroke-width="${f(2.4 * w)}" stroke-opacity="0.45"/>` +
      `<path d="M-40,${f(-9 * w)}Q-10,${f(-15 * w)} 30,${f(-8 * w)}" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-opacity="0.45"/></g>`,
  );
  return `<g transform="${transform(x, y, angle, length / 100)}">${p.join("")}</g>`;
}

/** Bombil opened flat ("butterfly"): two thin fillets joined at the tail. */
export function butterflyFish(ctx: Ctx, species: Species, x: number, y: number, length: number, angle = 0): string {
  const L = looks[species];
  return (
    `<g transform="${transform(x, y, angle)}">` +
    fishFillet(ctx, species, -length * 0.02, -length * 0.07, length, -5, 0.62, false) +
    fishFillet(ctx, species, -length * 0.02, length * 0.07, length, 5, 0.62, false) +
    `<path d="M${f(-length * 0.5)},0L${f(length * 0.48)},0" stroke="${L.fleshLine}" stroke-width="${f(length * 0.012)}" stroke-linecap="round"/></g>`
  );
}

/** A boneless cube of firm fish (tuna, surmai) for curries: flesh with muscle rings, skin on one edge. */
export function fishCube(ctx: Ctx, species: Species, x: number, y: number, size: number, angle = 0): string {
  const L = looks[species];
  const rng = ctx.rng;
  const pts: Pt[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    const k = (i % 2 === 0 ? 1.18 : 1) * rng.range(0.92, 1.06);
    pts.push([Math.cos(a) * 40 * k, Math.sin(a) * 36 * k]);
  }
  const d = smoothClosed(pts, 0.7);
  const id = ctx.uid("cube");
  ctx.defs.use(id, () => `<clipPath id="${id}" clipPathUnits="userSpaceOnUse"><path d="${d}"/></clipPath>`);
  const cx = rng.range(-30, 30);
  const p =
    `<path d="${d}" fill="${L.flesh}" stroke="${L.fleshLine}" stroke-width="1.5"/>` +
    `<g clip-path="url(#${id})">` +
    `<path d="M${f(cx - 60)},-30Q${f(cx)},10 ${f(cx + 60)},-30M${f(cx - 60)},-6Q${f(cx)},34 ${f(cx + 60)},-6M${f(cx - 60)},18Q${f(cx)},58 ${f(cx + 60)},18" fill="none" stroke="${L.fleshLine}" stroke-width="2.2" stroke-opacity="0.8"/>` +
    `<rect x="-60" y="-60" width="120" height="16" fill="${L.skin}"/>` +
    (L.darkMeat ? `<ellipse cx="${f(rng.range(-20, 20))}" cy="20" rx="16" ry="8" fill="${L.darkMeat}" fill-opacity="0.45"/>` : "") +
    `</g><path d="M-24,-24Q-6,-32 14,-28" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-opacity="0.4"/>`;
  return `<g transform="${transform(x, y, angle, size / 100)}">${p}</g>`;
}
