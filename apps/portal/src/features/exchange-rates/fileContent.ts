// A chosen file as the API's upload takes it: its name and its bytes in base64.
import type { RatesFile } from "./types";

export async function ratesFileOf(file: File): Promise<RatesFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  // In slices: String.fromCharCode takes its bytes as arguments, and a call has an argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return { name: file.name, content: btoa(binary) };
}
