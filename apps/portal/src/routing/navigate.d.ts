// The app mounts a <BrowserRouter> (declarative mode), where navigate() returns nothing; React Router types
// it `void | Promise<void>` for the data routers' sake. Saying so keeps the promise rules from asking every
// navigation to be awaited. A move to a data router must drop this file.
import type { NavigateOptions, To } from "react-router-dom";

declare module "react-router-dom" {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
