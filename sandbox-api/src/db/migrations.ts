/**
 * Schema migrations, applied in order on start; PRAGMA user_version records how many ran.
 * Append new migrations; never edit one that has shipped. Money columns are integer fen.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    customer_id TEXT NOT NULL UNIQUE,
    mobile TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    trade_pwd_hash TEXT,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
    invite_code TEXT NOT NULL UNIQUE,
    invited_by INTEGER REFERENCES users(id),
    wx_open_id TEXT,
    name TEXT,
    cert_id TEXT,
    id_authority TEXT,
    id_validity TEXT,
    open_card_status INTEGER NOT NULL DEFAULT 0,
    account_no TEXT,
    credit_limit_fen INTEGER NOT NULL DEFAULT 0 CHECK (credit_limit_fen >= 0),
    active_status INTEGER NOT NULL DEFAULT 0,
    education TEXT,
    profile TEXT NOT NULL DEFAULT '{}',
    contacts TEXT NOT NULL DEFAULT '{}',
    created_at INTEGER NOT NULL,
    cancelled_at INTEGER,
    cancel_reason TEXT
  );
  -- One active account per mobile, per identity and per messaging-app user; a cancelled account frees them.
  CREATE UNIQUE INDEX users_active_mobile ON users(mobile) WHERE status = 'active';
  CREATE UNIQUE INDEX users_active_cert ON users(cert_id) WHERE status = 'active' AND cert_id IS NOT NULL;
  CREATE UNIQUE INDEX users_active_wx ON users(wx_open_id) WHERE status = 'active' AND wx_open_id IS NOT NULL;

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_user ON sessions(user_id);

  CREATE TABLE sms_codes (
    id INTEGER PRIMARY KEY,
    mobile TEXT NOT NULL,
    purpose TEXT NOT NULL,
    code TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX sms_codes_mobile ON sms_codes(mobile, sent_at);
  CREATE TABLE sms_locks (mobile TEXT PRIMARY KEY, wrong_count INTEGER NOT NULL DEFAULT 0, locked_until INTEGER NOT NULL DEFAULT 0);

  -- Per-day attempt counters (real-name attempts, wrong passwords), keyed by purpose and subject.
  CREATE TABLE counters (key TEXT NOT NULL, day TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (key, day));

  -- The sandbox's stand-in for the identity authority: the name first verified with an ID number.
  CREATE TABLE identity_registry (cert_id TEXT PRIMARY KEY, name TEXT NOT NULL);

  CREATE TABLE bank_cards (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    card_no TEXT NOT NULL,
    bank_code TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    reserved_mobile TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'bound' CHECK (status IN ('bound', 'unbound')),
    is_default INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    unbound_at INTEGER
  );
  CREATE UNIQUE INDEX bank_cards_bound ON bank_cards(card_no) WHERE status = 'bound';
  CREATE INDEX bank_cards_user ON bank_cards(user_id);

  -- Loans: the loan issue extends this table; cancellation already needs to know about debt.
  CREATE TABLE loans (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    principal_fen INTEGER NOT NULL CHECK (principal_fen > 0),
    outstanding_fen INTEGER NOT NULL CHECK (outstanding_fen >= 0),
    status TEXT NOT NULL CHECK (status IN ('repaying', 'settled', 'cancelled')),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX loans_user ON loans(user_id);

  CREATE TABLE idempotency (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    path TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    response TEXT,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (scope, key)
  );
  `,
  // Complaints (spec 7.7 saveComplaint): no login needed, so user_id is optional.
  `
  CREATE TABLE complaints (
    id INTEGER PRIMARY KEY,
    complaint_no TEXT NOT NULL UNIQUE,
    category TEXT NOT NULL,
    content TEXT NOT NULL,
    mobile TEXT,
    user_id INTEGER,
    created_at INTEGER NOT NULL
  );
  `,
  // Transaction records (spec 2.7; loan and repayment flows append) and granted authorisations (spec 7.5).
  `
  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL CHECK (kind IN ('loan', 'repay', 'withdraw', 'reward', 'refund')),
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    title TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'success' CHECK (status IN ('processing', 'success', 'failed')),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX transactions_user ON transactions(user_id, created_at DESC, id DESC);

  CREATE TABLE authorizations (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('granted', 'cancelled')),
    granted_at INTEGER NOT NULL,
    cancelled_at INTEGER
  );
  CREATE UNIQUE INDEX authorizations_granted ON authorizations(user_id, kind) WHERE status = 'granted';
  `,
  `
  -- Multi-account mobile flow (spec 2.8): further mobiles bound to one account (legacy accounts merged
  -- into one identity), and the mobile the user chose and proved by SMS, pending identity confirmation.
  CREATE TABLE account_mobiles (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    mobile TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX account_mobiles_mobile ON account_mobiles(mobile);
  CREATE INDEX account_mobiles_user ON account_mobiles(user_id);
  CREATE TABLE multi_account_choices (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    mobile TEXT NOT NULL,
    verified_at INTEGER NOT NULL
  );
  `,
  // Wrong login passwords in a row per account (docs/security.md "Limits"): a short lock that grows.
  `
  CREATE TABLE login_locks (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    fails INTEGER NOT NULL,
    last_failed_at INTEGER NOT NULL,
    locked_until INTEGER NOT NULL
  );
  `,
  // SMS locks per number and scope (docs/security.md "Limits"): wrong codes typed by a guest lock the
  // guest flows of the number; wrong codes typed in a session lock that session's user only.
  `
  CREATE TABLE sms_locks_scoped (
    mobile TEXT NOT NULL,
    scope TEXT NOT NULL,
    wrong_count INTEGER NOT NULL DEFAULT 0,
    locked_until INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (mobile, scope)
  );
  INSERT INTO sms_locks_scoped (mobile, scope, wrong_count, locked_until) SELECT mobile, 'guest', wrong_count, locked_until FROM sms_locks;
  DROP TABLE sms_locks;
  ALTER TABLE sms_locks_scoped RENAME TO sms_locks;
  `,
  // A stored login answer keeps the hash of its session's token, never the token (docs/security.md).
  `
  ALTER TABLE idempotency ADD COLUMN session_hash TEXT;
  `,
  // A session exchanged from another (unionLoginByToken) names its origin: it ends with it. The
  // sandbox's messaging app: each OAuth code names a fan (a random open id), is spent by a login and
  // lives 5 minutes from its first use.
  `
  ALTER TABLE sessions ADD COLUMN parent_hash TEXT;
  CREATE INDEX sessions_parent ON sessions(parent_hash);
  CREATE TABLE wx_auth_codes (
    code_hash TEXT PRIMARY KEY,
    open_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  // The money domain (docs/sandbox.md "Money"): loan orders and their bills, repayments, withdrawals,
  // payment tickets, red packets, settlement proofs. The old placeholder `loans` table goes: every
  // reader now asks the orders. Every money movement is a row of `transactions` (the ledger), with its
  // split into principal, interest, fee and penalty so the invariants can be checked from it alone.
  `
  DROP TABLE loans;
  CREATE TABLE loan_orders (
    id INTEGER PRIMARY KEY,
    order_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    status TEXT NOT NULL CHECK (status IN ('created', 'lending', 'repaying', 'settled', 'cancelled', 'failed')),
    principal_fen INTEGER NOT NULL CHECK (principal_fen > 0),
    periods INTEGER NOT NULL CHECK (periods > 0),
    repay_type TEXT NOT NULL,
    purpose_code TEXT NOT NULL,
    card_id INTEGER NOT NULL REFERENCES bank_cards(id),
    monthly_rate_ppm INTEGER NOT NULL,
    monthly_fee_ppm INTEGER NOT NULL,
    penalty_daily_ppm INTEGER NOT NULL,
    early_fee_ppm INTEGER NOT NULL,
    interest_free TEXT NOT NULL DEFAULT 'none',
    red_packet_id INTEGER,
    apr_bp INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    submitted_at INTEGER,
    lend_due_at INTEGER,
    lent_day TEXT,
    settled_day TEXT,
    finished_at INTEGER,
    fail_reason TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX loan_orders_user ON loan_orders(user_id, id DESC);
  -- At most one unfinished order per user: a double tap cannot open two.
  CREATE UNIQUE INDEX loan_orders_open ON loan_orders(user_id) WHERE status IN ('created', 'lending');
  CREATE TABLE loan_drafts (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    amount_fen INTEGER NOT NULL,
    periods INTEGER NOT NULL,
    purpose_code TEXT,
    card_id INTEGER,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE card_signings (card_id INTEGER PRIMARY KEY REFERENCES bank_cards(id), signed_at INTEGER NOT NULL);
  CREATE TABLE bills (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES loan_orders(id),
    period INTEGER NOT NULL,
    due_day TEXT NOT NULL,
    principal_fen INTEGER NOT NULL CHECK (principal_fen >= 0),
    interest_fen INTEGER NOT NULL CHECK (interest_fen >= 0),
    fee_fen INTEGER NOT NULL CHECK (fee_fen >= 0),
    discount_fen INTEGER NOT NULL CHECK (discount_fen >= 0 AND discount_fen <= interest_fen),
    early_fee_fen INTEGER NOT NULL DEFAULT 0 CHECK (early_fee_fen >= 0),
    waived_interest_fen INTEGER NOT NULL DEFAULT 0 CHECK (waived_interest_fen >= 0),
    waived_fee_fen INTEGER NOT NULL DEFAULT 0 CHECK (waived_fee_fen >= 0),
    penalty_fen INTEGER NOT NULL DEFAULT 0 CHECK (penalty_fen >= 0),
    penalty_day TEXT,
    paid_principal_fen INTEGER NOT NULL DEFAULT 0 CHECK (paid_principal_fen >= 0 AND paid_principal_fen <= principal_fen),
    paid_interest_fen INTEGER NOT NULL DEFAULT 0 CHECK (paid_interest_fen >= 0),
    paid_fee_fen INTEGER NOT NULL DEFAULT 0 CHECK (paid_fee_fen >= 0),
    paid_penalty_fen INTEGER NOT NULL DEFAULT 0 CHECK (paid_penalty_fen >= 0 AND paid_penalty_fen <= penalty_fen),
    paid_day TEXT,
    UNIQUE (order_id, period)
  );
  CREATE TABLE repayments (
    id INTEGER PRIMARY KEY,
    repay_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL CHECK (kind IN ('active', 'oneKey', 'merged', 'early', 'protocol', 'alipay')),
    channel TEXT NOT NULL CHECK (channel IN ('bankCard', 'protocol', 'alipay')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'success', 'partial', 'failed')),
    amount_fen INTEGER NOT NULL CHECK (amount_fen >= 0),
    paid_fen INTEGER NOT NULL DEFAULT 0 CHECK (paid_fen >= 0),
    bill_ids TEXT NOT NULL,
    pay_id TEXT UNIQUE,
    fail_reason TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    finished_at INTEGER
  );
  CREATE INDEX repayments_user ON repayments(user_id, id DESC);
  CREATE TABLE repayment_items (
    repayment_id INTEGER NOT NULL REFERENCES repayments(id),
    bill_id INTEGER NOT NULL REFERENCES bills(id),
    principal_fen INTEGER NOT NULL,
    interest_fen INTEGER NOT NULL,
    fee_fen INTEGER NOT NULL,
    penalty_fen INTEGER NOT NULL,
    paid_at INTEGER NOT NULL
  );
  CREATE INDEX repayment_items_bill ON repayment_items(bill_id);
  CREATE TABLE pay_tickets (
    ticket_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE red_packets (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    title TEXT NOT NULL,
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    limit_fen INTEGER NOT NULL,
    expires_day TEXT NOT NULL,
    used_order_id INTEGER
  );
  CREATE TABLE clearance_certs (
    id INTEGER PRIMARY KEY,
    cert_no TEXT NOT NULL UNIQUE,
    order_id INTEGER NOT NULL UNIQUE REFERENCES loan_orders(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    issued_at INTEGER NOT NULL
  );
  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY,
    withdraw_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    card_id INTEGER NOT NULL REFERENCES bank_cards(id),
    status TEXT NOT NULL CHECK (status IN ('processing', 'success', 'failed')),
    fail_reason TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  );
  CREATE INDEX withdrawals_user ON withdrawals(user_id, id DESC);
  ALTER TABLE transactions ADD COLUMN order_id INTEGER;
  ALTER TABLE transactions ADD COLUMN ref TEXT;
  ALTER TABLE transactions ADD COLUMN principal_fen INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE transactions ADD COLUMN interest_fen INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE transactions ADD COLUMN fee_fen INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE transactions ADD COLUMN penalty_fen INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX transactions_order ON transactions(order_id);
  `,
  // A repayment's parts are read by the repayment (its view, its result page).
  `
  CREATE INDEX repayment_items_repayment ON repayment_items(repayment_id);
  `,
  // The order's funding institution (cash/queryRouter), the borrowing feedback (cash micropay feedBack)
  // and the pre-loan questionnaire (loanorder/investigate), one row per user.
  `
  ALTER TABLE loan_orders ADD COLUMN capital_org TEXT NOT NULL DEFAULT 'C01';
  CREATE TABLE loan_feedback (
    id INTEGER PRIMARY KEY,
    feedback_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    category TEXT NOT NULL,
    content TEXT NOT NULL,
    mobile TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE loan_investigations (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    occupation TEXT NOT NULL,
    repay_source TEXT NOT NULL,
    purpose_declared INTEGER NOT NULL,
    saved_at INTEGER NOT NULL
  );
  `,
  // Authentication data (spec 7.6): item states, the ID photos, third-party tickets, credit cards, quota applications.
  `
  CREATE TABLE credit_items (
    user_id INTEGER NOT NULL REFERENCES users(id),
    item TEXT NOT NULL,
    status INTEGER NOT NULL CHECK (status IN (0, 1, 2, 3)),
    -- While status is 1: when it settles, and into what (2 or 3, with the reason).
    ready_at INTEGER NOT NULL DEFAULT 0,
    outcome INTEGER NOT NULL DEFAULT 2,
    reason TEXT NOT NULL DEFAULT '',
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, item)
  );
  CREATE TABLE credit_uploads (
    user_id INTEGER NOT NULL REFERENCES users(id),
    side TEXT NOT NULL CHECK (side IN ('front', 'back')),
    mime TEXT NOT NULL,
    size INTEGER NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, side)
  );
  CREATE TABLE credit_tickets (
    ticket TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    item TEXT NOT NULL,
    return_url TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE credit_cards (
    id INTEGER PRIMARY KEY,
    task_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    bank_code TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    card_last4 TEXT NOT NULL,
    status INTEGER NOT NULL CHECK (status IN (1, 2, 3)),
    verified INTEGER NOT NULL,
    ready_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX credit_cards_user ON credit_cards(user_id, id DESC);
  CREATE TABLE credit_applications (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    status TEXT NOT NULL CHECK (status IN ('processing', 'approved', 'rejected')),
    outcome TEXT NOT NULL CHECK (outcome IN ('approve', 'reject', 'hang')),
    reason TEXT NOT NULL DEFAULT '',
    ready_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  // Issue 13: the calls around repaying: consumption vouchers, refunds, deferrals.
  `
  CREATE TABLE consume_vouchers (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    order_id INTEGER REFERENCES loan_orders(id),
    status TEXT NOT NULL CHECK (status IN ('draft', 'reviewing', 'approved', 'rejected')),
    reason TEXT NOT NULL DEFAULT '',
    mime TEXT NOT NULL,
    size INTEGER NOT NULL,
    bytes BLOB NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    submitted_day TEXT
  );
  CREATE INDEX consume_vouchers_user ON consume_vouchers(user_id, id DESC);
  CREATE TABLE refunds (
    id INTEGER PRIMARY KEY,
    refund_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    order_id INTEGER NOT NULL REFERENCES loan_orders(id),
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    reason TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('processing', 'refunded')),
    card_no TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    finished_at INTEGER
  );
  CREATE TABLE loan_deferrals (
    order_id INTEGER PRIMARY KEY REFERENCES loan_orders(id),
    bill_id INTEGER NOT NULL REFERENCES bills(id),
    old_due_day TEXT NOT NULL,
    new_due_day TEXT NOT NULL,
    fee_fen INTEGER NOT NULL CHECK (fee_fen >= 0),
    agreed_at INTEGER NOT NULL
  );
  `,
  `
  -- Issue 14: the market domain (discover, points, coupons, letters, activities, top-up).
  CREATE TABLE banner_clicks (
    id INTEGER PRIMARY KEY,
    banner_id TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id),
    clicked_at INTEGER NOT NULL
  );
  CREATE TABLE market_welcomes (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    welcomed_at INTEGER NOT NULL,
    wx_subscribed INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE points_entries (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    currency TEXT NOT NULL CHECK (currency IN ('points', 'fudou')),
    title TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount != 0),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX points_entries_user ON points_entries(user_id, currency, id DESC);
  CREATE TABLE coupons (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    title TEXT NOT NULL,
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    threshold_fen INTEGER NOT NULL DEFAULT 0 CHECK (threshold_fen >= 0),
    expires_day TEXT NOT NULL,
    used_at INTEGER,
    source TEXT NOT NULL
  );
  CREATE TABLE letters (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    read_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE activity_draws (
    user_id INTEGER NOT NULL REFERENCES users(id),
    code TEXT NOT NULL,
    title TEXT NOT NULL,
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, code)
  );
  CREATE TABLE recharges (
    id INTEGER PRIMARY KEY,
    recharge_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    mobile TEXT NOT NULL,
    face_fen INTEGER NOT NULL CHECK (face_fen > 0),
    price_fen INTEGER NOT NULL CHECK (price_fen > 0),
    status TEXT NOT NULL CHECK (status IN ('success', 'failed')),
    created_at INTEGER NOT NULL
  );
  `,
  // The mobile top-up charges the card: a ledger kind of its own, so the ledger holds every money
  // movement (issue 23). SQLite cannot widen a CHECK in place: the table is rebuilt, rows and ids kept.
  `
  CREATE TABLE transactions_new (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL CHECK (kind IN ('loan', 'repay', 'withdraw', 'reward', 'refund', 'topUp')),
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    title TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'success' CHECK (status IN ('processing', 'success', 'failed')),
    created_at INTEGER NOT NULL,
    order_id INTEGER,
    ref TEXT,
    principal_fen INTEGER NOT NULL DEFAULT 0,
    interest_fen INTEGER NOT NULL DEFAULT 0,
    fee_fen INTEGER NOT NULL DEFAULT 0,
    penalty_fen INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO transactions_new (id, user_id, kind, direction, amount_fen, title, status, created_at, order_id, ref, principal_fen, interest_fen, fee_fen, penalty_fen)
    SELECT id, user_id, kind, direction, amount_fen, title, status, created_at, order_id, ref, principal_fen, interest_fen, fee_fen, penalty_fen FROM transactions;
  DROP TABLE transactions;
  ALTER TABLE transactions_new RENAME TO transactions;
  CREATE INDEX transactions_user ON transactions(user_id, created_at DESC, id DESC);
  CREATE INDEX transactions_order ON transactions(order_id);
  `,
  // One-time hand-off codes (ADR 024): a page outside the app (quota activation, the points mall) gets
  // a code in its URL instead of the session token; the code is stored hashed and names the session.
  `
  CREATE TABLE handoff_codes (
    code_hash TEXT PRIMARY KEY,
    session_hash TEXT NOT NULL,
    purpose TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  `,
  // Issue 24, lock scopes (docs/adr/025-lock-scopes.md): each code records who asked for it (`guest`
  // for the guest purposes, `u<id>` for a session's) so the send allowances are counted per class and
  // sender, and its own wrong entries (the 4th burns it: `used` = 2). The guest lock of a number is
  // now held per client address (scope `c:<address>`): the old number-wide `guest` locks go.
  `
  ALTER TABLE sms_codes ADD COLUMN sender TEXT NOT NULL DEFAULT 'guest';
  ALTER TABLE sms_codes ADD COLUMN wrong_count INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX sms_codes_sender ON sms_codes(sender, sent_at);
  DELETE FROM sms_locks WHERE scope = 'guest';
  `,
  // Issue 24: a card payment the channel took but that found nothing left to pay is refunded
  // ('refunded', with the refunds row it created); a mobile top-up waits on a stalled channel
  // ('processing'). Both CHECKs widen by rebuilding the table; repayment_items keeps pointing at
  // repayments because the foreign keys are checked at commit, once the rows are back.
  `
  PRAGMA defer_foreign_keys = ON;
  CREATE TABLE repayments_copy AS SELECT * FROM repayments;
  DROP TABLE repayments;
  CREATE TABLE repayments (
    id INTEGER PRIMARY KEY,
    repay_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL CHECK (kind IN ('active', 'oneKey', 'merged', 'early', 'protocol', 'alipay')),
    channel TEXT NOT NULL CHECK (channel IN ('bankCard', 'protocol', 'alipay')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'success', 'partial', 'failed', 'refunded')),
    amount_fen INTEGER NOT NULL CHECK (amount_fen >= 0),
    paid_fen INTEGER NOT NULL DEFAULT 0 CHECK (paid_fen >= 0),
    refunded_fen INTEGER NOT NULL DEFAULT 0 CHECK (refunded_fen >= 0),
    refund_no TEXT UNIQUE,
    bill_ids TEXT NOT NULL,
    pay_id TEXT UNIQUE,
    fail_reason TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    finished_at INTEGER
  );
  INSERT INTO repayments (id, repay_no, user_id, kind, channel, status, amount_fen, paid_fen, bill_ids, pay_id, fail_reason, created_at, finished_at)
    SELECT id, repay_no, user_id, kind, channel, status, amount_fen, paid_fen, bill_ids, pay_id, fail_reason, created_at, finished_at FROM repayments_copy;
  DROP TABLE repayments_copy;
  CREATE INDEX repayments_user ON repayments(user_id, id DESC);
  CREATE TABLE recharges_new (
    id INTEGER PRIMARY KEY,
    recharge_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    mobile TEXT NOT NULL,
    face_fen INTEGER NOT NULL CHECK (face_fen > 0),
    price_fen INTEGER NOT NULL CHECK (price_fen > 0),
    status TEXT NOT NULL CHECK (status IN ('processing', 'success', 'failed')),
    created_at INTEGER NOT NULL
  );
  INSERT INTO recharges_new (id, recharge_no, user_id, mobile, face_fen, price_fen, status, created_at)
    SELECT id, recharge_no, user_id, mobile, face_fen, price_fen, status, created_at FROM recharges;
  DROP TABLE recharges;
  ALTER TABLE recharges_new RENAME TO recharges;
  `,
  // Issue 24: a pay ticket names the money call it was asked for (its order, repayment or product, and
  // amount); tickets issued before carry none and pay for nothing.
  `
  ALTER TABLE pay_tickets ADD COLUMN pay_for TEXT NOT NULL DEFAULT '';
  ALTER TABLE pay_tickets ADD COLUMN subject TEXT NOT NULL DEFAULT '';
  ALTER TABLE pay_tickets ADD COLUMN amount_fen INTEGER;
  `,
  // Issue 25 / ADR 030: fingerprint pay. A device key per user and device (the stand-in's HMAC secret);
  // a challenge names one money call, as a pay ticket does, and is spent by its first proof.
  `
  CREATE TABLE fingerprint_keys (
    key_id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    key_secret TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX fingerprint_keys_user ON fingerprint_keys(user_id);
  CREATE TABLE fingerprint_challenges (
    challenge_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    key_id TEXT NOT NULL,
    challenge TEXT NOT NULL,
    pay_for TEXT NOT NULL,
    subject TEXT NOT NULL,
    amount_fen INTEGER,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  // Issue 26 (ADR 032): each order records its funder (spec 3 capitalChannel, default 9F; capitalType,
  // busCode, slaveBusCode) and where it stands with it; the partner steps a user has done.
  `
  ALTER TABLE loan_orders ADD COLUMN capital_channel TEXT NOT NULL DEFAULT '9F';
  ALTER TABLE loan_orders ADD COLUMN capital_type TEXT NOT NULL DEFAULT 'self';
  ALTER TABLE loan_orders ADD COLUMN bus_code TEXT NOT NULL DEFAULT 'CASH9F';
  ALTER TABLE loan_orders ADD COLUMN slave_bus_code TEXT NOT NULL DEFAULT '';
  ALTER TABLE loan_orders ADD COLUMN funder_state TEXT NOT NULL DEFAULT 'none'
    CHECK (funder_state IN ('none', 'pushed', 'submitted', 'approved', 'refused'));
  CREATE TABLE funder_steps (
    user_id INTEGER NOT NULL REFERENCES users(id),
    capital_channel TEXT NOT NULL,
    step TEXT NOT NULL,
    -- What the step recorded (the label's and the profile set's answers), JSON.
    data TEXT NOT NULL DEFAULT '{}',
    done_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, capital_channel, step)
  );
  `,
  // Issue 26 (ADR 035): two-bill loans. The order records its slave funder and share; each bill what the
  // slave is owed and was paid of each component (the master's part is the bill's less the slave's); each
  // repayment item the slave's part; each ledger row its creditor (NULL: a debit that paid no order).
  `
  ALTER TABLE loan_orders ADD COLUMN is_two_bill INTEGER NOT NULL DEFAULT 0 CHECK (is_two_bill IN (0, 1));
  ALTER TABLE loan_orders ADD COLUMN slave_org TEXT NOT NULL DEFAULT '';
  ALTER TABLE loan_orders ADD COLUMN slave_share_ppm INTEGER NOT NULL DEFAULT 0 CHECK (slave_share_ppm >= 0 AND slave_share_ppm < 1000000);
  ALTER TABLE bills ADD COLUMN slave_principal_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_principal_fen >= 0);
  ALTER TABLE bills ADD COLUMN slave_interest_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_interest_fen >= 0);
  ALTER TABLE bills ADD COLUMN slave_fee_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_fee_fen >= 0);
  ALTER TABLE bills ADD COLUMN slave_penalty_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_penalty_fen >= 0);
  ALTER TABLE bills ADD COLUMN slave_paid_principal_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_paid_principal_fen >= 0);
  ALTER TABLE bills ADD COLUMN slave_paid_interest_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_paid_interest_fen >= 0);
  ALTER TABLE bills ADD COLUMN slave_paid_fee_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_paid_fee_fen >= 0);
  ALTER TABLE bills ADD COLUMN slave_paid_penalty_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_paid_penalty_fen >= 0);
  ALTER TABLE repayment_items ADD COLUMN slave_principal_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_principal_fen >= 0);
  ALTER TABLE repayment_items ADD COLUMN slave_interest_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_interest_fen >= 0);
  ALTER TABLE repayment_items ADD COLUMN slave_fee_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_fee_fen >= 0);
  ALTER TABLE repayment_items ADD COLUMN slave_penalty_fen INTEGER NOT NULL DEFAULT 0 CHECK (slave_penalty_fen >= 0);
  ALTER TABLE transactions ADD COLUMN creditor TEXT CHECK (creditor IN ('master', 'slave'));
  UPDATE transactions SET creditor = 'master' WHERE kind = 'repay' AND order_id IS NOT NULL;
  `,
  // Issue 27 (ADR 037): the custody account at the stand-in custody bank, one per user (reopened in place
  // after a cancellation), with its own deposit password and card; the one-time tickets of a card change;
  // the withdrawals of its balance to that card (the balance itself is the ledger's: two new ledger kinds,
  // custodyLoan and custodyWithdraw, so the transactions table is rebuilt to widen its CHECK, rows and ids kept).
  `
  CREATE TABLE custody_accounts (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    account_no TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL CHECK (status IN ('open', 'cancelled')),
    pwd_hash TEXT NOT NULL,
    card_no TEXT,
    bank_code TEXT,
    bank_name TEXT,
    reserved_mobile TEXT,
    opened_at INTEGER NOT NULL,
    cancelled_at INTEGER
  );
  CREATE TABLE custody_card_changes (
    ticket_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE custody_withdrawals (
    id INTEGER PRIMARY KEY,
    withdraw_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    card_no TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('processing', 'success', 'failed')),
    fail_reason TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  );
  CREATE INDEX custody_withdrawals_user ON custody_withdrawals(user_id, id DESC);
  CREATE TABLE transactions_new (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL CHECK (kind IN ('loan', 'repay', 'withdraw', 'reward', 'refund', 'topUp', 'custodyLoan', 'custodyWithdraw')),
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    title TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'success' CHECK (status IN ('processing', 'success', 'failed')),
    created_at INTEGER NOT NULL,
    order_id INTEGER,
    ref TEXT,
    principal_fen INTEGER NOT NULL DEFAULT 0,
    interest_fen INTEGER NOT NULL DEFAULT 0,
    fee_fen INTEGER NOT NULL DEFAULT 0,
    penalty_fen INTEGER NOT NULL DEFAULT 0,
    creditor TEXT CHECK (creditor IN ('master', 'slave'))
  );
  INSERT INTO transactions_new (id, user_id, kind, direction, amount_fen, title, status, created_at, order_id, ref, principal_fen, interest_fen, fee_fen, penalty_fen, creditor)
    SELECT id, user_id, kind, direction, amount_fen, title, status, created_at, order_id, ref, principal_fen, interest_fen, fee_fen, penalty_fen, creditor FROM transactions;
  DROP TABLE transactions;
  ALTER TABLE transactions_new RENAME TO transactions;
  CREATE INDEX transactions_user ON transactions(user_id, created_at DESC, id DESC);
  CREATE INDEX transactions_order ON transactions(order_id);
  `,
  // Credit-life (instalment shopping, issue 28, ADR 038): the shop's orders, and the ledger kinds of paying
  // and refunding them (the card, the custody balance, an instalment loan cancelled by a refund).
  `
  CREATE TABLE creditlife_orders (
    id INTEGER PRIMARY KEY,
    order_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    product_id TEXT NOT NULL,
    category TEXT NOT NULL,
    partner TEXT,
    title TEXT NOT NULL,
    price_fen INTEGER NOT NULL CHECK (price_fen > 0),
    mobile TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('pendingPay', 'delivering', 'delivered', 'refunded')),
    pay_type TEXT CHECK (pay_type IN ('instalment', 'card', 'custody')),
    periods INTEGER,
    loan_order_id INTEGER REFERENCES loan_orders(id),
    delivery_fails INTEGER NOT NULL DEFAULT 0,
    code TEXT NOT NULL DEFAULT '',
    fail_reason TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    paid_at INTEGER,
    finished_at INTEGER
  );
  CREATE INDEX creditlife_orders_user ON creditlife_orders(user_id, id DESC);
  CREATE TABLE transactions_new (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL CHECK (kind IN ('loan', 'repay', 'withdraw', 'reward', 'refund', 'topUp', 'custodyLoan', 'custodyWithdraw',
      'shopPay', 'shopRefund', 'custodySpend', 'custodyRefund', 'loanCancel')),
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
    title TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'success' CHECK (status IN ('processing', 'success', 'failed')),
    created_at INTEGER NOT NULL,
    order_id INTEGER,
    ref TEXT,
    principal_fen INTEGER NOT NULL DEFAULT 0,
    interest_fen INTEGER NOT NULL DEFAULT 0,
    fee_fen INTEGER NOT NULL DEFAULT 0,
    penalty_fen INTEGER NOT NULL DEFAULT 0,
    creditor TEXT CHECK (creditor IN ('master', 'slave'))
  );
  INSERT INTO transactions_new (id, user_id, kind, direction, amount_fen, title, status, created_at, order_id, ref, principal_fen, interest_fen, fee_fen, penalty_fen, creditor)
    SELECT id, user_id, kind, direction, amount_fen, title, status, created_at, order_id, ref, principal_fen, interest_fen, fee_fen, penalty_fen, creditor FROM transactions;
  DROP TABLE transactions;
  ALTER TABLE transactions_new RENAME TO transactions;
  CREATE INDEX transactions_user ON transactions(user_id, created_at DESC, id DESC);
  CREATE INDEX transactions_order ON transactions(order_id);
  `,
  `
  -- Issue 28: the activity platform (ADR 039). Seckill stock is a conditional UPDATE (sold < stock);
  -- a grab, a draw, a wish, a help and a bet are rows written in the transaction of their ledger row.
  CREATE TABLE seckill_goods (
    goods_id TEXT PRIMARY KEY,
    stock INTEGER NOT NULL CHECK (stock >= 0),
    sold INTEGER NOT NULL DEFAULT 0,
    CHECK (sold >= 0 AND sold <= stock)
  );
  CREATE TABLE seckill_grabs (
    id INTEGER PRIMARY KEY,
    goods_id TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX seckill_grabs_user ON seckill_grabs(goods_id, user_id);
  CREATE TABLE wheel_draws (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    day TEXT NOT NULL,
    prize_id TEXT NOT NULL,
    title TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX wheel_draws_user ON wheel_draws(user_id, day);
  CREATE TABLE wishes (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    wish_id TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE help_requests (
    id INTEGER PRIMARY KEY,
    -- What the share link carries: random, so a link cannot be guessed from another.
    code TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    needed INTEGER NOT NULL CHECK (needed > 0),
    expires_at INTEGER NOT NULL,
    done_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX help_requests_user ON help_requests(user_id, id DESC);
  CREATE TABLE help_helps (
    request_id INTEGER NOT NULL REFERENCES help_requests(id),
    helper_id INTEGER NOT NULL REFERENCES users(id),
    day TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (request_id, helper_id)
  );
  CREATE INDEX help_helps_helper ON help_helps(helper_id, day);
  CREATE TABLE qzraces (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    options TEXT NOT NULL,
    closes_day TEXT NOT NULL,
    winner TEXT,
    settled_at INTEGER
  );
  CREATE TABLE qzrace_bets (
    id INTEGER PRIMARY KEY,
    race_id INTEGER NOT NULL REFERENCES qzraces(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    option_id TEXT NOT NULL,
    points INTEGER NOT NULL CHECK (points > 0),
    payout INTEGER CHECK (payout >= 0),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX qzrace_bets_race ON qzrace_bets(race_id, id);
  CREATE INDEX qzrace_bets_user ON qzrace_bets(user_id, id DESC);
  `,
  // Issue 28 (ADR 040): opinion feedback (spec 7.7 opinionFeedback), a logged-in user's.
  `
  CREATE TABLE opinion_feedback (
    id INTEGER PRIMARY KEY,
    feedback_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    type TEXT NOT NULL CHECK (type IN ('suggestion', 'problem', 'other')),
    content TEXT NOT NULL,
    mobile TEXT,
    created_at INTEGER NOT NULL
  );
  `,
  // Issue 40 item 5: a refunded shop order records what came back for it: the price, and for an instalment
  // purchase the interest, fees and penalty paid on its loan (refunded_charges_fen, a refunds row of its own).
  `
  ALTER TABLE creditlife_orders ADD COLUMN refunded_fen INTEGER NOT NULL DEFAULT 0 CHECK (refunded_fen >= 0);
  ALTER TABLE creditlife_orders ADD COLUMN refunded_charges_fen INTEGER NOT NULL DEFAULT 0 CHECK (refunded_charges_fen >= 0);
  UPDATE creditlife_orders SET refunded_fen = price_fen WHERE status = 'refunded';
  `,
  // Issue 40 (ADR 050): a partner's hand-off code is bound to its target (origin and path) as well as
  // the session; the codes of the app's own pages (quota, mall, fishcard) name none ('').
  `
  ALTER TABLE handoff_codes ADD COLUMN target TEXT NOT NULL DEFAULT '';
  `,
  // Issue 41 (ADR 059): field data from the page, one row per beacon event (domains/telemetry). No user,
  // address, user agent or cookie: the page session is a random id linked to nothing. Kept at most
  // FIELD_EVENTS_MAX_ROWS rows and FIELD_EVENTS_RETENTION_MS (domains/telemetry/limits.ts).
  `
  CREATE TABLE field_events (
    id INTEGER PRIMARY KEY,
    received_at INTEGER NOT NULL,
    session TEXT NOT NULL,
    app TEXT NOT NULL,
    device TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('view', 'vital', 'error')),
    name TEXT CHECK (name IN ('LCP', 'INP', 'CLS', 'TTFB')),
    value REAL CHECK (value >= 0),
    route TEXT NOT NULL,
    remote TEXT,
    release TEXT,
    source TEXT,
    message TEXT
  );
  -- The owner's read (one remote's events in the order received) and the retention's delete.
  CREATE INDEX field_events_remote ON field_events(remote, id);
  CREATE INDEX field_events_received ON field_events(received_at);
  `,
];

/** Tables holding data (emptied by the reset hook); settings and meta are configuration. */
export const DATA_TABLES = [
  'field_events',
  'creditlife_orders',
  'qzrace_bets', 'qzraces', 'help_helps', 'help_requests', 'wishes', 'wheel_draws', 'seckill_grabs', 'seckill_goods',
  'opinion_feedback',
  'custody_withdrawals', 'custody_card_changes', 'custody_accounts',
  'funder_steps',
  'banner_clicks', 'market_welcomes', 'points_entries', 'coupons', 'letters', 'activity_draws', 'recharges',
  'consume_vouchers', 'refunds', 'loan_deferrals',
  'credit_items', 'credit_uploads', 'credit_tickets', 'credit_cards', 'credit_applications',
  'transactions', 'authorizations', 'loan_feedback', 'loan_investigations',
  'repayment_items', 'repayments', 'bills', 'clearance_certs', 'withdrawals', 'fingerprint_challenges', 'fingerprint_keys', 'pay_tickets', 'red_packets', 'loan_drafts', 'loan_orders', 'card_signings',
  'idempotency', 'handoff_codes', 'sessions', 'login_locks', 'wx_auth_codes', 'sms_codes', 'sms_locks', 'counters', 'identity_registry', 'bank_cards', 'account_mobiles', 'multi_account_choices', 'users',
  'complaints',
] as const;
