// Limits on the shape of a GraphQL request, checked before anything runs: Mercurius' `queryDepth` bounds
// nesting, and the cost rule (query-cost.ts) bounds the number of fields selected once fragments are expanded
// and aliases counted (QUERY_TOO_COMPLEX: the size of the document and of its answer, whatever the fields are),
// then what they cost to compute (QUERY_TOO_EXPENSIVE: a thousand `version`s are a big answer, three `wizard`s
// are already a lot of work). One rule, so that a refused operation gets one error, answered with HTTP 400.

export const MAX_QUERY_DEPTH = 12;
export const MAX_QUERY_FIELDS = 1500;
