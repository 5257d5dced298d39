// The reduced permissions are kept in local storage per user, encrypted with AES-GCM (Web Crypto), so they
// are not readable or editable as plain JSON. This is tamper-resistance for the browser copy only: the key
// is derived in the browser, and the API enforces every permission on its own.
import type { Permissions } from "./permissions";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const APP_SALT = encoder.encode("ledgerline.portal.permissions.v1");

async function keyFor(userId: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(userId), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: APP_SALT, info: encoder.encode("permissions") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

export function permissionsStorageKey(userId: string): string {
  return `ledgerline.permissions.${userId}`;
}

export async function encryptPermissions(userId: string, permissions: Permissions): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(12)));
  const cipher = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await keyFor(userId),
    encoder.encode(JSON.stringify(permissions)),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
}

/** The stored permissions, or null when absent, altered or encrypted for another user. */
export async function decryptPermissions(userId: string, stored: string): Promise<Permissions | null> {
  const [iv, data] = stored.split(".");
  if (!iv || !data) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv) },
      await keyFor(userId),
      fromBase64(data),
    );
    return JSON.parse(decoder.decode(plain)) as Permissions;
  } catch {
    return null;
  }
}

export async function storePermissions(userId: string, permissions: Permissions): Promise<void> {
  localStorage.setItem(permissionsStorageKey(userId), await encryptPermissions(userId, permissions));
}

export async function loadPermissions(userId: string): Promise<Permissions | null> {
  const stored = localStorage.getItem(permissionsStorageKey(userId));
  return stored ? decryptPermissions(userId, stored) : null;
}
