import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import {
  COUNTRIES,
  gql,
  linkIn,
  login,
  mailTo,
  seedClient,
  seedReference,
  seedUser,
} from "../../../test/fixtures";
import type { UserDoc } from "../../model/users";
import { VALIDATION_TOKEN_CHECKS } from "./registration";

const database = useTestDatabase("registration");
const app = useTestApp(database);

const CREATE = `mutation ($user: UserInput!) { createUser(user: $user) { success error { code message fields { field message } } user { _id status } } }`;
const INVITED = `query ($inviteToken: String!, $verifyToken: String) { invitedUser(inviteToken: $inviteToken, verifyToken: $verifyToken) { _id fullName email language invitation { expirationDate fulfilled lastSendOfInvite } } }`;
const ACCEPT = `mutation ($invitation: String!) { createValidationToken(invitation: $invitation) { success error { code message } expiresAt } }`;
const VALIDATE = `query ($inviteToken: String!, $verifyToken: String!) { validateToken(inviteToken: $inviteToken, verifyToken: $verifyToken) { success error { code message } } }`;
const UNREGISTERED = `query ($userId: ID!, $inviteToken: String!, $verifyToken: String!) { unregisteredUser(userId: $userId, inviteToken: $inviteToken, verifyToken: $verifyToken) { _id firstName lastName email language communication { type value } } countries { _id name } }`;
const REGISTER = `mutation ($userId: ID!, $inviteToken: String!, $verifyToken: String!, $user: RegistrationInput!) { updateUserFromRegistration(userId: $userId, inviteToken: $inviteToken, verifyToken: $verifyToken, user: $user) { success error { code message fields { field message } } } }`;
const DECLINE = `mutation ($inviteId: String!, $bounceReason: String) { updateDeclineReason(inviteId: $inviteId, bounceReason: $bounceReason) { success error { code message } } }`;

let adminToken: string;
let clientId: string;

beforeAll(async () => {
  const db = database.db();
  await seedReference(db);
  clientId = (await seedClient(db, "Andes Credit"))._id;
  const admin = await seedUser(db, "ada.admin@provider.test", ["investor-admin"]);
  adminToken = await login(app(), admin.email, admin.password);
});

/** Invites a client user through the API and returns the token of the mailed invitation link. */
async function invite(email: string, language = "en"): Promise<{ userId: string; inviteToken: string }> {
  const answer = await gql(
    app(),
    CREATE,
    {
      user: {
        firstName: "Inez",
        lastName: "Invited",
        email,
        roles: ["CLIENT"],
        language,
        clients: { ids: [clientId] },
      },
    },
    { token: adminToken },
  );
  expect(answer.data?.createUser, JSON.stringify(answer)).toMatchObject({
    success: true,
    user: { status: "INVITED" },
  });
  const link = await linkIn(database.db(), email, "/registration/");
  return {
    userId: answer.data?.createUser.user._id,
    inviteToken: decodeURIComponent(new URL(link).pathname.split("/")[2]!),
  };
}

