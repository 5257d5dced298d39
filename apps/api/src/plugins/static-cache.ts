// How long browsers and proxies may keep each file of a built web app. Vite names everything in its assets
// folder after a hash of the content, so those files never change and are kept for a year; index.html names
// the current hashes, so it is revalidated on every load (a redeploy is seen at once); the few other files of
// the build (favicon.svg, …) keep their names across builds and are kept for an hour.
import { basename, relative, sep } from "node:path";

/** Vite's output folder for hashed files (`build.assetsDir`), relative to the app's dist folder. */
export const ASSETS_DIR = "assets";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
export const SHORT = "public, max-age=3600";

/** The Cache-Control of `file` (absolute; a precompressed `.br`/`.gz` copy counts as its original) in `roots`. */
export function cacheControlFor(file: string, roots: string[]): string {
  const original = file.replace(/\.(br|gz)$/, "");
  if (basename(original) === "index.html") return REVALIDATE;
  const inAssets = roots.some((root) => relative(root, original).startsWith(ASSETS_DIR + sep));
  return inAssets ? IMMUTABLE : SHORT;
}
