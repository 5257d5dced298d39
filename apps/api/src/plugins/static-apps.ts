// Serves the built web apps from the API process so the demo is one URL: the portal at `/`, the config
// studio at `/studio/`. Page navigations that match no file get the app's index.html so client-side routes
// survive reloads (static-fallback.ts); caching follows static-cache.ts. Files are sent as the build wrote
// them: the `.br` or `.gz` copy (scripts/lib/vite-precompress.mjs) when the client accepts it, else the file.
// The portal's index.html is the exception: it is read once at start and carries this server's provider key
// (portal-index.ts), so one portal build serves any PROVIDER_KEY.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { withProviderKey } from "./portal-index";
import { REVALIDATE, cacheControlFor } from "./static-cache";
import { isPageNavigation } from "./static-fallback";

export interface StaticAppsOptions {
  portalDist: string;
  studioDist: string;
  /** Serve the builds' `.map` files; false in production, where they answer 404. Default true. */
  serveSourceMaps?: boolean;
  /** Written into the portal's index.html: its provider routes and roles follow it. */
  providerKey: string;
}

export async function registerStaticApps(
  app: FastifyInstance,
  { portalDist, studioDist, serveSourceMaps = true, providerKey }: StaticAppsOptions,
) {
  const apps = [
    { prefix: "/studio/", root: studioDist, name: "config studio", page: null },
    {
      prefix: "/",
      root: portalDist,
      name: "portal",
      page: (html: string) => withProviderKey(html, providerKey),
    },
  ];
  const roots = apps.map((web) => web.root);
  // The compressed copies are reached through their original's URL only; maps not at all in production;
  // the build's manifest (.vite/, read by the bundle budget) never.
  const globIgnore = ["**/*.br", "**/*.gz", "**/.vite/**", ...(serveSourceMaps ? [] : ["**/*.map"])];
  // The prefixes whose app is built, known once at start (a rebuild needs a restart anyway: static-apps lists
  // the files it serves when it registers), so the fallback below reads no file system per request.
  const built = new Set<string>();
  // The index.html written for this server, by prefix, with its ETag: sent from memory, never from the file.
  const pages = new Map<string, { html: string; etag: string }>();
  for (const web of apps) {
    const index = join(web.root, "index.html");
    if (!existsSync(index)) {
      app.log.warn(`The ${web.name} is not built (${web.root}); run npm run build`);
      continue;
    }
    if (web.page) {
      const html = web.page(readFileSync(index, "utf8"));
      pages.set(web.prefix, {
        html,
        etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
      });
    }
    await app.register(fastifyStatic, {
      root: web.root,
      prefix: web.prefix,
      // reply.sendFile (the index.html fallback below) uses the options of the registration that decorates.
      decorateReply: built.size === 0,
      wildcard: false,
      // A page written at start is no file route: its prefix falls through to the handler below.
      globIgnore: web.page ? [...globIgnore, "index.html"] : globIgnore,
      index: web.page ? false : ["index.html"],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header("cache-control", cacheControlFor(file, roots));
      },
    });
    built.add(web.prefix);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const web = apps.find(
      (candidate) => path.startsWith(candidate.prefix) || path === candidate.prefix.slice(0, -1),
    );
    if (web && built.has(web.prefix) && isPageNavigation(request.method, path, web.prefix)) {
      const page = pages.get(web.prefix);
      if (page !== undefined) {
        // Revalidated on every load (REVALIDATE): an unchanged page costs a 304, as the files' ETags do.
        reply.header("cache-control", REVALIDATE).header("etag", page.etag);
        if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
        return reply.type("text/html; charset=utf-8").send(page.html);
      }
      return reply.type("text/html").sendFile("index.html", web.root);
    }
    return reply.code(404).send({ error: "Not Found", message: `No route for ${request.method} ${path}` });
  });
}
