import { overlayRpcHandlers } from './overlayRpcHandlers';

function fakeBus(listening = true) {
  const emitted: Array<[string, unknown]> = [];
  return {
    emitted,
    bus: {
      listening: () => listening,
      emit: (name: string, payload: unknown) => {
        emitted.push([name, payload]);
        return listening;
      },
    },
  };
}

const call = (handlers: ReturnType<typeof overlayRpcHandlers>, method: string, params: unknown) =>
  Promise.resolve().then(() => handlers[method]?.(params, {}));

describe('overlayRpcHandlers', () => {
  it('opens the approval-permission frame with its size and hidden close button', async () => {
    const { bus, emitted } = fakeBus();
    const handlers = overlayRpcHandlers({ bus });
    const params = { kind: 'iframe', url: '/p', variant: 'approval', closable: false, width: 600 };
    await expect(call(handlers, 'overlay.open', params)).resolves.toEqual({ ok: true });
    expect(emitted).toEqual([
      [
        'iframeViewer:open',
        {
          url: '/p',
          variant: 'approval',
          closable: false,
          width: 600,
          title: undefined,
          height: undefined,
        },
      ],
    ]);
  });

  it('opens the image previewer with the listed images and closes it by kind', async () => {
    const { bus, emitted } = fakeBus();
    const handlers = overlayRpcHandlers({ bus });
    const images = ['https://cdn.example/a.png', { url: '/b.jpg', name: 'b.jpg' }];
    await call(handlers, 'overlay.open', { kind: 'imagePreview', images, index: 1 });
    await call(handlers, 'overlay.close', { kind: 'imagePreview' });
    expect(emitted).toEqual([
      [
        'imagePreview:open',
        {
          images: [{ url: 'https://cdn.example/a.png' }, { url: '/b.jpg', name: 'b.jpg' }],
          index: 1,
        },
      ],
      ['imagePreview:close', undefined],
    ]);
  });

  it('throws for an unknown kind, on open and on close, and shows nothing', async () => {
    const { bus, emitted } = fakeBus();
    const handlers = overlayRpcHandlers({ bus });
    await expect(call(handlers, 'overlay.open', { kind: 'sheet' })).rejects.toThrow(
      'unknown overlay kind: sheet',
    );
    await expect(call(handlers, 'overlay.close', {})).rejects.toThrow(
      'unknown overlay kind: undefined',
    );
    expect(emitted).toEqual([]);
  });

  it.each([
    [{ kind: 'iframe', url: 'javascript:alert(1)' }, 'params.url must be an http(s) address'],
    [
      { kind: 'iframe', url: '/p', variant: 'wide' },
      'params.variant must be chat, approval or default',
    ],
    [{ kind: 'imagePreview', images: [] }, 'params.images must list 1 to 100 images'],
    [
      { kind: 'imagePreview', images: ['data:image/png;base64,AA'] },
      'every image needs an http(s) address',
    ],
  ])('refuses %j with a message for the caller', async (params, message) => {
    const { bus } = fakeBus();
    await expect(call(overlayRpcHandlers({ bus }), 'overlay.open', params)).rejects.toThrow(
      message,
    );
  });

  it('says the overlays are not ready when no overlay host listens in time', async () => {
    const { bus, emitted } = fakeBus(false);
    const handlers = overlayRpcHandlers({ bus, readyWaitMs: 0 });
    await expect(call(handlers, 'overlay.open', { kind: 'iframe', url: '/p' })).rejects.toThrow(
      'the overlays are not ready',
    );
    expect(emitted).toEqual([]);
  });
});
