import { describe, expect, it } from "vitest";
import type { ResetUser } from "../../../api/types";
import { initialResetState, isActivated, resetReducer, resetStepIndex } from "./resetMachine";

const active: ResetUser = {
  _id: "u1",
  email: "ana@example.org",
  fullName: "Ana Flores",
  status: "ACTIVE",
  hasAccount: true,
  userAccountId: "a1",
};

describe("resetReducer", () => {
  it("walks e-mail → code → password → done", () => {
    const code = resetReducer(initialResetState, { type: "emailSent", email: "ana@example.org" });
    expect(code).toEqual({ step: "code", email: "ana@example.org" });
    const password = resetReducer(code, { type: "codeValid", user: active, code: "123456" });
    expect(password).toEqual({ step: "password", email: "ana@example.org", userId: "u1", code: "123456" });
    expect(resetReducer(password, { type: "passwordChanged" })).toEqual({ step: "done" });
  });

  it("goes from a wrong code to the invalid state and Go Back returns to code entry", () => {
    const invalid = resetReducer({ step: "code", email: "a@b.c" }, { type: "codeInvalid" });
    expect(invalid).toEqual({ step: "invalidCode", email: "a@b.c" });
    expect(resetReducer(invalid, { type: "goBack" })).toEqual({ step: "code", email: "a@b.c" });
  });

  it("stops at the inactive state for an invited user whose account is not activated", () => {
    const invited: ResetUser = {
      _id: "u2",
      email: "new@example.org",
      fullName: "New User",
      status: "INVITED",
      hasAccount: false,
      userAccountId: null,
    };
    const state = resetReducer(
      { step: "code", email: "new@example.org" },
      { type: "codeValid", user: invited, code: "1" },
    );
    expect(state).toEqual({ step: "inactive", email: "new@example.org" });
    expect(resetReducer(state, { type: "passwordChanged" })).toBe(state);
    expect(isActivated(invited)).toBe(false);
    expect(isActivated({ ...invited, hasAccount: true })).toBe(true);
    expect(isActivated({ ...invited, status: "ACTIVE" })).toBe(true);
  });

  it("ignores events that do not belong to the current step", () => {
    expect(resetReducer(initialResetState, { type: "codeValid", user: active, code: "c" })).toBe(
      initialResetState,
    );
    expect(resetReducer(initialResetState, { type: "passwordChanged" })).toBe(initialResetState);
  });

  it("maps every state onto the four steps of the indicator", () => {
    expect(resetStepIndex({ step: "email" })).toBe(0);
    expect(resetStepIndex({ step: "code", email: "" })).toBe(1);
    expect(resetStepIndex({ step: "invalidCode", email: "" })).toBe(1);
    expect(resetStepIndex({ step: "password", email: "", userId: "", code: "" })).toBe(2);
    expect(resetStepIndex({ step: "inactive", email: "" })).toBe(2);
    expect(resetStepIndex({ step: "done" })).toBe(3);
  });
});
