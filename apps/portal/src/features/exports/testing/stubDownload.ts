// The browser's side of an export's download in component tests: fetch answers /download/{fileId} with the
// given response, and the names of the files the page saves are recorded instead of saved.
import { vi } from "vitest";

export function stubDownload(response: () => Response = () => new Response(new Uint8Array([80, 75, 3, 4]))) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal("fetch", fetch);
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => "blob:export");
  URL.revokeObjectURL = vi.fn();
  return { fetch, saved };
}
