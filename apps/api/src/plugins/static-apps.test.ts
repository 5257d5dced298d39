import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";

const fixture = (name: string) => fileURLToPath(new URL(`../../test/fixtures/${name}`, import.meta.url));
const app = useTestApp(useTestDatabase("static"), {
  portalDist: fixture("portal"),
  studioDist: fixture("studio"),
});

describe("serving the web apps", () => {
  it("serves the portal at / and for its client-side routes", async () => {
    for (const url of ["/", "/investor/reports", "/client/acme/dashboard?x=1"]) {
      const response = await app().inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("portal fixture");
    }
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
});
