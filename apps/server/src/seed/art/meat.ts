/**
 * Chicken and mutton cuts. Raw meat is mostly colour and texture, so each cut leans on one
 * telling detail: bone ends and skin on curry-cut chicken, the knuckle of a drumstick, fat
 * marbling and marrow bones in mutton, a rib bone on a chop, minced strands on keema.
 */
import { chicken, mutton } from "./palette.ts";
import { type Ctx, type Pt, blobPoints, f, smoothClosed, smoothOpen, transform } from "./svg.ts";

type MeatKind = "chicken" | "mutton";

/** A short bright streak: the moist sheen that separates fresh meat from a brown blob. */
function sheen(x1: number, y1: number, x2: number, y2: number, w: number, opacity = 0.5): string {
  return `<path d="M${f(x1)},${f(y1)}Q${f((x1 + x2) / 2)},${f(Math.min(y1, y2) - Math.abs(x2 - x1) * 0.2)} ${f(x2)},${f(y2)}" fill="none" stroke="#fff" stroke-width="${f(w)}" stroke-linecap="round" stroke-opacity="${opacity}"/>`;
}

// ---------------------------------------------------------------- chicken

/**
 * One curry-cut chicken piece: an irregular chunk with a darker muscle patch and, depending on
 * `bone`, a knuckle sticking out ("end") or a cut bone showing on the face ("cut"). Skin-on
 * pieces get a creamy skin cap with pores.
 */
export function chickenPiece(
  ctx: Ctx,
  x: number,
  y: number,
  size: number,
  angle: number,
  skin: boolean,
  bone: "none" | "end" | "cut" | boolean,
): string {
  const rng = ctx.rng;
  const boneKind = bone === true ? "end" : bone === false ? "none" : bone;
  const pts = blobPoints(rng, 50, rng.range(30, 40), 6, 0.22);
  const d = smoothClosed(pts, 0.85);
  const id = ctx.uid("ck");
  ctx.defs.use(id, () => `<clipPath id="${id}" clipPathUnits="userSpaceOnUse"><path d="${d}"/></clipPath>`);
  const p: string[] = [];
  if (boneKind === "end") {
    // Bone end sticking out of one edge, drawn first so the meat covers its root.
    const a = rng.range(-0.6, 0.6);
    const bx = Math.cos(a) * 50,
      by = Math.sin(a) * 30;
    p.push(
      `<g transform="translate(${f(bx)} ${f(by)}) rotate(${f((a * 180) / Math.PI)})" fill="${chicken.bone}" stroke="${chicken.boneDark}" stroke-width="1.5"><rect x="-14" y="-7" width="22" height="14" rx="6"/>` +
        `<circle cx="8" cy="-4.5" r="6.5"/><circle cx="8" cy="4.5" r="6.5"/></g>`,
    );
  }
  p.push(`<path d="${d}" fill="${chicken.flesh}" stroke="${chicken.fleshDark}" stroke-width="2"/>`);
  const inner: string[] = [];
  // A deeper-pink muscle patch and a pale membrane streak give the raw-meat texture.
  inner.push(
    `<ellipse cx="${f(rng.range(-14, 14))}" cy="${f(rng.range(0, 18))}" rx="${f(rng.range(22, 32))}" ry="${f(rng.range(12, 18))}" transform="rotate(${f(rng.range(-30, 30))})" fill="${chicken.fleshDark}" fill-opacity="0.35"/>`,
  );
  inner.push(
    `<path d="M${f(rng.range(-30, -10))},${f(rng.range(10, 20))}q16,${f(rng.range(-10, 4))} ${f(rng.range(26, 40))},${f(rng.range(-4, 6))}" fill="none" stroke="${chicken.fleshLight}" stroke-width="3" stroke-linecap="round"/>`,
  );
  if (!skin && rng() < 0.45) {
    inner.push(`<ellipse cx="${f(rng.range(-30, 30))}" cy="${f(rng.range(14, 28))}" rx="12" ry="6" fill="#F5E2B8"/>`);
  }
  if (skin) {
    const sk = smoothClosed(blobPoints(rng, 48, 34, 7, 0.2).map(([px, py]) => [px - 20, py - 16] as Pt));
    let dots = "";
    for (let i = 0; i < 12; i++) dots += `<circle cx="${f(rng.range(-58, 0))}" cy="${f(rng.range(-40, 4))}" r="1.7"/>`;
    inner.push(
      `<path d="${sk}" fill="${chicken.skin}" stroke="${chicken.skinDark}" stroke-width="2"/><g fill="${chicken.skinDark}">${dots}</g>`,
    );
  }
  p.push(`<g clip-path="url(#${id})">${inner.join("")}</g>`);
  if (boneKind === "cut") {
    const bx = rng.range(-12, 12),
      by = rng.range(-6, 10);
    p.push(
      `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="9" ry="7.5" fill="${chicken.bone}" stroke="${chicken.boneDark}" stroke-width="1.5"/>` +
        `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="4.5" ry="3.5" fill="#D98F80"/>`,
    );
  }
  p.push(sheen(-26, -16, 8, -24, 5, 0.55));
  return `<g transform="${transform(x, y, angle, size / 100)}">${p.join("")}</g>`;
}

