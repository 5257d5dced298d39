// Types of vite-precompress.mjs for projects that do not check JavaScript (allowJs), e.g. the web apps.
import type { Plugin } from "vite";

/** Writes `.br` and `.gz` copies of the compressible files of a `vite build` next to them. */
export function precompress(): Plugin;

/** Compresses every compressible file of at least 1 KiB under `dir`; the files compressed, relative to it. */
export function precompressDirectory(dir: string): Promise<string[]>;
