/**
 * Prawns (side view, curled) and crabs (top view, whole or cleaned and cut).
 *
 * A prawn is built along a tightening spiral: the back is the outer edge, the legs hang on the
 * inner edge, the head (when on) continues past the start and the tail fan past the end. That
 * one curve gives the unmistakable prawn "C" at any size or rotation.
 */
import { type Ctx, type Pt, f, poly, smoothClosed, smoothOpen, transform } from "./svg.ts";

export type PrawnStyle = "tiger" | "white";

interface PrawnLook {
  shell: string;
  shellDark: string;
  band?: string;
  tail: string;
  tailEdge: string;
  legs: string;
  headInner: string;
  flesh: string;
  fleshDark: string;
  vein: string;
}

// Raw, not cooked: tiger prawns are slate grey with dark bands and orange-red legs and tail
// tips; white prawns are a translucent pinkish grey. The warm tips keep them appetising.
const prawnLooks: Record<PrawnStyle, PrawnLook> = {
  tiger: {
    shell: "#76828A",
    shellDark: "#3E4850",
    band: "#343E46",
    tail: "#46515A",
    tailEdge: "#E2622F",
    legs: "#E07648",
    headInner: "#C9683C",
    flesh: "#F2C3B2",
    fleshDark: "#D9907B",
    vein: "#B5674F",
  },
  white: {
    shell: "#EBCFC3",
    shellDark: "#C99C8D",
    tail: "#E8B2A2",
    tailEdge: "#E06A52",
    legs: "#E69580",
    headInner: "#E39A78",
    flesh: "#F3C9BA",
    fleshDark: "#DC9A86",
    vein: "#BC725E",
  },
};

export interface PrawnOptions {
  head: boolean; // head and shell on (whole prawn)
  peeled: boolean; // shell off, deveined
  tailOn: boolean; // keep the tail fan on a peeled prawn
  curl?: number; // 1 = normal C, lower = straighter (butterfly / jumbo)
  butterfly?: boolean; // split down the back and opened flat
}

