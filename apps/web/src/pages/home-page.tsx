import { Suspense } from "react";
import { HomeView } from "../features/home/index.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { lazyLoaded, loadHomeShelves } from "../page-loaders.ts";

const Shelves = lazyLoaded(loadHomeShelves);

/**
 * /: the banners, then the shelves, whose code arrives after the first download. On a page the
 * server drew they stay as drawn (a Suspense boundary React hydrates once their code is in).
 */
export function HomePage() {
  useDocumentTitle();
  return (
    <HomeView
      shelves={
        <Suspense fallback={null}>
          <Shelves />
        </Suspense>
      }
    />
  );
}
