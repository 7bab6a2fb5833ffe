import { useLocale, useLocalized } from '@shell/i18n';
import styled from 'styled-components';
import { Button } from '../controls/Button';
import { useIsPhone } from '../data/useMediaQuery';
import { notices } from '../feedback/noticeStore';
import { appResourceHandlers } from './appResourceHandlers';
import { openResource } from './openResource';
import { openerMessages, type OpenerMessages } from './openerMessages';
import { resourceKeyOf, type Resource } from './parseResources';
import { ResourceIcon } from './ResourceIcon';
import { useResourceServices } from './ResourceServicesContext';

function labelOf(resource: Resource, messages: OpenerMessages): string {
  return (
    messages.typeLabel[resource.type] ??
    (resource.description || resource.type || messages.panelTitle)
  );
}

export interface ResourceButtonsProps {
  resources: readonly Resource[];
  /** Names the group for screen readers (the bill, the home block). */
  label: string;
}

/**
 * docs/overlays-and-previewer.md third-party resources as buttons: `type` picks the label and icon, `sourceType` what a
 * tap opens (a link, or on a phone the host's link opener; a window; the side popup on PC or the
 * drawer on a phone; a frame; a registry extension's component). A tap that cannot open says
 * why in the person's locale; nothing else on the page changes.
 */
export function ResourceButtons({ resources, label }: ResourceButtonsProps) {
  const messages = useLocalized(openerMessages);
  const locale = useLocale();
  const isPhone = useIsPhone();
  const services = useResourceServices();
  if (resources.length === 0) return null;
  const handlers = appResourceHandlers({
    ...services,
    showError: (message) => notices.error(message),
    unknownType: messages.unknownType,
    notOpened: messages.blocked,
    compact: isPhone,
    title: (resource) => labelOf(resource as Resource, messages),
  });
  return (
    <Row role="group" aria-label={label}>
      {resources.map((resource) => (
        <Button
          key={resourceKeyOf(resource)}
          onClick={() => openResource(resource, { isPC: !isPhone, locale }, handlers)}
        >
          <ResourceIcon type={resource.type} />
          {labelOf(resource, messages)}
        </Button>
      ))}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
