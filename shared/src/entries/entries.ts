import { atom } from 'jotai';
import { isTabName, type TabName } from '../constants';
import { defaultEntry } from '../api/defaultEntries';
import { requireLogin, requireOpenedCard } from '../checks';
import type { PartnerHandoffData } from '../api/handoff';
import { API_PATHS } from '../api/paths';
import { getHost } from '../embedder';
import { browser } from '../embedder/browser';
import { http } from '../http/client';
import { isLoginAtom } from '../session/atoms';
import { externalHandoffUrl } from '../session/handoff';
import { sessionStore } from '../session/store';
import { MESSAGES } from '../errors/catalogue';
import { hashRouteOf } from '../session/loginPath';
import { switchOpen } from '../data/serverSwitches';
import { shell } from '../shell/facade';

/**
 * Home quick-entry tiles and "Mine" menu items (spec 2.1, tile entity of spec 3). Each starts
 * unconfigured: the built-in defaults below show until the server's configuration arrives, and a
 * server item overrides only the fields it marks as configured. An item is the tile entity of
 * spec 3 as the contract defines it; its key is a tab name of spec 9.
 */
import type { EntryItem } from '../api/defaultEntries';
export type EntryField = Exclude<keyof EntryItem, 'key'>;

/** What the server sends for an item: values plus a flag per field saying whether it is configured. */
export interface ServerEntryItem extends Partial<Omit<EntryItem, 'key'>> {
  key: string;
  configured?: Partial<Record<EntryField, boolean>>;
}

/** Applies the server's configured fields over the defaults; unknown server keys are appended. */
export function mergeEntries(defaults: readonly EntryItem[], server: readonly ServerEntryItem[] | null | undefined): EntryItem[] {
  if (!server || server.length === 0) return [...defaults];
  const merged = defaults.map((base) => {
    const override = server.find((s) => s.key === base.key);
    return override ? applyConfigured(base, override) : base;
  });
  for (const extra of server) {
    // An item the defaults do not know shows only once the server has configured a title for it.
    const hasTitle = Boolean(extra.title) && (extra.configured ? extra.configured.title === true : true);
    // Its key must be a tab name of spec 9 (TAB_NAMES): an item keyed otherwise is not shown.
    if (hasTitle && isTabName(extra.key) && !defaults.some((d) => d.key === extra.key)) merged.push(applyConfigured(defaultEntry(extra.key, '', '/'), extra));
  }
  return merged;
}

function applyConfigured(base: EntryItem, override: ServerEntryItem): EntryItem {
  const result: EntryItem = { ...base };
  for (const field of Object.keys(base) as Array<keyof EntryItem>) {
    if (field === 'key') continue;
    const value = override[field];
    // A field counts only when the server marks it configured (or sends no flags at all).
    const configured = override.configured ? override.configured[field] === true : value !== undefined;
    if (configured && value !== undefined) (result as unknown as Record<string, unknown>)[field] = value;
  }
  return result;
}

/** The tab name of the tiles and menu items that raise the limit (spec 2.1 quick limit raise, limit raise). */
export const LIMIT_RAISE_KEY: TabName = 'quota';

/** Where an entry leads: its configured jump URL, else its built-in target. */
export function entryTarget(entry: EntryItem): string {
  return entry.h5JumpUrl || entry.defaultLogic;
}

/**
 * Spec 6 superOrBillSwitch: while open, the menu's bill item opens the super bill (every partner's
 * bills, /billListTripartite) instead of the month bill; a configured jump URL still wins.
 */
async function targetOf(entry: EntryItem): Promise<string> {
  if (entry.key === 'billList' && !entry.h5JumpUrl && (await switchOpen('superOrBillSwitch'))) return '/billListTripartite';
  return entryTarget(entry);
}

/** Server configuration of tiles and menu; null until the sys call answers. */
export const entryConfigAtom = atom<{ homeTiles: ServerEntryItem[]; mineMenu: ServerEntryItem[] } | null>(null);

/**
 * The one-time code for an external page (ADR 050): the back end answers one only for a configured
 * partner's page, bound to this session and that page; null for a guest or any other page (opened
 * without credentials). Undefined when the call failed (the http client has told the user).
 */
async function partnerCodeFor(target: string): Promise<string | null | undefined> {
  if (!sessionStore.get(isLoginAtom)) return null;
  try {
    return (await http.post<PartnerHandoffData>(API_PATHS.handoff.code, { target })).code;
  } catch {
    return undefined;
  }
}

/**
 * What a tap on a tile or menu item does: the login and real-name checks it is configured with,
 * then its target (a hash route; a page of the product's own origin inside the shell, /thirdPage; or an
 * external page per spec 4.10: a configured partner's with a one-time code, any other without
 * credentials; never the session token, ADR 050).
 */
export async function openEntry(entry: EntryItem): Promise<void> {
  // Spec 6: an alternate-shell ("majia") edition cannot raise the limit; it points to the full app.
  if (entry.key === LIMIT_RAISE_KEY && getHost().profile.limitRaise === 'fullApp') {
    if (await shell.confirm({ content: MESSAGES.majiaNoRaise, confirmText: '去下载' })) shell.navigate('/maJiaBao');
    return;
  }
  const target = await targetOf(entry);
  const external = entry.urlType === 'url' || /^https?:\/\//i.test(target);
  // After login the user lands where the entry leads (an external page is opened from here again).
  if (entry.isNeedLogin !== '0' && !(await requireLogin(external ? {} : { redirect: target }))) return;
  if (entry.isNeedRealName === '1' && !(await requireOpenedCard(external ? hashRouteOf(browser.href()) : target))) return;
  if (external) {
    const page = new URL(target, browser.href()).toString();
    // A page of the product's own services (its own origin, outside the app's routes) opens inside the
    // shell, under the entry's title (spec 2.10 /thirdPage): the user stays in the app, with its back.
    if (new URL(page).origin === new URL(browser.href()).origin) {
      shell.navigate(`/thirdPage?${new URLSearchParams({ url: page, title: entry.title })}`);
      return;
    }
    const code = await partnerCodeFor(page);
    if (code !== undefined) browser.assign(externalHandoffUrl(page, { fromModule: entry.key, callBackUrl: browser.href(), code }));
    return;
  }
  shell.navigate(target);
}
