import { isSafeUrl } from '@shell/navigation';
import { useLocalized } from '@shell/i18n';
import styled from 'styled-components';
import type { LayerContentProps } from '../overlays/LayerManager';
import { openerMessages } from './openerMessages';

/**
 * docs/overlays-and-previewer.md SLIDE: the trip money-getting panel. The resource's own page, sandboxed like every
 * remote HTML (scripts only, no referrer), under its description; without a usable address the
 * person is told why instead of seeing an empty panel.
 */
export function ResourcePanel({ params }: LayerContentProps) {
  const messages = useLocalized(openerMessages);
  const resource = (typeof params === 'object' && params !== null ? params : {}) as Record<
    string,
    unknown
  >;
  const address = resource.source ?? resource.url ?? resource.link;
  const description = typeof resource.description === 'string' ? resource.description : '';
  return (
    <>
      {description && <p>{description}</p>}
      {isSafeUrl(address) ? (
        <Frame
          src={address}
          title={description || messages.panelTitle}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p role="alert">{messages.badAddress}</p>
      )}
    </>
  );
}

const Frame = styled.iframe`
  width: 100%;
  height: 70vh;
  border: 0;
`;
