import { ACCOUNT_MESSAGES } from '../errors/catalogue';
import { RULES } from './rules';
import type { Rule, RuleKey } from './rules';

export interface ValidateOptions {
  /** Native-app mode: a failing pattern shows the rule's app-specific tips. */
  nativeApp?: boolean;
}

/** Spec 5: strip all whitespace; empty or placeholder → required; first failing pattern → its message or tips. */
export function checkRule(rule: Rule, value: unknown, options: ValidateOptions = {}): string | null {
  const v = value == null ? '' : String(value).replace(/\s+/g, '');
  const placeholders = rule.placeholder == null ? [] : ([] as string[]).concat(rule.placeholder).map((p) => p.replace(/\s+/g, ''));
  if (v === '' || placeholders.includes(v)) return rule.optional ? null : rule.required;
  const tips = (options.nativeApp && rule.nativeTips) || rule.tips || rule.required;
  for (const p of rule.patterns ?? []) {
    const [re, message] = p instanceof RegExp ? [p, tips] : [p.pattern, p.message];
    if (!re.test(v)) return message;
  }
  if (rule.check && !rule.check(v)) return tips;
  return null;
}

/** The message for a value under a rule key, or null when it passes. */
export function validate(ruleKey: RuleKey, value: unknown, options?: ValidateOptions): string | null {
  const rule: Rule | undefined = RULES[ruleKey];
  if (!rule) throw new Error(`unknown validation rule: ${String(ruleKey)}`);
  return checkRule(rule, value, options);
}

export interface FormField {
  rule: RuleKey;
  value: unknown;
}

/** Checks fields in order; the first failure decides. Null when every field passes. */
export function validateForm(
  fields: Record<string, FormField>,
  options?: ValidateOptions,
): { field: string; message: string } | null {
  for (const [field, f] of Object.entries(fields)) {
    const message = validate(f.rule, f.value, options);
    if (message) return { field, message };
  }
  return null;
}

/** Spec 5: two entered passwords must match. */
export function passwordsMatch(password: string, confirm: string): boolean {
  return password === confirm;
}

/** Spec 5: the new password must differ from the old. */
export function newDiffersFromOld(oldPassword: string, newPassword: string): boolean {
  return oldPassword !== newPassword;
}

/**
 * A password change or set form: each field by its rule, then the pair rules with the catalogue's
 * messages (2014 mismatch, 2015 same as old). Null when it passes.
 */
export function validatePasswordChange(
  form: { oldPassword?: string; newPassword: string; confirmPassword: string },
  options?: ValidateOptions,
): string | null {
  const fields: Record<string, FormField> = {};
  if (form.oldPassword !== undefined) fields.oldPassword = { rule: 'oldPassword', value: form.oldPassword };
  fields.newPassword = { rule: 'newPassword', value: form.newPassword };
  fields.confirmPassword = { rule: 'confirmPassword', value: form.confirmPassword };
  const failed = validateForm(fields, options);
  if (failed) return failed.message;
  if (!passwordsMatch(form.newPassword, form.confirmPassword)) return ACCOUNT_MESSAGES[2014];
  if (form.oldPassword !== undefined && !newDiffersFromOld(form.oldPassword, form.newPassword)) return ACCOUNT_MESSAGES[2015];
  return null;
}
