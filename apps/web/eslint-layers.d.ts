import type { ESLint } from "eslint";

export type Layer = { kind: "feature"; name: string; frontDoor: boolean } | { kind: "shared" } | { kind: "app" };

/** Which layer of apps/web/src a file belongs to; null outside it. */
export function layerOf(file: string): Layer | null;

/** The web app's layer rule, as an ESLint plugin: `web-layers/layers`. */
export const webLayersPlugin: ESLint.Plugin;
