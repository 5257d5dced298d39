import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";

const app = useTestApp(useTestDatabase("compression"));

// The schema's type names: an answer of several KiB that needs no login.
const TYPE_NAMES = "{ __schema { types { name description } } }";

const graphql = (query: string, acceptEncoding?: string) =>
  app().inject({
    method: "POST",
    url: "/graphql",
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    payload: { query },
  });

describe("compressing the API's answers", () => {
  it("compresses a GraphQL answer over 1 KiB with brotli when the client accepts it", async () => {
    const plain = await graphql(TYPE_NAMES);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await graphql(TYPE_NAMES, "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it("falls back to gzip, and sends the answer as it is to a client that accepts neither", async () => {
    const gzip = await graphql(TYPE_NAMES, "gzip, deflate");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toMatchObject({ data: { __schema: {} } });

    const deflateOnly = await graphql(TYPE_NAMES, "deflate");
    expect(deflateOnly.headers["content-encoding"]).toBeUndefined();
    expect(deflateOnly.json()).toMatchObject({ data: { __schema: {} } });
  });

  it("leaves answers under 1 KiB as they are", async () => {
    const response = await graphql("{ health { status } }", "br, gzip");
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toMatchObject({ data: { health: { status: "ok" } } });
  });
});
