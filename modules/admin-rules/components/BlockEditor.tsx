import { useLocalized } from '@shell/i18n';
import { Checkbox, IconButton, RadioGroup } from '@shell/ui';
import styled from 'styled-components';
import { BLOCK_DATAS, ruleFormMessages } from '../forms/ruleFormMessages';
import { moveBlock, orderedBlocks } from '../models/ruleForm';
import { DISPLAY_MODES, type DisplayBlockName, type RuleForm } from '../types';
import { Group } from './formStyles';

export interface BlockEditorProps {
  form: RuleForm;
  onChange: (form: RuleForm) => void;
}

/** The four display blocks in display order, each with its datas and up/down moves. */
export function BlockEditor({ form, onChange }: BlockEditorProps) {
  const messages = useLocalized(ruleFormMessages);
  const order = orderedBlocks(form);
  const toggleData = (name: DisplayBlockName, data: string) => {
    const block = form.blocks[name];
    const datas = block.datas.includes(data)
      ? block.datas.filter((item) => item !== data)
      : [...block.datas, data];
    onChange({ ...form, blocks: { ...form.blocks, [name]: { ...block, datas } } });
  };
  return (
    <Group>
      <legend>{messages.blocks}</legend>
      <Blocks aria-label={messages.blocks}>
        {order.map((name, index) => (
          <li key={name} aria-label={messages.block[name]}>
            <strong>
              {index + 1}. {messages.block[name]}
            </strong>
            {BLOCK_DATAS[name].map((data) => (
              <Checkbox
                key={data}
                label={messages.data[data] ?? data}
                checked={form.blocks[name].datas.includes(data)}
                onChange={() => toggleData(name, data)}
              />
            ))}
            <Moves>
              <IconButton
                label={`${messages.moveUp} ${messages.block[name]}`}
                disabled={index === 0}
                onClick={() => onChange(moveBlock(form, name, -1))}
              >
                ↑
              </IconButton>
              <IconButton
                label={`${messages.moveDown} ${messages.block[name]}`}
                disabled={index === order.length - 1}
                onClick={() => onChange(moveBlock(form, name, 1))}
              >
                ↓
              </IconButton>
            </Moves>
          </li>
        ))}
      </Blocks>
      <RadioGroup
        label={messages.displayName}
        value={form.displayName}
        orientation="horizontal"
        onChange={(mode) => onChange({ ...form, displayName: mode })}
        options={DISPLAY_MODES.map((mode) => ({ value: mode, label: messages.mode[mode] }))}
      />
    </Group>
  );
}

const Blocks = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.sm}px;
    align-items: center;
    padding: ${({ theme }) => theme.spacing.xs}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const Moves = styled.span`
  display: inline-flex;
  margin-left: auto;
`;
