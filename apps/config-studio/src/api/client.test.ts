// The studio's calls name the documents its codegen types: a plain string is no typed document, so a call that
// pairs a hand-written query with hand-written types does not compile (checked by the typecheck of this file).
import { describe, expectTypeOf, it } from "vitest";
import type { graphql } from "./client";

describe("graphql", () => {
  it("refuses a plain string where a typed document goes", () => {
    expectTypeOf<string>().not.toExtend<Parameters<typeof graphql>[0]>();
  });
});
