import { describe, expect, it } from "vitest";
import type { InvitedUser } from "../../../api/types";
import type { InvitationEvent, InvitationState } from "./invitationMachine";
import {
  declineReason,
  initialInvitationState,
  invitationReducer,
  normaliseValidationToken,
} from "./invitationMachine";

const ana: InvitedUser = {
  _id: "u1",
  fullName: "Ana Flores",
  email: "ana@example.org",
  language: "en",
  invitation: { expirationDate: "2030-01-01T00:00:00.000Z", fulfilled: false },
};

function run(...events: InvitationEvent[]): InvitationState {
  return events.reduce(invitationReducer, initialInvitationState);
}

describe("invitationReducer", () => {
  it("starts INVALID when no invited user is found, REGISTER otherwise", () => {
    expect(run({ type: "loaded", user: null })).toEqual({ status: "INVALID" });
    expect(run({ type: "loaded", user: ana })).toEqual({ status: "REGISTER", user: ana });
  });

  it("goes REGISTER → ACCEPTED → VALIDATIONTOKEN_VALIDATED and keeps the validated token", () => {
    const state = run(
      { type: "loaded", user: ana },
      { type: "tokenCreated" },
      { type: "tokenValidated", token: "ABC123" },
    );
    expect(state).toEqual({ status: "VALIDATIONTOKEN_VALIDATED", user: ana, validatedToken: "ABC123" });
  });

  it("goes to VALIDATIONTOKEN_DECLINED on a rejected token, and Retry returns to REGISTER", () => {
    const declined = run({ type: "loaded", user: ana }, { type: "tokenCreated" }, { type: "tokenRejected" });
    expect(declined).toEqual({ status: "VALIDATIONTOKEN_DECLINED", user: ana });
    expect(invitationReducer(declined, { type: "retry" })).toEqual({ status: "REGISTER", user: ana });
  });

  it("declines, goes back, declines again and thanks after the reason is sent", () => {
    const declined = run({ type: "loaded", user: ana }, { type: "decline" });
    expect(declined).toEqual({ status: "DECLINED", user: ana, thanked: false });
    expect(invitationReducer(declined, { type: "goBack" })).toEqual({ status: "REGISTER", user: ana });
    const thanked = invitationReducer(declined, { type: "feedbackSent" });
    expect(thanked).toEqual({ status: "DECLINED", user: ana, thanked: true });
    expect(invitationReducer(thanked, { type: "goBack" })).toBe(thanked);
  });

  it("resumes from a token in the address straight into e-mail verification", () => {
    expect(run({ type: "loaded", user: ana }, { type: "resume" })).toEqual({ status: "ACCEPTED", user: ana });
  });

  it("ignores events that do not belong to the current state", () => {
    const register = run({ type: "loaded", user: ana });
    expect(invitationReducer(register, { type: "tokenValidated", token: "x" })).toBe(register);
    expect(invitationReducer(register, { type: "retry" })).toBe(register);
    expect(invitationReducer({ status: "INVALID" }, { type: "tokenCreated" })).toEqual({ status: "INVALID" });
  });
});

describe("normaliseValidationToken", () => {
  it("trims, keeps at most 23 characters and treats empty as invalid", () => {
    expect(normaliseValidationToken("  AB12  ")).toBe("AB12");
    expect(normaliseValidationToken("x".repeat(30))).toBe("x".repeat(23));
    expect(normaliseValidationToken("   ")).toBeNull();
    expect(normaliseValidationToken(undefined)).toBeNull();
  });
});

describe("declineReason", () => {
  it("sends 'No reason provided' when the reason is empty", () => {
    expect(declineReason("")).toBe("No reason provided");
    expect(declineReason("  ")).toBe("No reason provided");
    expect(declineReason(" Not my organisation ")).toBe("Not my organisation");
  });
});
