// The API answers errors with the spec's English messages (spec 1 §8). Those the portal also has in its
// dictionaries are shown in the interface language; any other message is shown as the API wrote it.
import type { Translate } from "./useT";

const KNOWN: Readonly<Record<string, string>> = {
  "Please fill in all required fields": "required-fields",
  "Please fill in the token": "reset-token-required",
  "Passwords don't match": "passwords-dont-match",
  "The code you entered is not valid. Please try again.": "reset-code-invalid",
  "The token you've provided is invalid.": "validation-token-invalid",
  "This token is invalid.": "invitation-invalid",
  "Wrong token.": "registration-wrong-token",
  "No user found.": "registration-no-user",
  "Your account is currently inactive. Please activate your account in order to log in.": "account-inactive",
  "Failed to authenticate": "login-failed",
  "No data could be found.": "no-data",
  Success: "success",
};

export function localizeApiMessage(t: Translate, message: string): string {
  const id = KNOWN[message.trim()];
  return id ? t(id) : message;
}
