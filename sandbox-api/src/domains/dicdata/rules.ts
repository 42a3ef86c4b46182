import { fail } from '../../lib/errors';
import { DICTIONARIES } from './data';

/** Dictionary fields must hold a code of their own dictionary. */
const DICT_FIELDS = {
  industry: DICTIONARIES.industry,
  profession: DICTIONARIES.profession,
  education: DICTIONARIES.education,
  marriage: DICTIONARIES.marriage,
  incomeLevel: DICTIONARIES.incomeLevel,
  relationship: DICTIONARIES.relationship,
} as const;

/** The profile's dictionary fields hold codes of their dictionaries (1004 otherwise): the supplementary profile and the credit-router set. */
export function assertKnownCodes(values: Record<string, string | undefined>): void {
  for (const [field, entries] of Object.entries(DICT_FIELDS)) {
    const code = values[field];
    if (code !== undefined && !entries.some((e) => e.code === code)) fail(1004);
  }
}
