/** Admin-spec §3 "Admin me". */
export interface AdminView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface AdminSessionGrant {
  /** Opaque, random; only its hash is stored. Goes into the admin's own httpOnly cookie. */
  sessionToken: string;
  expiresAt: string;
  admin: AdminView;
}

export interface ResolvedAdminSession {
  admin: AdminView;
  expiresAt: string;
}
