import { useEffect, useRef } from 'react';
import type { AnySchema } from 'yup';
import { draftErrors } from './draftErrors';
import type { FieldValues } from './fieldValues';

/**
 * Tells `report` of every change of the form's values after the first render, with whether the
 * draft checks pass; an answer overtaken by a newer change is dropped.
 */
export function useValuesReport(
  values: FieldValues,
  draftSchema: AnySchema,
  report: ((values: FieldValues, draftValid: boolean) => void) | undefined,
): void {
  const first = useRef(true);
  const turn = useRef(0);
  const latestReport = useRef(report);
  useEffect(() => {
    latestReport.current = report;
  }, [report]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const mine = ++turn.current;
    void draftErrors(values, draftSchema).then((errors) => {
      if (mine === turn.current) latestReport.current?.(values, Object.keys(errors).length === 0);
    });
  }, [values, draftSchema]);
}
