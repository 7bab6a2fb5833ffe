import { BillBlocksStore } from './BillBlocksStore';

describe('BillBlocksStore', () => {
  it('reads a specification’s rule once and shares it', async () => {
    const load = jest.fn().mockResolvedValue({
      riskTips: { datas: ['overStandard'], sort: 1 },
      flowModifyContrasts: { sort: 2 },
    });
    const store = new BillBlocksStore(load);
    await Promise.all([store.fetch('spec-1'), store.fetch('spec-1')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('spec-1');
    const state = store.stateOf('spec-1');
    expect(state?.status === 'loaded' && state.config?.blocks[0].name).toBe('riskTips');
  });

  it('remembers a failure and reads again when asked after it', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(null);
    const store = new BillBlocksStore(load);
    await store.fetch('spec-1');
    expect(store.stateOf('spec-1')).toEqual({ status: 'failed' });
    await store.fetch('spec-1');
    expect(store.stateOf('spec-1')).toEqual({ status: 'loaded', config: null });
  });
});