export function prawn(ctx: Ctx, style: PrawnStyle, x: number, y: number, size: number, angle: number, opt: PrawnOptions): string {
  const L = prawnLooks[style];
  const curl = opt.curl ?? 1;
  const R = 30 / Math.max(0.55, curl);
  const span = 230 * curl; // degrees of arc
  // Start up and to the left so the head points forward-down and the tail tucks under.
  const th0 = 222 + (230 - span) * 0.5;
  const w0 = (opt.head ? 22 : 23) * (opt.butterfly ? 1.3 : 1);
  const N = 36;
  // Centre line, outward normal and width along the body; t = 0 at the head end.
  const at = (t: number) => {
    const th = ((th0 + span * t) * Math.PI) / 180;
    const r = R * (1 - 0.38 * t);
    const c: Pt = [Math.cos(th) * r, Math.sin(th) * r + (R - 30) * 0.9];
    const n: Pt = [Math.cos(th), Math.sin(th)];
    const tan: Pt = [-Math.sin(th), Math.cos(th)];
    // Plump through the first segments, tapering hard toward the tail.
    return { c, n, tan, w: w0 * (1 - 0.62 * t) * (1 + 0.14 * Math.sin(Math.PI * t)), th };
  };
  const edge = (t: number, side: 1 | -1, k = 1): Pt => {
    const a = at(t);
    return [a.c[0] + a.n[0] * side * (a.w / 2) * k, a.c[1] + a.n[1] * side * (a.w / 2) * k];
  };
  const band = (ta: number, tb: number, kOut = 1, kIn = 1): string => {
    const pts: Pt[] = [];
    const steps = Math.max(3, Math.round((tb - ta) * N));
    for (let i = 0; i <= steps; i++) pts.push(edge(ta + ((tb - ta) * i) / steps, 1, kOut));
    for (let i = steps; i >= 0; i--) pts.push(edge(ta + ((tb - ta) * i) / steps, -1, kIn));
    return poly(pts);
  };

  const parts: string[] = [];
  const end = at(1);
  const deg = (v: Pt): number => (Math.atan2(v[1], v[0]) * 180) / Math.PI;

  // Tail fan: a pointed telson flanked by two pairs of uropods, red-tipped.
  if (!opt.peeled || opt.tailOn) {
    const petal = (rot: number, len: number, wid: number): string =>
      `<path transform="rotate(${rot})" d="M-2,0C${f(len * 0.3)},${f(-wid)} ${f(len * 0.85)},${f(-wid)} ${f(len)},0C${f(len * 0.85)},${f(wid)} ${f(len * 0.3)},${f(wid)} -2,0Z"/>`;
    const tl = 14;
    const tail = opt.peeled ? L.tailEdge : L.tail;
    parts.push(
      `<g transform="translate(${f(end.c[0])} ${f(end.c[1])}) rotate(${f(deg(end.tan))})">` +
        `<g fill="${L.tailEdge}">${petal(-24, tl + 1.5, 4.4)}${petal(24, tl + 1.5, 4.4)}${petal(-9, tl + 2.5, 4.4)}${petal(9, tl + 2.5, 4.4)}</g>` +
        `<g fill="${tail}" fill-opacity="${opt.peeled ? 0.55 : 1}">${petal(-24, tl - 2.5, 3)}${petal(24, tl - 2.5, 3)}${petal(-9, tl - 1.5, 3.2)}${petal(9, tl - 1.5, 3.2)}</g>` +
        `<path d="M-1,-2.4L${tl + 1},0L-1,2.4Z" fill="${tail}" stroke="${L.shellDark}" stroke-width="0.4"/></g>`,
    );
  }

  // Swimmerets along the belly (shell on only).
  if (!opt.peeled) {
    let legs = "";
    for (let i = 0; i < 4; i++) {
      const t = 0.08 + i * 0.15;
      const p = edge(t, -1, 0.9);
      const a = at(t);
      const q: Pt = [p[0] - a.n[0] * 7 + a.tan[0] * 2, p[1] - a.n[1] * 7 + a.tan[1] * 2];
      legs += `M${f(p[0])},${f(p[1])}L${f(q[0])},${f(q[1])}`;
    }
    parts.push(`<path d="${legs}" stroke="${L.legs}" stroke-width="1.6" stroke-linecap="round" fill="none"/>`);
  }

  // Abdomen segments, tail-end first so each front segment overlaps the one behind it.
  const segs = 6;
  const fill = opt.peeled ? L.flesh : L.shell;
  const dark = opt.peeled ? L.fleshDark : L.shellDark;
  for (let i = segs - 1; i >= 0; i--) {
    const ta = (i / segs) * 0.98,
      tb = Math.min(1, ((i + 1) / segs) * 0.98 + 0.03);
    parts.push(`<path d="${band(ta, tb)}" fill="${fill}" stroke="${dark}" stroke-width="0.8" stroke-linejoin="round"/>`);
    if (L.band && !opt.peeled)
      parts.push(`<path d="${band(ta + (tb - ta) * 0.35, tb - 0.005, 1, 0.1)}" fill="${L.band}" fill-opacity="0.85"/>`);
    if (opt.peeled)
      parts.push(`<path d="${band(ta + (tb - ta) * 0.55, tb - 0.01, 0.95, 0.3)}" fill="${L.fleshDark}" fill-opacity="0.28"/>`);
  }
  // Wet highlight along the back.
  const hl: Pt[] = [];
  for (let i = 0; i <= 8; i++) hl.push(edge(0.05 + i * 0.09, 1, 0.45));
  parts.push(`<path d="${smoothOpen(hl)}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-opacity="0.5"/>`);
  // Deveined: the opened groove along the back.
  if (opt.peeled) {
    const v: Pt[] = [];
    for (let i = 0; i <= 10; i++) v.push(edge(0.02 + i * 0.092, 1, opt.butterfly ? 0.1 : 0.74));
    parts.push(
      `<path d="${smoothOpen(v)}" fill="none" stroke="${L.vein}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.7"/>`,
    );
  }

  const start = at(0);
  if (opt.head) {
    // Head in a frame where +x points away from the body and +y is the back.
    const hlen = w0 * 1.45;
    const carapace: Pt[] = [
      [-3, w0 * 0.5],
      [hlen * 0.45, w0 * 0.62],
      [hlen * 0.95, w0 * 0.34],
      [hlen * 1.08, w0 * 0.04],
      [hlen * 0.85, -w0 * 0.32],
      [hlen * 0.4, -w0 * 0.52],
      [-3, -w0 * 0.5],
    ];
    const head: string[] = [];
    let legs = "";
    for (let i = 0; i < 4; i++) {
      const bx = hlen * (0.18 + i * 0.2);
      legs += `M${f(bx)},${f(-w0 * 0.4)}q${f(3 + i)},-7 ${f(6 + i * 1.5)},-${f(13 + i)}`;
    }
    head.push(`<path d="${legs}" stroke="${L.legs}" stroke-width="1.3" stroke-linecap="round" fill="none"/>`);
    // Antennae reach forward, then sweep back over the prawn's back like a real one on ice.
    // One long antenna and a short antennule: enough to say "prawn" without a tangle of lines.
    const ant1 = smoothOpen([
      [hlen, 0],
      [hlen * 1.6, w0 * 0.5],
      [hlen * 1.55, w0 * 1.6],
      [hlen * 0.9, w0 * 2.3],
    ]);
    const ant2 = smoothOpen([
      [hlen, -1],
      [hlen * 1.5, -w0 * 0.05],
      [hlen * 1.75, w0 * 0.5],
    ]);
    head.push(`<path d="${ant1}${ant2}" stroke="${L.shellDark}" stroke-width="1" fill="none" stroke-linecap="round"/>`);
    head.push(
      `<path d="M${f(hlen * 0.8)},${f(w0 * 0.36)}L${f(hlen * 1.55)},${f(w0 * 0.5)}L${f(hlen * 0.98)},${f(w0 * 0.18)}Z" fill="${L.shellDark}"/>`,
    );
    head.push(`<path d="${smoothClosed(carapace)}" fill="${L.shell}" stroke="${L.shellDark}" stroke-width="0.8"/>`);
    head.push(
      `<ellipse cx="${f(hlen * 0.42)}" cy="${f(-w0 * 0.06)}" rx="${f(hlen * 0.3)}" ry="${f(w0 * 0.24)}" fill="${L.headInner}" fill-opacity="0.55"/>`,
    );
    if (L.band)
      head.push(
        `<path d="M${f(hlen * 0.1)},${f(w0 * 0.45)}Q${f(hlen * 0.5)},${f(w0 * 0.15)} ${f(hlen * 0.9)},${f(w0 * 0.3)}" stroke="${L.band}" stroke-width="2.5" fill="none" stroke-opacity="0.7"/>`,
      );
    head.push(
      `<circle cx="${f(hlen * 0.97)}" cy="${f(w0 * 0.12)}" r="${f(w0 * 0.13)}" fill="#1B1F23"/>` +
        `<circle cx="${f(hlen * 0.94)}" cy="${f(w0 * 0.16)}" r="${f(w0 * 0.045)}" fill="#fff"/>`,
    );
    const hd: Pt = [-start.tan[0], -start.tan[1]];
    // Our frame needs +y = back; SVG rotate() maps +y to the normal on the clockwise side,
    // which is the outer (back) side for this spiral, so no mirroring is needed.
    parts.push(`<g transform="translate(${f(start.c[0])} ${f(start.c[1])}) rotate(${f(deg(hd))})">${head.join("")}</g>`);
  } else {
    // Head end of a peeled prawn: a rounded, plump cap rather than a flat cut.
    const a = at(0);
    const capD = `M${f(edge(0, 1)[0])},${f(edge(0, 1)[1])}A${f(a.w / 2)},${f(a.w / 2)} 0 0 0 ${f(edge(0, -1)[0])},${f(edge(0, -1)[1])}Z`;
    parts.push(`<path d="${capD}" fill="${opt.peeled ? L.flesh : L.shell}" stroke="${dark}" stroke-width="0.8"/>`);
    parts.push(
      `<path d="${capD}" transform="translate(${f(a.c[0])} ${f(a.c[1])}) scale(0.6) translate(${f(-a.c[0])} ${f(-a.c[1])})" fill="#fff" fill-opacity="0.18"/>`,
    );
  }
  return `<g transform="${transform(x, y, angle, size / 100)}">${parts.join("")}</g>`;
}

