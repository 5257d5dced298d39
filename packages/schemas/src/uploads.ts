// The limits of the Excel upload (spec 2 §5 "Upload", §9), in a module of their own so that the portal's check
// before sending and the API's check on arrival read the same numbers: `@ledgerline/schemas/uploads`.

/** 3 MB, the spec's limit in bytes. */
export const MAX_UPLOAD_BYTES = 3_145_728;

/** The file endings an upload may have. */
export const UPLOAD_EXTENSIONS = ["xls", "xlsx"] as const;
