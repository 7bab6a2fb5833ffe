import { evaluateFlag } from './evaluateFlag';
import { IN_SEGMENT } from './isConditionMatch';
import { everyone, makeFlag, makeRule, makeSegment, makeUser } from './testFixtures';

const on = { id: 'v-on', value: 'true' };
const off = { id: 'v-off', value: 'false' };
const acme = { property: 'corporationId', op: 'Equal', value: 'acme' };
const finance = { property: 'department', op: 'Equal', value: 'finance' };
const u1 = makeUser('u1', { corporationId: 'acme', department: 'finance' });

describe('evaluateFlag', () => {
  it('serves null with "flag archived" for an archived flag, whatever else it says', () => {
    const flag = makeFlag({
      isArchived: true,
      isEnabled: false,
      targetUsers: [{ keyIds: ['u1'], variationId: 'v-on' }],
    });
    expect(evaluateFlag(flag, u1, [])).toEqual({
      variation: null,
      reason: 'flag archived',
      sendToExperiment: false,
    });
  });

  it('serves the disabled variation and ignores targeting when the flag is disabled', () => {
    const flag = makeFlag({
      isEnabled: false,
      exptIncludeAllTargets: true,
      targetUsers: [{ keyIds: ['u1'], variationId: 'v-on' }],
      rules: [makeRule('Acme', [acme])],
    });
    expect(evaluateFlag(flag, u1, [])).toEqual({
      variation: off,
      reason: 'flag disabled',
      sendToExperiment: false,
    });
  });

  it('serves the targeted variation before any rule, with sendToExperiment from exptIncludeAllTargets', () => {
    const targets = [
      { keyIds: ['u0'], variationId: 'v-off' },
      { keyIds: ['u1', 'u2'], variationId: 'v-on' },
      { keyIds: ['u1'], variationId: 'v-off' },
    ];
    const flag = makeFlag({
      targetUsers: targets,
      rules: [makeRule('Acme', [acme], [everyone('v-off')])],
    });
    expect(evaluateFlag(flag, u1, [])).toEqual({
      variation: on,
      reason: 'targeted',
      sendToExperiment: false,
    });
    const inExperiment = evaluateFlag({ ...flag, exptIncludeAllTargets: true }, u1, []);
    expect(inExperiment.sendToExperiment).toBe(true);
  });

  it('compares target keyIds exactly', () => {
    const flag = makeFlag({ targetUsers: [{ keyIds: ['U1', ' u1'], variationId: 'v-on' }] });
    expect(evaluateFlag(flag, u1, []).reason).toBe('default');
  });

  it('applies the first matching rule in order and names it as the reason', () => {
    const flag = makeFlag({
      rules: [
        makeRule('Globex', [{ ...acme, value: 'globex' }], [everyone('v-off')]),
        makeRule('Acme', [acme], [everyone('v-on')]),
        makeRule('Finance', [finance], [everyone('v-off')]),
      ],
    });
    expect(evaluateFlag(flag, u1, [])).toEqual({
      variation: on,
      reason: 'Acme',
      sendToExperiment: false,
    });
  });

  it('requires every condition of a rule to match', () => {
    const flag = makeFlag({
      rules: [makeRule('Acme finance', [acme, { ...finance, value: 'sales' }])],
    });
    expect(evaluateFlag(flag, u1, []).reason).toBe('default');
  });

  it('lets a rule without conditions match everyone', () => {
    const flag = makeFlag({ rules: [makeRule('Everyone', [])] });
    expect(evaluateFlag(flag, makeUser('anyone'), []).reason).toBe('Everyone');
  });

  it('falls through with "default" when no rule matches', () => {
    const flag = makeFlag({ rules: [makeRule('Globex', [{ ...acme, value: 'globex' }])] });
    expect(evaluateFlag(flag, u1, [])).toEqual({
      variation: off,
      reason: 'default',
      sendToExperiment: false,
    });
  });

  it('uses segments in rules: excluded before included before the segment rules', () => {
    const segment = makeSegment({
      id: 'seg-beta',
      included: ['u2'],
      excluded: ['u1'],
      rules: [{ id: 'r', name: 'Acme', conditions: [acme] }],
    });
    const flag = makeFlag({
      rules: [makeRule('Beta', [{ property: IN_SEGMENT, op: '', value: '["seg-beta"]' }])],
    });
    expect(evaluateFlag(flag, u1, [segment]).reason).toBe('default'); // excluded despite the rule
    expect(evaluateFlag(flag, makeUser('u2'), [segment]).reason).toBe('Beta'); // included
    expect(evaluateFlag(flag, makeUser('u3', { corporationId: 'acme' }), [segment]).reason).toBe(
      'Beta',
    );
    expect(evaluateFlag(flag, makeUser('u3'), [segment]).reason).toBe('default');
  });
});
