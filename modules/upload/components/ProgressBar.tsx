import styled from 'styled-components';
import type { UploadProgress } from '../store/UploadItem';

/** A byte count for people: B, KB or MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ProgressBarProps {
  label: string;
  progress: UploadProgress;
  tone?: 'normal' | 'error' | 'done';
}

/** An accessible progress bar with the percent and loaded / total bytes (docs/upload.md progress). */
export function ProgressBar({ label, progress, tone = 'normal' }: ProgressBarProps) {
  const text = `${progress.percent}% · ${formatBytes(progress.loaded)} / ${formatBytes(progress.total)}`;
  return (
    <Wrapper>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={text}
      >
        <Fill $tone={tone} style={{ width: `${progress.percent}%` }} />
      </Track>
      <Figures aria-hidden="true">{text}</Figures>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-width: 0;
  flex: 1;
`;

const Track = styled.div`
  flex: 1;
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.colors.divider};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: NonNullable<ProgressBarProps['tone']> }>`
  height: 100%;
  transition: width 0.2s linear;
  background: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.danger
      : $tone === 'done'
        ? theme.colors.success
        : theme.colors.brand};
`;

const Figures = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