/** Drumstick: a meaty bulb tapering to a bone with the double knuckle at the end. */
export function drumstick(x: number, y: number, length: number, angle: number, skin: boolean): string {
  const meat = smoothClosed([
    [-50, 0],
    [-45, -18],
    [-28, -27],
    [-6, -22],
    [14, -11],
    [28, -6.5],
    [33, -5],
    [33, 5],
    [28, 6.5],
    [14, 11],
    [-6, 22],
    [-28, 27],
    [-45, 18],
  ]);
  const fill = skin ? chicken.skin : chicken.flesh;
  const edge = skin ? chicken.skinDark : chicken.fleshDark;
  const p =
    `<rect x="22" y="-4.6" width="24" height="9.2" rx="4" fill="${chicken.bone}" stroke="${chicken.boneDark}" stroke-width="1.3"/>` +
    `<g fill="${chicken.bone}" stroke="${chicken.boneDark}" stroke-width="1.3"><circle cx="46" cy="-5" r="6"/><circle cx="46" cy="5" r="6"/></g>` +
    `<path d="M43,-5A3,3 0 0 1 49,-5" fill="none" stroke="${chicken.boneDark}" stroke-width="1"/>` +
    `<path d="${meat}" fill="${fill}" stroke="${edge}" stroke-width="1.6"/>` +
    (skin
      ? `<path d="M-40,8Q-20,16 6,10M-36,-6Q-14,-2 10,-4" fill="none" stroke="${chicken.skinDark}" stroke-width="1.4" stroke-opacity="0.7"/>`
      : `<path d="M-42,6Q-16,12 16,4M-40,-8Q-18,-10 14,-3" fill="none" stroke="${chicken.fleshDark}" stroke-width="1.6" stroke-opacity="0.5"/>` +
        `<path d="M10,-2L32,-1" stroke="#FBEDE6" stroke-width="2" stroke-linecap="round"/>`) +
    sheen(-40, -10, -8, -18, 4.5, 0.6);
  return `<g transform="${transform(x, y, angle, length / 100)}">${p}</g>`;
}

/** Boneless breast fillet with its inner fillet (tenderloin) strip. */
export function breastFillet(x: number, y: number, length: number, angle: number, tender = true): string {
  const main = smoothClosed([
    [-50, 2],
    [-42, -18],
    [-14, -28],
    [22, -22],
    [46, -8],
    [50, 2],
    [32, 14],
    [2, 22],
    [-28, 21],
    [-45, 13],
  ]);
  const p =
    (tender
      ? `<path d="${smoothClosed([
          [-38, 20],
          [-10, 24],
          [22, 18],
          [40, 12],
          [26, 28],
          [-6, 33],
          [-32, 29],
        ])}" fill="${chicken.flesh}" stroke="${chicken.fleshDark}" stroke-width="1.4"/>`
      : "") +
    `<path d="${main}" fill="${chicken.fleshLight}" stroke="${chicken.fleshDark}" stroke-width="1.4"/>` +
    `<path d="M-34,0Q-4,-8 36,-2M-30,10Q0,6 30,8M-26,-12Q0,-18 26,-12" fill="none" stroke="${chicken.fleshDark}" stroke-width="1.2" stroke-opacity="0.35"/>` +
    sheen(-34, -10, 10, -20, 4, 0.6);
  return `<g transform="${transform(x, y, angle, length / 100)}">${p}</g>`;
}

