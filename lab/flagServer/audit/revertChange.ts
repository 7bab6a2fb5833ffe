import type { FeatureFlag, Segment } from '../../../flags/evaluation/types';
import { FlagDefinitionError } from '../FlagDefinitionError';
import type { FlagRepository } from '../FlagRepository';
import type { FlagDefinitions } from '../loadDefinitions';
import type { AuditEntry } from './FlagAudit';

/**
 * Puts back what an audited change replaced: the flag or segment as it was, the definitions
 * before a reset. FeatBit cannot delete a flag, so reverting a creation archives it (an archived
 * flag serves nothing); reverting a segment's creation removes it when no flag uses it.
 */
export function revertChange(repository: FlagRepository, entry: AuditEntry): void {
  const { target, before } = entry;
  if (target.kind === 'flag') {
    if (before === null) {
      const flag = repository.getFlag(target.key);
      if (!flag) throw new FlagDefinitionError(`flag "${target.key}" no longer exists`);
      repository.upsertFlag({ ...flag, isArchived: true });
    } else repository.upsertFlag(before as FeatureFlag);
    return;
  }
  if (target.kind === 'segment') {
    if (before === null) repository.removeSegment(target.key);
    else repository.upsertSegment(before as Segment);
    return;
  }
  repository.replaceAll(before as FlagDefinitions);
}
