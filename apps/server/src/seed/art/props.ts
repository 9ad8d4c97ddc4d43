/**
 * The set: background, the surfaces food sits on (plate, wooden board, banana leaf, crushed
 * ice) and small garnishes. Shared by product images, banners and tiles so they all look
 * like one photo shoot.
 */
import { brand, props as c } from "./palette.ts";
import { type Ctx, type Pt, type Shadow, f, smoothClosed, smoothOpen, transform } from "./svg.ts";

/** Shadow under food and garnish: short and fairly crisp, like soft daylight from the top left. */
export const ITEM_SHADOW: Shadow = { blur: 5, dx: 4, dy: 8, opacity: 0.22 };
/** Shadow under plates, boards, leaves and trays: wider and lighter. */
export const PROP_SHADOW: Shadow = { blur: 13, dx: 0, dy: 14, opacity: 0.16 };

export function scaledShadow(s: Shadow, k: number): Shadow {
  return { blur: s.blur * k, dx: s.dx * k, dy: s.dy * k, opacity: s.opacity };
}

/** Warm off-white with two or three faint marble veins: the fishmonger's counter. */
export function background(ctx: Ctx, w: number, h: number, fill: string = brand.bg, veins = true): string {
  let s = `<rect width="${w}" height="${h}" fill="${fill}"/>`;
  if (veins) {
    const rng = ctx.rng;
    let d = "";
    for (let i = 0; i < 2; i++) {
      const y0 = rng.range(0.1, 0.9) * h;
      const pts: Pt[] = [];
      for (let k = 0; k <= 5; k++)
        pts.push([(k / 5) * w * 1.1 - w * 0.05, y0 + rng.range(-0.12, 0.12) * h + (k - 2.5) * rng.range(-0.05, 0.05) * h]);
      d += smoothOpen(pts);
    }
    s += `<path d="${d}" fill="none" stroke="${c.marbleVein}" stroke-width="${f(Math.max(w, h) * 0.006)}" stroke-linecap="round" stroke-opacity="0.55"/>`;
  }
  return s;
}

export function plate(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c.plate}" stroke="${c.plateRim}" stroke-width="${f(r * 0.01)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.76)}" fill="${c.plateWell}" stroke="${c.plateRim}" stroke-width="${f(r * 0.008)}"/>` +
    `<path d="M${f(cx - r * 0.86)},${f(cy - r * 0.3)}A${f(r * 0.91)},${f(r * 0.91)} 0 0 1 ${f(cx - r * 0.3)},${f(cy - r * 0.86)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.03)}" stroke-linecap="round"/>`
  );
}

/** A wooden chopping board with a handle, a darker edge for thickness and a few grain lines. */
export function board(ctx: Ctx, cx: number, cy: number, w: number, h: number, angle = 0): string {
  const rng = ctx.rng;
  const r = Math.min(w, h) * 0.08;
  let grain = "";
  for (let i = 0; i < 6; i++) {
    const y = -h / 2 + h * (0.12 + i * 0.15) + rng.range(-6, 6);
    grain += smoothOpen([
      [-w / 2 + w * 0.04, y],
      [-w * 0.2, y + rng.range(-8, 8)],
      [w * 0.15, y + rng.range(-8, 8)],
      [w / 2 - w * 0.04, y + rng.range(-5, 5)],
    ]);
  }
  const handle = `<rect x="${f(w / 2 - 10)}" y="${f(-h * 0.14)}" width="${f(w * 0.13)}" height="${f(h * 0.28)}" rx="${f(h * 0.12)}"/>`;
  return (
    `<g transform="${transform(cx, cy, angle)}">` +
    `<g fill="${c.woodDark}"><rect x="${f(-w / 2)}" y="${f(-h / 2 + 10)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}"/>` +
    `<g transform="translate(0 10)">${handle}</g></g>` +
    `<g fill="${c.wood}"><rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}"/>${handle}</g>` +
    `<circle cx="${f(w / 2 + w * 0.07)}" cy="0" r="${f(h * 0.045)}" fill="${c.woodDark}"/>` +
    `<path d="${grain}" fill="none" stroke="${c.woodDark}" stroke-width="2.2" stroke-opacity="0.35" stroke-linecap="round"/>` +
    `<rect x="${f(-w / 2 + 8)}" y="${f(-h / 2 + 8)}" width="${f(w - 16)}" height="${f(h - 16)}" rx="${f(r * 0.8)}" fill="none" stroke="${c.woodLight}" stroke-width="3" stroke-opacity="0.6"/>` +
    `</g>`
  );
}

