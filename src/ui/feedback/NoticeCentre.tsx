import { observer } from 'mobx-react-lite';
import styled, { keyframes } from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { media } from '@shell/theme';
import { IconButton } from '../controls/IconButton';
import { kitMessages } from '../kitMessages';
import { notices as pageNotices, type NoticeKind, type NoticeStore } from './noticeStore';

const ICON: Record<NoticeKind, string> = { success: '✓', info: 'i', error: '!' };

/**
 * Toasts: success and info are announced politely, errors assertively. Drawn above every overlay
 * (an action's error never hides behind the dialog that caused it) and never blocks the page.
 */
export const NoticeCentre = observer(function NoticeCentre({
  store = pageNotices,
}: {
  store?: NoticeStore;
}) {
  const messages = useLocalized(kitMessages);
  const polite = store.items.filter((item) => item.kind !== 'error');
  const urgent = store.items.filter((item) => item.kind === 'error');
  return (
    <Region aria-label={messages.notices}>
      {[
        { role: 'status', items: polite },
        { role: 'alert', items: urgent },
      ].map(({ role, items }) => (
        <Stack key={role} role={role}>
          {items.map((item) => (
            <Toast key={item.id} $kind={item.kind} data-notice={item.kind}>
              <Icon $kind={item.kind} aria-hidden="true">
                {ICON[item.kind]}
              </Icon>
              <Text>{item.text}</Text>
              <IconButton label={messages.dismiss} onClick={() => store.dismiss(item.id)}>
                ✕
              </IconButton>
            </Toast>
          ))}
        </Stack>
      ))}
    </Region>
  );
});

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.spacing.lg}px;
  right: ${({ theme }) => theme.spacing.lg}px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
  width: min(400px, calc(100vw - ${({ theme }) => theme.spacing.lg * 2}px));
  pointer-events: none;

  ${media.phone} {
    top: ${({ theme }) => theme.spacing.sm}px;
    right: ${({ theme }) => theme.spacing.sm}px;
    width: calc(100vw - ${({ theme }) => theme.spacing.sm * 2}px);
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Toast = styled.div<{ $kind: NoticeKind }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.xs}px
    ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-left: 4px solid
    ${({ theme, $kind }) =>
      $kind === 'error'
        ? theme.colors.danger
        : $kind === 'success'
          ? theme.colors.success
          : theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
  pointer-events: auto;
  animation: ${enter} ${({ theme }) => theme.motion.overlayMs}ms ease-out;
`;

const Icon = styled.span<{ $kind: NoticeKind }>`
  flex: none;
  font-weight: 700;
  color: ${({ theme, $kind }) =>
    $kind === 'error'
      ? theme.colors.danger
      : $kind === 'success'
        ? theme.colors.success
        : theme.colors.brandOnSurface};
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
`;
