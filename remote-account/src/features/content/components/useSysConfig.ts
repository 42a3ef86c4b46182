import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { sysConfigAtom, type SysConfig } from '@credit/shared';
import { fetchSysConfig } from '../api';

/**
 * The sys config (spec 3): the host loads it at start-up; a page opened before it arrived (or after
 * it failed) asks once more itself. `failed` is true when no config could be had.
 */
export function useSysConfig(): { config: SysConfig | null; failed: boolean } {
  const [config, setConfig] = useAtom(sysConfigAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (config) return;
    let live = true;
    fetchSysConfig().then(
      (result) => {
        if (!live) return;
        if (result.status === 1 && result.data) setConfig(result.data);
        else setFailed(true);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // Only the first render decides whether to ask; a config the host sets later just shows.
  }, []);
  return { config, failed: failed && !config };
}

/** A dialable tel: URL of a hotline as configured ("400-000-0000" → "tel:4000000000"). */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}