// ---------------------------------------------------------------- crabs

export type CrabStyle = "mud" | "blue";

interface CrabLook {
  shell: string;
  shellDark: string;
  shellLight: string;
  legs: string;
  claw: string;
  clawTip: string;
  spots?: string;
  joint: string;
}

const crabLooks: Record<CrabStyle, CrabLook> = {
  // Mud crab (Scylla): olive-green, massive claws with dark tips.
  mud: {
    shell: "#58683F",
    shellDark: "#364326",
    shellLight: "#73854F",
    legs: "#4E5D38",
    claw: "#5F7043",
    clawTip: "#23261C",
    joint: "#C57A3B",
  },
  // Blue swimmer crab (Portunus): blue, white-mottled, long slender claws.
  blue: {
    shell: "#4874A6",
    shellDark: "#2C507B",
    shellLight: "#79A0CB",
    legs: "#5785B7",
    claw: "#4B7CB4",
    clawTip: "#6B2635",
    spots: "#EAF1F8",
    joint: "#9FC0E0",
  },
};

/** One leg as three tapering segments (stroke widths fall off toward the tip). */
function leg(a: Pt, b: Pt, c: Pt, d: Pt, colour: string, dark: string, w: number, paddle = false): string {
  let s =
    `<path d="M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}" stroke="${colour}" stroke-width="${f(w)}" stroke-linecap="round"/>` +
    `<path d="M${f(b[0])},${f(b[1])}L${f(c[0])},${f(c[1])}" stroke="${colour}" stroke-width="${f(w * 0.82)}" stroke-linecap="round"/>`;
  if (paddle) {
    const mx = (c[0] + d[0]) / 2,
      my = (c[1] + d[1]) / 2;
    const ang = (Math.atan2(d[1] - c[1], d[0] - c[0]) * 180) / Math.PI;
    const len = Math.hypot(d[0] - c[0], d[1] - c[1]);
    s += `<ellipse cx="${f(mx)}" cy="${f(my)}" rx="${f(len * 0.6)}" ry="${f(w * 0.75)}" transform="rotate(${f(ang)} ${f(mx)} ${f(my)})" fill="${colour}" stroke="${dark}" stroke-width="0.6"/>`;
  } else {
    const ang = Math.atan2(d[1] - c[1], d[0] - c[0]);
    const nx = -Math.sin(ang) * w * 0.32,
      ny = Math.cos(ang) * w * 0.32;
    s += `<path d="M${f(c[0] + nx)},${f(c[1] + ny)}L${f(d[0])},${f(d[1])}L${f(c[0] - nx)},${f(c[1] - ny)}Z" fill="${colour}" stroke="${colour}" stroke-width="${f(w * 0.3)}" stroke-linejoin="round"/>`;
  }
  return s;
}

