/** A dialable tel: URL of a hotline as configured ("400-000-0000" → "tel:4000000000"). */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}
