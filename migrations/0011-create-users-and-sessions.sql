-- People who sign in to the dashboard. API keys stay for automation; a user reaches a tenant only
-- through a membership. The email is stored lowercased (the unique key); the password hash is
-- `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url), NULL until the user sets one (an invited or
-- locally created owner signs in by a one-time link first).
CREATE TABLE users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email         text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 320),
  password_hash text,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Who may act in a tenant, and how: owner and admin hold every API scope (only an owner changes
-- members' roles or removes an owner), viewer only the read scopes.
CREATE TABLE memberships (
  tenant_id  uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('owner', 'admin', 'viewer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);
CREATE INDEX memberships_user ON memberships (user_id);

-- A signed-in browser. Only the SHA-256 of the cookie's 256-bit token is stored; `csrf_token` is
-- the synchroniser token every form and every cookie-authenticated unsafe request must echo.
-- `tenant_id` is the tenant the session acts in (one of the user's memberships).
CREATE TABLE sessions (
  token_hash   bytea PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id    uuid REFERENCES tenants (id) ON DELETE SET NULL,
  csrf_token   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- One-time links: sign-in (printed by `npm start`, made by the operator route) and password reset.
-- Only the SHA-256 of the token is stored; `used_at` makes each usable once.
CREATE TABLE one_time_tokens (
  token_hash bytea PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('sign-in', 'password-reset')),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id);

-- An invitation to join a tenant with a role, by link (the token's SHA-256 only).
CREATE TABLE invitations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id   uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  email       text NOT NULL CHECK (email = lower(email)),
  role        text NOT NULL CHECK (role IN ('owner', 'admin', 'viewer')),
  token_hash  bytea NOT NULL UNIQUE,
  invited_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  expires_at  timestamptz NOT NULL,
  accepted_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitations_tenant ON invitations (tenant_id);