/** Claw: arm from the body to a big propodus with a two-fingered pincer, pointing `dir` deg. */
function claw(L: CrabLook, base: Pt, elbow: Pt, dir: number, scale: number, mirror: boolean, slender: boolean): string {
  const sy = mirror ? -1 : 1;
  const len = slender ? 30 : 26,
    wid = slender ? 6.5 : 10.5;
  const hand =
    `<g transform="translate(${f(elbow[0])} ${f(elbow[1])}) rotate(${f(dir)}) scale(${f(scale)} ${f(scale * sy)})">` +
    // Fixed finger and moving finger (dactyl) with a gap between them.
    `<path d="M${f(len * 0.75)},${f(wid * 0.15)}C${f(len * 1.05)},${f(wid * 0.1)} ${f(len * 1.3)},${f(wid * 0.35)} ${f(len * 1.42)},${f(wid * 0.65)}C${f(len * 1.2)},${f(wid * 0.6)} ${f(len * 0.95)},${f(wid * 0.75)} ${f(len * 0.7)},${f(wid * 0.8)}Z" fill="${L.claw}"/>` +
    `<path d="M${f(len * 0.8)},${f(-wid * 0.55)}C${f(len * 1.1)},${f(-wid * 0.75)} ${f(len * 1.35)},${f(-wid * 0.3)} ${f(len * 1.45)},${f(wid * 0.25)}C${f(len * 1.2)},${f(-wid * 0.1)} ${f(len * 1.0)},${f(-wid * 0.1)} ${f(len * 0.78)},${f(-wid * 0.05)}Z" fill="${L.claw}"/>` +
    `<path d="M${f(len * 1.18)},${f(wid * 0.45)}L${f(len * 1.42)},${f(wid * 0.65)}L${f(len * 1.2)},${f(wid * 0.62)}ZM${f(len * 1.22)},${f(-wid * 0.32)}L${f(len * 1.45)},${f(wid * 0.25)}L${f(len * 1.25)},${f(-wid * 0.05)}Z" fill="${L.clawTip}" stroke="${L.clawTip}" stroke-width="1.6" stroke-linejoin="round"/>` +
    // Propodus (the palm).
    `<path d="${smoothClosed([
      [0, 0],
      [len * 0.3, -wid * 0.85],
      [len * 0.8, -wid * 0.7],
      [len * 0.95, wid * 0.2],
      [len * 0.7, wid * 0.9],
      [len * 0.25, wid * 0.7],
    ])}" fill="${L.claw}" stroke="${L.shellDark}" stroke-width="0.7"/>` +
    `<path d="M${f(len * 0.2)},${f(-wid * 0.35)}Q${f(len * 0.5)},${f(-wid * 0.65)} ${f(len * 0.78)},${f(-wid * 0.4)}" stroke="#fff" stroke-width="1.4" stroke-opacity="0.4" fill="none" stroke-linecap="round"/>` +
    (L.spots
      ? `<g fill="${L.spots}" fill-opacity="0.7"><circle cx="${f(len * 0.35)}" cy="${f(wid * 0.1)}" r="1.2"/><circle cx="${f(len * 0.6)}" cy="${f(wid * 0.35)}" r="1"/><circle cx="${f(len * 0.5)}" cy="${f(-wid * 0.3)}" r="0.9"/></g>`
      : "") +
    `</g>`;
  return (
    `<path d="M${f(base[0])},${f(base[1])}L${f(elbow[0])},${f(elbow[1])}" stroke="${L.claw}" stroke-width="${f(slender ? 6 : 8.5)}" stroke-linecap="round"/>` +
    `<circle cx="${f(elbow[0])}" cy="${f(elbow[1])}" r="${f(slender ? 3.4 : 4.6)}" fill="${L.joint}" fill-opacity="0.55"/>` +
    hand
  );
}

