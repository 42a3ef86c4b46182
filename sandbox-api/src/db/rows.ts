/**
 * A row of the users table: what every route's handler is given as its caller. The type sits with the
 * schema, below everything, so lib/ (routes, downloads, pay tickets) and context.ts (the ports) can name the
 * caller without importing a domain.
 */
export interface UserRow {
  id: number;
  customer_id: string;
  mobile: string;
  password_hash: string;
  trade_pwd_hash: string | null;
  status: 'active' | 'cancelled';
  invite_code: string;
  invited_by: number | null;
  wx_open_id: string | null;
  name: string | null;
  cert_id: string | null;
  id_authority: string | null;
  id_validity: string | null;
  open_card_status: 0 | 1;
  account_no: string | null;
  credit_limit_fen: number;
  active_status: 0 | 1;
  education: string | null;
  profile: string;
  contacts: string;
  created_at: number;
}
