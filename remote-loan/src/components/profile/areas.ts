import { useEffect, useState } from 'react';

/**
 * The area picker's data (province → city → district), the national administrative divisions of the mainland
 * (GB/T 2260, the npm package `china-area-data`, pinned in remote-loan's package.json): every province-level
 * division with its cities and their districts. Names are saved as text (customer/saveBasicInfo: at most 16
 * characters each, which every name here fits; areas.test.ts checks it against the contract).
 *
 * About 116 kB of JSON: loaded on its own chunk by the profile form that shows the picker (useAreas), never by
 * the loan remote's entry or the host's start-up.
 */

/** The package's shape: "86" lists the provinces by code; each code lists its children by code. */
type DivisionTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface Areas {
  provinces: readonly string[];
  citiesOf: (province: string) => readonly string[];
  countiesOf: (province: string, city: string) => readonly string[];
}

/** Hong Kong, Macao and Taiwan: outside the mainland's divisions the product lends in. */
const NOT_MAINLAND = new Set(['710000', '810000', '820000']);
/**
 * A municipality's city level is a placeholder in GB/T 2260 (市辖区, and 县 for Chongqing's counties): the
 * picker names the municipality itself as its one city, as the saved profiles do (北京市 / 北京市 / 海淀区).
 */
const PLACEHOLDER_CITIES = new Set(['市辖区', '县']);

/** The picker's areas from the division table. */
export function areasFrom(table: DivisionTable): Areas {
  const tree = new Map<string, Map<string, string[]>>();
  for (const [provinceCode, province] of Object.entries(table['86'] ?? {})) {
    if (NOT_MAINLAND.has(provinceCode)) continue;
    const cities = new Map<string, string[]>();
    for (const [cityCode, city] of Object.entries(table[provinceCode] ?? {})) {
      const name = PLACEHOLDER_CITIES.has(city) ? province : city;
      cities.set(name, [...(cities.get(name) ?? []), ...Object.values(table[cityCode] ?? {})]);
    }
    tree.set(province, cities);
  }
  return {
    provinces: [...tree.keys()],
    citiesOf: (province) => [...(tree.get(province)?.keys() ?? [])],
    countiesOf: (province, city) => tree.get(province)?.get(city) ?? [],
  };
}

let loading: Promise<Areas> | null = null;
let loaded: Areas | null = null;

/** The areas, loaded once (a chunk of their own). A failed load is asked again at the next call. */
export function loadAreas(): Promise<Areas> {
  loading ??= import(/* webpackChunkName: "china-areas" */ 'china-area-data/data.json').then(
    (module) => (loaded = areasFrom((module as { default: DivisionTable }).default)),
    (failure: unknown) => {
      loading = null;
      throw failure;
    },
  );
  return loading;
}

/**
 * The areas for a picker: null until loaded. A load that fails (the chunk not fetched) is thrown to the page's
 * error boundary, which offers to load again, rather than leaving a picker with nothing to pick.
 */
export function useAreas(): Areas | null {
  const [areas, setAreas] = useState<Areas | null>(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (areas) return;
    let live = true;
    loadAreas().then(
      (a) => live && setAreas(a),
      (f: unknown) => live && setFailure(f),
    );
    return () => {
      live = false;
    };
  }, [areas]);
  if (failure) throw failure;
  return areas;
}
