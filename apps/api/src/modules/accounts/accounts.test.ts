import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./password";

describe("password hashing", () => {
  it("hashes with scrypt at the OWASP cost in PHC format, and verifies the right password only", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct hors", stored)).toBe(false);
  });

  it("salts every hash, and treats a malformed or absurd stored hash as a mismatch", async () => {
    const params = { ln: 10, r: 8, p: 1 };
    expect(await hashPassword("same", params)).not.toBe(await hashPassword("same", params));
    expect(await verifyPassword("same", "plain-text")).toBe(false);
    expect(await verifyPassword("same", undefined)).toBe(false);
    expect(await verifyPassword("same", "$scrypt$ln=30,r=8,p=1$c2FsdA==$a2V5")).toBe(false);
  });

  it("still verifies hashes in the earlier scrypt$N$r$p form", async () => {
    const phc = await hashPassword("old secret", { ln: 10, r: 8, p: 1 });
    const [, , , salt, key] = phc.split("$");
    const legacy = `scrypt$1024$8$1$${salt}$${key}`;
    expect(await verifyPassword("old secret", legacy)).toBe(true);
    expect(await verifyPassword("other", legacy)).toBe(false);
  });
});

describe("password rules", () => {
  it("asks for 6 to 33 characters, and a minimum strength where given", () => {
    expect(passwordProblem("")).toEqual({ id: "field-required", params: {} });
    expect(passwordProblem("12345")).toBe("minimal length is 6");
    expect(passwordProblem("x".repeat(34))).toBe("maximal length is 33");
    expect(passwordProblem("abcdef")).toBeNull();
    expect(passwordProblem("abcdef", 2)).toBe("The password is too weak");
    // A leaked password with the usual capital and digit is still weak for the server, as for the screen.
    expect(passwordProblem("Password1", 2)).toBe("The password is too weak");
    expect(passwordProblem("Gardens1 of Ledgerline", 2)).toBeNull();
  });
});
