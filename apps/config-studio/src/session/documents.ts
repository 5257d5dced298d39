// Who is signed in (the portal's whoAmI), typed by the studio's codegen (api/generated/operations.ts).

export const WHO_AM_I = /* GraphQL */ `
  query studioWhoAmI {
    whoAmI {
      _id
      person {
        fullName
        email
      }
      permissions {
        context
        action
        value
      }
    }
  }
`;
