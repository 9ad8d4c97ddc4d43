/**
 * Draws every image the demo catalogue needs (products, banners, category and price tiles,
 * About Us, the placeholder) from our own SVG illustrations and encodes them with sharp, in the
 * shop's image convention: `x.webp` is the widest copy and `x.w240.webp`, `x.w480.webp`,
 * `x.w960.webp` sit beside it. Nothing is downloaded.
 *
 * They are stored through the shop's image store, like an upload: in the upload folder, or in the
 * bucket every process serves from when S3 is configured. Images already stored are skipped, so a
 * restart is fast.
 */
import sharp, { type OverlayOptions, type Sharp } from "sharp";
import { DEFAULT_IMAGE, IMAGE_WIDTHS, imageVariant } from "@taaza/domain";
import type { ImageStore } from "../platform/ports/image-store.ts";
import { productScene } from "./art/products.ts";
import {
  aboutScene,
  BANNER_KEYS,
  bannerScene,
  categoryTileScene,
  placeholderScene,
  PRICE_TILE_KEYS,
  priceTileScene,
  TILE_CATEGORIES,
} from "./art/scenes.ts";
import { layerSvg, type Scene, type Shadow } from "./art/svg.ts";
import { demoCategories, demoCreatives, demoProducts } from "./demo-catalog.ts";

// effort 2 is ~2x faster than the default 4 and only ~4% larger on flat art; smartSubsample
// would cost 4x the encode time for edges nobody sees at these sizes.
const WEBP = { quality: 78, effort: 2 } as const;
const POOL = 3; // two cores: one job rasterising while another encodes

interface Job {
  file: string; // stored base name
  width: number; // width of the base (widest) copy
  scene: () => Scene; // built lazily, only when the file has to be written
}

function jobs(): Job[] {
  const list: Job[] = [];
  const missing: string[] = [];
  for (const product of demoProducts) {
    for (const file of product.images) {
      const scene = productScene(file);
      if (!scene) missing.push(file);
      else list.push({ file, width: 960, scene: () => scene });
    }
  }
  if (missing.length) throw new Error(`no illustration defined for: ${missing.join(", ")}`);

  for (const { tag, media } of demoCreatives) {
    const key = BANNER_KEYS.find((k) => media === `banner-${k}-${tag}.webp`);
    if (!key) throw new Error(`no banner art for ${media}`);
    list.push({ file: media, width: tag === "desktop" ? 1600 : 800, scene: () => bannerScene(key, tag) });
  }
  for (const category of demoCategories) {
    if (!TILE_CATEGORIES.includes(category)) throw new Error(`no tile art for category ${category}`);
    list.push({ file: `category-${category}.webp`, width: 960, scene: () => categoryTileScene(category) });
  }
  for (const key of PRICE_TILE_KEYS) list.push({ file: `price-band-${key}.webp`, width: 960, scene: () => priceTileScene(key) });
  // As wide as the widest copy a srcset names (960w), as an upload is: a phone picks that copy for
  // the About picture under every product page. The desktop banners alone are wider than named,
  // so a wide screen's banner, which takes the widest copy there is, stays sharp.
  list.push({ file: "about-us.webp", width: 960, scene: aboutScene });
  list.push({ file: DEFAULT_IMAGE, width: 960, scene: placeholderScene });

  // A product image listed twice is drawn once.
  return [...new Map(list.map((j) => [j.file, j])).values()];
}

/**
 * Every file a job writes, with its pixel width: the base name at the job's own width plus the
 * narrower copies `imageVariant` names (it maps the widest size to the base name itself).
 */
function outputsOf(job: Job): Map<string, number> {
  const out = new Map<string, number>();
  if (job.file.endsWith(".webp")) {
    for (const w of IMAGE_WIDTHS) {
      const name = imageVariant(job.file, w);
      if (name !== job.file && w < job.width) out.set(name, w);
    }
  }
  out.set(job.file, job.width);
  return out;
}

async function isStored(store: ImageStore, name: string): Promise<boolean> {
  const image = await store.open(name);
  image?.body.destroy();
  return image !== null;
}

/**
 * Stores an image unless another process stored it first: several shop processes may draw the
 * demo at once, and their images are the same.
 */
