/** The signed-in admin as the admin app shows them (docs/product-rules.md#the-admin-area). */
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