/** Boneless thigh: a flatter, darker-pink, irregular piece with a strip of skin fat. */
export function thighPiece(ctx: Ctx, x: number, y: number, size: number, angle: number): string {
  const rng = ctx.rng;
  const d = smoothClosed(blobPoints(rng, 50, 36, 8, 0.14));
  const p =
    `<path d="${d}" fill="#EDA795" stroke="${chicken.fleshDark}" stroke-width="1.8"/>` +
    `<path d="M-36,${f(rng.range(-6, 6))}Q-6,${f(rng.range(-24, -10))} 30,${f(rng.range(-12, 0))}" fill="none" stroke="${chicken.skin}" stroke-width="5" stroke-linecap="round" stroke-opacity="0.85"/>` +
    `<path d="M-28,12Q0,20 26,10" fill="none" stroke="${chicken.fleshDark}" stroke-width="1.8" stroke-opacity="0.5"/>` +
    sheen(-24, -12, 6, -20, 4, 0.5);
  return `<g transform="${transform(x, y, angle, size / 100)}">${p}</g>`;
}

/**
 * Chicken wing laid flat in its natural zigzag: the drumette (a mini drumstick), the flat
 * with its two parallel bones showing as ridges, and the pointed tip. Skin on.
 */
export function chickenWing(x: number, y: number, length: number, angle: number): string {
  const s = "#F4D5C2",
    sd = "#DDB096";
  const p =
    // Tip, angled back down.
    `<path d="${smoothClosed([
      [30, -6],
      [44, 2],
      [52, 16],
      [46, 20],
      [30, 10],
      [24, 2],
    ])}" fill="${s}" stroke="${sd}" stroke-width="1.5"/>` +
    // Flat.
    `<path d="${smoothClosed([
      [-12, -14],
      [12, -16],
      [32, -8],
      [34, 6],
      [12, 10],
      [-12, 8],
    ])}" fill="${s}" stroke="${sd}" stroke-width="1.5"/>` +
    `<path d="M-6,-6Q10,-8 26,-3M-6,3Q10,2 26,4" stroke="${sd}" stroke-width="1.3" fill="none" stroke-opacity="0.7"/>` +
    // Drumette, angled up from the flat, with its knob of bone at the shoulder end.
    `<circle cx="-48" cy="-22" r="7" fill="${chicken.bone}" stroke="${chicken.boneDark}" stroke-width="1.3"/>` +
    `<path d="${smoothClosed([
      [-44, -22],
      [-34, -28],
      [-16, -22],
      [-6, -10],
      [-10, 4],
      [-24, 2],
      [-40, -10],
    ])}" fill="${s}" stroke="${sd}" stroke-width="1.5"/>` +
    `<g fill="${sd}"><circle cx="-30" cy="-16" r="1.3"/><circle cx="-22" cy="-10" r="1.3"/><circle cx="-18" cy="-18" r="1.3"/><circle cx="2" cy="-2" r="1.3"/><circle cx="16" cy="0" r="1.3"/><circle cx="38" cy="8" r="1.2"/></g>` +
    sheen(-36, -20, -20, -22, 3, 0.6) +
    sheen(-4, -10, 20, -11, 3, 0.6);
  return `<g transform="${transform(x, y, angle, length / 100)}">${p}</g>`;
}

