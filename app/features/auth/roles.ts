/** The two roles (DESIGN.md): `admin` does everything, accounts included; `editor` works content. */
export type Role = "admin" | "editor";
export const ROLES: readonly Role[] = ["admin", "editor"];
