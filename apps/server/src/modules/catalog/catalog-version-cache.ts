import type { FastifyInstance } from "fastify";
import { CachedVersion } from "../../platform/http/cached-version.ts";
import { catalogVersion } from "./catalog-repository.ts";

// Keyed by the app's set of cached versions: one per app (every plugin context shares it), so
// two apps built on the same deps (as tests do) each forget their own after a write.
const versions = new WeakMap<FastifyInstance["cachedVersions"], CachedVersion>();

/**
 * The catalog's version as this process knows it: read at most once per CATALOG_CACHE_MS, and
 * one cache for every reader (the product lists, the drawn pages, the sitemap), so they agree
 * and a refresh costs one query, not one per reader. Forgotten with the app's other cached
 * versions after a write.
 */
export function cachedCatalogVersion(app: FastifyInstance): CachedVersion {
  const { deps } = app;
  let version = versions.get(app.cachedVersions);
  if (!version) {
    version = new CachedVersion(deps.config.catalogCacheMs, () => catalogVersion(deps.db));
    versions.set(app.cachedVersions, version);
    app.cachedVersions.add(version);
  }
  return version;
}
