import { act, screen } from '@testing-library/react';
import type { useFlag as UseFlag } from '@flags/client';
import { billsDescriptor } from '@modules/bills/descriptor';
import { exposeShared } from '@shell/microfrontend/exposeShared';
import { SHARED_MODULE_NAMES } from '@shell/microfrontend/sharedModuleNames';
import { createTestFlags, renderWithShell } from '@shell/testing';

/** What a module bundle gets for `import { useFlag } from '@flags/client'`: the shell's copy. */
function sharedUseFlag(): typeof UseFlag {
  const shared = exposeShared() as unknown as Record<string, { useFlag: typeof UseFlag }>;
  return shared['@flags/client'].useFlag;
}

describe("a module bundle's useFlag", () => {
  it('is taken from the shell at runtime, not bundled into the module', () => {
    expect(SHARED_MODULE_NAMES).toContain('@flags/client');
  });

  it('sees a live flag change from the flag stream, without a reload', async () => {
    const useFlag = sharedUseFlag();
    function DisplayMode() {
      return <p>mode {useFlag('bills-display-mode')}</p>;
    }
    const flags = await createTestFlags({ 'bills-display-mode': 'LIST' });
    renderWithShell(<DisplayMode />, { flags, module: billsDescriptor });
    expect(screen.getByText('mode LIST')).toBeInTheDocument();
    act(() => flags.set({ 'bills-display-mode': 'TABLE' }));
    expect(await screen.findByText('mode TABLE')).toBeInTheDocument();
  });
});
