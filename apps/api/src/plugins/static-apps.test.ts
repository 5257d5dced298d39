import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { PROVIDER_KEY_META, withProviderKey } from "./portal-index";

const fixture = (name: string) => fileURLToPath(new URL(`../../test/fixtures/${name}`, import.meta.url));
const dists = { portalDist: fixture("portal"), studioDist: fixture("studio") };
const database = useTestDatabase("static");
const app = useTestApp(database, { ...dists, providerKey: "alphafund" });

const PORTAL_SCRIPT = "/assets/index-DkApQ8zH.js";
const STUDIO_SCRIPT = "/studio/assets/index-C4fT9xQe.js";
const portalScript = readFileSync(fixture(`portal${PORTAL_SCRIPT}`));

describe("serving the web apps", () => {
  it("serves the portal at / and for its client-side routes", async () => {
    for (const url of ["/", "/investor/reports", "/client/acme/dashboard?x=1", "/registration/a1/x.y.z"]) {
      const response = await app().inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("portal fixture");
    }
  });

  it("writes this server's provider key into the portal's page, whichever route loads it", async () => {
    for (const url of ["/", "/alphafund/reports", "/login"]) {
      const response = await app().inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(response.body, url).toContain(`<meta name="${PROVIDER_KEY_META}" content="alphafund" />`);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
    }
    // Never the file as built, under its own name either.
    expect((await app().inject({ method: "GET", url: "/index.html" })).statusCode).toBe(404);
    expect((await app().inject({ method: "GET", url: "/studio/" })).body).not.toContain(PROVIDER_KEY_META);
  });

  it("lets the browser revalidate the portal's page with its ETag", async () => {
    const first = await app().inject({ method: "GET", url: "/login" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await app().inject({ method: "GET", url: "/" })).headers.etag).toBe(etag);
    const again = await app().inject({
      method: "GET",
      url: "/dashboard",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const stale = await app().inject({ method: "GET", url: "/", headers: { "if-none-match": '"older"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain("portal fixture");
  });

  it("replaces the portal build's own provider key, which only Vite's dev server uses", () => {
    const built = readFileSync(fileURLToPath(new URL("../../../portal/index.html", import.meta.url)), "utf8");
    expect(built).toContain(`<meta name="${PROVIDER_KEY_META}" content="investor" />`);
    const page = withProviderKey(built, "alphafund");
    expect(page).toContain(`<meta name="${PROVIDER_KEY_META}" content="alphafund" />`);
    expect(page).not.toContain('content="investor"');
  });

  it("serves the studio under /studio/", async () => {
    for (const url of ["/studio/", "/studio/templates/balanceSheet"]) {
      const response = await app().inject({ method: "GET", url });
      expect(response.body, url).toContain("studio fixture");
    }
  });

  it("answers unknown API paths with a JSON 404, not the app", async () => {
    const response = await app().inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "Not Found" });
  });

  it("keeps hashed assets for a year and revalidates every index.html", async () => {
    const cacheControl = async (url: string) =>
      (await app().inject({ method: "GET", url })).headers["cache-control"];
    expect(await cacheControl(PORTAL_SCRIPT)).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl(STUDIO_SCRIPT)).toBe("public, max-age=31536000, immutable");
    for (const url of [
      "/",
      "/login",
      "/client/acme/dashboard",
      "/studio/",
      "/studio/templates/balanceSheet",
    ]) {
      expect(await cacheControl(url), url).toBe("no-cache");
    }
    expect(await cacheControl("/favicon.svg")).toBe("public, max-age=3600");
  });

  it("sends the brotli or gzip copy the client accepts, else the file itself", async () => {
    const get = (acceptEncoding?: string) =>
      app().inject({
        method: "GET",
        url: PORTAL_SCRIPT,
        headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
      });

    const br = await get("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(portalScript);

    const gzip = await get("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload)).toEqual(portalScript);

    for (const identity of [undefined, "identity"]) {
      const plain = await get(identity);
      expect(plain.headers["content-encoding"], identity).toBeUndefined();
      expect(plain.rawPayload, identity).toEqual(portalScript);
    }
  });

  it("sends files without a compressed copy as they are, not compressed per request", async () => {
    for (const url of ["/", "/login", "/studio/", "/favicon.svg", `${PORTAL_SCRIPT}.map`]) {
      const response = await app().inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-encoding"], url).toBeUndefined();
      expect(response.headers["content-length"], url).toBe(String(response.rawPayload.length));
    }
  });

  it("an index.html from the previous build asking for its old script gets a 404, not HTML", async () => {
    for (const url of ["/assets/old-abc123.js", "/studio/assets/old-abc123.js"]) {
      const response = await app().inject({
        method: "GET",
        url,
        headers: { accept: "*/*", "accept-encoding": "gzip, br" },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ error: "Not Found", message: `No route for GET ${url}` });
    }
  });

  it("answers any other missing file with a 404; only extension-less navigations get index.html", async () => {
    for (const url of [
      "/assets/missing",
      "/assets/index-old.css",
      "/robots.txt",
      "/logo.png",
      "/fonts/inter.woff2",
      "/investor/data.json",
      "/studio/favicon.png",
      `${PORTAL_SCRIPT}.br`,
    ]) {
      const response = await app().inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: "Not Found" });
    }
    const post = await app().inject({ method: "POST", url: "/login" });
    expect(post.statusCode).toBe(404);
  });

  it("serves source maps outside production", async () => {
    const response = await app().inject({ method: "GET", url: `${PORTAL_SCRIPT}.map` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 3 });
  });
});

describe("serving the web apps in production", () => {
  const production = useTestApp(database, { ...dists, production: true });

  it("answers source maps with a 404", async () => {
    for (const url of [`${PORTAL_SCRIPT}.map`, `${STUDIO_SCRIPT}.map`]) {
      const response = await production().inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: "Not Found" });
    }
    const script = await production().inject({ method: "GET", url: PORTAL_SCRIPT });
    expect(script.statusCode).toBe(200);
  });
});
