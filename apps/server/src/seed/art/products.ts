/**
 * One composition per product image file (960 x 960). Each picks a surface and arranges the
 * cut on it, varying count, angle and garnish so a grid of products never looks stamped out,
 * while the background, light and palette stay the same.
 */
import { butterflyFish, fishCube, fishFillet, fishLook, fishSteak, type Species, wholeFish } from "./fish.ts";
import {
  breastFillet,
  chickenPiece,
  chickenWing,
  drumstick,
  gizzard,
  keemaMound,
  liverLobe,
  muttonChop,
  muttonChunk,
  thighPiece,
  wholeChicken,
} from "./meat.ts";
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
  onionRings,
  plate,
  PROP_SHADOW,
  wholeSpices,
} from "./props.ts";
import { crab, prawn, type PrawnOptions, type PrawnStyle } from "./shellfish.ts";
import { type Ctx, type Pt, type Scene, newCtx } from "./svg.ts";

export const PRODUCT_SIZE = 960;
const S = PRODUCT_SIZE;
const C = S / 2;

type Compose = (ctx: Ctx) => { surface: string; items: string };

/** Evenly scattered points in a disc (sunflower spiral), jittered, sorted back to front. */
function scatter(ctx: Ctx, n: number, radius: number, cx = C, cy = C): Pt[] {
  const pts: Pt[] = [];
  const golden = Math.PI * (3 - Math.sqrt(5));
  const turn = ctx.rng() * Math.PI * 2;
  for (let i = 0; i < n; i++) {
    const r = radius * Math.sqrt((i + 0.5) / n);
    const a = turn + i * golden;
    pts.push([cx + Math.cos(a) * r + ctx.rng.range(-8, 8), cy + Math.sin(a) * r + ctx.rng.range(-8, 8)]);
  }
  return pts.sort((a, b) => a[1] - b[1]);
}

const angle = (ctx: Ctx, spread = 180): number => ctx.rng.range(-spread, spread);

// ---------------------------------------------------------------- building blocks

const fishOnIce =
  (species: Species, fish: Array<[number, number, number, number, boolean?]>, trayAngle = -4): Compose =>
  (ctx) => ({
    surface: iceTray(ctx, C, C + 10, 860, 700, trayAngle),
    items:
      fish.map(([x, y, len, a, flip]) => wholeFish(ctx, species, x, y, len, a, flip ?? false)).join("") +
      lemonWedge(770, 770, 162, -20) +
      leafSprig(ctx, 200, 790, 255, -25),
  });

const fishOnLeaf =
  (species: Species, fish: Array<[number, number, number, number, boolean?]>): Compose =>
  (ctx) => ({
    surface: bananaLeaf(C, C + 20, 1000, -28),
    items:
      fish.map(([x, y, len, a, flip]) => wholeFish(ctx, species, x, y, len, a, flip ?? false)).join("") +
      lemonSlice(760, 250, 150, 10) +
      lemonSlice(830, 340, 125, 40) +
      chilli(200, 800, 190, -30, true),
  });

const steaksOn =
  (species: Species, where: "leaf" | "board" | "plate", n: number, size: number): Compose =>
  (ctx) => {
    const surface =
      where === "leaf"
        ? bananaLeaf(C, C + 20, 1000, -25)
        : where === "board"
          ? board(ctx, C - 30, C + 10, 780, 560, -6)
          : plate(C, C + 10, 400);
    // Steaks in an overlapping row along the leaf or board, like a fishmonger lays them out.
    const dir = where === "leaf" ? (-25 * Math.PI) / 180 : where === "board" ? (-6 * Math.PI) / 180 : 0;
    const step = size * (fishLook(species).steakShape === "tall" ? 0.46 : where === "plate" ? 0.78 : 0.66);
    const items: string[] = [];
    for (let i = 0; i < n; i++) {
      const d = (i - (n - 1) / 2) * step;
      const x = C + (where === "board" ? -40 : 0) + Math.cos(dir) * d;
      const y = C + 10 + Math.sin(dir) * d + (i % 2 ? 26 : -26);
      items.push(fishSteak(ctx, species, x, y, size, angle(ctx, 14)));
    }
    const garnish =
      where === "board"
        ? leafSprig(ctx, 680, 740, 270, -15) + lemonWedge(250, 760, 148, 12)
        : lemonWedge(740, 740, 162, -18) + leafSprig(ctx, 230, 250, 240, 30);
    return { surface, items: items.join("") + garnish };
  };

