import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http, useRead } from '@credit/shared';
import { letterReads } from './reads';

export const letterKeys = { all: ['letters'] as const, list: letterReads.list.key };

export const useLetters = () => useRead(letterReads.list);

/** Reading a letter marks it read on the server, so the list (and its unread count) is read again after. */
export function useLetter(letterId: string) {
  const client = useQueryClient();
  const letter = useRead(letterReads.detail, { letterId });
  // Each answer fetched while the page shows (not one it found cached) read the letter on the server.
  const seen = useRef(letter.dataUpdatedAt);
  useEffect(() => {
    if (letter.dataUpdatedAt === seen.current) return;
    seen.current = letter.dataUpdatedAt;
    void client.invalidateQueries({ queryKey: letterKeys.list });
  }, [client, letter.dataUpdatedAt]);
  return letter;
}

export function useReadAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(API_PATHS.market.letterReadAll),
    onSuccess: () => client.invalidateQueries({ queryKey: letterKeys.all }),
  });
}
