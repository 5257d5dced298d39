// A permission entry as stored on a role (`rolePermissions`) or on a user: {context, action, value}, 1 allows
// and -1 denies (spec 1 §3). The access module reduces them; the user document carries them.
export interface PermissionEntry {
  context: string;
  action: string;
  value: 1 | -1;
}
