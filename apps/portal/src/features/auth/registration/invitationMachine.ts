// The invitation flow as a state machine (spec 1 §4 "Invitation flow"). The states carry the invited user
// once known; the validated token is kept for the registration form.
//
//   LOADING ─loaded(null)─► INVALID
//   LOADING ─loaded(user)─► REGISTER ─tokenCreated / resume─► ACCEPTED ─tokenValidated─► VALIDATIONTOKEN_VALIDATED
//                            │   ▲                              └─tokenRejected─► VALIDATIONTOKEN_DECLINED ─retry─► REGISTER
//                      decline  goBack
//                            ▼   │
//                           DECLINED ─feedbackSent─► DECLINED (thanked)
import type { InvitedUser } from "../../../api/types";

export const MAX_VALIDATION_TOKEN_LENGTH = 23;

export type InvitationState =
  | { status: "LOADING" }
  | { status: "INVALID" }
  | { status: "REGISTER"; user: InvitedUser }
  | { status: "ACCEPTED"; user: InvitedUser }
  | { status: "DECLINED"; user: InvitedUser; thanked: boolean }
  | { status: "VALIDATIONTOKEN_VALIDATED"; user: InvitedUser; validatedToken: string }
  | { status: "VALIDATIONTOKEN_DECLINED"; user: InvitedUser };

export type InvitationEvent =
  | { type: "loaded"; user: InvitedUser | null }
  | { type: "tokenCreated" }
  | { type: "resume" }
  | { type: "decline" }
  | { type: "goBack" }
  | { type: "feedbackSent" }
  | { type: "tokenValidated"; token: string }
  | { type: "tokenRejected" }
  | { type: "retry" };

export const initialInvitationState: InvitationState = { status: "LOADING" };

export function invitationReducer(state: InvitationState, event: InvitationEvent): InvitationState {
  switch (event.type) {
    case "loaded":
      if (state.status !== "LOADING") return state;
      return event.user ? { status: "REGISTER", user: event.user } : { status: "INVALID" };
    case "tokenCreated":
    case "resume":
      return state.status === "REGISTER" ? { status: "ACCEPTED", user: state.user } : state;
    case "decline":
      return state.status === "REGISTER" ? { status: "DECLINED", user: state.user, thanked: false } : state;
    case "goBack":
      return state.status === "DECLINED" && !state.thanked ? { status: "REGISTER", user: state.user } : state;
    case "feedbackSent":
      return state.status === "DECLINED" ? { ...state, thanked: true } : state;
    case "tokenValidated":
      return state.status === "ACCEPTED"
        ? { status: "VALIDATIONTOKEN_VALIDATED", user: state.user, validatedToken: event.token }
        : state;
    case "tokenRejected":
      return state.status === "ACCEPTED" ? { status: "VALIDATIONTOKEN_DECLINED", user: state.user } : state;
    case "retry":
      return state.status === "VALIDATIONTOKEN_DECLINED" ? { status: "REGISTER", user: state.user } : state;
  }
}

/** The validation token as typed: trimmed and cut to 23 characters; null when empty (which counts as invalid). */
export function normaliseValidationToken(typed: string | undefined | null): string | null {
  const token = (typed ?? "").trim().slice(0, MAX_VALIDATION_TOKEN_LENGTH);
  return token === "" ? null : token;
}

export const DEFAULT_DECLINE_REASON = "No reason provided";

/** The reason sent when declining: the text typed, or 'No reason provided'. */
export function declineReason(typed: string | undefined | null): string {
  const reason = (typed ?? "").trim();
  return reason === "" ? DEFAULT_DECLINE_REASON : reason;
}
