// The studio-wide GraphQL documents, typed by the studio's codegen (generated/operations.ts).

export const PUBLISHED_TEMPLATES = /* GraphQL */ `
  query StudioPublishedTemplates($kind: String!) {
    publishedTemplates(kind: $kind)
  }
`;