/** Whole dressed chicken, breast up, legs tucked: the shape everyone knows from the butcher. */
export function wholeChicken(x: number, y: number, size: number, angle = 0, skin = true): string {
  // Skinless birds are pink all over; skin-on ones creamy.
  const s = skin ? chicken.skin : chicken.flesh,
    sd = skin ? chicken.skinDark : chicken.fleshDark;
  const p =
    // Wings folded at the sides.
    `<path d="${smoothClosed([
      [-34, -22],
      [-46, -10],
      [-48, 12],
      [-40, 20],
      [-30, 4],
    ])}" fill="${s}" stroke="${sd}" stroke-width="1.4"/>` +
    `<path d="${smoothClosed([
      [34, -22],
      [46, -10],
      [48, 12],
      [40, 20],
      [30, 4],
    ])}" fill="${s}" stroke="${sd}" stroke-width="1.4"/>` +
    // Body.
    `<path d="${smoothClosed([
      [0, -46],
      [22, -40],
      [36, -18],
      [36, 14],
      [24, 36],
      [0, 44],
      [-24, 36],
      [-36, 14],
      [-36, -18],
      [-22, -40],
    ])}" fill="${s}" stroke="${sd}" stroke-width="1.6"/>` +
    // Neck cavity.
    `<ellipse cx="0" cy="-40" rx="9" ry="5" fill="${chicken.fleshDark}" fill-opacity="0.6"/>` +
    // Breast bone line and the two breast halves' sheen.
    `<path d="M0,-34Q2,-4 0,22" stroke="${sd}" stroke-width="1.4" fill="none"/>` +
    sheen(-24, -18, -6, -30, 4, 0.6) +
    sheen(6, -30, 24, -18, 4, 0.6) +
    // Thighs and drumsticks folded in, knuckles crossed at the tail.
    `<path d="${smoothClosed([
      [-34, 8],
      [-20, 0],
      [-8, 14],
      [-10, 36],
      [-26, 40],
      [-38, 26],
    ])}" fill="${s}" stroke="${sd}" stroke-width="1.4"/>` +
    `<path d="${smoothClosed([
      [34, 8],
      [20, 0],
      [8, 14],
      [10, 36],
      [26, 40],
      [38, 26],
    ])}" fill="${s}" stroke="${sd}" stroke-width="1.4"/>` +
    `<g fill="${chicken.bone}" stroke="${chicken.boneDark}" stroke-width="1.2"><circle cx="-6" cy="44" r="4.5"/><circle cx="6" cy="44" r="4.5"/></g>` +
    (skin
      ? `<g fill="${sd}"><circle cx="-20" cy="-10" r="1"/><circle cx="-14" cy="4" r="1"/><circle cx="16" cy="-6" r="1"/><circle cx="12" cy="8" r="1"/><circle cx="-26" cy="22" r="1"/><circle cx="24" cy="24" r="1"/></g>`
      : `<path d="M-26,-14Q-16,-4 -4,-6M26,-14Q16,-4 4,-6" stroke="${chicken.fleshLight}" stroke-width="2.5" fill="none"/>`);
  return `<g transform="${transform(x, y, angle, size / 100)}">${p}</g>`;
}

// ---------------------------------------------------------------- mutton

