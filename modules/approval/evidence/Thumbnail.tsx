import { isImageName } from '@shell/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { EvidenceFile } from './parseEvidence';

export interface ThumbnailProps {
  file: EvidenceFile;
  /** What the button says to assistive technology (which photo of which line). */
  label: string;
  /** Shown instead of a picture that cannot be drawn. */
  fallback: string;
  onOpen(): void;
}

/** A small picture of a file that opens it; a file that is no image (or fails) shows its name. */
export function Thumbnail({ file, label, fallback, onOpen }: ThumbnailProps) {
  const [broken, setBroken] = useState(false);
  const picture = isImageName(file.name) && !broken;
  return (
    <Tile type="button" aria-label={label} title={file.name} onClick={onOpen}>
      {picture ? (
        <img src={file.url} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <Name>
          {file.name}
          {isImageName(file.name) && <small>{fallback}</small>}
        </Name>
      )}
    </Tile>
  );
}

const Tile = styled.button`
  width: 72px;
  height: 72px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: zoom-in;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  padding: 2px;
  font-size: 11px;
  line-height: 14px;
  overflow-wrap: anywhere;
`;
