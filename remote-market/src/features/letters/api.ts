import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { LetterDetailData, LetterListData } from '@credit/shared/api';

export const letterKeys = { all: ['letters'] as const, list: ['letters', 'list'] as const, detail: (id: string) => ['letters', 'detail', id] as const };

export const useLetters = () => useQuery({ queryKey: letterKeys.list, queryFn: () => http.post<LetterListData>(API_PATHS.market.letterList) });

/** Reading a letter marks it read on the server, so the list (and its unread count) is read again after. */
export function useLetter(letterId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: letterKeys.detail(letterId),
    queryFn: async () => {
      const data = await http.post<LetterDetailData>(API_PATHS.market.letterDetail, { letterId });
      void client.invalidateQueries({ queryKey: letterKeys.list });
      return data;
    },
  });
}

export function useReadAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(API_PATHS.market.letterReadAll),
    onSuccess: () => client.invalidateQueries({ queryKey: letterKeys.all }),
  });
}