const curryCutFish =
  (species: Species, n: number): Compose =>
  (ctx) => ({
    surface: plate(C, C + 10, 410),
    items:
      scatter(ctx, n, 210, C, C + 10)
        .map(([x, y], i) => fishSteak(ctx, species, x, y, 225, angle(ctx), i % 3 === 1))
        .join("") +
      leafSprig(ctx, 800, 800, 225, -40) +
      chilli(140, 170, 176, 35),
  });

const filletsOn =
  (species: Species, where: "board" | "plate", n: number, skin: boolean, width = 1): Compose =>
  (ctx) => {
    const surface = where === "board" ? board(ctx, C - 30, C + 10, 800, 560, 4) : plate(C, C + 10, 410);
    const items: string[] = [];
    for (let i = 0; i < n; i++) {
      const y = C + 10 + (i - (n - 1) / 2) * (where === "board" ? 150 : 130);
      items.push(fishFillet(ctx, species, C - 50 + (i % 2) * 40, y, where === "board" ? 560 : 520, -8 + i * 6, width, skin));
    }
    const garnish = lemonWedge(760, 260, 148, 25) + leafSprig(ctx, 740, 760, 240, -30);
    return { surface, items: items.join("") + garnish };
  };

const prawnOpts = (head: boolean, peeled: boolean, tailOn = false, curl = 1): PrawnOptions => ({ head, peeled, tailOn, curl });

const prawnsRing =
  (style: PrawnStyle, n: number, size: number, opt: PrawnOptions, where: "ice" | "plate" | "leaf", ring = 190): Compose =>
  (ctx) => {
    const surface =
      where === "ice"
        ? iceTray(ctx, C, C + 10, 820, 820, 0, true)
        : where === "leaf"
          ? bananaLeaf(C, C + 20, 1000, -30)
          : plate(C, C + 10, 410);
    const items: string[] = [];
    // Prawns arranged head-out around the centre, as on a seafood platter.
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360 + ctx.rng.range(-6, 6);
      const rad = (a * Math.PI) / 180;
      items.push(prawn(ctx, style, C + Math.cos(rad) * ring, C + 10 + Math.sin(rad) * ring, size, a + 100, opt));
    }
    if (n < 9) items.push(lemonWedge(C, C + 10, 110, angle(ctx, 30)));
    return { surface, items: items.join("") };
  };

const prawnsPile =
  (style: PrawnStyle, n: number, size: number, opt: PrawnOptions, radius: number): Compose =>
  (ctx) => ({
    surface: plate(C, C + 10, 410),
    items:
      scatter(ctx, n, radius, C, C + 10)
        .map(([x, y]) => prawn(ctx, style, x, y, size, angle(ctx), opt))
        .join("") +
      lemonWedge(790, 780, 148, -25) +
      leafSprig(ctx, 170, 200, 225, 40),
  });

const bones = ["none", "end", "cut"] as const;

const chickenPlate =
  (n: number, skin: boolean, radius: number, size: number, plateR = 410): Compose =>
  (ctx) => ({
    surface: plate(C, C + 10, plateR),
    items:
      scatter(ctx, n, radius, C, C + 10)
        .map(([x, y], i) => chickenPiece(ctx, x, y, size * ctx.rng.range(0.85, 1.1), angle(ctx), skin, bones[i % 3] ?? "none"))
        .join("") +
      chilli(800, 790, 189, -35) +
      leafSprig(ctx, 160, 190, 225, 35),
  });

