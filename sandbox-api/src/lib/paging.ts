/**
 * One way to page a list (issue 23): the page asked for counts from 1; the window is LIMIT/OFFSET of a
 * store query; the answer says whether more follows. The contract's `field.page()` and `pageSize` bodies
 * have already checked the numbers.
 */
export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  pageSize: number;
  /** For the store's LIMIT ? OFFSET ?. */
  limit: number;
  offset: number;
}

/** The page a body asks for; the size is the body's when it may choose one, else `size`. */
export function pageOf(body: { page?: string | number; pageSize?: string | number }, size = DEFAULT_PAGE_SIZE): PageRequest {
  const page = Number(body.page ?? 1);
  const pageSize = Number(body.pageSize ?? size);
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** One page of the answer: its rows, the page number, the total and whether a later page has rows. */
export const pageAnswer = <T>(p: PageRequest, total: number, list: T[]): { list: T[]; page: number; total: number; hasMore: boolean } => ({
  list,
  page: p.page,
  total,
  hasMore: p.page * p.pageSize < total,
});
