import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, mailTo, seedClient, seedReference, seedUser } from "../../../test/fixtures";
import type { SeededUser } from "../../../test/fixtures";
import { verifyPassword } from "../accounts/password";
import type { AccountDoc } from "../../model/users";
import { RESET_CODE_CHECKS } from "./passwords";

const database = useTestDatabase("passwords");
const app = useTestApp(database);

const ASK = `mutation ($userEmail: String!) { processEmailForReset(userEmail: $userEmail) { success error { code message } } }`;
const CHECK = `mutation ($userEmail: String!, $token: String!) { processTokenForReset(userEmail: $userEmail, token: $token) { _id email status hasAccount userAccountId } }`;
const SET = `mutation ($user: PasswordUserInput!, $password: String!) { updateUserPassword(user: $user, password: $password) { success error { code message fields { field message } } } }`;

let member: SeededUser;
let admin: SeededUser;

beforeAll(async () => {
  const db = database.db();
  await seedReference(db);
  const client = await seedClient(db, "Sierra Finance");
  member = await seedUser(
    db,
    "mia.member@sierra.test",
    ["CLIENT"],
    { ids: [client._id] },
    { language: "pt" },
  );
  admin = await seedUser(db, "ada.admin@provider.test", ["investor-admin"]);
});

async function mailedCode(email: string): Promise<string> {
  const [mail] = await mailTo(database.db(), email);
  const code = /\n\n([A-Z0-9]{8})\n\n/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

async function passwordOf(userId: string): Promise<string> {
  const account = await database.db().collection<AccountDoc>("accounts").findOne({ userId });
  return account!.passwordHash;
}

describe("the password reset flow", () => {
  it("mails a code; a wrong code is refused; the right code sets the new password and ends old sessions", async () => {
    const oldSession = await login(app(), member.email, member.password);
    expect(
      (await gql(app(), ASK, { userEmail: member.email.toUpperCase() })).data?.processEmailForReset,
    ).toEqual({ success: true, error: null });
    const [mail] = await mailTo(database.db(), member.email);
    expect(mail?.language).toBe("pt");
    expect(mail?.links).toEqual(["http://portal.test/login/resetpassword"]);
    const code = await mailedCode(member.email);

    expect(
      (await gql(app(), CHECK, { userEmail: member.email, token: "WRONG123" })).data?.processTokenForReset,
    ).toBeNull();
    const wrongSet = await gql(app(), SET, {
      user: { email: member.email, token: "WRONG123" },
      password: "New-passw0rd",
    });
    expect(wrongSet.data?.updateUserPassword.error).toMatchObject({
      code: "INVALID_TOKEN",
      message: "The code you entered is not valid. Please try again.",
    });

    const checked = await gql(app(), CHECK, { userEmail: member.email, token: code.toLowerCase() });
    expect(checked.data?.processTokenForReset).toMatchObject({
      _id: member.user._id,
      status: "ACTIVE",
      hasAccount: true,
    });

    const tooShort = await gql(app(), SET, { user: { email: member.email, token: code }, password: " abc " });
    expect(tooShort.data?.updateUserPassword.error).toMatchObject({
      code: "BAD_USER_INPUT",
      message: "minimal length is 6",
    });
    const before = await passwordOf(member.user._id);
    expect(await verifyPassword(member.password, before)).toBe(true);

    const done = await gql(app(), SET, {
      user: { email: member.email, token: code },
      password: " New-passw0rd ",
    });
    expect(done.data?.updateUserPassword).toEqual({ success: true, error: null });
    expect(await verifyPassword("New-passw0rd", await passwordOf(member.user._id))).toBe(true);
    expect(errorCode(await gql(app(), "{ whoAmI { _id } }", {}, { token: oldSession }))).toBe(
      "UNAUTHENTICATED",
    );
    await login(app(), member.email, "New-passw0rd");

    // A code is used once.
    const reuse = await gql(app(), SET, {
      user: { email: member.email, token: code },
      password: "Other-passw0rd",
    });
    expect(reuse.data?.updateUserPassword.success).toBe(false);
  });

  it("answers success for an unknown address, and mails nothing", async () => {
    const before = await database.db().collection("mailOutbox").countDocuments();
    expect((await gql(app(), ASK, { userEmail: "nobody@nowhere.test" })).data?.processEmailForReset).toEqual({
      success: true,
      error: null,
    });
    expect(await database.db().collection("mailOutbox").countDocuments()).toBe(before);
  });

  it("asks for the e-mail and for the code", async () => {
    expect((await gql(app(), ASK, { userEmail: "  " })).data?.processEmailForReset.error).toMatchObject({
      code: "BAD_USER_INPUT",
      message: "Please fill in all required fields",
    });
    const noCode = await gql(app(), SET, {
      user: { email: member.email, token: "" },
      password: "New-passw0rd",
    });
    expect(noCode.data?.updateUserPassword.error.message).toBe("Please fill in the token");
  });

  it("does not let an invited, not yet activated user reset a password", async () => {
    const invited = await seedUser(
      database.db(),
      "ivan.invited@sierra.test",
      ["CLIENT"],
      {},
      { status: "INVITED" },
    );
    await database.db().collection("accounts").deleteOne({ userId: invited.user._id });
    await database
      .db()
      .collection("users")
      .updateOne({ _id: invited.user._id as never }, { $unset: { userAccountId: "" } });
    await gql(app(), ASK, { userEmail: invited.email });
    const code = await mailedCode(invited.email);
    const checked = await gql(app(), CHECK, { userEmail: invited.email, token: code });
    expect(checked.data?.processTokenForReset).toMatchObject({
      status: "INVITED",
      hasAccount: false,
      userAccountId: null,
    });
    const refused = await gql(app(), SET, {
      user: { email: invited.email, token: code },
      password: "New-passw0rd",
    });
    expect(refused.data?.updateUserPassword.error).toEqual({
      code: "INACTIVE_ACCOUNT",
      message: "Your account is currently inactive. Please activate your account in order to log in.",
      fields: [],
    });
    expect(await database.db().collection("accounts").countDocuments({ userId: invited.user._id })).toBe(0);
  });

  it("spends a code after its checks, five wrong ones and the two of the right one", async () => {
    const guessed = await seedUser(database.db(), "gina.guessed@sierra.test", ["CLIENT"]);
    await gql(app(), ASK, { userEmail: guessed.email });
    const code = await mailedCode(guessed.email);
    for (let i = 0; i < 5; i++) await gql(app(), CHECK, { userEmail: guessed.email, token: `WRONG00${i}` });
    for (let i = 0; i < RESET_CODE_CHECKS - 5; i++) {
      expect(
        (await gql(app(), CHECK, { userEmail: guessed.email, token: code })).data?.processTokenForReset,
      ).not.toBeNull();
    }
    expect(
      (await gql(app(), CHECK, { userEmail: guessed.email, token: code })).data?.processTokenForReset,
    ).toBeNull();
  });

  it("compares no more guesses than a code allows when twenty come at once", async () => {
    const raced = await seedUser(database.db(), "rory.raced@sierra.test", ["CLIENT"]);
    await gql(app(), ASK, { userEmail: raced.email });
    const code = await mailedCode(raced.email);
    const reset = await database.db().collection("passwordResets").findOne({ userId: raced.user._id });
    // Nineteen wrong codes and the right one, all at once: the right one is among the first checks or spent.
    const tokens = [...Array.from({ length: 19 }, (_, i) => `WRONG${String(i).padStart(3, "0")}`), code];
    const answers = await Promise.all(
      tokens.map((token) => gql(app(), CHECK, { userEmail: raced.email, token })),
    );
    const accepted = answers.filter((answer) => answer.data?.processTokenForReset).length;
    expect(accepted).toBeLessThanOrEqual(1);
    const slots = await database
      .db()
      .collection("attemptSlots")
      .countDocuments({ _id: { $regex: `^check\\|reset\\|${String(reset?._id)}\\|` } as never });
    expect(slots).toBe(RESET_CODE_CHECKS);
  });
});

describe("updateUserPassword as an administrator", () => {
  it("sets the password of a user the admin administers", async () => {
    const target = await seedUser(database.db(), "tom.target@sierra.test", ["CLIENT"]);
    const token = await login(app(), admin.email, admin.password);
    const answer = await gql(
      app(),
      SET,
      { user: { _id: target.user._id }, password: "Admin-set-1" },
      { token },
    );
    expect(answer.data?.updateUserPassword).toEqual({ success: true, error: null });
    await login(app(), target.email, "Admin-set-1");
    const tooLong = await gql(
      app(),
      SET,
      { user: { _id: target.user._id }, password: "x".repeat(34) },
      { token },
    );
    expect(tooLong.data?.updateUserPassword.error.message).toBe("maximal length is 33");
  });

  it("needs a session and the users.password permission", async () => {
    expect(errorCode(await gql(app(), SET, { user: { _id: admin.user._id }, password: "Hijack-1234" }))).toBe(
      "UNAUTHENTICATED",
    );
    const plain = await seedUser(database.db(), "paul.plain@sierra.test", ["CLIENT"]);
    const token = await login(app(), plain.email, plain.password);
    expect(
      errorCode(await gql(app(), SET, { user: { _id: admin.user._id }, password: "Hijack-1234" }, { token })),
    ).toBe("FORBIDDEN");
    expect(await verifyPassword(admin.password, await passwordOf(admin.user._id))).toBe(true);
  });
});
