// Which requests that match no route are answered with a web app's index.html: only page navigations (a GET of
// an extension-less path outside the API), so client-side routes survive a reload. A request for a file that
// is not there, above all a hashed script an index.html of the previous build still names, gets a 404: HTML
// in its place would be run as a script or cached as the asset.
import { ASSETS_DIR } from "./static-cache";

/** Path prefixes of the API itself: never a page. */
export const API_PREFIXES = ["/graphql", "/auth/", "/api/", "/download/", "/health", "/dev/"];

/**
 * Extensions of the files a build serves or a browser asks for on its own. An explicit list rather than "any
 * dot": a route parameter may contain one (a token, a period, a key).
 */
const FILE_EXTENSION =
  /\.(m?js|cjs|css|map|json|html?|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|eot|wasm|br|gz)$/i;

/** Whether `path` (no query string) of a request to the app served at `prefix` asks for a file. */
export function isFileRequest(path: string, prefix: string): boolean {
  if (path.startsWith(`${prefix}${ASSETS_DIR}/`)) return true;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return FILE_EXTENSION.test(last);
}

/** Whether an unmatched request is a page navigation of the app at `prefix`, to be answered with its index.html. */
export function isPageNavigation(method: string, path: string, prefix: string): boolean {
  return (
    method === "GET" && !API_PREFIXES.some((api) => path.startsWith(api)) && !isFileRequest(path, prefix)
  );
}
