import { makeAutoObservable } from 'mobx';
import type { ComponentType } from 'react';
import { UnknownOverlayKindError } from '@shell/navigation';

const LAYER_KINDS = ['modal', 'drawer', 'popup'] as const;
export type LayerKind = (typeof LAYER_KINDS)[number];

export interface LayerContentProps {
  params: unknown;
  /** Closes this layer and resolves the opener's promise with `result`. */
  close: (result?: unknown) => void;
}

type LazyContent = () => Promise<{ default: ComponentType<LayerContentProps> }>;

export interface LayerDefinition {
  /** One layer per key in a stack. */
  key: string;
  title: string;
  kind?: LayerKind;
  component?: ComponentType<LayerContentProps>;
  lazyComponent?: LazyContent;
  /** The OK button's work; its result resolves the opener unless it is false. */
  onOk?: (params: unknown) => unknown;
}

export interface OpenLayer {
  readonly id: number;
  readonly definition: LayerDefinition;
  readonly params: unknown;
  readonly settle: (result: unknown) => void;
}

export type PanelMode = 'single' | 'double';

/**
 * docs/overlays-and-previewer.md overlays: layers open singly (replacing whatever was open) or pushed as a stack with
 * one layer per key; closing affects only the top; OK resolves the opener's result.
 */
export class LayerManager {
  layers: OpenLayer[] = [];
  /** docs/overlays-and-previewer.md two-part panel: back to single whenever a new layer opens. */
  panelMode: PanelMode = 'single';
  private nextId = 1;

  constructor() {
    makeAutoObservable<LayerManager, 'nextId'>(this, { nextId: false });
  }

  get top(): OpenLayer | undefined {
    return this.layers[this.layers.length - 1];
  }

  /** Resolves with the OK result, or undefined when the layer is closed any other way. */
  open(definition: LayerDefinition, params?: unknown, { stack = false } = {}): Promise<unknown> {
    if (!definition.component && !definition.lazyComponent) {
      throw new Error(`Overlay "${definition.key}" needs a component or a lazy component`);
    }
    // A module bundle built elsewhere is not type-checked against this one: check at run time.
    const kind: unknown = definition.kind;
    if (kind !== undefined && !(LAYER_KINDS as readonly unknown[]).includes(kind)) {
      throw new UnknownOverlayKindError(kind);
    }
    const replaced = stack
      ? this.layers.filter((layer) => layer.definition.key === definition.key)
      : this.layers;
    replaced.forEach((layer) => layer.settle(undefined));
    this.layers = this.layers.filter((layer) => !replaced.includes(layer));
    this.panelMode = 'single';
    return new Promise((resolve) => {
      this.layers.push({ id: this.nextId++, definition, params, settle: resolve });
    });
  }

  /** Only the top layer closes; asking to close a lower one does nothing. */
  close(id: number, result?: unknown): void {
    const top = this.top;
    if (!top || top.id !== id) return;
    this.layers.pop();
    top.settle(result);
  }

  closeTop(result?: unknown): void {
    if (this.top) this.close(this.top.id, result);
  }

  /** Leaving the page (the browser's back button) takes every layer with it, top first. */
  closeAll(): void {
    while (this.top) this.close(this.top.id);
  }

  setPanelMode(mode: PanelMode): void {
    this.panelMode = mode;
  }
}

/** The page's one manager: the UI kit exists once at runtime, so every module shares it. */
export const layerManager = new LayerManager();
