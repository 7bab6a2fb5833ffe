import { lineRecordsSchema } from '@contracts/bills/lineRecord';
import { parse } from '@contracts/core/parse';
import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { hasLines, lineBaseFields } from '../lines/lineFields';
import { FeeLinesStore } from '../lines/FeeLinesStore';
import type { FeeTypesStore } from '../lines/FeeTypesStore';

export interface EditorLines {
  /** null on bill types without lines. */
  store: FeeLinesStore | null;
  /** The fee types and the bill's lines are in: the list may be shown and edited. */
  ready: boolean;
}

/** Fee types every line names, so inactive ones are looked up too. */
function namedFeeTypes(details: unknown): string[] {
  return parse(lineRecordsSchema, details).flatMap((line) => line.feeTypeId ?? []);
}

/**
 * The editor's lines: a store made once per editor, filled once the fee types are known, from
 * `details` (the bill's, or a backup's). `onChange` hears every change made afterwards.
 */
export function useEditorLines(
  specificationFields: unknown,
  feeTypes: FeeTypesStore,
  initial: { details: unknown; total: string | null },
  onChange: () => void,
): EditorLines {
  const [store] = useState(() =>
    hasLines(specificationFields)
      ? new FeeLinesStore(lineBaseFields(specificationFields), feeTypes.data)
      : null,
  );
  const [ready, setReady] = useState(store === null);
  const [start] = useState(initial);
  useEffect(() => {
    if (!store) return;
    let live = true;
    void feeTypes.load(namedFeeTypes(start.details)).then(() => {
      if (!live || feeTypes.error) return;
      store.load(start.details, start.total);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [store, feeTypes, start, feeTypes.error]);
  useEffect(() => (store ? reaction(() => store.version, onChange) : undefined), [store, onChange]);
  return { store, ready };
}