function carapace(style: CrabStyle): string {
  // Points round the shell, front (teeth) on top; the blue crab gets its long lateral spines.
  const pts: Pt[] = [];
  const rx = style === "blue" ? 33 : 30,
    ry = style === "blue" ? 17 : 21;
  for (let i = 0; i < 48; i++) {
    const a = Math.PI + (i / 48) * Math.PI * 2;
    let k = 1;
    const deg = ((a * 180) / Math.PI) % 360;
    const front = deg > 185 && deg < 355;
    if (front && !(deg > 255 && deg < 285)) k = i % 2 === 0 ? 1.08 : 0.98;
    if (style === "blue" && (i === 2 || i === 22)) k = 1.38;
    pts.push([Math.cos(a) * rx * k, Math.sin(a) * ry * (front ? k : 1)]);
  }
  return smoothClosed(pts, 0.6);
}

/**
 * A crab seen from above. `cleaned` lifts the top shell off to show the creamy meat chambers
 * and splits the crab down the middle into two halves, the way "cleaned & cut" crab arrives;
 * legs and claws stay on, so the silhouette still reads as crab at a glance.
 */
export function crab(ctx: Ctx, style: CrabStyle, x: number, y: number, size: number, angle = 0, cleaned = false): string {
  const L = crabLooks[style];
  const slender = style === "blue";
  const p: string[] = [];
  // Legs: three walking pairs and the paddle pair, behind the shell.
  const legsL: string[] = [];
  for (const side of [-1, 1] as const) {
    for (let i = 0; i < 4; i++) {
      const a: Pt = [side * 22, -4 + i * 6];
      const b: Pt = [side * (36 + i * 1.5), -10 + i * 9];
      const c: Pt = [side * (47 - i * 1), 2 + i * 12];
      const d: Pt = [side * (50 - i * 4), 16 + i * 12];
      legsL.push(leg(a, b, c, d, L.legs, L.shellDark, 5.6 - i * 0.3, i === 3));
    }
  }
  p.push(`<g>${legsL.join("")}</g>`);
  // Claws reach forward from the front corners.
  p.push(claw(L, [-18, -12], [-30, -24], -62, slender ? 0.95 : 1.05, false, slender));
  p.push(claw(L, [18, -12], [30, -24], -118, slender ? 0.95 : 1.05, true, slender));
  const shell = carapace(style);
  if (cleaned) {
    // Shell off: a shell-coloured rim round the cream body, chambers fanning out to the legs.
    p.push(`<path d="${shell}" transform="scale(0.92)" fill="${L.shell}" stroke="${L.shellDark}" stroke-width="1"/>`);
    p.push(`<path d="${shell}" transform="scale(0.8)" fill="#F2E3CD"/>`);
    let ch = "";
    for (const side of [-1, 1]) {
      for (let i = 0; i < 6; i++) {
        const a = -1.1 + i * 0.44;
        ch += `M${side * 3},${f(-8 + i * 3.2)}L${f(side * Math.cos(a) * (slender ? 24 : 21))},${f(Math.sin(a) * (slender ? 11 : 14))}`;
      }
    }
    p.push(`<path d="${ch}" stroke="#D8BC98" stroke-width="1.1" fill="none"/>`);
    p.push(`<g fill="#E49A4A" fill-opacity="0.8"><ellipse cx="-9" cy="-5" rx="4.5" ry="3"/><ellipse cx="9" cy="-5" rx="4.5" ry="3"/></g>`);
    p.push(`<path d="M-14,-10Q-4,-15 6,-14" stroke="#fff" stroke-width="1.6" stroke-opacity="0.5" fill="none" stroke-linecap="round"/>`);
    const inner = p.join("");
    const left = ctx.defs.use(
      "crab-left",
      () => `<clipPath id="crab-left" clipPathUnits="userSpaceOnUse"><rect x="-80" y="-80" width="80" height="160"/></clipPath>`,
    );
    const right = ctx.defs.use(
      "crab-right",
      () => `<clipPath id="crab-right" clipPathUnits="userSpaceOnUse"><rect x="0" y="-80" width="80" height="160"/></clipPath>`,
    );
    const cut = `<path d="M0,-17V17" stroke="#FBF3E6" stroke-width="2.2"/>`;
    return (
      `<g transform="${transform(x, y, angle, size / 100)}">` +
      `<g transform="translate(-4 0) rotate(-4)"><g clip-path="${left}">${inner}</g>${cut}</g>` +
      `<g transform="translate(4 0) rotate(4)"><g clip-path="${right}">${inner}</g>${cut}</g></g>`
    );
  }
  // Shell with a lighter crown, the H-shaped grooves and (blue crab) white mottling.
  p.push(`<path d="${shell}" fill="${L.shell}" stroke="${L.shellDark}" stroke-width="1"/>`);
  p.push(`<path d="${shell}" transform="translate(-2 -3) scale(0.72)" fill="${L.shellLight}" fill-opacity="0.55"/>`);
  p.push(`<path d="M-12,-6Q-4,0 -6,8M12,-6Q4,0 6,8M-6,2H6" stroke="${L.shellDark}" stroke-width="0.9" fill="none" stroke-opacity="0.6"/>`);
  if (L.spots) {
    let s = "";
    for (let i = 0; i < 26; i++) {
      const a = ctx.rng() * Math.PI * 2,
        r = Math.sqrt(ctx.rng()) * 0.85;
      s += `<ellipse cx="${f(Math.cos(a) * 30 * r)}" cy="${f(Math.sin(a) * 15 * r)}" rx="${f(ctx.rng.range(0.8, 1.8))}" ry="${f(ctx.rng.range(0.6, 1.2))}"/>`;
    }
    p.push(`<g fill="${L.spots}" fill-opacity="0.65">${s}</g>`);
  }
  p.push(`<path d="M-20,-10Q-8,-18 6,-17" stroke="#fff" stroke-width="1.8" stroke-opacity="0.45" fill="none" stroke-linecap="round"/>`);
  // Eyes on short stalks.
  const ey = style === "blue" ? -17 : -21;
  p.push(`<g fill="#15181B"><circle cx="-5" cy="${ey}" r="1.8"/><circle cx="5" cy="${ey}" r="1.8"/></g>`);
  return `<g transform="${transform(x, y, angle, size / 100)}">${p.join("")}</g>`;
}