async function keep(store: ImageStore, name: string, bytes: Buffer): Promise<void> {
  try {
    await store.put(name, bytes);
  } catch (error) {
    if (!(await isStored(store, name))) throw error;
  }
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function toRaw(img: Sharp): Promise<Raw> {
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * The layer's silhouette (alpha), shifted by (dx, dy), scaled by the opacity and blurred, as
 * black RGBA. Shift and opacity are plain byte loops; the blur is libvips.
 */
async function shadowOf(px: Raw, s: Shadow, scale: number): Promise<Buffer> {
  const { width, height, channels } = px.info;
  const dx = Math.round(s.dx * scale),
    dy = Math.round(s.dy * scale);
  const alpha = Buffer.alloc(width * height);
  for (let y = Math.max(0, dy); y < Math.min(height, height + dy); y++) {
    const src = (y - dy) * width;
    for (let x = Math.max(0, dx); x < Math.min(width, width + dx); x++) {
      alpha[y * width + x] = Math.round((px.data[(src + x - dx) * channels + channels - 1] ?? 0) * s.opacity);
    }
  }
  // libvips hands a one-band image back as sRGB (3 bands), so read every n-th byte.
  const blurred = await toRaw(sharp(alpha, { raw: { width, height, channels: 1 } }).blur(Math.max(0.3, s.blur * scale)));
  const n = blurred.info.channels;
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba[i * 4 + 3] = blurred.data[i * n] ?? 0;
  return rgba;
}

/**
 * Flattens a layered scene at `scale` (1 = its own size): each layer is rasterised from SVG and,
 * when it casts a shadow, its alpha is blurred, offset and darkened underneath it by libvips.
 */
async function rasterise(scene: Scene, scale: number): Promise<Raw> {
  const density = 72 * scale;
  const layers = scene.layers.filter((l) => l.body);
  const [bottom, ...rest] = layers;
  if (!bottom) throw new Error("empty scene");
  if (bottom.shadow) throw new Error("the bottom layer of a scene cannot cast a shadow");
  const rasters = await Promise.all(layers.map((l) => toRaw(sharp(Buffer.from(layerSvg(scene, l.body)), { density }).ensureAlpha())));
  const [base, ...above] = rasters as [Raw, ...Raw[]];
  if (!rest.length) return base;
  const over: OverlayOptions[] = [];
  for (const [i, layer] of rest.entries()) {
    const px = above[i] as Raw;
    if (layer.shadow) over.push({ input: await shadowOf(px, layer.shadow, scale), raw: { ...px.info, channels: 4 } });
    over.push({ input: px.data, raw: px.info });
  }
  // One composite pass for all layers and their shadows.
  return toRaw(sharp(base.data, { raw: base.info }).composite(over));
}

/** Draws a job and stores the files named in `missing` (all of its outputs, or the ones lost). */
async function render(job: Job, store: ImageStore, missing: ReadonlySet<string>): Promise<void> {
  const scene = job.scene();
  if (!job.file.endsWith(".webp")) {
    const flat = await rasterise(scene, job.width / scene.width);
    const jpeg = await sharp(flat.data, { raw: flat.info })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await keep(store, job.file, jpeg);
    return;
  }
  // Rasterise once at the base size, then resize down for every narrower copy.
  const flat = await rasterise(scene, job.width / scene.width);
  for (const [name, width] of outputsOf(job)) {
    if (!missing.has(name)) continue;
    const pipeline = sharp(flat.data, { raw: flat.info }).removeAlpha();
    if (width !== flat.info.width) pipeline.resize({ width, kernel: "lanczos3" });
    await keep(store, name, await pipeline.webp(WEBP).toBuffer());
  }
}

async function missingOutputs(job: Job, store: ImageStore): Promise<Set<string>> {
  const names = [...outputsOf(job).keys()];
  const stored = await Promise.all(names.map((name) => isStored(store, name)));
  return new Set(names.filter((_, i) => !stored[i]));
}

/**
 * Renders every demo image into the store and returns the base file names drawn by this call;
 * images already stored with all their copies are skipped.
 */
export async function renderDemoImages(store: ImageStore): Promise<string[]> {
  const todo: { job: Job; missing: Set<string> }[] = [];
  for (const job of jobs()) {
    const missing = await missingOutputs(job, store);
    if (missing.size > 0) todo.push({ job, missing });
  }
  const written: string[] = [];
  let next = 0;
  // A small pool: libvips already uses threads inside each job, more would just thrash.
  const worker = async (): Promise<void> => {
    for (let item = todo[next++]; item; item = todo[next++]) {
      await render(item.job, store, item.missing);
      written.push(item.job.file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(POOL, todo.length) }, worker));
  return written.sort();
}

/** Only the fallback image, for a shop started without the demo catalog. */
export async function renderDefaultImage(store: ImageStore): Promise<void> {
  if (await isStored(store, DEFAULT_IMAGE)) return;
  await render({ file: DEFAULT_IMAGE, width: 960, scene: placeholderScene }, store, new Set([DEFAULT_IMAGE]));
}