/** A banana leaf: two slightly different greens either side of a pale midrib, fine veins. */
export function bananaLeaf(cx: number, cy: number, len: number, angle = 0): string {
  const w = len * 0.44;
  const half = (side: 1 | -1): string =>
    smoothClosed(
      [
        [-len / 2, 0],
        [-len * 0.44, side * w * 0.42],
        [-len * 0.2, side * w * 0.5],
        [len * 0.15, side * w * 0.5],
        [len * 0.42, side * w * 0.4],
        [len / 2, side * w * 0.05],
        [len / 2 - 2, 0],
        [0, side * 2],
      ],
      0.85,
    );
  let veins = "";
  for (let i = 1; i < 20; i++) {
    const x = -len / 2 + (len * i) / 20;
    const span = w * 0.5 * Math.sin((Math.PI * i) / 20) * 0.95;
    veins += `M${f(x)},0l${f(span * 0.35)},${f(-span)}M${f(x)},0l${f(span * 0.35)},${f(span)}`;
  }
  return (
    `<g transform="${transform(cx, cy, angle)}">` +
    `<path d="${half(-1)}" fill="${c.bananaLeaf}"/>` +
    `<path d="${half(1)}" fill="${c.bananaLeafDark}"/>` +
    `<path d="${veins}" stroke="#fff" stroke-opacity="0.13" stroke-width="2"/>` +
    `<path d="M${f(-len / 2 - 10)},0L${f(len / 2 - 4)},0" stroke="${c.bananaRib}" stroke-width="${f(len * 0.012)}" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** Crushed ice in a steel tray: angular crystals in two tones inside the tray's inner rim. */
export function iceTray(ctx: Ctx, cx: number, cy: number, w: number, h: number, angle = 0, round = false): string {
  const rng = ctx.rng;
  const id = ctx.uid("ice");
  const inner = round
    ? `<ellipse cx="0" cy="0" rx="${f(w / 2 - 18)}" ry="${f(h / 2 - 18)}"/>`
    : `<rect x="${f(-w / 2 + 16)}" y="${f(-h / 2 + 16)}" width="${f(w - 32)}" height="${f(h - 32)}" rx="${f(Math.min(w, h) * 0.08)}"/>`;
  ctx.defs.use(id, () => `<clipPath id="${id}" clipPathUnits="userSpaceOnUse">${inner}</clipPath>`);
  let light = "",
    shade = "";
  // Fewer, larger crystals read as crushed ice just as well and keep the WebP small.
  const n = Math.round((w * h) / 6500);
  for (let i = 0; i < n; i++) {
    const x = rng.range(-w / 2, w / 2),
      y = rng.range(-h / 2, h / 2),
      r = rng.range(11, 24);
    const k = 4 + Math.floor(rng() * 3);
    const a0 = rng() * Math.PI;
    let d = "";
    for (let j = 0; j < k; j++) {
      const a = a0 + (j / k) * Math.PI * 2,
        rr = r * rng.range(0.6, 1);
      d += `${j ? "L" : "M"}${f(x + Math.cos(a) * rr)},${f(y + Math.sin(a) * rr)}`;
    }
    if (i % 3 === 0) shade += d + "Z";
    else light += d + "Z";
  }
  const outer = round
    ? `<ellipse cx="0" cy="0" rx="${f(w / 2)}" ry="${f(h / 2)}"/>`
    : `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(Math.min(w, h) * 0.1)}"/>`;
  return (
    `<g transform="${transform(cx, cy, angle)}">` +
    `<g fill="${c.steel}" stroke="${c.steelDark}" stroke-width="3">${outer}</g>` +
    `<g fill="none" stroke="${c.steelLight}" stroke-width="6" transform="scale(0.985)">${outer}</g>` +
    `<g fill="${c.ice}">${inner}</g>` +
    `<g clip-path="url(#${id})"><path d="${shade}" fill="${c.iceShade}"/><path d="${light}" fill="${c.iceLight}" fill-opacity="0.9"/></g>` +
    `</g>`
  );
}

// ---------------------------------------------------------------- garnish

export function lemonWedge(x: number, y: number, size: number, angle = 0): string {
  let seg = "";
  for (let i = 1; i < 5; i++) {
    const a = Math.PI + (i / 5) * Math.PI;
    seg += `M0,0L${f(Math.cos(a) * 40)},${f(Math.sin(a) * 40)}`;
  }
  return (
    `<g transform="${transform(x, y, angle, size / 100)}">` +
    `<path d="M-50,0A50,50 0 0 1 50,0Z" fill="${c.lemonRind}"/>` +
    `<path d="M-45,0A45,45 0 0 1 45,0Z" fill="${c.lemonPith}"/>` +
    `<path d="M-41,0A41,41 0 0 1 41,0Z" fill="${c.lemon}"/>` +
    `<path d="${seg}" stroke="${c.lemonPith}" stroke-width="3"/>` +
    `<path d="M-50,0H50" stroke="${c.lemonRind}" stroke-width="4" stroke-linecap="round"/></g>`
  );
}

