// People: users (with roles, scope and invitation), their login accounts, and the demo login list.
import { Type, type Static } from "@sinclair/typebox";
import { Address } from "./client.js";
import {
  Email,
  IsoDateTime,
  Nullable,
  ObjectId,
  PersonRef,
  StringEnum,
  USER_LANGUAGES,
} from "./primitives.js";

/**
 * Roles: CLIENT, CLIENT-ADMIN, and for the provider `{product}`, `{product}-admin`, `{product}-RD`
 * (Regional Director) and `{product}-IM` (Investment Manager), where {product} is the provider key.
 */
export const Role = Type.String({
  pattern: "^(CLIENT|CLIENT-ADMIN|[a-z][a-z0-9]*(-(admin|RD|IM))?)$",
  expected: "a role: CLIENT, CLIENT-ADMIN, {product}, {product}-admin, {product}-RD or {product}-IM",
});

export const Communication = Type.Object(
  { type: Type.String({ minLength: 1 }), value: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export type Communication = Static<typeof Communication>;

export const Invitation = Type.Object(
  {
    mailId: Type.Optional(Type.String()),
    lastSendOfInvite: Type.Optional(IsoDateTime),
    expirationDate: IsoDateTime,
    fulfilled: Type.Boolean(),
    invitationToken: Type.Optional(Type.String({ minLength: 1 })),
    validationToken: Type.Optional(Nullable(Type.String())),
    creator: Type.Optional(PersonRef),
    sents: Type.Optional(Type.Array(Type.Object({ date: IsoDateTime }, { additionalProperties: false }))),
    bounced: Type.Optional(
      Type.Array(Type.Object({ date: IsoDateTime, reason: Type.String() }, { additionalProperties: false })),
    ),
  },
  { additionalProperties: false },
);
export type Invitation = Static<typeof Invitation>;

export const USER_STATUSES = ["ACTIVE", "INVITED", "DELETED"] as const;

export const User = Type.Object(
  {
    _id: ObjectId,
    created: IsoDateTime,
    firstName: Type.String({ minLength: 1 }),
    lastName: Type.String({ minLength: 1 }),
    fullName: Type.String({ minLength: 1 }),
    email: Email,
    lastLogin: Nullable(IsoDateTime),
    address: Type.Optional(Address),
    communication: Type.Array(Communication),
    /** Set once the user has a login account (`accounts`). Invited users have none yet. */
    userAccountId: Type.Optional(ObjectId),
    language: StringEnum(USER_LANGUAGES),
    status: StringEnum(USER_STATUSES),
    statusMessage: Type.Optional(Type.String()),
    changeLog: Type.Array(
      Type.Object(
        {
          action: Type.String({ minLength: 1 }),
          actionMessage: Type.String(),
          timestamp: IsoDateTime,
          actionBy: PersonRef,
        },
        { additionalProperties: false },
      ),
    ),
    roles: Type.Array(Role, { minItems: 1, uniqueItems: true }),
    invitation: Type.Optional(Invitation),
    /** Data scope: client ids for client users, region ids for Regional Directors and Investment Managers. */
    clients: Type.Object(
      { ids: Type.Array(ObjectId), regions: Type.Array(ObjectId), nameList: Type.Array(Type.String()) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type User = Static<typeof User>;

/** Login credentials, kept apart from the user document. */
export const Account = Type.Object(
  {
    _id: ObjectId,
    userId: ObjectId,
    username: Email,
    /** argon2id or scrypt hash in PHC string format; never a plain password. */
    passwordHash: Type.String({
      pattern: "^\\$(argon2id|scrypt)\\$",
      expected: "an argon2id or scrypt hash ($argon2id$… or $scrypt$…)",
    }),
    status: StringEnum(["ACTIVE", "DISABLED"] as const),
    created: IsoDateTime,
  },
  { additionalProperties: false },
);
export type Account = Static<typeof Account>;

/** A demo login: the plain password is only here, for the API's seed to hash into an `Account`. */
export const DemoLogin = Type.Object(
  {
    username: Email,
    password: Type.String({ minLength: 6, maxLength: 33 }),
    role: Role,
    fullName: Type.String({ minLength: 1 }),
    userId: ObjectId,
    userAccountId: ObjectId,
    /** Landing path after login. */
    home: Type.String({ pattern: "^/" }),
  },
  { additionalProperties: false },
);
export type DemoLogin = Static<typeof DemoLogin>;