/** A mutton chunk: deep red with a fat cap, marbling, and sometimes a marrow bone. */
export function muttonChunk(ctx: Ctx, x: number, y: number, size: number, angle: number, bone: boolean): string {
  const rng = ctx.rng;
  const d = smoothClosed(blobPoints(rng, 50, rng.range(36, 44), 6, 0.18), 0.75);
  const id = ctx.uid("mt");
  ctx.defs.use(id, () => `<clipPath id="${id}" clipPathUnits="userSpaceOnUse"><path d="${d}"/></clipPath>`);
  const p: string[] = [];
  p.push(`<path d="${d}" fill="${mutton.flesh}" stroke="${mutton.fleshDark}" stroke-width="2.2"/>`);
  const inner: string[] = [];
  // Fat cap along one side.
  const fa = rng.range(0, Math.PI * 2);
  inner.push(
    `<ellipse cx="${f(Math.cos(fa) * 52)}" cy="${f(Math.sin(fa) * 40)}" rx="34" ry="18" transform="rotate(${f((fa * 180) / Math.PI + 90)} ${f(Math.cos(fa) * 52)} ${f(Math.sin(fa) * 40)})" fill="${mutton.fat}" stroke="${mutton.fatDark}" stroke-width="1.5"/>`,
  );
  // Marbling: thin creamy streaks.
  let marb = "";
  for (let i = 0; i < 3; i++) {
    const y0 = rng.range(-22, 22);
    marb += smoothOpen([
      [-36, y0],
      [-12, y0 + rng.range(-10, 10)],
      [10, y0 + rng.range(-10, 10)],
      [34, y0 + rng.range(-8, 8)],
    ]);
  }
  inner.push(`<path d="${marb}" fill="none" stroke="${mutton.fat}" stroke-width="2.2" stroke-opacity="0.75" stroke-linecap="round"/>`);
  inner.push(
    `<path d="M-30,-6Q0,-30 30,-14" fill="none" stroke="${mutton.fleshLight}" stroke-width="9" stroke-opacity="0.45" stroke-linecap="round"/>`,
  );
  p.push(`<g clip-path="url(#${id})">${inner.join("")}</g>`);
  if (bone) {
    // Cross-cut bone: ivory ring with pink marrow, the mark of a proper curry cut.
    const bx = rng.range(-14, 14),
      by = rng.range(-8, 10);
    p.push(
      `<circle cx="${f(bx)}" cy="${f(by)}" r="13" fill="${mutton.bone}" stroke="${mutton.fatDark}" stroke-width="1.5"/>` +
        `<circle cx="${f(bx)}" cy="${f(by)}" r="7" fill="${mutton.marrow}"/>` +
        `<circle cx="${f(bx - 2)}" cy="${f(by - 2)}" r="2.2" fill="#E3A79A"/>`,
    );
  }
  p.push(sheen(-30, -20, 0, -30, 4, 0.45));
  return `<g transform="${transform(x, y, angle, size / 100)}">${p.join("")}</g>`;
}

/** A rib chop: a round eye of meat in a rim of fat with the rib bone running off it. */
export function muttonChop(x: number, y: number, length: number, angle: number): string {
  const p =
    `<path d="M-6,-20L44,-26Q52,-26 52,-19Q52,-13 44,-13L-4,-8Z" fill="${mutton.bone}" stroke="${mutton.fatDark}" stroke-width="1.5"/>` +
    `<path d="M-4,-16L36,-20" stroke="${mutton.fleshDark}" stroke-width="3.5" stroke-opacity="0.55" stroke-linecap="round"/>` +
    `<path d="${smoothClosed([
      [-46, 2],
      [-40, -22],
      [-14, -28],
      [6, -18],
      [10, 4],
      [0, 26],
      [-24, 32],
      [-42, 22],
    ])}" fill="${mutton.fat}" stroke="${mutton.fatDark}" stroke-width="1.5"/>` +
    `<path d="${smoothClosed([
      [-38, 4],
      [-32, -16],
      [-14, -20],
      [0, -10],
      [2, 8],
      [-8, 22],
      [-26, 24],
      [-36, 16],
    ])}" fill="${mutton.flesh}" stroke="${mutton.fleshDark}" stroke-width="1.5"/>` +
    `<path d="M-30,0Q-18,-8 -4,-4M-28,12Q-16,6 -4,10" fill="none" stroke="${mutton.fat}" stroke-width="1.6" stroke-opacity="0.7"/>` +
    sheen(-30, -10, -12, -16, 4, 0.45);
  return `<g transform="${transform(x, y, angle, length / 100)}">${p}</g>`;
}

