import { FlagDefinitionError } from './FlagDefinitionError';
import { FlagRepository, type RepositoryChange } from './FlagRepository';
import { booleanFlag, definitions, segmentFlag, tenantSegment } from './testing/flagFixtures';

const T0 = Date.parse('2026-06-01T00:00:00.000Z');
const stampOf = (repository: FlagRepository, key: string) =>
  Date.parse(repository.getFlag(key)?.updatedAt ?? '');

function repositoryAt(now = () => T0) {
  return new FlagRepository(
    definitions(
      [booleanFlag('plain'), segmentFlag('pilot-only', 'seg-1')],
      [tenantSegment('seg-1', ['c1'])],
    ),
    now,
  );
}

describe('the flag repository', () => {
  it('stamps loaded flags with the lab clock, not the files', () => {
    expect(stampOf(repositoryAt(), 'plain')).toBe(T0);
  });

  it('gives two changes in the same millisecond strictly increasing timestamps', () => {
    const repository = repositoryAt();
    repository.upsertFlag(booleanFlag('plain', { isEnabled: false }));
    const first = stampOf(repository, 'plain');
    repository.upsertFlag(booleanFlag('plain', { isEnabled: true }));
    expect(stampOf(repository, 'plain')).toBe(first + 1);
    expect(repository.flagsUpdatedAfter(first).map((flag) => flag.key)).toEqual(['plain']);
  });

  it('keeps id and createdAt when an edit leaves them out or changes them', () => {
    const repository = repositoryAt();
    const edit = {
      ...booleanFlag('plain', { name: 'Renamed' }),
      id: 'other',
      createdAt: undefined,
    };
    const saved = repository.upsertFlag(edit);
    expect(saved).toMatchObject({ id: 'id-plain', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(saved.name).toBe('Renamed');
  });

  it('rejects an invalid flag and keeps the one it had', () => {
    const repository = repositoryAt();
    expect(() => repository.upsertFlag(booleanFlag('plain', { variations: [] }))).toThrow(
      FlagDefinitionError,
    );
    expect(repository.getFlag('plain')?.variations).toHaveLength(2);
  });

  it('archives a flag as a change like any other', () => {
    const repository = repositoryAt();
    expect(repository.archiveFlag('plain')?.isArchived).toBe(true);
    expect(repository.archiveFlag('nope')).toBeUndefined();
  });

  it('bumps the flags that use a segment when the segment changes', () => {
    const repository = repositoryAt();
    const before = stampOf(repository, 'pilot-only');
    repository.upsertSegment(tenantSegment('seg-1', ['c1', 'c2']));
    expect(stampOf(repository, 'pilot-only')).toBeGreaterThan(before);
    expect(stampOf(repository, 'plain')).toBe(before);
  });

  it('tells subscribers about flag, segment and reset changes', () => {
    const repository = repositoryAt();
    const changes: RepositoryChange[] = [];
    const unsubscribe = repository.subscribe((change) => changes.push(change));
    repository.upsertFlag(booleanFlag('plain'));
    repository.upsertSegment(tenantSegment('seg-1', []));
    repository.replaceAll(definitions([booleanFlag('plain')]));
    unsubscribe();
    repository.upsertFlag(booleanFlag('plain'));
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'flag', key: 'plain' }),
      expect.objectContaining({ kind: 'segment', id: 'seg-1', flagKeys: ['pilot-only'] }),
      expect.objectContaining({ kind: 'reset' }),
    ]);
  });

  it('tells what each change replaced, so it can be shown and reverted', () => {
    const repository = repositoryAt();
    const changes: RepositoryChange[] = [];
    repository.subscribe((change) => changes.push(change));
    repository.upsertFlag(booleanFlag('fresh'));
    repository.upsertFlag(booleanFlag('fresh', { isEnabled: false }));
    repository.upsertSegment(tenantSegment('seg-2', ['c1']));
    repository.removeSegment('seg-2');
    const [created, edited, segment, removed] = changes;
    expect(created).toMatchObject({ before: null, after: { isEnabled: true } });
    expect(edited).toMatchObject({ before: { isEnabled: true }, after: { isEnabled: false } });
    expect(segment).toMatchObject({ before: null, after: { id: 'seg-2' } });
    expect(removed).toMatchObject({ before: { id: 'seg-2' }, after: null, flagKeys: [] });
  });

  it('saves a change even when a subscriber throws', () => {
    const repository = repositoryAt();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    repository.subscribe(() => {
      throw new Error('listener bug');
    });
    expect(repository.upsertFlag(booleanFlag('plain', { isEnabled: false })).isEnabled).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('refuses a flag naming a segment it does not have', () => {
    const repository = repositoryAt();
    expect(() => repository.upsertFlag(segmentFlag('f', 'seg-9'))).toThrow(/"seg-9"/);
  });

  it('refuses to remove a segment a flag still uses, and removes an unused one', () => {
    const repository = repositoryAt();
    expect(() => repository.removeSegment('seg-1')).toThrow(/used by pilot-only/);
    repository.upsertSegment(tenantSegment('seg-2', []));
    expect(repository.removeSegment('seg-2')).toBe(true);
  });

  it('finds a segment by key when an edit leaves the id out, and refuses a taken key', () => {
    const repository = repositoryAt();
    const edit = { ...tenantSegment('seg-1', ['c9']), id: undefined };
    expect(repository.upsertSegment(edit).id).toBe('seg-1');
    expect(() => repository.upsertSegment({ ...tenantSegment('seg-3', []), key: 'seg-1' })).toThrow(
      /already used/,
    );
  });

  it('exports copies that cannot change what it serves', () => {
    const repository = repositoryAt();
    const exported = repository.export();
    exported.flags[0].isEnabled = false;
    expect(repository.getFlag('plain')?.isEnabled).toBe(true);
    expect(exported.segments.map((segment) => segment.id)).toEqual(['seg-1']);
  });
});
