import { BottomSheet, Drawer, useIsPhone } from '@shell/ui';
import type { ReactNode } from 'react';

/** Where a capture happens: a sheet from the bottom on phones, a drawer on desktop. */
export function CaptureSheet(props: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const isPhone = useIsPhone();
  const body = props.open && props.children;
  if (isPhone) {
    return (
      <BottomSheet open={props.open} title={props.title} onClose={props.onClose}>
        {body}
      </BottomSheet>
    );
  }
  return (
    <Drawer
      open={props.open}
      title={props.title}
      width={600}
      resizable={false}
      onClose={props.onClose}
    >
      {body}
    </Drawer>
  );
}
