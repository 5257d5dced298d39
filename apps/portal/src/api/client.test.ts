import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { GraphQLFailure, RestFailure, fakeApi } from "../../test/fakeApi";
import { createApiClient } from "./client";
import type { ApiClient } from "./client";
import {
  ClientDocument,
  EssentialsDocument,
  InvitationDocument,
  WhoAmIDocument,
} from "./generated/typed/api/documents";
import { GraphQLRequestError, HttpError, UnauthenticatedError } from "./errors";

function clientWith(api: ReturnType<typeof fakeApi>, token: string | null = "t-1") {
  const state = { token, unauthenticated: 0 };
  const client = createApiClient({
    getToken: () => state.token,
    setToken: (next) => (state.token = next),
    getLanguage: () => "fr",
    onUnauthenticated: () => (state.unauthenticated += 1),
    fetch: api.fetch,
  });
  return { client, state };
}

describe("createApiClient", () => {
  it("sends the bearer token and the language header with every GraphQL request", async () => {
    const api = fakeApi({ graphql: { whoAmI: { _id: "u1" } } });
    const { client } = clientWith(api);
    await expect(client.graphql(WhoAmIDocument, {})).resolves.toEqual({
      whoAmI: { _id: "u1" },
    });
    expect(api.requests[0]?.headers).toMatchObject({
      authorization: "Bearer t-1",
      language: "fr",
      "content-type": "application/json",
    });
  });

  it("sends no authorization header without a token", async () => {
    const api = fakeApi({ graphql: { whoAmI: null } });
    await clientWith(api, null).client.graphql(WhoAmIDocument, {});
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("replaces the stored token with the one of a refresh-token response header", async () => {
    const api = fakeApi({ graphql: { whoAmI: { _id: "u1" } }, refreshToken: "t-2" });
    const { client, state } = clientWith(api);
    await client.graphql(WhoAmIDocument, {});
    expect(state.token).toBe("t-2");
  });

  it("drops the session and reports UNAUTHENTICATED answers", async () => {
    const api = fakeApi({
      graphql: { essentials: new GraphQLFailure("Session expired", "UNAUTHENTICATED") },
    });
    const { client, state } = clientWith(api);
    await expect(client.graphql(EssentialsDocument, {})).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(state.token).toBeNull();
    expect(state.unauthenticated).toBe(1);
  });

  it("leaves the session alone for anonymous calls", async () => {
    const api = fakeApi({ graphql: { invitedUser: new GraphQLFailure("nope", "UNAUTHENTICATED") } });
    const { client, state } = clientWith(api);
    await expect(
      client.graphql(InvitationDocument, { inviteToken: "i-1" }, { anonymous: true }),
    ).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(state.token).toBe("t-1");
    expect(state.unauthenticated).toBe(0);
  });

  it("throws other GraphQL errors with their code", async () => {
    const api = fakeApi({ graphql: { client: new GraphQLFailure("Forbidden", "FORBIDDEN") } });
    const error = await clientWith(api)
      .client.graphql(ClientDocument, { key: "c-1" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ message: "Forbidden", code: "FORBIDDEN" });
  });

  it("sends the typed document's text and variables", async () => {
    const api = fakeApi({ graphql: { client: null } });
    await clientWith(api).client.graphql(ClientDocument, { key: "c-1" });
    expect(api.requests[0]?.operation).toBe("client");
    expect(api.requests[0]?.variables).toEqual({ key: "c-1" });
  });

  it("takes typed documents only: a string carries no answer or variables types", () => {
    expectTypeOf<string>().not.toExtend<Parameters<ApiClient["graphql"]>[0]>();
  });

  it("posts REST calls as form fields and throws the API's message on failure", async () => {
    const api = fakeApi({
      rest: {
        "/auth/usercheck": { services: { password: true, sso: false } },
        "/auth/login": new RestFailure(401, {
          success: false,
          error: { code: "UNAUTHENTICATED", message: "Failed to authenticate" },
        }),
      },
    });
    const { client } = clientWith(api, null);
    await expect(client.postForm("/auth/usercheck", { username: "ana@example.org" })).resolves.toEqual({
      services: { password: true, sso: false },
    });
    expect(api.requests[0]?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(api.requests[0]?.variables).toEqual({ username: "ana@example.org" });
    const error = await client
      .postForm("/auth/login", { username: "a", password: "b" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: "Failed to authenticate" });
  });

  it("starts single sign-on at /auth/sso/login", () => {
    const { client } = clientWith(fakeApi());
    expect(client.ssoUrl()).toBe("/auth/sso/login");
    vi.restoreAllMocks();
  });
});
