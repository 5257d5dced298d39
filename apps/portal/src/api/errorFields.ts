// What every document asks of a refusal: the English text, and the shared message's id and variables that
// the portal words in the interface language (i18n/apiMessages.ts).
const WORDING = "message messageId params";

/** `error { … }` of a mutation result, with each field's problem. */
export const ERROR_FIELDS = `error { code ${WORDING} fields { field ${WORDING} } }`;