/** The validation token in the newest mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const link = await linkIn(database.db(), email, "/registration/");
  return new URL(link).pathname.split("/")[3]!;
}

const registration = {
  firstName: "Inez",
  lastName: "Ingram",
  password: "  Str0ng-passw0rd ",
  language: "es",
  address: { country: "Peru", city: "Cusco", postalcode: "08000", street: "Calle Plateros", nr: "7" },
  communication: [{ type: "phone", value: "+51 84 000000" }],
};

describe("the invitation flow", () => {
  it("invite → mail → accept → validation token → wrong token → right token → registration → login", async () => {
    const email = "inez.invited@andes.test";
    const { userId, inviteToken } = await invite(email);
    const [invitationMail] = await mailTo(database.db(), email);
    expect(invitationMail?.subject).toMatch(/invited/);
    expect(invitationMail?.text).toContain("Ada Admin");

    // REGISTER: the welcome screen greets the invitee by name.
    const invited = await gql(app(), INVITED, { inviteToken });
    expect(invited.data?.invitedUser).toMatchObject({
      _id: userId,
      fullName: "Inez Invited",
      email,
      invitation: { fulfilled: false },
    });

    // ACCEPTED: a validation token is mailed, valid 10 minutes.
    const accepted = await gql(app(), ACCEPT, { invitation: inviteToken });
    expect(accepted.data?.createValidationToken.success).toBe(true);
    const expiresIn = Date.parse(accepted.data?.createValidationToken.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const verifyToken = await mailedToken(email);
    expect(verifyToken.length).toBeLessThanOrEqual(23);

    // VALIDATIONTOKEN_DECLINED on a wrong or empty token, and the registration data stays closed.
    for (const wrong of ["WRONGTOKEN", "", "x".repeat(24)]) {
      const answer = await gql(app(), VALIDATE, { inviteToken, verifyToken: wrong });
      expect(answer.data?.validateToken).toEqual({
        success: false,
        error: { code: "INVALID_TOKEN", message: "The token you've provided is invalid." },
      });
    }
    expect(
      (await gql(app(), UNREGISTERED, { userId, inviteToken, verifyToken: "WRONGTOKEN" })).data
        ?.unregisteredUser,
    ).toBeNull();

    // VALIDATIONTOKEN_VALIDATED, typed in lower case with spaces.
    const validated = await gql(app(), VALIDATE, {
      inviteToken,
      verifyToken: ` ${verifyToken.toLowerCase()} `,
    });
    expect(validated.data?.validateToken).toEqual({ success: true, error: null });
    const form = await gql(app(), UNREGISTERED, { userId, inviteToken, verifyToken });
    expect(form.data?.unregisteredUser).toMatchObject({
      _id: userId,
      firstName: "Inez",
      email,
      language: "en",
    });
    expect(form.data?.countries).toHaveLength(COUNTRIES.length);

    // The registration: required fields first, then success.
    const incomplete = await gql(app(), REGISTER, {
      userId,
      inviteToken,
      verifyToken,
      user: { firstName: "Inez", password: "abc" },
    });
    expect(incomplete.data?.updateUserFromRegistration.success).toBe(false);
    expect(incomplete.data?.updateUserFromRegistration.error.message).toBe(
      "Please fill in all required fields",
    );
    const fields = incomplete.data?.updateUserFromRegistration.error.fields.map(
      (field: { field: string }) => field.field,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        "lastName",
        "language",
        "password",
        "address.country",
        "address.city",
        "address.street",
        "address.nr",
        "address.postalcode",
      ]),
    );
    // The User schema's rules, worded as the form's fields: a blank name, an unknown language, an empty item.
    const refused = await gql(app(), REGISTER, {
      userId,
      inviteToken,
      verifyToken,
      user: {
        ...registration,
        lastName: " ",
        language: "xx",
        communication: [{ type: "phone", value: "" }],
      },
    });
    expect(refused.data?.updateUserFromRegistration.error.fields).toEqual(
      expect.arrayContaining([
        { field: "lastName", message: "field is required" },
        { field: "language", message: "Unknown language" },
        { field: "communication.0.value", message: "field is required" },
      ]),
    );
    expect(refused.data?.updateUserFromRegistration.error.fields).toHaveLength(3);
    const weak = await gql(app(), REGISTER, {
      userId,
      inviteToken,
      verifyToken,
      user: { ...registration, password: "aaaaaa" },
    });
    expect(weak.data?.updateUserFromRegistration.error.fields).toEqual([
      { field: "password", message: "The password is too weak" },
    ]);
    expect((await database.db().collection<UserDoc>("users").findOne({ _id: userId }))?.status).toBe(
      "INVITED",
    );

    const done = await gql(app(), REGISTER, { userId, inviteToken, verifyToken, user: registration });
    expect(done.data?.updateUserFromRegistration).toEqual({ success: true, error: null });
    const user = await database.db().collection<UserDoc>("users").findOne({ _id: userId });
    expect(user).toMatchObject({
      status: "ACTIVE",
      fullName: "Inez Ingram",
      language: "es",
      address: { country: COUNTRIES[0]!._id, countryName: "Peru", city: "Cusco" },
      invitation: { fulfilled: true },
    });
    expect(user?.userAccountId).toEqual(expect.any(String));

    // The automatic login with the e-mail and the trimmed password.
    const token = await login(app(), email, registration.password.trim());
    const who = await gql(app(), "{ whoAmI { _id home } }", {}, { token });
    expect(who.data?.whoAmI).toEqual({ _id: userId, home: "/client/andes-credit/" });

    // The link is spent: INVALID.
    expect((await gql(app(), INVITED, { inviteToken })).data?.invitedUser).toBeNull();
    const again = await gql(app(), REGISTER, { userId, inviteToken, verifyToken, user: registration });
    expect(again.data?.updateUserFromRegistration.error).toMatchObject({
      code: "NO_USER",
      message: "Wrong token.",
    });
  });

  it("answers INVALID (null) for an unknown invitation link", async () => {
    expect((await gql(app(), INVITED, { inviteToken: "no-such-invitation" })).data?.invitedUser).toBeNull();
    const accepted = await gql(app(), ACCEPT, { invitation: "no-such-invitation" });
    expect(accepted.data?.createValidationToken.error).toEqual({
      code: "INVALID_TOKEN",
      message: "This token is invalid.",
    });
  });

  it("refuses an expired validation token", async () => {
    const email = "eve.expired@andes.test";
    const { userId, inviteToken } = await invite(email);
    await gql(app(), ACCEPT, { invitation: inviteToken });
    const verifyToken = await mailedToken(email);
    await database
      .db()
      .collection<UserDoc>("users")
      .updateOne(
        { _id: userId },
        { $set: { "invitation.validation.expiresAt": new Date(Date.now() - 1000).toISOString() } },
      );
    const answer = await gql(app(), VALIDATE, { inviteToken, verifyToken });
    expect(answer.data?.validateToken.error.code).toBe("TOKEN_EXPIRED");
    const register = await gql(app(), REGISTER, { userId, inviteToken, verifyToken, user: registration });
    expect(register.data?.updateUserFromRegistration.error.code).toBe("TOKEN_EXPIRED");
    expect(
      (await database.db().collection<UserDoc>("users").findOne({ _id: userId }))?.userAccountId,
    ).toBeUndefined();
    // Retry → Accept gives a new token that works.
    await gql(app(), ACCEPT, { invitation: inviteToken });
    expect(
      (await gql(app(), VALIDATE, { inviteToken, verifyToken: await mailedToken(email) })).data?.validateToken
        .success,
    ).toBe(true);
  });

  it("spends a validation token after its checks", async () => {
    const email = "gus.guesser@andes.test";
    const { inviteToken } = await invite(email);
    await gql(app(), ACCEPT, { invitation: inviteToken });
    const verifyToken = await mailedToken(email);
    for (let i = 0; i < VALIDATION_TOKEN_CHECKS - 1; i++)
      await gql(app(), VALIDATE, { inviteToken, verifyToken: `WRONG${i}` });
    expect((await gql(app(), VALIDATE, { inviteToken, verifyToken })).data?.validateToken.success).toBe(true);
    expect((await gql(app(), VALIDATE, { inviteToken, verifyToken })).data?.validateToken.success).toBe(
      false,
    );
  });

  it("registers once when two registrations race", async () => {
    const email = "rae.racer@andes.test";
    const { userId, inviteToken } = await invite(email);
    await gql(app(), ACCEPT, { invitation: inviteToken });
    const verifyToken = await mailedToken(email);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        gql(app(), REGISTER, { userId, inviteToken, verifyToken, user: registration }),
      ),
    );
    expect(answers.filter((answer) => answer.data?.updateUserFromRegistration.success)).toHaveLength(1);
    expect(await database.db().collection("accounts").countDocuments({ userId })).toBe(1);
  });

  it("mails the invitation in the user's language", async () => {
    await invite("francoise.fr@andes.test", "fr");
    const [mail] = await mailTo(database.db(), "francoise.fr@andes.test");
    expect(mail?.language).toBe("fr");
    expect(mail?.subject).toBe("Vous êtes invité(e) sur le portail de reporting Ledgerline");
  });
});

describe("declining an invitation", () => {
  it("records the reason, and ends the invitation", async () => {
    const { userId, inviteToken } = await invite("dina.decliner@andes.test");
    const answer = await gql(app(), DECLINE, {
      inviteId: inviteToken,
      bounceReason: "  We report through our bank  ",
    });
    expect(answer.data?.updateDeclineReason).toEqual({ success: true, error: null });
    const user = await database.db().collection<UserDoc>("users").findOne({ _id: userId });
    expect(user?.invitation?.bounced).toEqual([
      { date: expect.any(String), reason: "We report through our bank" },
    ]);
    expect(user?.status).toBe("INVITED");
    expect((await gql(app(), INVITED, { inviteToken })).data?.invitedUser).toBeNull();
    expect(
      (await gql(app(), DECLINE, { inviteId: inviteToken, bounceReason: "again" })).data?.updateDeclineReason
        .error.message,
    ).toBe("This token is invalid.");
  });

  it("records 'No reason provided' for an empty reason", async () => {
    const { userId, inviteToken } = await invite("nora.noreason@andes.test");
    expect(
      (await gql(app(), DECLINE, { inviteId: inviteToken, bounceReason: "   " })).data?.updateDeclineReason
        .success,
    ).toBe(true);
    const user = await database.db().collection<UserDoc>("users").findOne({ _id: userId });
    expect(user?.invitation?.bounced?.[0]?.reason).toBe("No reason provided");
    const { inviteToken: second, userId: secondId } = await invite("norbert.null@andes.test");
    expect((await gql(app(), DECLINE, { inviteId: second })).data?.updateDeclineReason.success).toBe(true);
    expect(
      (await database.db().collection<UserDoc>("users").findOne({ _id: secondId }))?.invitation?.bounced?.[0]
        ?.reason,
    ).toBe("No reason provided");
  });
});
