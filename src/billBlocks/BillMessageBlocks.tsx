import { useLocalized } from '@shell/i18n';
import { Descriptions, ErrorState, Section, Stack, Tag } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { billBlocksMessages, type BillBlocksMessages } from './billBlocksMessages';
import type { BillBlocksStore } from './BillBlocksStore';
import { blockFactText, type BillBlockFacts } from './blockFactText';
import type { BillBlock, BillBlocksConfig } from './parseBillBlocks';

export interface BillMessageBlocksProps {
  store: BillBlocksStore;
  /** The bill's specification: the rule is chosen by it. */
  specificationId: string;
  facts: BillBlockFacts;
}

/**
 * docs/bills-and-workflow.md bill additional messages: the blocks the specification's rule configures, in the
 * rule's `sort` order; a block with no data items is left out. Nothing shows while the rule is
 * read or when no rule applies; a failed read says so with a retry, the bill stays usable.
 */
export const BillMessageBlocks = observer(function BillMessageBlocks(
  props: BillMessageBlocksProps,
) {
  const { store, specificationId, facts } = props;
  const messages = useLocalized(billBlocksMessages);
  useEffect(() => {
    if (specificationId) void store.fetch(specificationId);
  }, [store, specificationId]);
  const state = specificationId ? store.stateOf(specificationId) : undefined;
  if (state?.status === 'failed') {
    return (
      <Section surface>
        <ErrorState title={messages.loadFailed} onRetry={() => void store.fetch(specificationId)} />
      </Section>
    );
  }
  if (state?.status !== 'loaded' || !state.config) return null;
  return <>{blocksOf(state.config, facts, messages)}</>;
});

function blocksOf(config: BillBlocksConfig, facts: BillBlockFacts, messages: BillBlocksMessages) {
  return config.blocks.flatMap((block) => {
    const items = itemsOf(block, facts, messages);
    if (items.length === 0) return [];
    const asLabels = block.name === 'customDisplaies' && config.displayName === 'label';
    return [
      <Section
        key={block.name}
        surface
        title={messages.block[block.name]}
        data-testid={`bill-block-${block.name}`}
      >
        {asLabels ? (
          <Stack $direction="row" $gap="sm" $wrap>
            {items.map((item) => (
              <Tag key={item.key}>
                {item.label}：{item.value}
              </Tag>
            ))}
          </Stack>
        ) : (
          <Descriptions items={items} />
        )}
      </Section>,
    ];
  });
}

interface BlockItem {
  key: string;
  label: string;
  value: ReactNode;
}

function itemsOf(block: BillBlock, facts: BillBlockFacts, messages: BillBlocksMessages) {
  return block.datas.flatMap((data): BlockItem[] => {
    const value = blockFactText(data, facts, messages);
    const label = messages.data[data];
    return value === undefined || !label ? [] : [{ key: data, label, value }];
  });
}
