import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";

const app = useTestApp(useTestDatabase("health"));

describe("health", () => {
  it("GET /health answers 200 with the version and a live database", async () => {
    const response = await app().inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      database: { status: "up", latencyMs: expect.any(Number), error: null },
    });
  });

  it("answers the health and version GraphQL queries", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/graphql",
      payload: { query: "{ version health { status database { status } } }" },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.health).toEqual({ status: "ok", database: { status: "up" } });
    expect(data.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("rejects a malformed GraphQL query with a validation error and no data", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/graphql",
      payload: { query: "{ health { nope } }" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/Cannot query field "nope"/);
  });
});