/** Liver: glossy lobes. Chicken liver is lighter and smaller than mutton kaleji. */
export function liverLobe(ctx: Ctx, kind: MeatKind, x: number, y: number, size: number, angle: number): string {
  const rng = ctx.rng;
  const base = kind === "mutton" ? mutton.liver : chicken.liver;
  const light = kind === "mutton" ? mutton.liverLight : chicken.liverLight;
  const d = smoothClosed(blobPoints(rng, 50, 30, 7, 0.12));
  const p =
    `<path d="${d}" fill="${base}" stroke="#3A0F12" stroke-width="1.5" stroke-opacity="0.6"/>` +
    `<path d="${d}" transform="translate(-6 -6) scale(0.7)" fill="${light}" fill-opacity="0.5"/>` +
    sheen(-30, -8, 4, -18, 4, 0.55) +
    sheen(10, 2, 24, -4, 2.5, 0.4);
  return `<g transform="${transform(x, y, angle, size / 100)}">${p}</g>`;
}

/** Chicken gizzard: a small rounded double lobe with its silvery inner skin. */
export function gizzard(x: number, y: number, size: number, angle: number): string {
  const p =
    `<path d="${smoothClosed([
      [-46, 0],
      [-30, -26],
      [0, -14],
      [30, -26],
      [46, 0],
      [30, 24],
      [0, 14],
      [-30, 24],
    ])}" fill="#9C3B37" stroke="#5E1E1C" stroke-width="1.6"/>` +
    `<ellipse cx="0" cy="0" rx="12" ry="10" fill="#DCD3C8"/>` +
    sheen(-34, -6, -14, -14, 3.5, 0.5);
  return `<g transform="${transform(x, y, angle, size / 100)}">${p}</g>`;
}

/**
 * Keema: a mound of minced meat. Hundreds of short strands in two tones make the mince texture;
 * they sit inside a dome so the silhouette stays clean.
 */
export function keemaMound(ctx: Ctx, kind: MeatKind, x: number, y: number, radius: number): string {
  const rng = ctx.rng;
  const base = kind === "mutton" ? mutton.flesh : chicken.flesh;
  const dark = kind === "mutton" ? mutton.fleshDark : chicken.fleshDark;
  const light = kind === "mutton" ? mutton.fleshLight : chicken.fleshLight;
  const fat = kind === "mutton" ? mutton.fat : "#FBE3DA";
  const outline = smoothClosed(blobPoints(rng, radius, radius * 0.74, 12, 0.05));
  const strands = (count: number, w: number): string => {
    let s = "";
    for (let i = 0; i < count; i++) {
      const a = rng() * Math.PI * 2,
        r = Math.sqrt(rng()) * 0.9;
      const sx = Math.cos(a) * radius * r,
        sy = Math.sin(a) * radius * 0.74 * r;
      const l = w * rng.range(1.4, 2.6),
        ang = rng() * Math.PI;
      s += `M${f(sx)},${f(sy)}q${f(Math.cos(ang) * l * 0.5 + w * 0.4)},${f(Math.sin(ang) * l * 0.5 - w * 0.4)} ${f(Math.cos(ang) * l)},${f(Math.sin(ang) * l)}`;
    }
    return s;
  };
  const w = radius * 0.04;
  // Dome shading: light on the top left, darker toward the rim, so the mound has volume.
  const dome = ctx.defs.use(
    `dome-${kind}`,
    () =>
      `<radialGradient id="dome-${kind}" cx="0.4" cy="0.38" r="0.62">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
  );
  const p =
    `<path d="${outline}" fill="${base}" stroke="${dark}" stroke-width="${f(w * 0.6)}"/>` +
    `<path d="${strands(230, w)}" fill="none" stroke="${dark}" stroke-width="${f(w * 0.85)}" stroke-linecap="round" stroke-opacity="0.7"/>` +
    `<path d="${strands(230, w)}" fill="none" stroke="${light}" stroke-width="${f(w * 0.85)}" stroke-linecap="round"/>` +
    `<path d="${strands(60, w * 0.8)}" fill="none" stroke="${fat}" stroke-width="${f(w * 0.6)}" stroke-linecap="round" stroke-opacity="0.8"/>` +
    `<path d="${outline}" fill="${dome}"/>`;
  return `<g transform="translate(${f(x)} ${f(y)})">${p}</g>`;
}
