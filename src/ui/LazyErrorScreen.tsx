import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ErrorScreenProps } from './ErrorScreen';

type ErrorScreenChunk = typeof import('./ErrorScreen');

let loaded: ErrorScreenChunk | null = null;
let pending: Promise<ErrorScreenChunk> | null = null;

function loadErrorScreen(): Promise<ErrorScreenChunk> {
  pending ??= import(/* webpackChunkName: "error-screen" */ './ErrorScreen').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * The error screen, loaded when an error is shown: no first screen needs it or its picture. If
 * it cannot load (the network may be what failed), the same sentence and retry, plainly drawn.
 */
export function LazyErrorScreen(props: ErrorScreenProps) {
  const { t } = useTranslation();
  const [chunk, setChunk] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (chunk) return undefined;
    let live = true;
    loadErrorScreen().then(
      (value) => live && setChunk(value),
      (error: unknown) => {
        console.error('[shell] the error screen failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [chunk]);
  if (chunk) return <chunk.ErrorScreen {...props} />;
  if (!failed) return null;
  return (
    <Plain role="alert" data-testid="error-screen">
      <p>{t('error.unknownProblem')}</p>
      {props.onRetry && (
        <PlainButton type="button" onClick={props.onRetry}>
          {t('error.retry')}
        </PlainButton>
      )}
      {props.detail && <code>{props.detail}</code>}
    </Plain>
  );
}

const Plain = styled.main`
  padding: 48px 16px;
  text-align: center;
`;

const PlainButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 16px;
`;
