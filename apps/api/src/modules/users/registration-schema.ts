export const registrationTypeDefs = /* GraphQL */ `
  type InvitationInfo {
    expirationDate: String!
    fulfilled: Boolean!
    lastSendOfInvite: String
  }

  "The person an invitation link is for."
  type InvitedUser {
    _id: ID!
    fullName: String!
    email: String!
    language: String!
    invitation: InvitationInfo!
  }

  "The registration form's data of an invited user."
  type UnregisteredUser {
    _id: ID!
    firstName: String!
    lastName: String!
    email: String!
    language: String!
    address: Address
    communication: [Communication!]!
  }

  type ValidationTokenResult {
    success: Boolean!
    error: ErrorInfo
    "When the mailed token stops being valid (10 minutes)."
    expiresAt: String
  }

  input RegistrationInput {
    firstName: String
    lastName: String
    password: String
    language: String
    address: AddressInput
    communication: [CommunicationInput!]
  }

  "The user a reset code belongs to. status INVITED with hasAccount false: the account is not activated yet."
  type ResetUser {
    _id: ID!
    email: String!
    fullName: String!
    status: String!
    hasAccount: Boolean!
    userAccountId: ID
  }

  "Whose password to change: _id alone for an administrator; email and the mailed code (token) for a reset."
  input PasswordUserInput {
    _id: ID
    email: String
    token: String
  }

  extend type Query {
    "The invited person of an invitation link, or null when the link is unknown, used, declined or expired (INVALID)."
    invitedUser(inviteToken: String!, verifyToken: String): InvitedUser
    "Checks the e-mailed validation token of an invitation."
    validateToken(inviteToken: String!, verifyToken: String!): Result!
    "The registration data of an invited user, for the holder of the invitation and its validated token; null otherwise."
    unregisteredUser(userId: ID!, inviteToken: String!, verifyToken: String!): UnregisteredUser
  }

  extend type Mutation {
    "Accepting an invitation: e-mails a validation token, valid 10 minutes. invitation is the invitation link's token."
    createValidationToken(invitation: String!): ValidationTokenResult!
    "Completes the registration: creates the account with the password, activates the user."
    updateUserFromRegistration(
      userId: ID!
      inviteToken: String!
      verifyToken: String!
      user: RegistrationInput!
    ): Result!
    "Declines an invitation (inviteId is the invitation link's token); an empty reason is recorded as 'No reason provided'."
    updateDeclineReason(inviteId: String!, bounceReason: String): Result!
    "Mails a reset code to the user of that e-mail. Answers success whether or not the address is known."
    processEmailForReset(userEmail: String!): Result!
    "The user of a valid reset code, or null when the code is wrong or expired."
    processTokenForReset(userEmail: String!, token: String!): ResetUser
    "Sets a password: with the reset code (user.email + user.token), or as an administrator (user._id)."
    updateUserPassword(user: PasswordUserInput!, password: String!): Result!
  }
`;
