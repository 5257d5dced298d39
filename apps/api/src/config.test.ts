import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config";

describe("readConfig", () => {
  it("applies the documented defaults", () => {
    const config = readConfig({ MONGODB_URI: "mongodb://127.0.0.1:27017/" });
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", providerKey: "investor", databaseName: "ledgerline" });
  });

  it("takes the database name from the connection string", () => {
    expect(readConfig({ MONGODB_URI: "mongodb://db.example:27017/portal?retryWrites=true" }).databaseName).toBe("portal");
  });

  it("stops with every wrong value named", () => {
    const attempt = () => readConfig({ MONGODB_URI: "postgres://x", PORT: "eighty", PROVIDER_KEY: "Bad Key" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT must be a port number[\s\S]*MONGODB_URI must be[\s\S]*PROVIDER_KEY must be/);
  });
});
