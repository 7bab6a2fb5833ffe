import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { BillRelationsStore } from '../BillRelationsStore';
import { dataLinkRowView, isOverHundredPercent, visibilityNames } from '../models/dataLinkView';
import { relationMessages } from '../relationMessages';
import type { DataLinkField, DataLinkRow } from '../relationTypes';
import { DataLinkUseCountToggle } from './DataLinkUseCountToggle';
import { RelationTable } from './RelationTable';

export interface BillDataLinksProps {
  billId: string;
  relations: BillRelationsStore;
}

/** Data-link list (docs/bills-and-workflow.md): type, name and code, values, visibility, owner, use count. */
export const BillDataLinks = observer(function BillDataLinks(props: BillDataLinksProps) {
  const { billId, relations } = props;
  const messages = useLocalized(relationMessages);
  const rows = relations.dataLinks.get(billId);
  if (relations.failed(billId, 'dataLinks')) return <p role="alert">{messages.dataLinksFailed}</p>;
  if (!rows) return null;
  if (rows.length === 0) return <p>{messages.noDataLinks}</p>;
  const showUseCount = !relations.viewOptions.hideUseCount;
  return (
    <RelationTable aria-label={messages.dataLinks}>
      <DataLinkUseCountToggle billId={billId} relations={relations} />
      <thead>
        <tr>
          <th scope="col">{messages.dataLinkType}</th>
          <th scope="col">{messages.name}</th>
          <th scope="col">{messages.code}</th>
          <th scope="col">{messages.visibility}</th>
          <th scope="col">{messages.owner}</th>
          {showUseCount && <th scope="col">{messages.useCount}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const view = dataLinkRowView(row, relations.viewOptions);
          const hidden = !view.showName;
          return (
            <tr key={row.id}>
              <td>{row.entity.name}</td>
              <td>
                {hidden ? <Muted>{messages.privateCarHidden}</Muted> : row.name}
                {view.fields.length > 0 && (
                  <Values row={row} fields={view.fields} yesNo={[messages.yes, messages.no]} />
                )}
              </td>
              <td>{view.showCode ? row.code : '—'}</td>
              <td>{visibilityNames(row, messages.separator) ?? messages.visibleToAll}</td>
              <td>{row.owner ? row.owner.name || row.owner.id : '—'}</td>
              {showUseCount && <td>{view.showUseCount ? row.useCount : '—'}</td>}
            </tr>
          );
        })}
      </tbody>
    </RelationTable>
  );
});

interface ValuesProps {
  row: DataLinkRow;
  fields: DataLinkField[];
  yesNo: readonly [string, string];
}

function Values({ row, fields, yesNo }: ValuesProps) {
  return (
    <ValueList>
      {fields.map((field) => {
        const value = row.values[field.name];
        if (value === undefined) return null;
        const text =
          typeof value === 'boolean'
            ? yesNo[value ? 0 : 1]
            : field.type === 'percentage'
              ? `${value}%`
              : String(value);
        return (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd data-over={isOverHundredPercent(field, value) || undefined}>{text}</dd>
          </div>
        );
      })}
    </ValueList>
  );
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const ValueList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.spacing.md}px;
  margin: ${({ theme }) => theme.spacing.xxs}px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};

  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xxs}px;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }

  dd[data-over] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;
