/**
 * The two roles (docs/product/roles.md): `admin` does everything, accounts included; `editor`
 * works content.
 */
export type Role = "admin" | "editor";
export const ROLES: readonly Role[] = ["admin", "editor"];