const muttonOn =
  (where: "board" | "plate", n: number, radius: number, size: number, boneEvery: number, spices = false): Compose =>
  (ctx) => ({
    surface: where === "board" ? board(ctx, C - 30, C + 10, 800, 620, -4) : plate(C, C + 10, 410),
    items:
      scatter(ctx, n, radius, where === "board" ? C - 40 : C, C + 10)
        .map(([x, y], i) => muttonChunk(ctx, x, y, size, angle(ctx), boneEvery > 0 && i % boneEvery === 0))
        .join("") + (spices ? wholeSpices(760, 800, 202, -10) : leafSprig(ctx, 780, 790, 225, -35) + onionRings(190, 190, 148)),
  });

// ---------------------------------------------------------------- the catalogue

const compositions: Record<string, Compose> = {
  // SeaWater
  "demo-pomfret-whole.webp": fishOnIce("pomfret", [
    [410, 380, 450, -10],
    [570, 600, 440, -4],
  ]),
  "demo-pomfret-whole-2.webp": fishOnLeaf("pomfret", [[470, 490, 580, -22]]),
  "demo-pomfret-steaks.webp": steaksOn("pomfret", "leaf", 5, 310),
  "demo-black-pomfret-whole.webp": fishOnIce(
    "blackPomfret",
    [
      [400, 390, 440, -14],
      [590, 600, 430, -6, true],
    ],
    3,
  ),
  "demo-surmai-steaks.webp": steaksOn("surmai", "leaf", 4, 300),
  "demo-surmai-steaks-2.webp": (ctx) => ({
    surface: plate(C, C + 10, 410),
    items:
      fishSteak(ctx, "surmai", 360, 380, 280, -12) +
      fishSteak(ctx, "surmai", 600, 420, 280, 18) +
      fishSteak(ctx, "surmai", 480, 620, 280, 4) +
      lemonSlice(770, 740, 162) +
      lemonSlice(700, 800, 135) +
      leafSprig(ctx, 200, 760, 225, -20),
  }),
  "demo-surmai-whole.webp": fishOnIce("surmai", [[470, 490, 860, -30]], -30),
  "demo-bangda-whole.webp": fishOnIce("bangda", [
    [470, 290, 620, -4],
    [480, 480, 620, -4, true],
    [480, 670, 620, -4],
  ]),
  "demo-bangda-whole-2.webp": fishOnLeaf("bangda", [
    [450, 410, 620, -36],
    [520, 620, 620, -12, true],
  ]),
  "demo-bangda-cleaned.webp": (ctx) => ({
    surface: board(ctx, C - 30, C + 10, 800, 600, -4),
    items:
      [
        [440, 330, -8],
        [460, 490, -4],
        [450, 650, -6],
      ]
        .map(([x, y, a]) => wholeFish(ctx, "bangda", x ?? 0, y ?? 0, 520, a ?? 0, false, { headless: true, scored: true }))
        .join("") +
      lemonWedge(790, 250, 148, 30) +
      chilli(790, 780, 202, -40),
  }),
  "demo-rawas-steaks.webp": steaksOn("rawas", "board", 4, 290),
  "demo-rawas-fillet.webp": filletsOn("rawas", "board", 2, true, 1.05),
  "demo-bombil-whole.webp": fishOnLeaf("bombil", [
    [460, 330, 560, -18],
    [475, 500, 560, -14],
    [490, 670, 560, -10],
  ]),
  "demo-bombil-butterfly.webp": (ctx) => ({
    surface: board(ctx, C - 30, C + 10, 800, 600, 3),
    items:
      butterflyFish(ctx, "bombil", 440, 330, 480, -6) +
      butterflyFish(ctx, "bombil", 460, 520, 480, -2) +
      butterflyFish(ctx, "bombil", 450, 700, 480, 2) +
      lemonWedge(800, 260, 135, 30),
  }),
  "demo-tuna-steaks.webp": steaksOn("tuna", "board", 3, 320),
  "demo-tuna-curry-cut.webp": (ctx) => ({
    surface: plate(C, C + 10, 410),
    items:
      scatter(ctx, 11, 220, C, C + 10)
        .map(([x, y]) => fishCube(ctx, "tuna", x, y, 150, angle(ctx, 40)))
        .join("") + leafSprig(ctx, 800, 800, 225, -40),
  }),
  "demo-tarli-whole.webp": fishOnIce("sardine", [
    [330, 290, 400, -6],
    [640, 300, 400, -6, true],
    [340, 470, 400, -4],
    [630, 480, 400, -4, true],
    [350, 650, 400, -2],
    [620, 660, 400, -2, true],
  ]),
  // FreshWater
  "demo-rohu-curry-cut.webp": curryCutFish("rohu", 9),
  "demo-rohu-whole.webp": fishOnLeaf("rohu", [[470, 490, 700, -24]]),
  "demo-katla-curry-cut.webp": curryCutFish("katla", 8),
  "demo-katla-steaks.webp": steaksOn("katla", "plate", 3, 300),
  "demo-tilapia-whole.webp": fishOnIce("tilapia", [
    [420, 380, 480, -10],
    [570, 610, 470, -4, true],
  ]),
  "demo-tilapia-fillet.webp": filletsOn("tilapia", "plate", 3, false, 0.85),
  "demo-basa-fillet.webp": filletsOn("basa", "board", 2, false, 1.15),
  "demo-basa-fillet-2.webp": filletsOn("basa", "plate", 3, false, 0.9),
  "demo-singhara-curry-cut.webp": curryCutFish("singhara", 9),
  // Prawns
  "demo-tiger-prawns-whole.webp": (ctx) => ({
    surface: iceTray(ctx, C, C + 10, 860, 760, -3),
    items: (
      [
        [330, 300, -14],
        [620, 290, -6],
        [390, 560, -10],
        [660, 560, 4],
        [500, 780, -2],
      ] as const
    )
      .map(([x, y, a]) => prawn(ctx, "tiger", x, y - 20, 340, a, prawnOpts(true, false)))
      .join(""),
  }),
  "demo-tiger-prawns-whole-2.webp": (ctx) => ({
    surface: bananaLeaf(C, C + 20, 1000, -25),
    items:
      prawn(ctx, "tiger", 330, 380, 280, -20, prawnOpts(true, false)) +
      prawn(ctx, "tiger", 560, 330, 280, -10, prawnOpts(true, false)) +
      prawn(ctx, "tiger", 420, 600, 280, 5, prawnOpts(true, false)) +
      prawn(ctx, "tiger", 660, 560, 280, 15, prawnOpts(true, false)) +
      lemonWedge(790, 780, 148, -20),
  }),
  "demo-tiger-prawns-cleaned.webp": prawnsPile("tiger", 10, 200, prawnOpts(false, true), 220),
  "demo-jumbo-prawns.webp": (ctx) => ({
    surface: board(ctx, C - 30, C + 10, 800, 620, -3),
    items:
      prawn(ctx, "tiger", 300, 430, 400, -8, prawnOpts(true, false, false, 0.8)) +
      prawn(ctx, "tiger", 600, 520, 400, 6, prawnOpts(true, false, false, 0.8)) +
      lemonWedge(780, 230, 148, 30) +
      leafSprig(ctx, 230, 780, 240, -20),
  }),
  "demo-prawns-butterfly.webp": prawnsRing(
    "tiger",
    8,
    210,
    { head: false, peeled: true, tailOn: true, curl: 0.7, butterfly: true },
    "plate",
    190,
  ),
  "demo-white-prawns-whole.webp": (ctx) => ({
    surface: iceTray(ctx, C, C + 10, 860, 700, -4),
    items: scatter(ctx, 8, 250, C, C + 10)
      .map(([x, y]) => prawn(ctx, "white", x - 30, y - 20, 230, angle(ctx, 40), prawnOpts(true, false)))
      .join(""),
  }),
  "demo-white-prawns-cleaned.webp": prawnsPile("white", 12, 185, prawnOpts(false, true), 230),
  "demo-white-prawns-cleaned-2.webp": prawnsRing("white", 8, 205, prawnOpts(false, true, true), "leaf", 205),
  "demo-small-prawns-cleaned.webp": prawnsPile("white", 20, 135, prawnOpts(false, true), 250),
  // Crab
  "demo-mud-crab-live.webp": (ctx) => ({
    surface: bananaLeaf(C, C + 20, 1000, -20),
    items: crab(ctx, "mud", C, C + 10, 640, -6) + lemonWedge(810, 800, 135, -20),
  }),
  "demo-mud-crab-live-2.webp": (ctx) => ({
    surface: iceTray(ctx, C, C + 10, 860, 720, 3),
    items: crab(ctx, "mud", 350, 360, 480, -20) + crab(ctx, "mud", 610, 570, 480, 14),
  }),
  "demo-mud-crab-jumbo.webp": (ctx) => ({
    surface: board(ctx, C - 20, C + 10, 840, 680, 3),
    items: crab(ctx, "mud", C - 20, C + 10, 640, 2) + chilli(800, 820, 176, -30, true),
  }),
  "demo-mud-crab-cleaned.webp": (ctx) => ({
    surface: plate(C, C + 10, 410),
    items: crab(ctx, "mud", C, C + 40, 640, -8, true) + leafSprig(ctx, 790, 830, 220, -30),
  }),
  "demo-blue-crab-whole.webp": (ctx) => ({
    surface: iceTray(ctx, C, C + 10, 860, 720, -3),
    items: crab(ctx, "blue", 350, 360, 460, -18) + crab(ctx, "blue", 600, 570, 460, 12),
  }),
  "demo-blue-crab-cleaned.webp": (ctx) => ({
    surface: plate(C, C + 10, 410),
    items: crab(ctx, "blue", 380, 380, 420, -20, true) + crab(ctx, "blue", 590, 600, 420, 15, true) + lemonWedge(790, 780, 135, -30),
  }),
  // Chicken
  "demo-chicken-curry-cut-skin.webp": chickenPlate(11, true, 230, 205),
  "demo-chicken-curry-cut.webp": chickenPlate(11, false, 230, 205),
  "demo-chicken-curry-cut-2.webp": (ctx) => ({
    surface: board(ctx, C - 30, C + 10, 800, 620, 4),
    items:
      scatter(ctx, 10, 235, C - 40, C + 10)
        .map(([x, y], i) => chickenPiece(ctx, x, y, 200, angle(ctx), false, bones[i % 3] ?? "none"))
        .join("") +
      onionRings(800, 220, 135) +
      chilli(780, 800, 189, -40),
  }),
  "demo-chicken-curry-cut-family.webp": chickenPlate(17, false, 275, 175, 440),
  "demo-chicken-breast.webp": (ctx) => ({
    surface: board(ctx, C - 30, C + 10, 800, 600, -3),
    items:
      breastFillet(420, 370, 560, -10) +
      breastFillet(470, 610, 560, 6) +
      leafSprig(ctx, 790, 260, 225, 40) +
      lemonWedge(790, 790, 135, -25),
  }),
  "demo-chicken-breast-2.webp": () => ({
    surface: plate(C, C + 10, 410),
    items: breastFillet(470, 390, 500, 160) + breastFillet(500, 610, 500, -8, false) + chilli(190, 800, 176, -30, true),
  }),
  "demo-chicken-thigh-boneless.webp": (ctx) => ({
    surface: board(ctx, C - 30, C + 10, 800, 600, 4),
    items:
      scatter(ctx, 5, 170, C - 40, C + 10)
        .map(([x, y]) => thighPiece(ctx, x, y, 270, angle(ctx)))
        .join("") + leafSprig(ctx, 790, 780, 225, -30),
  }),
  "demo-chicken-keema.webp": (ctx) => ({
    surface: plate(C, C + 10, 400),
    items: keemaMound(ctx, "chicken", C, C + 10, 270) + leafSprig(ctx, 640, 300, 255, 30) + chilli(300, 760, 162, -10),
  }),
  "demo-chicken-drumsticks.webp": (ctx) => {
    // Laid head-to-tail in rows, the way a butcher's tray shows them.
    let s = "";
    const rows: Array<[number, number, number, boolean]> = [
      [430, 300, -8, false],
      [530, 420, 172, false],
      [420, 540, -4, false],
      [540, 660, 176, false],
      [450, 770, 2, false],
    ];
    for (const [x, y, a] of rows) s += drumstick(x, y, 400, a, false);
    return {
      surface: board(ctx, C - 30, C + 10, 800, 680, -3),
      items: s + leafSprig(ctx, 800, 220, 200, 50) + lemonWedge(800, 830, 140, -20),
    };
  },
  "demo-chicken-wings.webp": (ctx) => ({
    surface: board(ctx, C - 30, C + 10, 800, 620, -4),
    items:
      [
        [420, 300, -12],
        [480, 470, 6],
        [410, 640, -6],
      ]
        .map(([x, y, a]) => chickenWing(x ?? 0, y ?? 0, 500, a ?? 0))
        .join("") + chilli(790, 250, 176, 40, true),
  }),
  "demo-whole-chicken.webp": (ctx) => ({
    surface: board(ctx, C - 30, C + 10, 800, 660, 0),
    items: wholeChicken(C - 40, C + 20, 560, -8, false) + leafSprig(ctx, 780, 780, 210, -30) + lemonWedge(780, 240, 135, 30),
  }),
  "demo-chicken-liver-gizzard.webp": (ctx) => ({
    surface: plate(C, C + 10, 410),
    items:
      scatter(ctx, 5, 150, C - 40, C - 40)
        .map(([x, y]) => liverLobe(ctx, "chicken", x, y, 190, angle(ctx)))
        .join("") +
      gizzard(420, 650, 150, 10) +
      gizzard(580, 640, 150, -20) +
      gizzard(680, 520, 140, 40) +
      onionRings(200, 800, 135),
  }),
  // Mutton
  "demo-mutton-curry-cut.webp": muttonOn("board", 10, 220, 180, 3),
  "demo-mutton-curry-cut-2.webp": muttonOn("plate", 10, 220, 175, 3, true),
  "demo-mutton-curry-cut-family.webp": muttonOn("plate", 14, 260, 160, 3),
  "demo-mutton-biryani-cut.webp": muttonOn("board", 6, 190, 250, 2, true),
  "demo-mutton-boneless.webp": muttonOn("plate", 12, 230, 160, 0),
  "demo-mutton-keema.webp": (ctx) => ({
    surface: plate(C, C + 10, 400),
    items: keemaMound(ctx, "mutton", C, C + 10, 270) + leafSprig(ctx, 330, 300, 255, -30) + chilli(680, 770, 162, -20),
  }),
  "demo-mutton-chops.webp": (ctx) => ({
    surface: board(ctx, C - 30, C + 10, 800, 620, 3),
    items:
      muttonChop(420, 330, 380, -8) +
      muttonChop(470, 490, 380, 4) +
      muttonChop(410, 650, 380, -4) +
      wholeSpices(790, 790, 176, -20) +
      leafSprig(ctx, 790, 230, 180, 40),
  }),
  "demo-mutton-liver.webp": (ctx) => ({
    surface: plate(C, C + 10, 410),
    items:
      scatter(ctx, 8, 210, C, C + 10)
        .map(([x, y]) => liverLobe(ctx, "mutton", x, y, 200, angle(ctx)))
        .join("") + onionRings(800, 800, 135),
  }),
};

export function productImageNames(): string[] {
  return Object.keys(compositions);
}

/** The layered scene for one product image, or null when no composition is defined for `file`. */
export function productScene(file: string): Scene | null {
  const compose = compositions[file];
  if (!compose) return null;
  const ctx = newCtx(file);
  const bg = background(ctx, S, S);
  const { surface, items } = compose(ctx);
  return {
    width: S,
    height: S,
    ctx,
    layers: [{ body: bg }, { body: surface, shadow: PROP_SHADOW }, { body: items, shadow: ITEM_SHADOW }],
  };
}
