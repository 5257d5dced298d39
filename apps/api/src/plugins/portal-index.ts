// The portal learns the provider key (routes `/<key>/…`, roles `<key>-admin`…) from the page that loads it: the
// API writes its PROVIDER_KEY into a meta tag of the portal's index.html, which apps/portal/src/config.tsx
// reads before the first render. No request, no build-time setting: one build serves any provider key.

/** The meta tag's name; apps/portal/index.html carries it with the default key for Vite's dev server. */
export const PROVIDER_KEY_META = "ledgerline-provider-key";

const META_TAG = new RegExp(`<meta\\s+name="${PROVIDER_KEY_META}"[^>]*>`);

/** `html` with the meta tag saying `providerKey` (replaced where the build has one, else added to the head). */
export function withProviderKey(html: string, providerKey: string): string {
  // The key is validated at start (lower-case letters and digits), so it needs no escaping here.
  const tag = `<meta name="${PROVIDER_KEY_META}" content="${providerKey}" />`;
  if (META_TAG.test(html)) return html.replace(META_TAG, tag);
  if (html.includes("</head>")) return html.replace("</head>", `${tag}</head>`);
  return html.replace(/(<html[^>]*>|<!doctype html>)/i, `$1${tag}`);
}
