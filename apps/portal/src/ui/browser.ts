// Full page navigations (single sign-on, reload of the root after registration), kept in one module so that
// tests can observe them.
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
