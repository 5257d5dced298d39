// React.lazy with a handle to fetch the chunk ahead of time: menus and lists can warm the next screen, and
// tests load every screen before they render (once fetched, the screen renders without suspending).
import { createElement, lazy } from "react";
import type { ComponentType } from "react";

export type Preloadable<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

export function lazyWithPreload<Module, Name extends keyof Module, Props = Record<string, unknown>>(
  load: () => Promise<Module>,
  name: Name,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as unknown as ComponentType<Props>),
      (error: unknown) => {
        loading = undefined; // let a later visit try again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen(props: Props) {
    const component = (loaded ?? Lazy) as ComponentType<object>;
    return createElement(component, props as object);
  }
  Screen.preload = preload;
  return Screen;
}
