// The password-reset wizard as a state machine (spec 1 §4 "Password reset"):
//   email ──sent──► code ──valid──► password ──changed──► done
//                    │  ▲  └──valid, but invited and not activated──► inactive
//               invalid  goBack
//                    ▼  │
//                 invalidCode
import type { ResetUser } from "../../../api/types";

export type ResetState =
  | { step: "email" }
  | { step: "code"; email: string }
  | { step: "invalidCode"; email: string }
  | { step: "password"; email: string; userId: string; code: string }
  | { step: "inactive"; email: string }
  | { step: "done" };

export type ResetEvent =
  | { type: "emailSent"; email: string }
  | { type: "codeValid"; user: ResetUser; code: string }
  | { type: "codeInvalid" }
  | { type: "goBack" }
  | { type: "passwordChanged" };

export const initialResetState: ResetState = { step: "email" };

export function resetReducer(state: ResetState, event: ResetEvent): ResetState {
  switch (event.type) {
    case "emailSent":
      return state.step === "email" ? { step: "code", email: event.email } : state;
    case "codeValid":
      if (state.step !== "code") return state;
      if (!isActivated(event.user)) return { step: "inactive", email: state.email };
      return { step: "password", email: state.email, userId: event.user._id, code: event.code };
    case "codeInvalid":
      return state.step === "code" ? { step: "invalidCode", email: state.email } : state;
    case "goBack":
      return state.step === "invalidCode" ? { step: "code", email: state.email } : state;
    case "passwordChanged":
      return state.step === "password" ? { step: "done" } : state;
  }
}

/** The index of the step indicator (4 steps) for a state. */
export function resetStepIndex(state: ResetState): number {
  switch (state.step) {
    case "email":
      return 0;
    case "code":
    case "invalidCode":
      return 1;
    case "password":
    case "inactive":
      return 2;
    case "done":
      return 3;
  }
}

/** A user with status INVITED and no account has not activated it and cannot reset a password (spec 1 §4, §6). */
export function isActivated(user: ResetUser): boolean {
  const hasAccount = user.hasAccount ?? Boolean(user.userAccountId);
  return !(user.status === "INVITED" && !hasAccount);
}
