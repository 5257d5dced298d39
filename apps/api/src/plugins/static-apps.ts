// Serves the built web apps from the API process so the demo is one URL: the portal at `/`, the config
// studio at `/studio/`. Unknown non-API paths get the app's index.html so client-side routes survive reloads.
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export interface StaticAppsOptions {
  portalDist: string;
  studioDist: string;
}

const API_PREFIXES = ["/graphql", "/auth/", "/api/", "/download/", "/health", "/dev/"];

export async function registerStaticApps(
  app: FastifyInstance,
  { portalDist, studioDist }: StaticAppsOptions,
) {
  const apps = [
    { prefix: "/studio/", root: studioDist, name: "config studio" },
    { prefix: "/", root: portalDist, name: "portal" },
  ];
  let decorated = false;
  for (const web of apps) {
    if (!existsSync(join(web.root, "index.html"))) {
      app.log.warn(`The ${web.name} is not built (${web.root}); run npm run build`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: web.root,
      prefix: web.prefix,
      decorateReply: !decorated,
      wildcard: false,
      index: ["index.html"],
      cacheControl: true,
      maxAge: web.prefix === "/" ? 0 : "1h",
    });
    decorated = true;
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    const web = apps.find(
      (candidate) => path.startsWith(candidate.prefix) || path === candidate.prefix.slice(0, -1),
    );
    if (wantsPage && web && existsSync(join(web.root, "index.html"))) {
      return reply.type("text/html").sendFile("index.html", web.root);
    }
    return reply.code(404).send({ error: "Not Found", message: `No route for ${request.method} ${path}` });
  });
}
