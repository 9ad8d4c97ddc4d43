/** Usage: tsx src/seed/render-demo-images-cli.ts [uploadDir]  (default data/uploads) */
import { folderImageStore } from "../modules/uploads/index.ts";
import { renderDemoImages } from "./render-demo-images.ts";

const dir = process.argv[2] ?? "data/uploads";
const started = performance.now();
const written = await renderDemoImages(folderImageStore(dir));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`demo images: ${written.length} written to ${dir} in ${seconds} s`);
