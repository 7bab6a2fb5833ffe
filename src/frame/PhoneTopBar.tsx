import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { goBack, IconButton, navigateInApp } from '../ui';
import { Icon } from './icons';

export const TOP_BAR_HEIGHT = 48;

/** The phone's top bar: the page title and, on a sub-page, back (in-app history). */
export function PhoneTopBar({ title, back }: { title: string; back?: string | true }) {
  const { t } = useTranslation();
  return (
    <Bar>
      <Side>
        {back !== undefined && (
          <IconButton
            label={t('frame.back')}
            onClick={() => (back === true ? goBack() : navigateInApp(back))}
          >
            <Icon name="back" />
          </IconButton>
        )}
      </Side>
      <Title aria-hidden="true">{title}</Title>
      <Side />
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) 48px;
  align-items: center;
  height: ${TOP_BAR_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.spacing.xxs}px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Side = styled.div`
  display: flex;
  align-items: center;
`;

const Title = styled.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.subtitle.size}px;
  font-weight: 600;
`;