export function lemonSlice(x: number, y: number, size: number, angle = 0): string {
  let seg = "";
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    seg += `M0,0L${f(Math.cos(a) * 40)},${f(Math.sin(a) * 40)}`;
  }
  return (
    `<g transform="${transform(x, y, angle, size / 100)}">` +
    `<circle r="50" fill="${c.lemonRind}"/><circle r="45" fill="${c.lemonPith}"/><circle r="41" fill="${c.lemon}"/>` +
    `<path d="${seg}" stroke="${c.lemonPith}" stroke-width="3"/><circle r="5" fill="${c.lemonPith}"/></g>`
  );
}

/** A sprig of curry leaves (or coriander-like leaves) on a thin stem. */
export function leafSprig(ctx: Ctx, x: number, y: number, size: number, angle = 0, leaves = 7): string {
  const rng = ctx.rng;
  let s = `<path d="M-50,0Q0,-6 48,2" stroke="${c.herbDark}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < leaves; i++) {
    const t = i / (leaves - 1);
    const px = -40 + t * 86,
      py = -3 * Math.sin(t * Math.PI);
    const side = i % 2 === 0 ? -1 : 1;
    const rot = side * rng.range(35, 55) + (i === leaves - 1 ? -side * 45 : 0);
    const l = rng.range(22, 28),
      w = l * 0.38;
    const fill = i % 3 === 0 ? c.herbDark : c.herb;
    s += `<g transform="translate(${f(px)} ${f(py)}) rotate(${f(rot)})"><path d="M0,0Q${f(l / 2)},${f(-w)} ${f(l)},0Q${f(l / 2)},${f(w)} 0,0Z" fill="${fill}"/><path d="M1,0H${f(l - 3)}" stroke="#fff" stroke-opacity="0.3" stroke-width="1"/></g>`;
  }
  return `<g transform="${transform(x, y, angle, size / 100)}">${s}</g>`;
}

export function chilli(x: number, y: number, size: number, angle = 0, red = false): string {
  const body = red ? c.chilliRed : c.chilliGreen;
  return (
    `<g transform="${transform(x, y, angle, size / 100)}">` +
    `<path d="M-38,-5C-10,-9 24,-6 48,10C26,4 -10,6 -38,6Z" fill="${body}"/>` +
    `<path d="M-30,-3C-8,-6 16,-3 36,4" stroke="#fff" stroke-opacity="0.35" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    `<path d="M-38,-6Q-44,0 -38,7L-34,0Z" fill="${c.herbDark}"/><path d="M-40,0Q-48,-2 -52,-10" stroke="${c.herbDark}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`
  );
}

/** Whole spices for mutton: a bay leaf, a cinnamon quill and a star anise. */
export function wholeSpices(x: number, y: number, size: number, angle = 0): string {
  let star = "";
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    star += `<ellipse cx="${f(Math.cos(a) * 9)}" cy="${f(Math.sin(a) * 9)}" rx="9" ry="4.5" transform="rotate(${f((a * 180) / Math.PI)} ${f(Math.cos(a) * 9)} ${f(Math.sin(a) * 9)})"/>`;
  }
  return (
    `<g transform="${transform(x, y, angle, size / 100)}">` +
    `<path d="M-50,-14Q-20,-40 24,-22Q-10,4 -50,-14Z" fill="#7C8B45"/><path d="M-48,-14Q-12,-22 22,-22" stroke="#A9B46E" stroke-width="1.6" fill="none"/>` +
    `<g transform="rotate(-12)"><rect x="-38" y="8" width="70" height="13" rx="6" fill="#9A5B34"/><path d="M-34,14.5H28" stroke="#6E3C20" stroke-width="2"/></g>` +
    `<g transform="translate(36 18)" fill="#6B3A22">${star}<circle r="4" fill="#4A2614"/></g></g>`
  );
}

/** Thin onion rings, the classic side for chicken and mutton. */
export function onionRings(x: number, y: number, size: number): string {
  return (
    `<g transform="${transform(x, y, 0, size / 100)}" fill="none">` +
    `<circle r="44" stroke="${c.onionRing}" stroke-width="7"/><circle r="32" stroke="${c.onion}" stroke-width="6"/>` +
    `<circle cx="36" cy="26" r="30" stroke="${c.onionRing}" stroke-width="6"/><circle cx="36" cy="26" r="19" stroke="${c.onion}" stroke-width="5"/></g>`
  );
}
